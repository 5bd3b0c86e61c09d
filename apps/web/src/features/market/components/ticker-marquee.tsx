import { useLayoutEffect, useRef, useState } from "react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { PriceChange } from "../../../components/price-change.tsx";
import { formatPrice } from "../../../lib/market-format.ts";
import classes from "./ticker-bar.module.css";

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
  if (quote.company === undefined) return <span className={classes.quote}>{body}</span>;
  // Out of the tab order: a keyboard user reaches companies through the search box, not 150 ticker stops.
  return (
    <Link
      to="/company"
      state={{ name: quote.company.name, id: quote.company.id }}
      className={classes.quote}
      tabIndex={-1}
    >
      {body}
    </Link>
  );
}

/**
 * A horizontally scrolling row of quotes. `interval` is SPEC.md's scroll interval read as milliseconds per pixel
 * (10 moves the stock row 100 px a second, 15 the index row about 67), so the pace stays the same however
 * many quotes there are. Pauses under the pointer or focus; still (and scrollable) for reduced motion.
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
  note?: string | null;
}) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ group: 0, viewport: 0 });

  // Measured when the row changes size or gains/loses quotes, not on every price tick: a new duration restarts
  // the animation from another point, which would make the row jump each second.
  const count = quotes.length;
  useLayoutEffect(() => {
    const group = groupRef.current;
    const viewport = viewportRef.current;
    if (group === null || viewport === null) return;
    const measure = () => setSize({ group: group.scrollWidth, viewport: viewport.clientWidth });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [count]);

  // Scroll only when the quotes do not fit; a short row simply sits still.
  const moving = size.group > 0 && size.group > size.viewport;
  const style = {
    bottom,
    "--ticker-duration": `${Math.round(size.group * interval)}ms`,
  } as CSSProperties;

  return (
    <section className={classes.bar} data-tone={tone} style={style} aria-label={label}>
      {note !== null && <span className={classes.note}>{note}</span>}
      <div ref={viewportRef} className={classes.viewport}>
        <div className={classes.track} data-moving={moving || undefined}>
          <div ref={groupRef} className={classes.group}>
            {quotes.map((quote) => (
              <Quote key={quote.key} quote={quote} />
            ))}
          </div>
          {moving && (
            <div className={classes.group} aria-hidden="true" inert>
              {quotes.map((quote) => (
                <Quote key={quote.key} quote={quote} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
