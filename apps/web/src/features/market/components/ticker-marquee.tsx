import type { ReactNode } from "react";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useReducedMotion } from "@mantine/hooks";
import { PriceChange } from "../../../components/price-change.tsx";
import { coveringRun, ESTIMATED_QUOTE_PX, quoteAt, RUN_SLACK_PX } from "./ticker-window.ts";
import classes from "./ticker-bar.module.css";
import { formatPrice } from "@fincareer/domain/format";

/** One quote on a ticker: label, price, previous close and, for stocks, the company it opens. */
export interface TickerQuote {
  key: string;
  label: string;
  price: number;
  previous: number;
  company?: { name: string; id: number };
}

function Quote({ quote }: { quote: TickerQuote }) {
  const body = (
    <>
      <span className={classes.label}>{quote.label}</span>
      <span className={classes.price}>{formatPrice(quote.price)}</span>
      <PriceChange price={quote.price} previous={quote.previous} size="sm" />
    </>
  );
  if (quote.company === undefined)
    return (
      <span className={classes.quote} data-quote={quote.key}>
        {body}
      </span>
    );
  // Out of the tab order: a keyboard user reaches companies through the search box, not 370 ticker stops.
  return (
    <Link
      to="/company"
      state={{ name: quote.company.name, id: quote.company.id }}
      className={classes.quote}
      data-quote={quote.key}
      tabIndex={-1}
    >
      {body}
    </Link>
  );
}

type Widths = ReadonlyMap<string, number>;

/**
 * A horizontally scrolling row of quotes. `interval` is SPEC.md's scroll interval read as milliseconds per pixel
 * (10 moves the stock row 100 px a second, 15 the index row about 67), so the pace stays the same however
 * many quotes there are. Only the quotes that can be on screen are in the page (ticker-window.ts): the row slides
 * left by one quote at a time, and a quote that has left on the left is dropped while the next one joins on the
 * right. Pauses under the pointer or focus; still and scrollable for reduced motion.
 */
export function TickerMarquee({
  quotes,
  interval,
  label,
  tone,
  bottom,
  note = null,
}: {
  quotes: TickerQuote[];
  interval: number;
  label: string;
  tone: "index" | "stock";
  bottom: number;
  note?: ReactNode;
}) {
  const reduced = useReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState(() => window.innerWidth);
  const [widths, setWidths] = useState<Widths>(() => new Map());
  // The position of the leftmost rendered quote in the endless row, and (reduced motion) the scroll offset.
  const [first, setFirst] = useState(0);
  const [scrolled, setScrolled] = useState(0);

  const count = quotes.length;
  const widthOf = useCallback(
    (index: number) => widths.get(quotes[index]?.key ?? "") ?? ESTIMATED_QUOTE_PX,
    [widths, quotes],
  );
  let total = 0;
  for (let index = 0; index < count; index++) total += widthOf(index);
  const moving = !reduced && total > viewport;

  const paused = useRef(false);
  const step = useRef<Animation | null>(null);

  // The viewport's width decides how many quotes are rendered. A ResizeObserver reports it after the browser's own
  // layout; reading clientWidth here would force that layout in the middle of React's commit.
  useLayoutEffect(() => {
    const element = viewportRef.current;
    if (element === null) return;
    const observer = new ResizeObserver(() => setViewport(element.clientWidth || window.innerWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Every rendered quote's width, reported by a ResizeObserver after layout (when the quote joins the run and when a
  // tick changes its text), never measured in the commit: measuring there forces a layout of the page.
  const [quoteObserver] = useState(() =>
    typeof ResizeObserver === "undefined"
      ? null
      : new ResizeObserver((entries) => {
          setWidths((known) => {
            let learnt: Map<string, number> | null = null;
            for (const entry of entries) {
              const key = (entry.target as HTMLElement).dataset.quote ?? "";
              const width = entry.borderBoxSize[0]?.inlineSize ?? entry.target.getBoundingClientRect().width;
              if (width > 0 && Math.abs((known.get(key) ?? 0) - width) > 0.5) {
                learnt ??= new Map(known);
                learnt.set(key, width);
              }
            }
            return learnt ?? known;
          });
        }),
  );
  useEffect(() => () => quoteObserver?.disconnect(), [quoteObserver]);
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (track === null || quoteObserver === null) return;
    // observe() of an element already observed does nothing; a quote that left the page is dropped by the browser.
    for (const element of track.querySelectorAll<HTMLElement>("[data-quote]")) quoteObserver.observe(element);
  });

  // The motion, one quote at a time: the browser slides the row left by the leftmost quote's width (a transform
  // animation, run off the main thread); when it ends, the next render drops that quote and the next slide starts
  // from 0 in the same commit, so the row never jumps. The first slide waits for the quote's measured width.
  const headWidth = count === 0 ? undefined : widths.get(quotes[first % count]?.key ?? "");
  useLayoutEffect(() => {
    const track = trackRef.current;
    if (!moving || track === null || typeof track.animate !== "function") return;
    if (headWidth === undefined || headWidth <= 0) return;
    const slide = track.animate(
      [{ transform: "translateX(0)" }, { transform: `translateX(${-headWidth}px)` }],
      {
        duration: headWidth * interval,
        easing: "linear",
        fill: "forwards",
      },
    );
    if (paused.current) slide.pause();
    slide.onfinish = () => setFirst((f) => f + 1);
    step.current = slide;
    return () => {
      slide.onfinish = null;
      slide.cancel();
      step.current = null;
    };
    // A new width of the same head quote (a tick changed its price) does not restart its slide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first, moving, interval, headWidth === undefined]);

  const pause = (on: boolean) => {
    paused.current = on;
    if (on) step.current?.pause();
    else step.current?.play();
  };

  let shown: { key: string; quote: TickerQuote }[];
  let before = 0;
  let after = 0;
  if (moving) {
    shown = coveringRun(first, viewport + RUN_SLACK_PX, count, widthOf).map((k) => ({
      key: `at-${k}`,
      quote: quotes[k % count]!,
    }));
  } else if (reduced && total > viewport) {
    // Still and scrollable: spacers stand in for the quotes before and after the rendered run.
    const at = quoteAt(scrolled, count, widthOf);
    const run = coveringRun(at.index, viewport + RUN_SLACK_PX, count, widthOf).filter((k) => k < count);
    before = at.before;
    after = total - before - run.reduce((sum, k) => sum + widthOf(k), 0);
    shown = run.map((k) => ({ key: quotes[k]!.key, quote: quotes[k]! }));
  } else {
    shown = quotes.map((quote) => ({ key: quote.key, quote }));
  }

  return (
    <section
      className={classes.bar}
      data-tone={tone}
      style={{ bottom }}
      aria-label={label}
      onPointerEnter={() => pause(true)}
      onPointerLeave={() => pause(false)}
      onFocus={() => pause(true)}
      onBlur={() => pause(false)}
    >
      {note !== null && note !== undefined && <span className={classes.note}>{note}</span>}
      <div
        ref={viewportRef}
        className={classes.viewport}
        onScroll={reduced ? (event) => setScrolled(event.currentTarget.scrollLeft) : undefined}
        // Still and scrollable for reduced motion: focusable so a keyboard can scroll it (the index quotes hold no
        // link to take the focus instead; axe scrollable-region-focusable).
        tabIndex={reduced && total > viewport ? 0 : undefined}
      >
        <div ref={trackRef} className={classes.track} data-moving={moving || undefined}>
          {before > 0 && <div style={{ width: before }} className={classes.spacer} />}
          {shown.map(({ key, quote }) => (
            <Quote key={key} quote={quote} />
          ))}
          {after > 0 && <div style={{ width: after }} className={classes.spacer} />}
        </div>
      </div>
    </section>
  );
}
