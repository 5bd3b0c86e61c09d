// The price feed interface and the simulator behind it: a one-factor model in which every stock's log return is
// beta x the market's move plus its own noise (geometric Brownian motion with per-stock volatility). Indices are
// not simulated separately: each is its constituents' market capitalisation over a divisor, as real indices are.
import { roundToTick } from "@fincareer/domain/market";
import { Rng } from "./rng.ts";

/** Annualised volatility of the market factor (about SENSEX's). */
export const MARKET_VOLATILITY = 0.14;
/** Annual drift of the market factor. */
export const MARKET_DRIFT = 0.1;
/** Trading days in a year and trading seconds in a day (NSE: 09:15-15:30 = 6.25 h). */
export const TRADING_DAYS = 252;
export const SESSION_SECONDS = 22_500;
/** Floor on a stock's own (idiosyncratic) volatility, so high-beta names still move on their own. */
const MIN_IDIO_VOL = 0.05;

/** A stock as the model sees it. */
export interface ModelStock {
  code: string;
  beta: number;
  volatility: number;
  /** Price in paise (float inside the model; published on the tick). */
  price: number;
}

/**
 * A source of prices. The simulator is one; a vendor feed can replace it by implementing the same two calls. The
 * runtime asks for the next prices on its own timer (or a test asks by hand), so a feed never runs timers itself.
 */
export interface PriceFeed {
  /** The current price (paise, on the tick) of every stock code. */
  snapshot(): Map<string, number>;
  /** Advances to `at`, `seconds` of trading after the previous call, and returns every stock's price (paise). */
  next(at: Date, seconds: number): Map<string, number>;
  /** Sets prices (paise) directly: a test's scripted tick, or a vendor correction. */
  set(prices: Map<string, number>): void;
}

/** The one-factor model: a step of `years` moves every stock. */
export class FactorModel {
  readonly stocks: ModelStock[];
  private readonly idio: Float64Array;

  constructor(
    stocks: ModelStock[],
    private readonly rng: Rng,
  ) {
    this.stocks = stocks.map((s) => ({ ...s }));
    this.idio = new Float64Array(
      this.stocks.map((s) =>
        Math.sqrt(Math.max(s.volatility ** 2 - (s.beta * MARKET_VOLATILITY) ** 2, MIN_IDIO_VOL ** 2)),
      ),
    );
  }

  /** Draws one step of log returns for `years` of trading (market factor + each stock's own noise). */
  logReturns(years: number): Float64Array {
    const sq = Math.sqrt(years);
    const m =
      (MARKET_DRIFT - 0.5 * MARKET_VOLATILITY ** 2) * years + MARKET_VOLATILITY * sq * this.rng.normal();
    const out = new Float64Array(this.stocks.length);
    for (let i = 0; i < this.stocks.length; i++) {
      const s = this.stocks[i]!;
      const idio = this.idio[i]!;
      out[i] = s.beta * m - 0.5 * idio ** 2 * years + idio * sq * this.rng.normal();
    }
    return out;
  }

  /** Moves every stock by one step of `years`. */
  step(years: number): void {
    const r = this.logReturns(years);
    for (let i = 0; i < this.stocks.length; i++) {
      const s = this.stocks[i]!;
      // A price never falls below a few ticks: penny stocks stay tradable.
      s.price = Math.max(s.price * Math.exp(r[i]!), 20);
    }
  }
}

/** The simulator as a PriceFeed. */
export class SimulatedFeed implements PriceFeed {
  private readonly model: FactorModel;
  private readonly index = new Map<string, number>();

  constructor(stocks: ModelStock[], seed: number) {
    this.model = new FactorModel(stocks, new Rng(seed));
    this.model.stocks.forEach((s, i) => this.index.set(s.code, i));
  }

  snapshot(): Map<string, number> {
    return new Map(this.model.stocks.map((s) => [s.code, roundToTick(s.price)]));
  }

  next(_at: Date, seconds: number): Map<string, number> {
    this.model.step(seconds / (TRADING_DAYS * SESSION_SECONDS));
    return this.snapshot();
  }

  set(prices: Map<string, number>): void {
    for (const [code, price] of prices) {
      const i = this.index.get(code);
      if (i !== undefined) this.model.stocks[i]!.price = price;
    }
  }
}

/** An index as a capitalisation-weighted basket: level = sum(shares x price) / divisor (hundredths of a point). */
export interface IndexBasket {
  code: string;
  members: { code: string; shares: number }[];
  divisor: number;
}

/** Builds a basket whose level at the given prices equals `level`. */
export function makeBasket(
  code: string,
  members: { code: string; shares: number }[],
  prices: Map<string, number>,
  level: number,
): IndexBasket {
  const cap = members.reduce((sum, m) => sum + m.shares * (prices.get(m.code) ?? 0), 0);
  return { code, members, divisor: cap > 0 ? cap / level : 1 };
}

/** The level of a basket at some prices (hundredths of a point, rounded). */
export function basketLevel(basket: IndexBasket, prices: Map<string, number>): number {
  let cap = 0;
  for (const m of basket.members) cap += m.shares * (prices.get(m.code) ?? 0);
  return Math.round(cap / basket.divisor);
}
