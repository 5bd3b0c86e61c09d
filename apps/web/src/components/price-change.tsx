import { formatPercent, tickerChange } from "@fincareer/domain/format";
import classes from "./price-change.module.css";

/** What every change figure is measured against, said in its label and, where there is room, on screen. */
export const CHANGE_PERIOD = "since the previous close";

/**
 * Change of a price against its previous close (SPEC.md sections 3 and 4): an arrow, the change and the percentage
 * to 2 decimals. Down (red) when the shown change is zero or negative, up (green) when positive. Its label (read
 * aloud, and the tooltip) names the period; `showPeriod` also writes it on screen ("vs prev. close"), for the cards
 * and headings where a bare "-3.26%" left a reader asking since when.
 */
export function PriceChange({
  price,
  previous,
  size = "md",
  showPeriod = false,
}: {
  price: number;
  previous: number;
  size?: "sm" | "md";
  showPeriod?: boolean;
}) {
  const { direction, changeText, percent } = tickerChange(price, previous);
  const percentText = formatPercent(percent, 2);
  const label = `${direction} ${changeText} (${percentText}) ${CHANGE_PERIOD}`;
  return (
    <span
      className={classes.root}
      data-direction={direction}
      data-size={size}
      // An arrow and figures read as one phrase ("up 12.50 (0.45%)"): a labelled image, since a plain span may
      // not carry aria-label.
      role="img"
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true" className={classes.arrow}>
        {direction === "up" ? "\u25B2" : "\u25BC"}
      </span>
      <span aria-hidden="true">
        {changeText} ({percentText})
      </span>
      {showPeriod && (
        <span aria-hidden="true" className={classes.period}>
          vs prev. close
        </span>
      )}
    </span>
  );
}
