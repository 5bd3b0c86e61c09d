// Common wrong claims per bank question (issue 40), added to each question's misconceptions (bank/index.ts). Each is
// a claim, not a phrase: its parts (" ... ") must come in order in one clause, each within six words of the one
// before, with no contrast between them, and a part may offer alternatives ("higher|raises"); a claim inside a
// denial or after "unlike", "than", "not", "instead" or "versus" is not made (misconceptions.ts). Each remark says
// what is wrong and what is right, in the Indian context (G-sec yields, Ind AS, SEBI).
import type { MisconceptionSpec } from "./types.ts";

export const WRONG_CLAIMS: Record<string, MisconceptionSpec[]> = {
  // Investment banking
  "ib-dcf": [
    [
      [
        "net profit as the cash flow",
        "net income as the cash flow",
        "take net profit|income ... as|is ... cash flow",
        "discount|discounting the net profit|income",
        "discount ... net profit|income ... at the wacc",
      ],
      "An unlevered DCF discounts free cash flow to the firm (EBIT after tax, plus depreciation, less capex and the rise in working capital), not net profit: net profit is after interest and ignores capex and working capital.",
    ],
    [
      [
        "{up} wacc ... {up} ... value",
        "{up} discount rate ... {up} ... value",
        "wacc {up} ... value {up}",
        "{up} in wacc ... {up} ... value",
      ],
      "A higher WACC lowers the value: the same cash flows are discounted at a higher rate, so their present value falls.",
    ],
    [
      [
        "{unneeded} to subtract|deduct debt",
        "{unneeded} to subtract|deduct debt",
        "sum {is} directly the equity value",
        "directly gives|is the equity value",
        "discount free cash flow ... at the cost of equity",
        "discount it|them at the cost of equity because the shareholders",
      ],
      "Free cash flow to the firm, discounted at the WACC, gives enterprise value, which belongs to lenders and shareholders together: you subtract net debt (and minority interest) to reach equity value. Only levered cash flows are discounted at the cost of equity.",
    ],
  ],
  "ib-wacc-india": [
    [
      [
        "simple average of the cost|costs",
        "simple average of cost of equity and cost of debt",
        "equal weights",
      ],
      "WACC is a weighted average: each cost is weighted by its share of the capital at market values, not a simple average.",
    ],
    [
      [
        "us treasury ... risk-free",
        "treasury yield ... risk-free",
        "risk-free rate ... us treasury",
        "risk-free ... treasury yield",
        "libor|sofr ... risk-free",
      ],
      "For a rupee cash flow the risk-free rate is the Indian 10-year G-sec yield (about 6.5-7%), not the US Treasury yield: the rate must be in the same currency as the cash flows.",
    ],
    [
      [
        "not adjust it for tax",
        "should not adjust ... for tax",
        "pre-tax cost of debt",
        "no tax adjustment",
        "cost of debt is the coupon rate",
      ],
      "Use the post-tax marginal cost of debt, Kd × (1 - t), for example 9% × (1 - 25.17%): interest is tax-deductible. The coupon on old borrowings is not today's cost.",
    ],
  ],
  "ib-ev-ebitda": [
    [
      [
        "ebitda {is} basically|essentially ... cash flow",
        "ebitda is the {same} as ... cash flow",
        "ebitda is ... operating cash flow",
        "ebitda {is} the cash",
        "ebitda {is} cash flow",
        "cash multiple",
      ],
      "EBITDA is not cash flow: it ignores capex, working capital changes, interest and tax. Operating cash flow (CFO) and free cash flow can be far below EBITDA.",
    ],
    [
      [
        "p/e {is} enterprise value",
        "p/e {is} ev",
        "pe {is} enterprise value",
        "price to earnings {is} enterprise value",
        "p/e ... includes debt",
      ],
      "P/E is share price over EPS (market cap over net profit): an equity-value multiple after interest, so it changes with leverage. EV over earnings mixes all-capital value with equity earnings.",
    ],
    [
      [
        "ev/ebitda {is} {always} {down} than p/e",
        "makes deals look cheaper",
        "years of cash it takes to pay back",
      ],
      "EV/EBITDA is chosen because it is capital-structure neutral and not affected by depreciation policy, not because it gives a lower number or a payback period.",
    ],
  ],
  "ib-lbo": [
    [
      ["repays the loan|debt from its own", "fund repays the debt|loan", "fund's own money to repay"],
      "In an LBO the debt sits on the target and is repaid from the target's own cash flows, not by the fund: that debt paydown is what builds the equity's value.",
    ],
    [
      [
        "debt {down} the risk",
        "more debt {down} the irr",
        "leverage {down} the irr|returns",
        "debt makes the deal safer",
      ],
      "Leverage raises the equity IRR (less equity in, the same exit value) but also raises risk: more debt means a higher chance of default if cash flows fall.",
    ],
    [
      [
        "best targets {is} cyclical",
        "cyclical ... high capex ... volatile cash flows ... best|ideal|good",
        "volatile cash flows ... best|ideal|good target",
      ],
      "Good LBO targets have stable, predictable cash flows, low capex needs and a strong market position, so they can service heavy debt; cyclical, capex-heavy businesses are poor targets.",
    ],
  ],
  "ib-cash-debt-ev": [
    [
      [
        "enterprise value {up} by",
        "enterprise value goes up by",
        "ev {up} by",
        "ev goes up by",
        "debt {up} adds to the enterprise value",
        "adds ₹500 crore to ev",
        "adds ₹500 crore to enterprise value",
      ],
      "EV does not change: EV = equity value + debt - cash, and the ₹500 crore of debt is matched by ₹500 crore of cash, so net debt is unchanged.",
    ],
    [
      [
        "enterprise value {down}",
        "enterprise value goes down",
        "ev {down}",
        "ev goes down",
        "equity value {down} by",
      ],
      "Neither EV nor equity value moves when the debt is raised and held as cash: the cash received equals the debt owed. Only the later interest cost, net of interest earned, matters.",
    ],
    [
      ["cash sitting idle {unneeded}", "cash ... not part of operations ... {unneeded}", "ignore the cash"],
      "Cash is subtracted in the EV bridge precisely because it is not part of operations: ignoring it would count the new debt without the cash that offsets it.",
    ],
  ],
  "ib-ev-equity": [
    [
      [
        "equity value plus cash minus debt",
        "plus cash minus debt",
        "add cash and subtract debt to get enterprise|ev",
        "cash {up} what the company {is} worth and debt {down}",
      ],
      "The bridge runs the other way: EV = equity value + debt (and preference shares, minority interest) - cash. Going from EV to equity value you subtract net debt.",
    ],
    [
      ["ev {is} {always} {up}", "enterprise value {is} {always} {up}", "ev {is} {always} more than"],
      "EV is not always above market cap: a company with more cash than debt (net cash, common in Indian IT) has EV below its market cap.",
    ],
    [
      ["equity value is the book value", "equity value {is} book value", "equity value {is} book value"],
      "Equity value in valuation is the market value of the shares (market cap, or the DCF's value after net debt), not the book value of equity on the balance sheet.",
    ],
  ],
  "ib-three-statements": [
    [
      ["cash {down} by ₹10", "cash ... {down} by 10", "depreciation {down} cash"],
      "Depreciation is a non-cash expense: cash does not fall by ₹10. It rises by ₹2.5, the tax saved (₹10 × 25%).",
    ],
    [
      ["net income {down} by ₹10", "net income {down} by 10", "net profit {down} by ₹10"],
      "Net income falls by ₹7.5, not ₹10: the ₹10 expense lowers taxes by ₹2.5 at a 25% tax rate.",
    ],
    [
      [
        "balance sheet does not change",
        "no effect on the balance sheet",
        "assets {down} by ₹10 ... equity {down} by ₹10",
      ],
      "On the balance sheet net PP&E falls ₹10 and cash rises ₹2.5 (assets -₹7.5), while retained earnings fall ₹7.5: it balances at -₹7.5 on both sides.",
    ],
  ],
  "ib-accretion": [
    [
      [
        "accretive if the target's p/e {is} {up}",
        "{up} p/e ... target ... accretive",
        "accretive when the target {is} more expensive",
      ],
      "An all-stock deal is accretive when the acquirer's P/E is higher than the target's (the buyer pays in richly valued paper for cheaper earnings), not the other way round.",
    ],
    [
      [
        "accretive {is} value creating",
        "accretive deals {always} create value",
        "accretion {is} the deal {is} good",
      ],
      "Accretion only means EPS rises; a deal can be accretive and still destroy value if the return on the price paid is below the cost of capital.",
    ],
    [
      ["cost of debt ... ignore tax", "debt {is} free", "cash has no cost"],
      "Every form of payment has a cost: cash loses its after-tax interest income, debt costs its after-tax interest, stock costs the earnings given to new shares.",
    ],
  ],
  "ib-comps": [
    [
      [
        "companies of similar size ... any sector",
        "{same} market cap ... any sector",
        "peers from any industry",
      ],
      "Comparables must share the business model and drivers (auto components: customers, products, export mix), not just size; a bank or an IT firm of the same size is no peer.",
    ],
    [
      [
        "use the average multiple ... without adjusting",
        "just take the average",
        "apply the highest multiple",
      ],
      "Look at the median and range of the peer multiples and place the target in it by growth, margins and risk; a blind average or the highest multiple is not a valuation.",
    ],
    [
      ["global peers {is} better|more accurate", "only us peers", "foreign peers ... no adjustment"],
      "Indian listed peers come first; foreign peers trade at different multiples because of growth, rates and market depth, so they need adjusting.",
    ],
  ],
  "ib-terminal-value": [
    [
      [
        "growth rate above|higher than the wacc",
        "terminal growth ... {up} than wacc",
        "growth can exceed the wacc",
      ],
      "The perpetuity growth rate must be below the WACC, else the Gordon formula FCF × (1+g)/(WACC - g) breaks down; in practice it stays at or below long-run nominal GDP growth.",
    ],
    [
      [
        "exit multiple {is} more objective",
        "exit multiple {is} {always} better",
        "exit multiple ... no assumptions",
      ],
      "An exit multiple imports today's market mood into the far future; the two methods should cross-check each other (implied growth vs implied multiple).",
    ],
    [
      ["terminal value {is} small", "terminal value is a small part", "terminal value {unneeded} much"],
      "Terminal value is usually 60-80% of a DCF's value, so its growth rate or multiple deserves the most scrutiny.",
    ],
  ],
  "ib-working-capital": [
    [
      [
        "{up} in working capital {up} free cash flow",
        "{up} in working capital adds to free cash flow",
        "{up} working capital ... {up} cash",
        "{up} in working capital ... adds",
      ],
      "An increase in working capital is a use of cash: money is tied up in receivables and inventory, so free cash flow falls.",
    ],
    [
      ["payables {up} ... {down} cash", "{up} payables ... less cash"],
      "A rise in payables is a source of cash: the company pays its suppliers later.",
    ],
    [
      ["working capital has no effect on cash", "working capital does not affect free cash flow"],
      "Working capital changes move cash without touching profit, which is why free cash flow can differ sharply from net profit.",
    ],
  ],
  // Equity research
  "er-pitch": [
    [
      [
        "guaranteed to be undervalued",
        "low p/e ... guaranteed|always {is} undervalued",
        "low pe {is} it {is} cheap",
        "p/e {is} low so it is undervalued",
      ],
      "A low P/E alone does not make a stock cheap: it may reflect peak cyclical earnings, high debt or weak governance. A pitch needs the reasons the market is wrong and a valuation.",
    ],
    [
      [
        "pledged ... shows they {is} confident",
        "pledge ... positive sign|confidence",
        "high promoter pledging {is} good",
      ],
      "High promoter pledging is a red flag, not confidence: if the price falls, lenders can sell the pledged shares, pushing it down further.",
    ],
    [
      ["dividend yield ... guaranteed", "guaranteed ... return", "guaranteed at least"],
      "No equity return is guaranteed: a high dividend yield can be cut, and a falling price can wipe out years of dividends.",
    ],
  ],
  "er-pe-peg": [
    [
      [
        "p/e {is} enterprise value",
        "p/e {is} ev",
        "pe {is} enterprise value",
        "p/e ... over|divided ... ebitda",
      ],
      "P/E is share price over earnings per share (market cap over net profit), an equity multiple; enterprise value goes with EBITDA or EBIT.",
    ],
    [
      ["multiplying the p/e|pe with|by the growth", "p/e times growth", "peg {is} p/e multiplied"],
      "PEG divides the P/E by the expected EPS growth rate in percent (P/E 30 with 20% growth gives PEG 1.5), it does not multiply them.",
    ],
    [
      ["{up} peg ... better", "highest peg", "{up} peg {is} ... growing faster"],
      "A lower PEG is better: it means you pay less for each point of growth. A PEG well above 1 suggests the growth is richly priced.",
    ],
  ],
  "er-cash-conversion": [
    [
      [
        "ebitda is the cash",
        "ebitda ... cash the business generates",
        "if ebitda grew ... cash {is} fine",
        "profit {is} what matters",
        "cash flow {always} catches up",
      ],
      "Profit is not cash: EBITDA and net profit include sales not yet collected and ignore working capital. Persistent gaps between profit and operating cash flow (CFO/EBITDA well below 70-80%) are a warning.",
    ],
    [
      [
        "{up} receivables ... positive|good|show",
        "{up} receivables ... good|positive",
        "receivables ... sales {is} growing strongly",
      ],
      "Receivables growing faster than sales mean revenue is being booked but not collected (stretched credit or aggressive recognition): a warning, not strength.",
    ],
    [
      [
        "depreciation {down} the operating cash flow",
        "depreciation {down} operating cash",
        "capex {down} operating cash flow",
        "capex {down} cfo",
      ],
      "Depreciation is added back in operating cash flow and capex sits in investing cash flow, so neither explains CFO falling while profit rises: look at working capital, other income and one-offs.",
    ],
  ],
  "er-dupont": [
    [
      [
        "net margin plus asset turnover",
        "margin plus turnover plus leverage",
        "add the three ratios",
        "sum of margin",
      ],
      "DuPont multiplies, not adds: ROE = net margin × asset turnover × equity multiplier (profit/sales × sales/assets × assets/equity).",
    ],
    [
      ["{up} leverage {always} ... better", "highest equity multiplier", "leverage ... better quality roe"],
      "ROE driven by leverage is lower quality and riskier than ROE from margins or turnover: the same ROE with a higher equity multiplier means more debt.",
    ],
    [
      ["roe {is} roa", "roe is the {same} as roa"],
      "ROE = ROA × equity multiplier (assets/equity): they differ by leverage.",
    ],
  ],
  "er-diluted-eps": [
    [
      ["diluted eps {is} {up} than|above basic", "diluted eps ... more than basic"],
      "Diluted EPS is at most basic EPS: it adds the shares that options and convertibles could create.",
    ],
    [
      ["out-of-the-money options are included", "all options are counted", "include every option"],
      "Only dilutive (in-the-money) options and convertibles count, using the treasury stock method for options.",
    ],
    [
      ["diluted eps only matters for", "dilution {unneeded}"],
      "Valuation per share should use the diluted count; ESOP-heavy Indian start-ups can have 5-10% dilution.",
    ],
  ],
  "er-rates": [
    [
      ["repo cut {up} ... nim", "rate cut ... banks' margins rise|widen"],
      "A repo cut usually squeezes banks' NIM at first: repo-linked loans reprice at once, deposits only slowly.",
    ],
    [
      ["rate cut {down} valuations", "{down} rates ... {down} valuations|p/e"],
      "A lower repo rate tends to lower bond yields and the cost of equity, which raises the present value of future earnings and supports valuations.",
    ],
    [
      ["it sectors benefit most", "exporters benefit most from a rate cut"],
      "Rate-sensitive sectors benefit most: NBFCs, real estate, autos and consumer durables bought on credit; exporters gain little from domestic rate cuts.",
    ],
  ],
  // Financial modelling
  "fm-per-share": [
    [
      [
        "add the total debt ... to get equity",
        "add debt ... to get equity",
        "to get equity value ... add|plus ... debt",
        "enterprise value plus debt",
        "ev plus debt",
      ],
      "From enterprise value to equity value you subtract debt (and preference shares, minority interest) and add cash: debt is a claim ahead of shareholders.",
    ],
    [
      [
        "divide by the basic shares",
        "basic shares ... since options",
        "options and convertibles {is} never counted",
        "ignore the options",
      ],
      "Divide by the diluted share count: in-the-money options and convertibles (treasury stock method) will share in the equity.",
    ],
    [
      ["subtract the cash ... equity", "minus cash to get equity"],
      "Cash is added, not subtracted, when going from EV to equity value: it belongs to shareholders.",
    ],
  ],
  "fm-circularity": [
    [
      [
        "caused by depreciation",
        "depreciation depends on capex and capex depends",
        "caused by hard-coded numbers",
        "hard-coded numbers cause",
      ],
      "The usual circularity is interest: interest depends on the average debt, debt on the cash sweep, cash on net income, and net income on interest.",
    ],
    [
      [
        "keep iterative calculation switched on permanently",
        "{always} keep iterative calculation",
        "never need a circuit breaker",
        "excel cannot crash",
      ],
      "Leaving iteration on silently hides genuine circular errors; build a circuit breaker (a switch that cuts the loop) or compute interest on the opening balance.",
    ],
    [
      ["hard-code the interest expense", "hard code the interest"],
      "Hard-coding interest breaks the link between debt and interest, so the model stops responding to its own assumptions; use a circuit breaker or the opening balance instead.",
    ],
  ],
  "fm-working-capital": [
    [
      [
        "{up} in working capital is added to cash",
        "growing working capital {is} more cash",
        "{up} in working capital ... adds|increases cash",
      ],
      "An increase in net working capital is a use of cash: it is subtracted in the cash flow statement.",
    ],
    [
      [
        "inventory ... based on revenue",
        "payables ... based on revenue",
        "inventory and payables ... revenue",
      ],
      "Inventory and payables are driven by cost of goods sold (or purchases), not revenue; receivables by revenue.",
    ],
    [
      ["grow every working capital item at the {same} rate", "{same} growth rate for all"],
      "Forecast each item with its own days ratio and driver rather than one growth rate, so changes in credit terms or stocking show.",
    ],
  ],
  "fm-terminal-growth": [
    [
      [
        "recent growth ... as the terminal growth",
        "terminal growth of 15|20",
        "20% as the terminal",
        "keep compounding forever",
      ],
      "A terminal growth rate applies forever, so it must stay at or below long-run nominal GDP growth (about 4-6% for a conservative Indian DCF), never a recent 15-20%.",
    ],
    [
      [
        "fine even if the terminal growth {is} above the wacc",
        "terminal growth ... above the wacc ... fine",
        "growth above wacc",
      ],
      "Terminal growth must be below the WACC; at or above it, the Gordon formula gives an infinite or negative value.",
    ],
    [
      ["use the inflation of the us", "us gdp growth"],
      "For rupee cash flows use Indian nominal growth and inflation, not US figures.",
    ],
  ],
  "fm-mid-year": [
    [
      ["mid-year convention {up} the discount", "{down} the value"],
      "The mid-year convention assumes cash arrives through the year, so it discounts by half a year less and raises the value slightly.",
    ],
    [
      ["{always} use mid-year", "use it for every model"],
      "Use it when cash flows arrive evenly through the year; not for lumpy or year-end flows such as a single annual payment.",
    ],
    [
      ["applies to the terminal value with a perpetuity ... {same}", "terminal value ... no adjustment"],
      "With an exit multiple the terminal value is usually discounted from the year end, not mid-year.",
    ],
  ],
  // Business analytics
  "ba-ab-test": [
    [
      [
        "stop the test ... as soon as",
        "as soon as it goes below 0.05",
        "check the p-value every day ... stop",
        "stop early when",
      ],
      "Stopping as soon as the p-value dips below 0.05 inflates false positives: fix the sample size and duration in advance and read the result once.",
    ],
    [
      ["compare with last week", "compare conversion with last week", "before and after", "let users choose"],
      "A before/after comparison or letting users choose is not an A/B test: randomise users into control and treatment at the same time, so nothing else differs.",
    ],
    [
      ["95% certain", "95 percent certain", "95% chance the new"],
      "A p-value below 0.05 does not mean the result is 95% certain: it means such a gap would be rare if there were no real difference.",
    ],
  ],
  "ba-causation": [
    [
      [
        "correlation ... proves",
        "proves the ads worked",
        "high correlation ... proves|means the ads",
        "the ads caused the {up}",
      ],
      "A correlation, however strong, does not prove causation: the ad cities may have been chosen because they were growing, or something else changed at the same time.",
    ],
    [
      [
        "{unneeded} any control group",
        "{unneeded} a control",
        "{unneeded} for a control",
        "comparing sales before and after ... is {enough}",
      ],
      "A before/after comparison in the same cities cannot separate the ads from seasonality or festivals; compare with similar cities without ads (difference-in-differences) or run a randomised geo test.",
    ],
    [
      ["sales went up right after ... so", "timing proves"],
      "Timing alone does not show cause: festivals, price cuts or a competitor's exit can coincide with a campaign.",
    ],
  ],
  "ba-cohort": [
    [
      [
        "cohort analysis {is} dividing customers into groups by age",
        "groups by age, gender",
        "{same} as customer segmentation",
        "at one point in time",
      ],
      "A cohort groups customers by when they started (or a shared event) and follows them over time; splitting by demographics at one point in time is segmentation, not cohort analysis.",
    ],
    [
      ["cohort analysis ... only for retention", "cohorts only measure"],
      "Cohorts can follow any behaviour over time: retention, revenue, orders, lifetime value.",
    ],
    [
      ["monthly active users shows the {same}", "mau tells you the {same}"],
      "A blended active-user count mixes old and new customers and hides whether newer cohorts retain better or worse.",
    ],
  ],
  "ba-pvalue": [
    [
      [
        "probability that our|the hypothesis {is} true",
        "chance the new campaign works",
        "probability that the result {is} true",
        "probability the effect {is} real",
      ],
      "A p-value is not the probability that the hypothesis is true: it is how often a result at least this extreme would occur by chance if there were no real effect.",
    ],
    [
      [
        "{down} p-value also {is} the effect {is} {up}",
        "{down} p-value ... {up} effect",
        "p-value ... how much extra sales",
      ],
      "A small p-value says nothing about the size of the effect: with lakhs of users a tiny uplift can be significant and still not worth it.",
    ],
    [
      ["p-value above 0.05 proves", "proves there {is} no effect"],
      "A p-value above 0.05 does not prove there is no effect; the test may simply lack the sample to detect it.",
    ],
  ],
  // Data science
  "ds-precision-recall": [
    [
      [
        "recall {is} true positives divided by true positives plus false positives",
        "recall ... tp plus fp",
        "recall measures how many of our alerts {is} correct",
      ],
      "Recall is TP/(TP+FN), the share of actual frauds caught; TP/(TP+FP), the share of alerts that are real, is precision.",
    ],
    [
      [
        "optimise accuracy",
        "accuracy covers both",
        "99.9% accurate model {is} excellent",
        "accuracy is the best",
      ],
      "Accuracy is useless for rare fraud: with 0.1% fraud a model that flags nothing is 99.9% accurate. Choose the threshold on the precision-recall trade-off by cost.",
    ],
    [
      ["precision {is} more important because missing", "optimise precision because missed fraud"],
      "Missing fraud is what recall measures; precision measures false alarms.",
    ],
  ],
  "ds-overfitting": [
    [
      [
        "training accuracy {is} very high ... not overfitting",
        "high training accuracy ... learnt well",
        "not overfitting ... training accuracy",
      ],
      "High training accuracy on its own says nothing; overfitting shows as a gap between training and validation performance.",
    ],
    [
      [
        "add more features and make the model more complex",
        "more complex so it captures everything",
        "prevent overfitting ... more features",
      ],
      "More features and complexity make overfitting worse; simplify, regularise, use early stopping or get more data.",
    ],
    [
      ["evaluate on the training data", "evaluate on training data"],
      "Evaluate on held-out data (a validation set or cross-validation), never on the data the model was trained on.",
    ],
  ],
  "ds-leakage": [
    [
      ["data leakage is when customer data leaks", "privacy breach", "leaks out of the company"],
      "In modelling, data leakage means training on information that would not be available at prediction time (future or target-derived data), not a privacy breach.",
    ],
    [
      [
        "normalise and oversample the full dataset before splitting",
        "before splitting so that train and test",
        "scale the whole dataset before",
        "oversample before splitting",
      ],
      "Fitting scaling, imputation or oversampling on the full data before the split leaks test information into training; fit them on the training fold only.",
    ],
    [
      [
        "98% accuracy on the test set ... proves",
        "proves there {is} no leakage",
        "random shuffle split is the best way to avoid leakage",
        "random split ... avoid leakage",
      ],
      "A very high test score is a symptom of leakage, not proof against it; for time-dependent data such as loans, split by time, not by random shuffling.",
    ],
  ],
  "ds-bias-variance": [
    [
      [
        "high bias {is} the model {is} overfitting",
        "high variance {is} it {is} underfitting",
        "bias ... overfitting ... variance ... underfitting",
      ],
      "It is the other way round: high bias is underfitting (too simple a model), high variance is overfitting (too sensitive to the training sample).",
    ],
    [
      [
        "more complexity {down} both",
        "{down} both bias and variance",
        "most complex model {is} {always} the best",
      ],
      "More complexity lowers bias but raises variance; the best model is at the complexity where validation error is lowest.",
    ],
    [
      ["bagging {down} bias", "boosting {down} variance"],
      "Bagging mainly reduces variance; boosting mainly reduces bias.",
    ],
  ],
  "ds-regularisation": [
    [
      ["l2 makes coefficients exactly zero", "ridge sets coefficients to zero"],
      "L1 (lasso) can set coefficients exactly to zero; L2 (ridge) only shrinks them.",
    ],
    [
      ["{unneeded} to scale", "without scaling the features"],
      "Regularisation penalises coefficient size, so features must be on comparable scales first.",
    ],
    [
      ["{up} lambda ... more complex|less regularisation", "{up} lambda {down} the penalty"],
      "A larger lambda means a stronger penalty and a simpler model; choose it by cross-validation.",
    ],
  ],
  // F&O
  "fo-covered-call": [
    [
      [
        "buying a call option on a stock you own",
        "buy a call on a stock you own",
        "call protects your downside",
        "protects your downside",
      ],
      "A covered call is selling (writing) a call against shares you own; it does not protect the downside beyond the premium received. Downside protection is a bought put.",
    ],
    [
      ["upside remains unlimited", "upside is unlimited", "best used when you {is} very bullish"],
      "A covered call caps the upside at the strike plus the premium, so it suits a flat to mildly bullish view, not a strongly bullish one.",
    ],
    [
      [
        "sell a call option without holding the stock",
        "without holding the stock ... covered",
        "risk-free way to earn",
        "margin money covers it",
      ],
      "Selling a call without the shares is a naked call with unlimited risk; 'covered' means the shares you hold cover the obligation. No option strategy is risk-free.",
    ],
  ],
  "fo-greeks": [
    [
      [
        "theta is the time value that option buyers earn",
        "buyers earn ... theta",
        "theta ... benefits the buyer",
      ],
      "Theta is the premium an option loses each day: it costs the buyer and benefits the seller.",
    ],
    [
      [
        "delta is between 0 and 1 for both calls and puts",
        "put delta {is} positive",
        "both {up} when the stock {up}",
      ],
      "A put's delta is between -1 and 0: a put gains when the underlying falls.",
    ],
    [
      [
        "vega measures how the option price changes with interest rates",
        "vega ... interest rates",
        "gamma is the {same} as delta",
      ],
      "Vega is sensitivity to implied volatility (rho is to interest rates), and gamma is the rate of change of delta, not delta itself.",
    ],
  ],
  "fo-option-selling": [
    [
      [
        "maximum loss is limited to the premium",
        "seller's maximum loss is limited",
        "seller's loss is limited",
      ],
      "The seller's gain is limited to the premium; the loss is large, and unlimited for a naked call, when the market gaps.",
    ],
    [
      [
        "wins 80% of the time ... expected value {is} {always} positive",
        "expected value {is} {always} positive",
        "high win rate {is}",
      ],
      "A high win rate says nothing about expectancy: many small premiums can be wiped out by one large loss.",
    ],
    [
      [
        "theta decay protects the seller",
        "only risk is a small drawdown",
        "option selling {is} actually low risk",
      ],
      "Theta does not protect against a sharp move: the seller is short gamma, so losses accelerate, and margins rise just when positions go wrong.",
    ],
  ],
  "fo-futures": [
    [
      ["right but not the obligation", "future gives you the right"],
      "A futures contract is an obligation for both sides; the right without the obligation is an option.",
    ],
    [
      ["pay the full contract value upfront", "profits are settled only at expiry", "settled only at expiry"],
      "You post margin (SPAN plus exposure), not the full value, and futures are marked to market daily, so gains and losses are settled every day.",
    ],
    [
      [
        "receive delivery of all fifty nifty shares",
        "delivery of the nifty shares",
        "index futures {is} physically settled",
      ],
      "Nifty and other index futures are cash-settled; only stock futures and options are physically settled in India.",
    ],
  ],
  "fo-call-put": [
    [
      ["buyer's loss is unlimited", "call buyer ... unlimited loss", "put buyer ... unlimited loss"],
      "An option buyer can lose at most the premium paid; unlimited loss is the naked call seller's risk.",
    ],
    [
      ["put gains when the price {up}", "buy a put when bullish"],
      "A long put gains when the underlying falls below the strike less the premium: it is a bearish position.",
    ],
    [
      ["breakeven is the strike", "break-even is the strike price"],
      "A long call breaks even at strike plus premium, a long put at strike minus premium.",
    ],
  ],
  // Behavioural: wrong claims about how to answer
  "hr-strengths-weaknesses": [
    [
      ["my weakness {is} that i am a perfectionist", "i work too hard"],
      "A disguised strength ('perfectionist', 'work too hard') is not a weakness an interviewer believes: name a real one and what you are doing about it.",
    ],
    [
      ["i don't have any weakness", "i have no weakness"],
      "Claiming no weakness reads as a lack of self-awareness: name a real one with the steps you are taking.",
    ],
    [
      ["my strength {is} everything", "strength {is} everything else"],
      "A strength needs an example that shows it, not a blanket claim.",
    ],
  ],
  "hr-failure": [
    [
      ["i don't really have failures", "i have never failed", "i don't have failures"],
      "Every candidate has failed at something; saying you have not reads as evasive. Pick a real failure, what you did and what you learned.",
    ],
    [
      ["judges were biased", "because of my teammates", "it was not my fault"],
      "Blaming others misses the point of the question: say what you could have done differently.",
    ],
    [
      ["failure was that i worked too hard", "my failure was being a perfectionist"],
      "A disguised strength is not a failure story; choose a real setback and its lesson.",
    ],
  ],
  "hr-team-conflict": [
    [
      ["i let the seniors decide", "it is not my place", "i avoid conflicts"],
      "Avoiding a conflict or passing it up is not handling it: the interviewer wants to see how you raised it and worked it out yourself.",
    ],
    [
      ["i have not had any conflicts", "never had a conflict"],
      "Saying you have never had a conflict avoids the question: pick a real disagreement, however small.",
    ],
    [
      ["i proved them wrong", "i made them accept my view"],
      "Winning the argument is not the goal: show how you understood the other side and reached an outcome for the team.",
    ],
  ],
};
