// The price feed interface and the simulator behind it: a one-factor model in which every stock's log return is
// beta x the market's move plus its own noise (geometric Brownian motion with per-stock volatility). Indices are
// not simulated separately: each is its constituents' market capitalisation over a divisor, as real indices are.
import { NSE_SESSION_SECONDS, TRADING_DAYS_PER_YEAR } from "@fincareer/domain/ist";
import { capSegment, roundToTick } from "@fincareer/domain/market";
import { Rng } from "../../lib/rng.ts";

/** Annualised volatility of the market factor (about SENSEX's). */
export const MARKET_VOLATILITY = 0.14;
/** Annual drift of the market factor. */
export const MARKET_DRIFT = 0.1;
/** Trading days in a year and trading seconds in a day (NSE: 09:15-15:30 = 6.25 h), from the NSE calendar (ist.ts). */
export const TRADING_DAYS = TRADING_DAYS_PER_YEAR;
export const SESSION_SECONDS = NSE_SESSION_SECONDS;
/** Floor on a stock's own (idiosyncratic) volatility, so high-beta names still move on their own. */
const MIN_IDIO_VOL = 0.05;

/**
 * Annual volatility a large-cap (market cap of ₹1,00,000 crore or more) of each sector is simulated within, from
 * the range NSE large-caps of the sector showed over 2019-2025 (IT: TCS and Infosys at 20-30 %); other sectors'
 * large-caps stay within LARGE_CAP_VOLATILITY_DEFAULT, and mid- and small-caps within OTHER_VOLATILITY.
 */
export const LARGE_CAP_VOLATILITY: Readonly<Record<string, readonly [number, number]>> = {
  "IT Services": [0.2, 0.3],
  Banks: [0.18, 0.32],
  NBFC: [0.22, 0.36],
  Insurance: [0.2, 0.32],
  FMCG: [0.14, 0.26],
  Pharmaceuticals: [0.18, 0.3],
  "Healthcare Services": [0.2, 0.32],
  "Oil & Gas": [0.2, 0.32],
  Power: [0.22, 0.36],
  "Metals & Mining": [0.26, 0.4],
  Automobiles: [0.2, 0.34],
  "Capital Goods": [0.2, 0.34],
  Cement: [0.2, 0.32],
  Paints: [0.18, 0.3],
  Telecom: [0.2, 0.34],
  "Consumer Durables": [0.2, 0.32],
  Realty: [0.28, 0.45],
};
export const LARGE_CAP_VOLATILITY_DEFAULT: readonly [number, number] = [0.18, 0.38];
export const OTHER_VOLATILITY: readonly [number, number] = [0.15, 0.6];

/** The volatility a stock is simulated at: its reference volatility, kept within its sector's realistic range. */
export function modelVolatility(
  stock: { industry: string; volatility: number },
  marketCapRupees: number,
): number {
  const [lo, hi] =
    capSegment(marketCapRupees) === "LARGE"
      ? (LARGE_CAP_VOLATILITY[stock.industry] ?? LARGE_CAP_VOLATILITY_DEFAULT)
      : OTHER_VOLATILITY;
  return Math.min(hi, Math.max(lo, stock.volatility));
}

/**
 * The 1-year log return a simulated history ends with, around the model's expected return for the stock (its beta
 * times the market drift, less the volatility drag), within ONE_YEAR_BAND_SD of its volatility: TCS (beta 0.65,
 * volatility 0.20) between about -22 % and +41 %.
 */
export const ONE_YEAR_BAND_SD = 1.5;
/** The widest 52-week range (log of high over low) a simulated history has, in units of the volatility. */
export const WEEK52_RANGE_SD = 2.5;

/** The band of 1-year log returns of a stock's simulated history. */
export function oneYearBand(beta: number, volatility: number): [number, number] {
  const mu = beta * MARKET_DRIFT - 0.5 * volatility ** 2;
  return [mu - ONE_YEAR_BAND_SD * volatility, mu + ONE_YEAR_BAND_SD * volatility];
}

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
