// Wrong claims in other words (issue 40, round nine): misconceptions that holdout8's wrong-but-fluent answers stated
// in wordings the earlier patterns missed, each written for the misconception in general (word classes, gaps between
// parts, either order) rather than for the sentence it came from. The form is that of wrong-claims.ts; they join each
// question's misconceptions (bank/index.ts), and no model answer or strong or excellent graded answer sets one off.
import type { MisconceptionSpec } from "./types.ts";

export const WRONG_CLAIMS_PARAPHRASE: Record<string, MisconceptionSpec[]> = {
  "ib-open-offer": [
    [
      [
        "50% ... {is} ... second|another trigger",
        "crossing|crosses 50% ... triggers|requires ... open offer",
        "one-time total of 5%",
        "5% ... over the whole period",
      ],
      "Under the SAST Regulations 2011 the triggers are crossing 25% and, for a holder between 25% and 75%, buying more than 5% in a financial year (creeping acquisition), or acquiring control; 50% is not a separate trigger.",
    ],
    [
      [
        "offer price {is} ... decided|set|fixed|chosen by the acquirer",
        "acquirer ... decides|sets|chooses ... offer price",
        "offer price ... discount to the market",
      ],
      "The acquirer cannot set the offer price freely: it must be at least the highest of SEBI's benchmarks (the negotiated price, the highest price paid in the past 52 weeks, the 60-day volume-weighted average ...), so it is never below the market at a discount.",
    ],
    [
      [
        "change in control ... does not trigger",
        "change in control ... doesn't trigger",
        "control ... {unneeded} ... below the threshold",
        "sebi only regulates the percentage",
      ],
      "Acquiring control triggers an open offer whatever the stake, even below 25%.",
    ],
  ],
  "ba-survey": [
    [
      [
        "bias {is} ... solved|cancelled|canceled|removed|eliminated ... sample size",
        "sample size ... cancels|cancel|removes|eliminates|solves ... bias",
        "law of large numbers ... cancels|cancel|removes|eliminates ... bias",
      ],
      "A bigger sample cuts random error, not bias: a biased sample or a biased question stays biased however many answer.",
    ],
    [
      ["leading questions {is} ... useful|helpful|good|clearer", "leading questions ... clarify|help"],
      "Leading questions bias the answers towards what you hope to hear; ask neutral questions.",
    ],
    [
      [
        "intent ... translates|converts|maps ... one-to-one|directly ... purchases|purchase|adoption|sales",
        "intent ... one-to-one ... purchases|purchase|adoption|sales",
        "best respondents {is} ... engaged|active|loyal",
        "most engaged|active|loyal users|customers ... most informed|best answers",
      ],
      "Stated intent overstates real behaviour (people say yes and do not buy), and surveying only your most engaged users is a biased sample: draw a random sample of the population you care about and discount stated intent.",
    ],
  ],
  "ds-pca": [
    [
      [
        "pca {is} ... supervised",
        "pca ... correlation with the target",
        "components {is} ... original columns|variables|features",
        "each component {is} one real|original|actual variable|feature|column",
      ],
      "PCA is unsupervised: it ignores the target and builds new components as combinations of all the original features, ordered by the variance they explain.",
    ],
    [
      [
        "pca {is} scale-invariant",
        "pca {is} scale invariant",
        "{unneeded} to standardise|standardize|scale ... data|features",
      ],
      "PCA is not scale-invariant: a feature measured in larger units dominates the variance, so standardise the features first.",
    ],
    [
      [
        "advantage {is} interpretability",
        "pca ... improves|increases ... interpretability",
        "components {is} easy|easier to interpret",
        "explains ... which features drive",
      ],
      "PCA costs interpretability: each component mixes all the original features, so it is harder, not easier, to explain a model built on components.",
    ],
  ],
  "ib-comps": [
    [
      [
        "size {unneeded}",
        "multiples ... normalise|normalize ... for scale|size",
        "sector classification ... more important|matters more ... than business model",
      ],
      "Peers must share the business model and be of similar size and growth: multiples do not normalise for scale, because size changes risk, growth and liquidity.",
    ],
    [
      [
        "without removing|excluding outliers",
        "excluding ... introduces|creates ... bias",
        "leverage ... {unneeded} to p/e",
        "capital structure {is} automatically adjusted",
      ],
      "Drop outliers and use the median, and mind capital structure: P/E depends on leverage, which is why EV/EBITDA is used to compare firms with different debt.",
    ],
  ],
  "ds-nlp-news": [
    [
      [
        "i|we shuffle ... headlines|news|data",
        "random 80/20|train-test split",
        "shuffle ... random ... split",
      ],
      "News is a time series: train on the past and test on later headlines (a time-based split); a random split leaks the future into training.",
    ],
    [
      [
        "accuracy {is} the {better} metric",
        "accuracy {is} ... right|appropriate|best metric",
        "85% accurate model {is} ... strong|good",
      ],
      "With most headlines neutral, accuracy flatters a model that predicts the majority class: use per-class precision, recall or macro F1.",
    ],
    [
      [
        "{same} polarity as everyday",
        "general-purpose lexicon",
        "including moves|returns ... before the headline|news",
      ],
      "Financial words carry their own polarity (a general lexicon misreads 'liability' or 'cut'), and labels must use returns after the headline, not moves before it.",
    ],
  ],
  "fm-checks": [
    [
      [
        "plug ... so|to ... balances|balance",
        "force the balance sheet to balance",
        "put the difference ... into",
      ],
      "A plug hides the error instead of finding it: a balance check must show the real difference so you can trace it.",
    ],
    [
      [
        "cash check ... {unneeded}",
        "iterative calculation ... permanently|always ... on",
        "{unneeded} for a circuit breaker",
        "circuit breaker ... {unneeded}",
        "checks on a hidden sheet",
      ],
      "Keep the checks visible on the summary, tie cash separately from the balance check, and give circular models a circuit breaker rather than leaving iteration on for good.",
    ],
  ],
  "er-ccc": [
    [
      [
        "cash conversion cycle ... cfo ... pat",
        "cash conversion cycle {is} cfo",
        "ccc of at least 100%",
        "how much of ... profit converts",
      ],
      "The cash conversion cycle is days, not a ratio of cash to profit: inventory days plus receivable days minus payable days.",
    ],
    [
      [
        "negative ... cycle ... red flag|distress|stress|burning",
        "negative ccc ... red flag|distress|stress|burning",
      ],
      "A negative cash conversion cycle is a strength: suppliers fund the business because it collects from customers before it pays them (FMCG, retail).",
    ],
  ],
  "fo-pcp": [
    [
      [
        "interest ... {unneeded}",
        "at-the-money ... call and put ... {same}",
        "atm call and put ... {same}",
        "atm options ... {same} ... price|prices|premium",
        "call and put ... {same} strike ... {same} premium|price",
        "call and the put ... {same} strike ... {same} premium|price",
      ],
      "Parity is C − P = S − PV(K): at the money the call is worth more than the put by the carry (S − PV(K)), which is not negligible, so equal premiums are not implied.",
    ],
    [
      [
        "c + p = s + k",
        "call and a put {is} ... spot plus|and the strike",
        "buy ... call and ... put and buy the stock",
        "riskless straddle",
      ],
      "Parity links a call and a put as C + PV(K) = P + S; the arbitrage when it breaks is a conversion or reversal (long stock, long put, short call, or the reverse), not buying everything.",
    ],
  ],
  "hr-ambiguity": [
    [
      [
        "didn't want to ... asking|ask questions",
        "did not want to ... asking|ask questions",
        "without checking in",
        "instructions ... unclear ... leadership|management ... problem|fault",
      ],
      "Under ambiguity, clarify early (ask what is needed, by when, in what form) and check in often; blaming the instructions afterwards shows neither.",
    ],
  ],
  "hr-career-switch": [
    [
      [
        "managers ... {is} ... incompetent|useless|terrible",
        "engineering ... {is} ... dead end",
        "{unneeded} ... formal courses|cfa|training",
        "pick ... up on the job ... weeks",
        "outperform ... from day one",
      ],
      "A switch story should be positive and prepared: what draws you to finance, what you have learnt (courses, CFA, a project) and what you bring, not complaints about the old job or overconfidence.",
    ],
  ],
};
