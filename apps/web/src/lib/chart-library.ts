// The parts of lightweight-charts the app draws with, and only those: a dynamic import of the library itself keeps
// every series type and plugin in its chunk (a namespace import cannot be tree-shaken), while this module's named
// exports let the build drop the rest (issue 45: the chunk was over its 60 KB budget).
export { CandlestickSeries, LineSeries, createChart } from "lightweight-charts";
