import { useDeferredValue, useMemo } from "react";
import {
  INDEX_TICKER_BOTTOM_PX,
  INDEX_TICKER_INTERVAL,
  STOCK_TICKER_INTERVAL,
} from "@fincareer/domain/constants";
import type { TickerResponse } from "@fincareer/domain/contract/market";
import { formatOpensAt } from "@fincareer/domain/ist";
import { useTicker } from "../api/get-ticker.ts";
import { livePrice, useLivePrices } from "../../../lib/live-prices.ts";
import type { LivePrices } from "../../../lib/live-prices.ts";
import { PriceSourceTag } from "../../../components/price-source-note.tsx";
import { TickerMarquee } from "./ticker-marquee.tsx";
import type { TickerQuote } from "./ticker-marquee.tsx";
import classes from "./ticker-bar.module.css";

/** Ticker quotes from the stored body with live prices laid over them (SPEC.md section 3, ticker entries). */
export function tickerQuotes(
  body: TickerResponse,
  live: LivePrices,
): { indices: TickerQuote[]; stocks: TickerQuote[] } {
  const companies = new Map(body.scrips.map((s) => [s.srCode, s]));
  const indices = body.indices.map((index) => {
    const code = index.code || index.no_code || index.short;
    return {
      key: `index-${code}`,
      label: index.short,
      price: livePrice(live, code, index.price),
      previous: index.previous_eod,
    };
  });
  const stocks = body.stocks.map((stock) => {
    const company = companies.get(stock.srCode);
    return {
      key: `stock-${stock.srCode}`,
      label: stock.shortCode,
      price: livePrice(live, stock.srCode, stock.market_price),
      previous: stock.prev_close,
      company: company === undefined ? undefined : { name: company.name, id: company.id },
    };
  });
  return { indices, stocks };
}

function StatusBar({ text, tone, bottom }: { text: string; tone: "index" | "stock"; bottom: number }) {
  return (
    <div className={classes.bar} data-tone={tone} style={{ bottom }} role="status">
      <span className={classes.status}>{text}</span>
    </div>
  );
}

/**
 * The market ticker (SPEC.md sections 2 and 9): index quotes on a bar INDEX_TICKER_BOTTOM_PX above the bottom,
 * stock quotes under it, each scrolling at its interval; live `market` prices override the stored ones.
 */
export function TickerBar({ waiting = false }: { waiting?: boolean }) {
  const ticker = useTicker({ enabled: !waiting });
  // The bars are built from a deferred copy of the list, in slices: its arrival would otherwise render both
  // marquees in one long task while the screen above is still settling.
  const data = useDeferredValue(ticker.data);
  const live = useLivePrices();
  const quotes = useMemo(() => (data === undefined ? null : tickerQuotes(data, live)), [data, live]);
  const market = data?.market;
  const marketNote =
    market === undefined || market.open ? null : `Market closed, opens ${formatOpensAt(market.next_open)}`;

  return (
    <div className={classes.slot} data-ticker-slot="">
      {waiting ? null : quotes === null ? (
        <>
          <StatusBar
            tone="index"
            bottom={INDEX_TICKER_BOTTOM_PX}
            text={ticker.isError ? "Index quotes are unavailable right now." : "Loading index quotes..."}
          />
          <StatusBar
            tone="stock"
            bottom={0}
            text={ticker.isError ? "Stock quotes are unavailable right now." : "Loading stock quotes..."}
          />
        </>
      ) : (
        <>
          {/* A list of another length starts again from its first quote. */}
          <TickerMarquee
            key={`indices-${quotes.indices.length}`}
            quotes={quotes.indices}
            interval={INDEX_TICKER_INTERVAL}
            label="Index quotes"
            tone="index"
            bottom={INDEX_TICKER_BOTTOM_PX}
            note={marketNote}
          />
          <TickerMarquee
            key={`stocks-${quotes.stocks.length}`}
            quotes={quotes.stocks}
            interval={STOCK_TICKER_INTERVAL}
            label="Stock quotes"
            tone="stock"
            bottom={0}
            note={<PriceSourceTag coverage={market?.prices} />}
          />
        </>
      )}
    </div>
  );
}
