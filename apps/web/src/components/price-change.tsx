import { tickerChange } from "@fincareer/domain/format";
import classes from "./price-change.module.css";

/**
 * Change of a price against its previous close (SPEC.md sections 3 and 4): an arrow, the change and the percentage
 * to 2 decimals. Down (red) when the shown change is zero or negative, up (green) when positive.
 */
export function PriceChange({
  price,
  previous,
  size = "md",
}: {
  price: number;
  previous: number;
  size?: "sm" | "md";
}) {
  const { direction, changeText, percentText } = tickerChange(price, previous);
  const label = `${direction} ${changeText} (${percentText}%)`;
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
        {changeText} ({percentText}%)
      </span>
    </span>
  );
}
