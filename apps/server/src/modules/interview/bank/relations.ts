// The relations with a direction the bank's key points assert (issue 40), by question and point: `a` and `b` are
// term lists and `sign` says whether they move together (1) or apart (-1); `cause` marks an `a` that needs no
// direction of its own ("bagging reduces variance"), and an empty `a` is the question itself ("under Ind AS 116,
// EBITDA rises"). relations.ts reads them in any words ("when WACC goes up the value falls", "the higher the WACC,
// the lower the value", "WACC and value move inversely"): the right sign explains the point, the wrong sign
// contradicts it and is corrected with `says` (or the point's idea). Terms hold no direction words.
import type { Relation } from "./types.ts";

const WACC = ["wacc", "discount rate", "cost of capital", "weighted average cost of capital"];
const VALUE = [
  "value",
  "valuation",
  "valuations",
  "enterprise value",
  "present value",
  "dcf value",
  "fair value",
];
const IRR = ["irr", "equity return", "equity returns", "return on equity", "returns"];
const VOL = ["volatility", "implied volatility", "iv", "vix", "india vix"];
const OPTION_PRICE = ["option price", "option prices", "premium", "premiums", "option value", "options"];
const RUPEE = ["rupee", "inr"];

export const RELATIONS: Record<string, Record<string, Relation[]>> = {
  // Investment banking
  "ib-dcf": {
    "discounting at WACC": [
      {
        a: WACC,
        b: VALUE,
        sign: -1,
        says: "A higher WACC lowers the value: the same cash flows are discounted at a higher rate, so their present value falls.",
      },
    ],
    "terminal value": [
      {
        a: [
          "terminal growth",
          "terminal growth rate",
          "perpetual growth",
          "perpetuity growth",
          "growth rate",
        ],
        b: ["terminal value", ...VALUE],
        sign: 1,
        says: "A higher terminal growth rate raises the terminal value and so the valuation.",
      },
    ],
  },
  "ib-ev-equity": {
    "add debt and subtract cash": [
      {
        a: [
          "share price",
          "share prices",
          "market cap",
          "market capitalisation",
          "market capitalization",
          "equity value",
        ],
        b: ["enterprise value", "ev"],
        sign: 1,
        says: "Enterprise value moves with the share price: EV is the market value of equity plus net debt, so a higher share price means a higher EV.",
      },
    ],
  },
  "ib-three-statements": {
    "net income falls by ₹7.5": [
      {
        a: ["depreciation"],
        b: ["net income", "net profit", "pat", "profit after tax"],
        sign: -1,
        says: "More depreciation lowers net income (by ₹7.5 for ₹10, after the tax saving).",
      },
    ],
    "cash flow rises by ₹2.5 from the tax saving": [
      {
        a: ["depreciation"],
        b: ["cash", "cash flow", "cash from operations", "operating cash flow", "cfo"],
        sign: 1,
        says: "More depreciation raises cash by the tax it saves (₹2.5 for ₹10): depreciation itself is not a cash outflow.",
      },
    ],
  },
  "ib-wacc-india": {
    "cost of equity by CAPM": [
      {
        a: ["beta"],
        b: ["cost of equity", "required return", "expected return"],
        sign: 1,
        says: "A higher beta raises the cost of equity: Ke = risk-free rate + beta × equity risk premium.",
      },
      {
        a: ["leverage", "debt", "gearing"],
        b: ["levered beta", "equity beta", "beta"],
        sign: 1,
        says: "More leverage raises the equity (levered) beta: shareholders bear more risk.",
      },
    ],
    "post-tax cost of debt": [
      {
        a: ["tax rate"],
        b: ["cost of debt", "post-tax cost of debt", "after-tax cost of debt"],
        sign: -1,
        says: "A higher tax rate lowers the after-tax cost of debt, because interest is deductible: Kd × (1 − t).",
      },
    ],
  },
  "ib-lbo": {
    "leverage magnifies equity returns, IRR": [
      {
        a: ["leverage", "debt"],
        b: IRR,
        sign: 1,
        says: "More leverage raises the equity IRR when the business earns more than the cost of debt: less equity captures the same gain.",
      },
    ],
  },
  "ib-working-capital": {
    "reduces free cash flow": [
      {
        a: ["working capital", "net working capital"],
        b: ["free cash flow", "fcf", "cash flow", "cash"],
        sign: -1,
        says: "A rise in working capital lowers free cash flow: cash is tied up in receivables and inventory.",
      },
    ],
    "payables as a source of funding": [
      {
        a: ["payables", "creditors", "payable days", "supplier credit"],
        b: ["cash", "cash flow", "free cash flow"],
        sign: 1,
        says: "More payables (longer supplier credit) raise cash: suppliers fund part of the working capital.",
      },
    ],
  },
  "ib-ind-as-116": {
    "rent replaced by depreciation and interest, EBITDA rises": [
      {
        a: [],
        b: ["ebitda"],
        sign: 1,
        says: "Under Ind AS 116 EBITDA rises: rent, an operating expense, is replaced by depreciation and interest, which sit below EBITDA.",
      },
    ],
    "net debt includes lease liabilities; multiples need consistency": [
      {
        a: [],
        b: ["net debt"],
        sign: 1,
        says: "Lease liabilities count as debt, so net debt rises under Ind AS 116.",
      },
    ],
  },
  "ib-debt-vs-equity": {
    "cost: debt is cheaper and tax-deductible": [
      {
        a: ["tax rate"],
        b: ["cost of debt", "post-tax cost of debt", "after-tax cost of debt"],
        sign: -1,
        says: "Interest is tax-deductible, so a higher tax rate lowers the after-tax cost of debt.",
      },
    ],
  },
  "ib-precedents": {
    "control premium": [
      {
        a: ["control premium"],
        b: ["valuation", "valuations", "multiples", "multiple", "values", "deal price"],
        sign: 1,
        cause: true,
        says: "The control premium makes precedent multiples higher than trading multiples.",
      },
    ],
  },
  "ib-bank-valuation": {
    "asset quality and margins": [
      {
        a: ["npa", "npas", "bad loans", "slippages", "credit costs", "gross npa"],
        b: ["multiple", "valuation", "price to book", "p/b", "book multiple"],
        sign: -1,
        says: "Worse asset quality (more NPAs and credit costs) lowers the multiple a bank deserves.",
      },
    ],
    "price to book and ROE": [
      {
        a: ["roe", "return on equity"],
        b: ["price to book", "p/b", "pb", "book multiple", "p/bv"],
        sign: 1,
        says: "A higher ROE justifies a higher price-to-book multiple.",
      },
    ],
  },
  "ib-buyback": {
    "buybacks signal undervaluation and raise EPS": [
      {
        a: ["share count", "number of shares", "shares outstanding", "outstanding shares"],
        b: ["eps", "earnings per share"],
        sign: -1,
        says: "A buyback lowers the share count, which raises EPS.",
      },
    ],
  },
  // Equity research
  "er-pe-peg": {
    "P/E ignores growth": [
      {
        a: ["growth", "growth rate", "earnings growth"],
        b: ["peg", "peg ratio"],
        sign: -1,
        says: "PEG is P/E divided by growth, so for the same P/E faster growth gives a lower PEG.",
      },
    ],
  },
  "er-dividend": {
    "yield trap risk": [
      {
        a: ["share price", "stock price", "price"],
        b: ["dividend yield", "yield"],
        sign: -1,
        says: "The yield is the dividend over the price: a falling price lifts the yield, which is how a yield trap forms.",
      },
    ],
  },
  "er-bank-metrics": {
    "deposit franchise, CASA": [
      {
        a: ["casa", "casa ratio", "current and savings"],
        b: ["cost of funds", "funding cost", "funding costs", "cost of deposits"],
        sign: -1,
        says: "A higher CASA share lowers the cost of funds: current and savings deposits pay little interest.",
      },
    ],
  },
  "er-fmcg": {
    "gross margin and input costs": [
      {
        a: [
          "input costs",
          "input cost",
          "commodity prices",
          "commodity costs",
          "raw material",
          "raw materials",
          "palm oil",
          "crude",
        ],
        b: ["gross margin", "gross margins", "margin", "margins"],
        sign: -1,
        says: "Higher input costs (palm oil, crude-linked packaging) lower gross margins until prices are raised.",
      },
    ],
  },
  "er-it-services": {
    "margins and the rupee": [
      {
        a: RUPEE,
        b: ["margin", "margins", "operating margin", "ebit margin"],
        sign: -1,
        says: "A stronger rupee lowers IT margins (revenue is in dollars, costs in rupees); a weaker rupee lifts them.",
      },
    ],
  },
  "er-dupont": {
    "financial leverage": [
      {
        a: ["leverage", "debt", "equity multiplier", "financial leverage"],
        b: ["roe", "return on equity"],
        sign: 1,
        says: "More leverage raises ROE for the same return on assets, which is why ROE boosted by debt is of lower quality.",
      },
    ],
  },
  "er-cash-conversion": {
    "working capital build-up": [
      {
        a: ["working capital", "receivables", "inventory", "debtors"],
        b: ["cash conversion", "operating cash flow", "cfo", "cash flow"],
        sign: -1,
        says: "A working capital build-up lowers cash conversion: profit is booked but the cash sits in receivables and inventory.",
      },
    ],
  },
  "er-cyclicals": {
    "P/B or EV/EBITDA rather than peak P/E": [
      {
        a: ["earnings", "profits"],
        b: ["p/e", "pe", "p/e ratio"],
        sign: -1,
        says: "At peak earnings the P/E looks lowest (and at the trough highest), so a low P/E on a cyclical can be a trap.",
      },
    ],
  },
  "er-ccc": {
    "formula: inventory days plus receivable days minus payable days": [
      {
        a: ["payable days", "payables"],
        b: ["cash conversion cycle", "ccc", "cycle"],
        sign: -1,
        says: "More payable days shorten the cycle: it is inventory days plus receivable days minus payable days.",
      },
    ],
    "longer cycle means more working capital funding": [
      {
        a: ["cash conversion cycle", "ccc", "cycle"],
        b: ["working capital", "funding", "cash tied up", "borrowing", "working capital need"],
        sign: 1,
        says: "A longer cycle ties up more cash in working capital, which has to be funded: a shorter one is better.",
      },
    ],
  },
  "er-rates": {
    "lower discount rate raises valuations": [
      {
        a: [
          "discount rate",
          "cost of equity",
          "repo rate",
          "repo",
          "interest rates",
          "rates",
          "bond yields",
          "g-sec yield",
        ],
        b: ["valuations", "valuation", "multiples", "present value", "p/e", "p/e multiples"],
        sign: -1,
        says: "Lower rates lower the discount rate and the cost of equity, so valuations rise (and higher rates lower them).",
      },
    ],
    "effect on bank margins": [
      {
        a: ["repo rate", "repo", "rates", "policy rate"],
        b: ["nim", "nims", "net interest margin", "margins", "bank margins"],
        sign: 1,
        says: "A repo cut can compress banks' margins at first: repo-linked loans reprice down faster than deposits.",
      },
    ],
  },
  "er-auto": {
    volumes: [
      {
        a: ["interest rates", "repo rate", "repo rates", "rates", "loan rates", "financing costs"],
        b: ["demand", "volumes", "sales", "auto demand"],
        sign: -1,
        says: "Higher interest rates raise EMIs and weigh on auto demand; rate cuts support it.",
      },
      {
        a: ["monsoon"],
        b: ["rural demand", "tractor demand", "demand", "volumes", "tractor"],
        sign: 1,
        says: "A good monsoon lifts rural incomes and so tractor and two-wheeler demand.",
      },
    ],
    "commodity costs": [
      {
        a: ["steel", "steel prices", "commodity prices", "commodity costs", "raw material", "aluminium"],
        b: ["margin", "margins", "ebitda margin", "gross margin"],
        sign: -1,
        says: "Higher steel and aluminium prices lower margins until they are passed on.",
      },
    ],
  },
  "er-diluted-eps": {
    "lower than basic EPS": [
      {
        a: ["dilution", "potential shares", "esops", "convertibles", "warrants"],
        b: ["eps", "earnings per share"],
        sign: -1,
        cause: true,
        says: "Potential shares add to the count, so diluted EPS is lower than (or equal to) basic EPS.",
      },
    ],
  },
  "er-operating-leverage": {
    "fixed costs magnify profit changes": [
      {
        a: ["fixed costs", "fixed cost"],
        b: ["operating leverage"],
        sign: 1,
        says: "More fixed costs mean more operating leverage: profit moves faster than revenue.",
      },
    ],
  },
  // Financial modelling
  "fm-mid-year": {
    "raises valuation slightly": [
      {
        a: ["mid-year", "mid-year convention", "half a period", "half period", "half a year"],
        b: ["valuation", "value", "present value", "enterprise value"],
        sign: 1,
        cause: true,
        says: "The mid-year convention discounts each cash flow half a period less, which raises the valuation slightly.",
      },
    ],
  },
  "fm-project-finance": {
    "DSCR covenants": [
      {
        a: ["cfads", "cash flow available for debt service"],
        b: ["dscr", "debt service coverage"],
        sign: 1,
        says: "DSCR is CFADS over debt service: more cash available raises it, more debt service lowers it.",
      },
    ],
  },
  "fm-lbo-sensitivity": {
    leverage: [
      {
        a: ["leverage", "debt"],
        b: IRR,
        sign: 1,
        says: "More leverage raises the equity IRR (a smaller cheque for the same gain), at more risk.",
      },
    ],
    "entry and exit multiples": [
      {
        a: ["exit multiple"],
        b: IRR,
        sign: 1,
        says: "A higher exit multiple raises the IRR; a higher entry multiple lowers it.",
      },
      {
        a: ["entry multiple", "entry price", "purchase price"],
        b: IRR,
        sign: -1,
        says: "A higher entry multiple lowers the IRR; a higher exit multiple raises it.",
      },
    ],
    "EBITDA growth and cash generation": [
      {
        a: ["ebitda growth", "ebitda", "cash generation"],
        b: IRR,
        sign: 1,
        says: "Faster EBITDA growth and more cash to pay down debt raise the IRR.",
      },
    ],
  },
  "fm-terminal-growth": {
    "typical range and sensitivity": [
      {
        a: ["terminal growth", "terminal growth rate", "growth rate", "perpetual growth"],
        b: ["terminal value", ...VALUE],
        sign: 1,
        says: "A higher terminal growth rate raises the terminal value and the valuation, steeply as it nears the discount rate.",
      },
    ],
    "consistent with reinvestment": [
      {
        a: ["growth"],
        b: ["reinvestment", "investment", "capex", "reinvestment rate"],
        sign: 1,
        says: "Faster growth needs more reinvestment (growth = reinvestment rate × return on capital).",
      },
    ],
  },
  "fm-goal-seek": {
    "break-even formula": [
      {
        a: ["contribution", "contribution per unit", "contribution margin"],
        b: ["break-even", "break-even volume", "breakeven", "break-even units"],
        sign: -1,
        says: "Break-even volume is fixed costs divided by contribution per unit: a higher contribution lowers it.",
      },
      {
        a: ["fixed costs", "fixed cost"],
        b: ["break-even", "break-even volume", "breakeven", "break-even units"],
        sign: 1,
        says: "Break-even volume is fixed costs divided by contribution per unit: higher fixed costs raise it.",
      },
    ],
  },
  "fm-leases": {
    "depreciation and interest replace rent": [
      {
        a: [],
        b: ["ebitda"],
        sign: 1,
        says: "EBITDA rises under Ind AS 116: rent is replaced by depreciation and interest, which sit below EBITDA.",
      },
    ],
  },
  "fm-cash-flow": {
    "working capital changes": [
      {
        a: ["working capital", "receivables", "inventory", "debtors"],
        b: ["cash", "cash flow", "operating cash flow", "cash from operations", "cfo"],
        sign: -1,
        says: "A rise in receivables or inventory lowers operating cash flow; a rise in payables raises it.",
      },
    ],
  },
  "fm-working-capital": {
    "change flows to cash flow statement": [
      {
        a: ["working capital", "receivable days", "receivables", "inventory days", "inventory"],
        b: ["cash", "cash flow", "operating cash flow", "cash from operations"],
        sign: -1,
        says: "An increase in working capital (more receivable or inventory days) lowers cash flow.",
      },
    ],
  },
  // Business analytics
  "ba-elasticity": {
    "price elasticity of demand": [
      {
        a: ["price", "prices"],
        b: ["volume", "volumes", "demand", "quantity", "units sold"],
        sign: -1,
        says: "A lower price raises volume, by how much the price elasticity of demand says.",
      },
    ],
    "margin impact: break-even volume": [
      {
        a: ["discount", "price cut"],
        b: ["margin", "margin per unit", "contribution"],
        sign: -1,
        cause: true,
        says: "A discount lowers the margin on every unit, so volume must rise enough to make up for it.",
      },
    ],
  },
  "ba-ab-test": {
    "random assignment and sample size": [
      {
        a: ["effect", "effect size", "minimum detectable effect", "mde", "uplift"],
        b: ["sample size", "sample", "users needed"],
        sign: -1,
        says: "A smaller effect needs a larger sample to detect it.",
      },
    ],
  },
  "ba-pvalue": {
    "probability of the result if there were no real effect": [
      {
        a: ["p-value", "p value"],
        b: ["evidence"],
        sign: -1,
        says: "A smaller p-value is stronger evidence against the null hypothesis of no effect.",
      },
    ],
  },
  "ba-d2c": {
    "LTV to CAC ratio and payback": [
      {
        a: ["cac", "acquisition cost", "customer acquisition cost"],
        b: ["payback", "payback period"],
        sign: 1,
        says: "A higher CAC lengthens the payback period and lowers LTV/CAC.",
      },
    ],
  },
  "ba-delivery-time": {
    "mix effects": [
      {
        a: ["distance", "distances"],
        b: ["delivery time", "delivery times", "average"],
        sign: 1,
        says: "Longer distances raise the average delivery time, a mix effect rather than worse operations.",
      },
    ],
  },
  "ba-credit-card": {
    "revolve rate and interest income": [
      {
        a: ["revolve rate", "revolvers", "revolving", "revolve"],
        b: ["interest income"],
        sign: 1,
        says: "More customers revolving balances means more interest income.",
      },
    ],
  },
  // Data science
  "ds-bias-variance": {
    "trade-off and total error": [
      {
        a: ["complexity", "model complexity", "complex model", "complex"],
        b: ["bias"],
        sign: -1,
        says: "A more complex model lowers bias but raises variance.",
      },
      {
        a: ["complexity", "model complexity", "complex model", "complex"],
        b: ["variance"],
        sign: 1,
        says: "A more complex model raises variance while it lowers bias.",
      },
    ],
  },
  "ds-overfitting": {
    "more data and simpler models": [
      {
        a: ["data", "training data", "training examples", "sample size"],
        b: ["overfitting", "overfit"],
        sign: -1,
        says: "More training data lowers overfitting; more features or a more complex model raise it.",
      },
      {
        a: ["features", "parameters", "complexity"],
        b: ["overfitting", "overfit"],
        sign: 1,
        says: "More features or a more complex model raise overfitting; a simpler model lowers it.",
      },
    ],
  },
  "ds-regularisation": {
    "penalty strength tuned": [
      {
        a: ["lambda", "alpha", "penalty", "regularisation strength", "regularization strength"],
        b: ["coefficients", "weights", "coefficient"],
        sign: -1,
        says: "A larger lambda (a stronger penalty) shrinks the coefficients more.",
      },
    ],
  },
  "ds-gradient-descent": {
    "learning rate": [
      {
        a: ["learning rate"],
        b: ["step", "steps", "step size"],
        sign: 1,
        says: "A larger learning rate takes bigger steps: too large overshoots, too small is slow.",
      },
    ],
  },
  "ds-vif": {
    "unstable coefficients": [
      {
        a: ["multicollinearity", "correlation", "collinearity"],
        b: ["standard errors", "standard error", "variance of the coefficients"],
        sign: 1,
        says: "More multicollinearity raises the coefficients' standard errors, so they become unstable.",
      },
    ],
  },
  "ds-precision-recall": {
    "choose threshold and use F-score or PR curve": [
      {
        a: ["threshold"],
        b: ["recall"],
        sign: -1,
        says: "A higher threshold raises precision and lowers recall: fewer cases are flagged.",
      },
      {
        a: ["threshold"],
        b: ["precision"],
        sign: 1,
        says: "A higher threshold usually raises precision and lowers recall.",
      },
    ],
  },
  "ds-clt": {
    "large enough sample size": [
      {
        a: ["sample size", "sample"],
        b: ["standard error"],
        sign: -1,
        says: "A larger sample lowers the standard error of the mean (σ/√n).",
      },
    ],
  },
  "ds-rf-gbm": {
    "random forest: bagging of independent trees": [
      {
        a: ["bagging", "random forest", "averaging"],
        b: ["variance"],
        sign: -1,
        cause: true,
        says: "Bagging (a random forest) averages many trees and so lowers variance, not bias.",
      },
    ],
    "boosting: sequential trees fixing errors": [
      {
        a: ["boosting"],
        b: ["bias"],
        sign: -1,
        cause: true,
        says: "Boosting fits each tree to the last one's errors, which lowers bias.",
      },
    ],
  },
  // F&O trading
  "fo-call-put": {
    "call: right to buy, profits when price rises above strike plus premium": [
      {
        a: ["price", "underlying", "spot", "stock price", "nifty"],
        b: ["call", "call option", "call buyer", "call holder"],
        sign: 1,
        says: "A call gains when the price of the underlying rises.",
      },
    ],
    "put: right to sell, profits when price falls": [
      {
        a: ["price", "underlying", "spot", "stock price", "nifty"],
        b: ["put", "put option", "put buyer", "put holder"],
        sign: -1,
        says: "A put gains when the price of the underlying falls.",
      },
    ],
  },
  "fo-greeks": {
    theta: [
      {
        a: ["theta", "time decay", "passage of time"],
        b: ["time value", "option value", "option price", "premium"],
        sign: -1,
        cause: true,
        says: "Time decay lowers the option's time value every day, faster near expiry.",
      },
    ],
    vega: [
      {
        a: VOL,
        b: OPTION_PRICE,
        sign: 1,
        says: "Higher volatility raises option prices, calls and puts alike: that is positive vega for a buyer.",
      },
    ],
  },
  "fo-iv-vix": {
    "high volatility makes options expensive": [
      {
        a: VOL,
        b: OPTION_PRICE,
        sign: 1,
        says: "Higher volatility makes options more expensive, calls and puts alike.",
      },
    ],
  },
  "fo-black-scholes": {
    "five inputs": [
      {
        a: ["volatility"],
        b: ["option price", "call price", "premium", "option value"],
        sign: 1,
        says: "In Black-Scholes a higher volatility raises the option's price.",
      },
    ],
  },
  "fo-iron-condor": {
    "short volatility and theta positive": [
      {
        a: VOL,
        b: ["iron condor", "condor"],
        sign: -1,
        says: "An iron condor is short volatility: a rise in volatility hurts it, and time decay helps it.",
      },
    ],
  },
  "fo-straddle": {
    "theta and IV crush risk": [
      {
        a: VOL,
        b: ["straddle", "strangle", "premium", "premiums", "option prices", "position"],
        sign: 1,
        says: "A fall in implied volatility after the event lowers the straddle's value (IV crush), and time decay erodes it too.",
      },
    ],
  },
  "fo-bull-spread": {
    "lower cost than a naked call": [
      {
        a: ["sold call", "short call", "selling the call", "selling a call", "selling the higher strike"],
        b: ["cost", "net debit", "premium paid", "net premium"],
        sign: -1,
        cause: true,
        says: "The sold call's premium lowers the cost of the position.",
      },
    ],
  },
  "fo-basis": {
    "cost of carry": [
      {
        a: ["interest rate", "interest rates", "interest", "rates"],
        b: ["futures premium", "basis", "futures price", "fair value", "premium"],
        sign: 1,
        says: "Higher interest rates raise the futures premium (cost of carry); expected dividends lower it.",
      },
      {
        a: ["dividend", "dividends"],
        b: ["futures premium", "basis", "futures price", "fair value", "premium"],
        sign: -1,
        says: "Expected dividends lower the futures premium; interest raises it.",
      },
    ],
  },
  "fo-usdinr": {
    "risk of rupee appreciation": [
      {
        a: RUPEE,
        b: ["exporter", "exporters", "rupee revenue", "realisation", "realisations", "rupee receipts"],
        sign: -1,
        says: "A stronger rupee hurts the exporter (each dollar buys fewer rupees); a weaker rupee helps it.",
      },
    ],
  },
  "fo-sebi-2024": {
    "higher contract size": [
      {
        a: [],
        b: ["contract size", "contract value", "minimum contract size", "minimum contract value", "lot size"],
        sign: 1,
        says: "SEBI raised the minimum contract size of index derivatives (to ₹15 lakh), to keep small traders out.",
      },
    ],
  },
};
