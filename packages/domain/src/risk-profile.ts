// The risk appetite a learner picks at sign-up step 2 and the band it stands for: a suggested split across the
// market-capitalisation segments of the practice market (LARGE from ₹1 lakh crore, MID from ₹30,000 crore, the
// rest SMALL), a position-size cap and the beta and volatility range the "Risk of your holdings" panel reports.

/** The three choices of /signup/step2. */
export const RISK_APPETITES = ["conservative", "balanced", "aggressive"] as const;
/** A risk appetite. */
export type RiskAppetite = (typeof RISK_APPETITES)[number];

/** What a risk appetite means for the practice portfolio (percentages of the portfolio's value). */
export interface RiskBand {
  appetite: RiskAppetite;
  label: string;
  band: "Low" | "Moderate" | "High";
  allocation: { large: number; mid: number; small: number; cash: number };
  max_position_pct: number;
  beta_range: [number, number];
  max_volatility_pct: number;
  advice: string;
}

const BANDS: Record<RiskAppetite, RiskBand> = {
  conservative: {
    appetite: "conservative",
    label: "Conservative",
    band: "Low",
    allocation: { large: 70, mid: 15, small: 0, cash: 15 },
    max_position_pct: 10,
    beta_range: [0.6, 0.9],
    max_volatility_pct: 15,
    advice:
      "Stay with large, steady companies (FMCG, IT services, large private banks), keep each stock under 10% " +
      "of the portfolio and attach a stop-loss to every buy.",
  },
  balanced: {
    appetite: "balanced",
    label: "Balanced",
    band: "Moderate",
    allocation: { large: 55, mid: 25, small: 10, cash: 10 },
    max_position_pct: 15,
    beta_range: [0.85, 1.1],
    max_volatility_pct: 20,
    advice:
      "Spread across at least five sectors, mostly large caps with some mid caps, and keep each stock under 15% " +
      "of the portfolio so one result day cannot sink it.",
  },
  aggressive: {
    appetite: "aggressive",
    label: "Aggressive",
    band: "High",
    allocation: { large: 35, mid: 30, small: 30, cash: 5 },
    max_position_pct: 25,
    beta_range: [1.0, 1.4],
    max_volatility_pct: 30,
    advice:
      "Concentrated bets in mid and small caps are allowed, but write down why in the order's reason, and use " +
      "trailing stops: drawdowns of 20-30% are normal in this band.",
  },
};

/** True for one of the three risk appetites. */
export function isRiskAppetite(value: unknown): value is RiskAppetite {
  return typeof value === "string" && (RISK_APPETITES as readonly string[]).includes(value);
}

/** The band, suggested allocation and limits of a risk appetite. */
export function riskBand(appetite: RiskAppetite): RiskBand {
  return BANDS[appetite];
}

/** Where a portfolio's beta sits against the band: below, within or above its range (null without a beta). */
export function betaFit(appetite: RiskAppetite, beta: number | null): "below" | "within" | "above" | null {
  if (beta === null || !Number.isFinite(beta)) return null;
  const [low, high] = BANDS[appetite].beta_range;
  return beta < low ? "below" : beta > high ? "above" : "within";
}
