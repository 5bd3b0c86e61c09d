// The rest of the common wrong claims (issue 40), in the form of wrong-claims.ts: enough for every bank question to
// have at least three misconceptions after merging (financial modelling, business analytics and data science; the
// behavioural questions are in wrong-claims-behavioural.ts). Each
// pattern is written so that a correct answer's wording (negated, reversed, "rather than ...") does not match it.
// Only single words alternate ("divided by|over" is "divided by" or "divided over", never "over"): a phrase with
// alternatives of several words is written as separate patterns (the bank test checks this).
import type { MisconceptionSpec } from "./types.ts";

export const WRONG_CLAIMS_REST: Record<string, MisconceptionSpec[]> = {
  // Financial modelling
  "fm-revenue": [
    [
      [
        "revenue {is} installed capacity times|× price|realisation",
        "revenue {is} capacity times|× price|realisation",
        "assume ... 100% utilisation|utilization",
        "plants|plant ... run|runs at 100% ... every year",
        "plants|plant ... run|runs at full capacity ... every year",
        "plants|plant {always} run|runs at 100%|full",
      ],
      "Revenue is volume sold × realisation, and volume is installed capacity × utilisation: plants rarely run at full capacity, so capacity × price overstates revenue; check utilisation against history and the industry.",
    ],
  ],
  "fm-balance": [
    [
      [
        "start|begin ... from|with the last|final|latest year|period",
        "error is|lies in the last|final|latest year|period",
        "only check the last|final|latest year|period",
      ],
      "Find the first period in which the difference appears: errors carry forward, so the last period shows all of them added up. Start where it first appears and check that period's links and signs.",
    ],
  ],
  "fm-depreciation": [
    [
      [
        "depreciate|depreciated the cwip",
        "cwip should|must be depreciated",
        "capital work-in-progress should|must be depreciated",
      ],
      "Capital work-in-progress is not depreciated: depreciation starts when the asset is ready for use and moves from CWIP into the gross block (Ind AS 16).",
    ],
    [
      [
        "wdv ... {down} depreciation ... early|initial|first",
        "written down value ... {down} depreciation ... early|initial|first",
        "slm ... {up} depreciation ... early|initial|first",
        "straight line ... {up} depreciation ... early|initial|first",
        "straight line ... front-loads|front-loaded",
        "straight line ... front loads",
      ],
      "WDV (written-down value) charges a fixed rate on the reducing balance, so depreciation is highest in the early years and falls later; SLM charges the same amount every year.",
    ],
  ],
  "fm-debt": [
    [
      [
        "opening ... plus|add|+ repayments ... minus|less|subtract drawdowns",
        "closing balance ... plus|add repayments",
        "repayments {up} the debt|loan|balance",
        "repayments add to the debt|loan|balance",
        "drawdowns {down} the debt|loan|balance",
      ],
      "Closing debt = opening balance + drawdowns − repayments: a drawdown adds to the loan and a repayment reduces it.",
    ],
  ],
  "fm-scenarios": [
    [
      [
        "data table ... input cell|cells ... on another sheet",
        "data table ... input cell|cells ... on a different|separate sheet",
        "input cell|cells ... can be on another|any sheet",
        "input cell|cells ... can be on a different|separate sheet",
      ],
      "An Excel data table's row and column input cells must be on the same sheet as the table: keep the table on the inputs sheet, or point the model's input at a cell on the table's sheet.",
    ],
  ],
  "fm-checks": [
    [
      [
        "wrap every|all formula|formulas in iferror",
        "wrap each formula in iferror",
        "iferror around every|all formula|formulas",
        "use iferror everywhere",
        "iferror ... so the model shows|has no errors",
      ],
      "Wrapping formulas in IFERROR hides real errors (a broken link shows as 0 or blank): use it only where an error is expected, and let the checks flag the rest.",
    ],
    [
      [
        "balance check ... only ... last|final|terminal year|period",
        "check ... only the last|final|terminal year|period",
        "one balance check ... {enough}",
      ],
      "Check that the balance sheet balances in every period: a difference can appear in one year and the first period it appears locates the error; one check in the last year is not enough.",
    ],
  ],
  "fm-xnpv": [
    [
      [
        "npv function does not discount the first",
        "npv treats|assumes|takes ... first cash flow ... at time zero",
        "npv treats the first cash flow as|at time zero",
        "npv treats the first cash flow as undiscounted",
      ],
      "Excel's NPV discounts every value including the first, one period back: put the time-zero investment outside the function (=NPV(r, CF1:CFn) + CF0); XNPV discounts from the first date, so the first cash flow is not discounted.",
    ],
    [
      [
        "xnpv|xirr ... 360 days|day",
        "xnpv|xirr ... 30/360",
        "xirr ... monthly rate",
        "xirr returns|gives a monthly",
      ],
      "XNPV and XIRR discount on actual days over a 365-day year, (date − first date)/365, and XIRR returns an annualised rate, not a monthly one or a 360-day convention.",
    ],
  ],
  "fm-tax": [
    [
      [
        "115baa ... pay|pays mat",
        "115baa ... also|still ... mat",
        "new regime ... pay|pays mat",
        "new regime ... mat credit can be used",
        "mat applies|applicable under 115baa",
        "mat applies ... under|in the new regime",
      ],
      "A company that opts for section 115BAA (22% + 10% surcharge + 4% cess = 25.17%) is outside MAT and cannot use its MAT credit; MAT (15% of book profit plus surcharge and cess) applies only to companies left in the old regime.",
    ],
  ],
  "fm-project-finance": [
    [
      [
        "solar|project|plant ... terminal value ... perpetuity|perpetual|gordon",
        "solar|project|plant ... has|have a terminal value",
        "value|values the plant|project ... in perpetuity",
        "value|values the plant|project ... as a perpetuity",
        "add|adds a terminal value ... project|plant",
      ],
      "A project finance model covers the asset's finite life (a 25-year PPA for a solar plant) and ends with no terminal value, at most a salvage value; a perpetuity would overstate the value.",
    ],
  ],
  "fm-best-practice": [
    [
      [
        "type|typing|put|putting numbers into|inside formulas|formula",
        "type|typing|put|putting numbers into|inside the formulas|formula",
        "hardcode|hardcodes|hard-code|hardcoding ... inside|into|in formulas ... fine|ok|faster|quicker|saves",
        "hardcoding {is} fine|ok",
        "hardcoding saves time",
      ],
      "Numbers typed inside formulas are hidden assumptions that nobody can find or change: keep every input on the inputs sheet (coloured blue) and link to it.",
    ],
    [
      [
        "one long|single|big formula ... better|cleaner|smarter|efficient|professional",
        "nested ifs|formulas {is} better|cleaner|smarter|efficient|professional",
        "long formulas {is} better|cleaner|smarter|efficient|professional",
        "fewer rows ... better|cleaner",
      ],
      "Long nested formulas are hard to read and check: break them into helper rows so each step can be audited (the FAST standard asks for short formulas, one calculation per row).",
    ],
    [
      [
        "different formula|formulas in each|every column|year",
        "formula|formulas can change across|along|within the|a row",
        "change the formula ... middle of the|a row",
      ],
      "Use one formula per row, copied across every period: a formula that changes mid-row is the classic hidden error, and it breaks when the model is extended.",
    ],
  ],
  "fm-bank-model": [
    [
      [
        "nim ... divided by deposits|equity|revenue",
        "nim ... over deposits|equity|revenue",
        "net interest margin ... divided by deposits|equity|revenue",
        "net interest margin ... over deposits|equity|revenue",
        "nim ... divided by net worth",
        "nim ... over net worth",
      ],
      "NIM is net interest income over average interest-earning assets (loans and investments), not over deposits or equity; profit over equity is ROE.",
    ],
    [
      [
        "compute|calculate|subtract ... net debt of a|the bank",
        "subtract|deduct|deducting|subtracting ... deposits ... equity|enterprise value",
        "deposits ... as|are debt ... enterprise value|net debt",
      ],
      "A bank's deposits and borrowings are its raw material, not financing: there is no meaningful net debt or EV for a bank; value the equity directly (P/B against ROE, P/E, dividend or residual income).",
    ],
  ],
  "fm-lbo-sensitivity": [
    [
      [
        "exit multiple has|have limited|little|no influence|effect|impact",
        "exit multiple ... cancels out",
        "exit multiple {unneeded}",
        "exit multiple {unneeded}",
      ],
      "The exit multiple is one of the biggest drivers of LBO returns: each turn of EBITDA at exit goes straight to the equity, magnified by leverage, so sensitise the IRR to the exit multiple (and do not assume multiple expansion).",
    ],
    [
      [
        "{up} leverage|debt ... lowers|reduces|hurts the|equity irr",
        "{down} leverage|debt ... {up} the|equity irr",
        "irr and moic ... {always} move together",
        "irr and moic ... {always} ... {same} direction",
      ],
      "More leverage raises the equity IRR (a smaller equity cheque for the same exit value) while adding default risk; and IRR and MOIC can move apart: a longer hold can raise MOIC and lower IRR.",
    ],
  ],
  "fm-audit": [
    [
      [
        "i would|will rebuild|redo ... from scratch",
        "start|begin by rebuilding|redoing",
        "first|start ... rebuild|rebuilding|redo|redoing ... from scratch",
      ],
      "Review before you rebuild: map the structure, trace precedents and dependents, find hardcodes and inconsistent formulas and run the checks; rebuilding from scratch loses the logic and takes far longer.",
    ],
    [
      [
        "balance sheet balances ... model {is} correct|right|fine|error-free",
        "balance sheet balances ... model must be correct|right|fine|error-free",
        "if it balances ... model|it is|must ... correct|right|fine",
        "balancing balance sheet ... proves|means ... correct|right",
      ],
      "A balance sheet that balances shows only that the links are complete: wrong formulas, hardcodes and bad assumptions can still balance. Trace the logic and stress-test it.",
    ],
  ],
  "fm-costs": [
    [
      [
        "fixed costs ... constant|flat|same ... forever",
        "fixed costs ... constant|flat|same ... every|each|all year|years",
        "keep|hold fixed costs ... constant|flat ... forever",
        "keep|hold fixed costs ... constant|flat ... every|each|all year|years",
      ],
      "Fixed costs do not vary with volume, but they still grow over the years with inflation, wage increases and capacity additions; holding them flat overstates future margins.",
    ],
    [
      [
        "{up} fixed costs ... more stable",
        "{up} fixed costs ... stabler|steadier margins",
        "{up} fixed costs ... less volatile|risky",
        "high|higher|more operating leverage {down} ... volatility|risk|swings",
        "high operating leverage ... stable|stabler margins",
      ],
      "More fixed costs mean higher operating leverage: margins swing more, not less, when volumes change (profit rises faster in a boom and falls faster in a slowdown).",
    ],
  ],
  "fm-goal-seek": [
    [
      [
        "goal seek ... updates|recalculates|changes ... automatically",
        "goal seek ... live|dynamic result|answer|link",
        "goal seek ... stays linked",
        "goal seek ... keeps updating",
      ],
      "Goal Seek runs once and types its answer into the input cell as a hardcode: it does not update when other inputs change, so rerun it, or solve break-even with a formula (fixed costs / contribution per unit).",
    ],
    [
      [
        "fixed cost|costs divided by variable cost|costs",
        "fixed cost|costs over variable cost|costs",
        "fixed cost|costs divided by the variable cost|costs",
        "divide|dividing fixed cost|costs by variable cost|costs",
        "divide|dividing fixed cost|costs by the variable cost|costs",
      ],
      "Break-even volume = fixed costs / contribution per unit (price − variable cost per unit): ₹50 lakh / ₹250 = 20,000 units; dividing by the variable cost alone gives a wrong volume.",
    ],
  ],
  "fm-outputs": [
    [
      [
        "football field ... shows|is ... share price over time",
        "football field ... shows|is ... price history|chart",
        "football field ... line|pie chart",
        "football field ... plots the share price",
      ],
      "A football field is a set of floating horizontal bars, one per method (DCF, trading comps, precedents, 52-week range), showing each method's valuation range side by side; it is not a price history.",
    ],
    [
      [
        "present|give|show|report|quote a single|exact|precise value|number|price|estimate",
        "present|give|show|report|quote the client a single|exact|precise value|number|price|estimate",
        "present|give|show|report|quote them a single|exact|precise value|number|price|estimate",
        "exact|precise value per share ... to the rupee|paisa",
        "one exact|precise value|number|price",
      ],
      "A valuation is a range, not a point: show the range from each method and the sensitivity to the key drivers (WACC, terminal growth, margins), with the recommendation and the assumptions behind it.",
    ],
    [
      [
        "walk|take ... through every|each|all ... sheet|sheets|tab|tabs|formula|formulas",
        "start|begin with the calculations|formulas|workings",
        "show|send ... the client ... every sheet|tab|formula",
        "show|send ... the client ... all the calculations|workings|formulas",
      ],
      "Lead with the answer: a one-page summary with the value range, the recommendation and the key assumptions and sensitivities; the full model and workings go to an appendix, not the client's first page.",
    ],
  ],
  // Business analytics
  "ba-dau-drop": [
    [
      [
        "immediately ... offer|give|launch|run ... discount|discounts|cashback|coupons|offers",
        "straight away ... offer|give|launch|run ... discount|discounts|cashback|coupons|offers",
        "fix it with a discount|discounts|cashback|coupon|coupons",
      ],
      "Diagnose before acting: confirm the drop is real (tracking, pipeline), then locate it by platform, city, app version and new vs returning users; a discount without a known cause may fix nothing.",
    ],
    [
      [
        "dau|users ... fell|dropped|down ... so ... revenue|orders|gmv ... fell|dropped|drop|fall|down",
        "20% fewer orders|users ... 20% less revenue",
        "20% {down} in dau ... {is} ... 20% {down} in revenue|orders",
      ],
      "Daily active users count people who opened the app, not orders or revenue: check orders, conversion and order value separately before assuming the same 20% fall.",
    ],
  ],
  "ba-qcommerce-kpis": [
    [
      [
        "gmv is the most important metric|kpi",
        "gmv is the only metric|kpi",
        "gmv {is} all that matters",
        "only|just track gmv|orders|downloads",
        "growth in gmv|orders ... {is} ... profitable|profitability",
      ],
      "GMV or order growth alone can hide losses bought with discounts: track contribution margin per order (after delivery, discounts and dark-store costs), AOV, retention and CAC alongside it.",
    ],
    [
      [
        "gmv {is} revenue",
        "treat|count|book gmv as revenue",
        "gmv is the revenue",
        "gmv is the {same} as revenue",
      ],
      "GMV is the value of orders placed, not revenue: a marketplace books its take (commissions, fees, ads), and an inventory model books net sales after discounts and GST; treating GMV as revenue overstates the business.",
    ],
    [
      [
        "more dark stores ... always|automatically ... improve|improves|raise|raises ... margin|margins|profitability|economics",
        "every new dark store ... profitable ... immediately",
        "every new dark store ... profitable ... day one",
      ],
      "A new dark store loses money until its orders per day cover rent, staff and stock: more stores improve unit economics only as orders per store rise, so track orders and contribution store by store.",
    ],
  ],
  "ba-funnel": [
    [
      [
        "add|adding|sum|summing ... step|stage conversion|conversions ... overall|total",
        "overall conversion ... sum|average of the step|stage",
        "overall conversion {is} ... sum",
      ],
      "Overall funnel conversion is the product of the step conversions (0.9 × 0.8 × 0.95 ≈ 68%), not their sum or average.",
    ],
    [
      [
        "all failures|declines ... user|users ... fault|error|errors|mistake|mistakes",
        "all failures|declines ... because|due ... users|user|customers",
        "failures {is} {always} ... user|users|customer|customers",
      ],
      "Separate business declines (wrong PIN, insufficient balance: the user's) from technical declines (issuer or beneficiary bank down, timeouts): NPCI publishes bank-wise technical decline rates, and those are often a large share of failures.",
    ],
    [
      [
        "timeout ... money|amount ... not debited|deducted",
        "timed out ... money|amount ... not debited|deducted",
        "timeout|timeouts ... never debit|debits|deduct|deducts",
        "timed out ... no money ... debited|deducted",
      ],
      "A timed-out UPI payment may still have debited the payer: it stays pending until the banks confirm or reverse it (RBI's turnaround rules require a failed debit to be reversed by T+1), so track pending and reversed payments as their own outcome.",
    ],
  ],
  "ba-sizing": [
    [
      [
        "every|each person ... drinks|has|buys ... tea|cups",
        "whole|entire|total population ... drinks|drink|buys ... tea",
        "multiply ... whole|total|entire population ... by|× ... cups",
      ],
      "Not everyone drinks tea, or buys it outside home: segment the population (working adults, students, households) and apply a share who drink and cups a day to each segment.",
    ],
    [
      [
        "bengaluru|bangalore ... 3|4|5 crore people|population|residents",
        "population of|is 3|4|5 crore",
        "population of|is 50 lakh",
        "bengaluru|bangalore ... 50 lakh people|population|residents",
      ],
      "Bengaluru has about 1.3-1.4 crore people (13-14 million); a guesstimate built on a wrong base is off by the same factor, so state the base and sanity-check it.",
    ],
  ],
  "ba-rfm": [
    [
      [
        "just|simply|directly ... k-means ... raw|unscaled",
        "k-means directly on|to the raw",
        "apply|run|use k-means ... without scaling|standardising|standardizing|normalising|normalizing",
      ],
      "K-means works on distances, so unscaled rupee spend (thousands) swamps recency (days) and frequency (counts): standardise the features, or cluster on RFM scores, first.",
    ],
    [
      [
        "more days since ... higher|better|best recency score",
        "more days since ... higher|better|best score",
        "long ago ... higher|high|best recency|score",
        "{up} recency score ... longer since|ago",
        "{up} recency score ... older purchase",
      ],
      "Recency rewards a recent purchase: fewer days since the last purchase gives the higher recency score (5 = bought most recently).",
    ],
  ],
  "ba-dashboard": [
    [
      [
        "as many ... charts|kpis|metrics|visuals ... as possible",
        "show|put|include every metric|chart|kpi ... one page|screen",
        "show|put|include all the|our metrics|charts|data ... one page|screen",
        "more charts|visuals|kpis {is} better",
        "the more charts|visuals|kpis the better",
      ],
      "A manager's dashboard shows a few KPIs against target at the top (sales vs target, growth, margin) with drill-down for detail; dozens of charts hide what needs action.",
    ],
    [
      [
        "pie chart|charts for|showing trend|trends|growth",
        "pie chart|charts to show trend|trends|growth",
        "pie chart|charts to|for compare|comparing ... stores|regions|months",
        "3d|3-d ... charts|chart ... better|engaging|attractive",
      ],
      "Use a line chart for a trend over time and a bar chart to compare regions or stores; a pie chart shows only the parts of one whole and becomes unreadable beyond a few slices, and 3D distorts values.",
    ],
    [
      [
        "start|begin with the visuals|charts|colours|colors|design|layout",
        "start|begin with choosing visuals|charts|colours|colors",
        "start|begin by choosing|picking|designing the visuals|charts|colours",
        "start|begin by choosing|picking|designing visuals|charts|colours",
      ],
      "Start from the managers and the decisions they make (am I on target, where do I act), then pick the KPIs, and only then the visuals; a dashboard designed from charts first answers no question.",
    ],
  ],
  "ba-elasticity": [
    [
      [
        "10% discount ... 10% {up} ... volume|sales|units",
        "10% discount ... volume|sales ... rise|increase|grow ... by 10%",
        "need|needs ... 10% more volume|sales|units ... break even",
        "volume|sales ... by 10% ... break even",
      ],
      "A 10% price cut needs far more than 10% extra volume to keep profit: with a 30% gross margin the unit margin falls from 30 to 20, so volume must rise 50% (30/20 − 1).",
    ],
    [
      [
        "elasticity ... change in price divided by change in quantity|demand",
        "elasticity ... change in price over change in quantity|demand",
        "elasticity ... change in price change in quantity|demand",
        "elasticity {is} price change ... over ... quantity|demand change",
        "elasticity {is} price change ... divided by ... quantity|demand change",
      ],
      "Price elasticity of demand = % change in quantity ÷ % change in price (−2 means a 10% price cut lifts volume 20%); price over quantity is its inverse.",
    ],
    [
      [
        "inelastic ... volume|demand|sales ... rise|rises|increase|increases|jump|jumps ... a lot",
        "inelastic ... volume|demand|sales ... rise|rises|increase|increases|jump|jumps ... sharply|significantly",
        "discount|discounts ... more effective ... inelastic",
        "discount|discounts work|works {better} ... inelastic",
      ],
      "Inelastic demand barely responds to price: a discount on an inelastic product mostly gives margin away; discounts pay only where demand is elastic enough to beat the break-even volume.",
    ],
  ],
  "ba-churn": [
    [
      [
        "churn rate ... divided by ... new customers|users|subscribers|acquisitions",
        "churn rate ... over ... new customers|users|subscribers|acquisitions",
        "churn rate {is} ... lost customers|users ... over ... new",
        "churn rate {is} ... lost customers|users ... divided by ... new",
      ],
      "Churn rate = customers lost in the period ÷ customers at the start of the period (for example 2% a month); dividing by new customers mixes churn with acquisition.",
    ],
  ],
  "ba-cleaning": [
    [
      [
        "i would|will drop|delete|remove ... all|every rows|row ... missing|blank|blanks|null|nulls",
        "just|simply drop|delete|remove ... missing|blanks|nulls|blank",
        "i would|will drop|delete|remove any row ... missing|blank|null",
      ],
      "Dropping every row with a blank can throw away much of the data and bias what is left: check how many values are missing and why, then drop, impute or flag them.",
    ],
    [
      [
        "i would|will|should remove|delete|drop all|every outliers|outlier",
        "just|simply remove|delete|drop ... outliers|outlier",
        "outliers ... {always} ... remove|delete|drop|removed|deleted|dropped",
        "all outliers should|must be removed|deleted|dropped",
      ],
      "An outlier may be a real bulk order or a festive-day spike: check it with the business, and remove only invalid values (negative quantities, impossible prices).",
    ],
    [
      [
        "overwrite|edit|change|clean ... the original|raw data|file|dataset|sheet ... directly",
        "overwrite the original|raw data|file|dataset",
        "clean|fix ... directly in the raw|original",
      ],
      "Keep the raw data untouched and clean a copy, in a script or Power Query with each step recorded, so the cleaning can be reproduced and checked.",
    ],
  ],
  "ba-d2c": [
    [
      [
        "ltv ... less than cac ... fine|ok|healthy|acceptable|good",
        "ltv ... {down} than cac ... fine|ok|healthy|acceptable|good",
        "ltv ... below cac ... fine|ok|healthy|acceptable|good",
        "ltv to cac ... of 1 ... healthy|good|fine",
        "ltv cac ratio of 1 ... healthy|good|fine",
      ],
      "If LTV is below CAC each customer loses money; a healthy D2C brand usually has LTV/CAC of about 3x or more and recovers its CAC within a year.",
    ],
    [
      [
        "cac ... divided by ... total|all|existing customers|orders",
        "cac ... over ... total|all|existing customers|orders",
        "cac {is} ... marketing spend ... over ... total|all customers|orders",
        "cac {is} ... marketing spend ... divided by ... total|all customers|orders",
        "cac ... divided by ... number of orders",
      ],
      "CAC is acquisition spend ÷ new customers acquired in the period; dividing by all customers or all orders (repeat ones included) understates it.",
    ],
    [
      [
        "returns do not affect|matter ... margin|margins|economics",
        "contribution margin {is} just|only|simply price minus|less product cost|cogs",
        "{unneeded} returns|rto|shipping",
      ],
      "Contribution margin per order subtracts product cost, shipping, payment gateway fees, discounts and returns (return-to-origin on cash-on-delivery orders is high in India); price minus product cost alone overstates it.",
    ],
  ],
  "ba-forecast": [
    [
      [
        "diwali ... {same} date|week|month ... every|each year",
        "diwali is|falls in october every|each year",
        "diwali is|falls in november every|each year",
      ],
      "Diwali follows the lunar calendar and moves between mid-October and mid-November: align past seasons by the festival date (weeks before and after Diwali), not by calendar month.",
    ],
    [
      [
        "i would|will use|take the average of the last|past 12|twelve months|year",
        "just|simply use|take the average of the last|past 12|twelve months|year",
        "forecast {is} the average of the last|past 12|twelve months|year",
      ],
      "An average of the past year flattens the festive peak: Diwali demand needs seasonal methods (the same festive weeks in past years, seasonal indices, exponential smoothing with seasonality) plus promotions.",
    ],
  ],
  "ba-pivot": [
    [
      [
        "pivot ... updates|refreshes|update|refresh automatically when|whenever|as",
        "pivot ... automatically ... updates|refreshes|updated|refreshed when|whenever",
      ],
      "A pivot table does not update by itself when the source data changes: refresh it (Refresh All, Alt+F5), and keep the source as an Excel table so new rows are included.",
    ],
    [
      [
        "vlookup ... sum|sums|summarise|summarize|total|totals",
        "vlookup ... add|adds up",
        "vlookup ... to summarise|summarize|aggregate",
      ],
      "VLOOKUP returns one matching value, it does not add up rows: summarise with a pivot table or SUMIFS (sum of sales where region and month match).",
    ],
    [
      [
        "sales in|into the rows|row",
        "put|drag|place sales in|into the rows|row|columns|column",
        "month|months|region|regions in|into the values",
        "month|months|region|regions in|into values",
      ],
      "Rows and columns hold the labels (region in rows, month in columns) and Values holds the number to aggregate (sum of sales); a label dropped in Values only counts rows.",
    ],
  ],
  "ba-delivery-time": [
    [
      [
        "every|all orders|deliveries ... slower|later",
        "every|all orders|deliveries ... taking longer",
        "every|each order ... takes|took ... 7 minutes longer",
        "all riders ... slower",
      ],
      "A higher average need not mean any order got slower: a shift in mix (longer distances, new cities, more peak-hour orders) can raise it; split by stage and segment before concluding.",
    ],
    [
      [
        "average {is} {enough}",
        "average is the best|right|only metric|measure",
        "only the average matters",
        "mean {is} {enough}",
      ],
      "Look at the distribution (median, 90th percentile) as well as the mean: a few very late orders can move the average while most orders are unchanged.",
    ],
    [
      [
        "immediately|straightaway|simply|just hire|add|onboard ... more riders",
        "solution is ... more riders",
        "fix is ... more riders",
      ],
      "Find the stage that grew first (preparation, rider assignment, pickup, travel): more riders fix only an assignment delay, not slow kitchens or longer distances.",
    ],
  ],
  "ba-storytelling": [
    [
      [
        "build up to the|my conclusion|recommendation|answer",
        "keep|save|leave the|my recommendation|conclusion|answer for|till|until the end",
        "start|begin with the methodology|method|methods",
        "start|begin with how i cleaned|collected",
        "recommendation on|in the last|final slide",
        "chronologically through the|my whole|entire process|analysis",
      ],
      "Senior stakeholders want the answer first: lead with the recommendation and its rupee impact (pyramid principle), then the evidence; methodology goes to an appendix.",
    ],
    [
      [
        "show|present|include all|every ... analysis|charts|slides|tables|numbers ... i did|made|ran",
        "more slides|charts {is} better|convincing",
        "more slides|charts ... more convincing",
        "more slides|charts ... shows|show effort",
        "show|present all the analysis|charts|tables",
        "include|show every table|chart|slide",
      ],
      "Show only the few numbers and charts that support the decision; the full analysis goes to an appendix: more slides bury the message.",
    ],
    [
      [
        "technical|statistical terms|jargon show|shows|build|builds ... expertise|credibility",
        "jargon ... shows|show|builds ... expertise|credibility",
      ],
      "Speak the audience's language: rupee impact and business terms for a CFO; technical terms (p-values, model names) only where they change the decision.",
    ],
  ],
  "ba-credit-card": [
    [
      [
        "transactors are the most profitable",
        "transactors {is} more profitable",
        "in full {is} more|most profitable",
        "in full are the most profitable",
        "revolvers ... least|less profitable",
        "revolving customers ... least|less profitable",
        "revolvers {is} bad customers",
      ],
      "Customers who revolve (carry a balance at about 3-3.75% a month) or convert to EMI generate most of an issuer's interest income; transactors who pay in full earn mainly interchange and fees, so they are usually less profitable, though lower risk.",
    ],
    [
      [
        "npa after|at|when 30|60 days",
        "becomes|become an|a npa after|at 30|60 days",
        "becomes|become non-performing after|at 30|60 days",
        "30|60 dpd {is} an|a npa",
      ],
      "Under RBI rules a credit card account becomes an NPA when the minimum amount due stays unpaid 90 days past the payment due date; 30+ and 60+ DPD are earlier delinquency buckets to watch.",
    ],
    [
      [
        "customer|cardholder|cardholders|customers pay|pays the interchange|mdr",
        "interchange|mdr is paid by the customer|cardholder",
        "interchange ... charged to the customer|cardholder",
      ],
      "The merchant pays the MDR, most of which goes to the card-issuing bank as interchange; the cardholder does not pay it.",
    ],
  ],
  "ba-inventory": [
    [
      [
        "reorder point ... minus safety stock",
        "reorder point ... demand less safety stock",
        "reorder point {is} just|only|simply safety stock",
        "reorder point {is} just|only|simply the safety stock",
        "reorder point ... subtract|subtracting safety stock",
      ],
      "Reorder point = average demand during the lead time + safety stock: the safety stock is added on top to cover variability in demand and lead time.",
    ],
    [
      [
        "i would|will|should {up} ... safety stock ... all|every item|items|sku|skus|product|products",
        "just|simply {up} ... safety stock ... all|every item|items|sku|skus|product|products",
      ],
      "Set safety stock item by item from demand variability, lead time and service level, with most attention on high-value A items; raising it for every SKU ties up cash.",
    ],
    [
      [
        "longer lead time|times need|needs|means|require|requires {down} safety stock",
        "{up} service level need|needs|means|requires {down} safety stock",
        "more variable|volatile demand need|needs|means|requires {down} safety stock",
      ],
      "Safety stock rises with demand variability, lead time (roughly with its square root) and the target service level; cutting lead time or variability is what lets you hold less.",
    ],
  ],
  "ba-simpson": [
    [
      [
        "paradox ... because|due|caused ... small sample|samples",
        "paradox ... because|due|caused ... sampling error",
        "paradox ... because|due|caused ... noise|randomness|chance",
      ],
      "Simpson's paradox is not a sampling accident: it comes from unequal group sizes or mix (a confounder), and it appears even with millions of rows.",
    ],
  ],
  "ba-north-star": [
    [
      [
        "registered users|accounts ... best|good|right ... north star",
        "north star ... number of registered users|accounts",
        "north star ... total registered users|accounts",
        "north star ... number of sign-ups|signups|installs|downloads",
        "north star ... app installs|downloads",
        "north star ... sign-ups|signups",
      ],
      "Registered accounts and installs only ever grow and many never trade: NSE reports active clients (those who traded in the last 12 months), a measure of users who actually get value.",
    ],
    [
      [
        "north star ... number of trades|orders",
        "north star ... trading volume",
        "north star ... turnover",
        "trades|orders per user ... north star",
        "maximise|maximize ... number of trades",
        "maximise|maximize ... trading volume",
      ],
      "Trades or trading volume per user is a poor North Star: it rewards churning, and SEBI's study found about 9 in 10 individual F&O traders lost money; choose active transacting or investing clients (SIPs, holdings) with retention.",
    ],
  ],
  "ba-survey": [
    [
      [
        "large|larger|bigger sample ... removes|remove|eliminates|eliminate|fixes|fix|solves|solve ... bias",
        "more responses ... removes|remove|eliminates|eliminate|fixes|fix ... bias",
      ],
      "A larger sample cuts random error, not bias: a big online sample that misses offline or tier-3 customers is still skewed; fix bias with a representative (quota) sample and weighting.",
    ],
    [
      [
        "what customers|people|they say ... {is} ... what they will|actually",
        "stated intent|preference ... {is} ... actual|real ... purchase|purchases|behaviour|behavior",
        "stated intent|preference ... {same} as ... actual|real ... purchase|purchases|behaviour|behavior",
        "if they say ... yes ... they will buy",
        "customers say ... yes ... they will buy",
      ],
      "Stated intent overstates buying: people say yes in a survey far more often than they pay; validate with a pilot, pre-orders or revealed behaviour.",
    ],
  ],
  "ba-sql-window": [
    [
      [
        "where row_number|rank",
        "row_number|rank ... directly in the where",
        "filter ... row_number|rank ... in the where clause",
      ],
      "A window function cannot be filtered in the WHERE clause of the same query (it is evaluated after WHERE): compute ROW_NUMBER() in a CTE or subquery and filter rn = 1 outside it (or use QUALIFY where supported).",
    ],
    [
      [
        "order by order_date asc|ascending ... latest|recent",
        "order_date asc ... rn {is} 1 ... latest|recent",
        "ascending order ... rn {is} 1 ... latest|recent",
        "sort ... ascending ... first row ... latest|recent",
      ],
      "ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY order_date DESC) puts the newest order at rn = 1; ascending order makes rn = 1 the first-ever order.",
    ],
  ],

  "ba-joins": [
    [
      [
        "left join can|will never return|returns|produce|produces ... more rows",
        "left join never returns|produces ... more rows",
        "left join ... never ... more rows than the left",
      ],
      "A left join can return more rows than the left table when the right table has several matches for a key (one customer, many UPI transactions): check row counts and aggregate the right table first.",
    ],
  ],
  "fo-sebi-2024": [
    [
      [
        "position limits ... only at end of day",
        "position limits ... only at the end of the day",
        "position limits ... end of day only",
      ],
      "From April 2025 exchanges monitor index derivative position limits intraday (several snapshots a day), not only at the end of the day; SEBI's November 2024 measures also made option buyers pay the premium upfront.",
    ],
  ],
  // Data science
  "ds-rf-gbm": [
    [
      [
        "random forest|forests {down} bias",
        "random forest|forests mainly {down} bias",
        "boosting {down} variance",
        "boosting mainly {down} variance",
        "random forest|forests ... fixes|fix|cures ... high bias",
        "random forest|forests ... fixes|fix|cures ... underfitting",
      ],
      "A random forest averages deep, independent trees and so mainly cuts variance; boosting adds shallow trees one after another, each fitting the last one's errors, and so mainly cuts bias.",
    ],
  ],
  "ds-cv": [
    [
      [
        "time series ... {same} as normal|regular|usual|ordinary cross-validation",
        "for time series ... k-fold works|is ... same|fine",
      ],
      "Each fold must be tested on data the model was not trained on, and for a time series only on data after the training window (forward chaining); a plain k-fold that mixes future rows into training overstates accuracy.",
    ],
  ],
  "ds-credit-features": [
    [
      [
        "use|include|add religion|caste|gender",
        "religion|caste ... as a feature",
        "religion|caste ... as features",
        "religion|caste|gender ... good|useful|strong ... feature|features|predictor|predictors",
      ],
      "Do not use religion, caste, gender or their close proxies: lending decisions must be fair and explainable (RBI's Fair Practices Code), and personal data needs a lawful purpose under the DPDP Act 2023; use behaviour such as repayment history, utilisation and cash flows.",
    ],
    [
      [
        "cibil score alone {is} {enough}",
        "only need|use the cibil|bureau score",
        "bureau score {is} all you need",
        "just use the cibil|bureau score",
      ],
      "The bureau score is one input, not the model: build features from bureau history (DPD counts, enquiries, utilisation) plus income, bank-statement cash flows (via the Account Aggregator framework), UPI and GST data, which also score new-to-credit applicants.",
    ],
    [
      [
        "reject|decline ... all|every new-to-credit|ntc",
        "reject|decline ... applicants|customers|anyone ... with no credit history",
        "no credit history ... should be rejected|declined",
      ],
      "New-to-credit applicants are a large share of Indian borrowers and can be scored from alternative data (bank-statement cash flows through the Account Aggregator framework, UPI, GST, utility payments) rather than rejected outright.",
    ],
  ],
  "ds-missing": [
    [
      [
        "missing values|data {is} {always} random",
        "missing values|data {is} {always} at random",
        "missingness carries|has no information",
        "missing values carry|have no information",
      ],
      "Missingness often carries information (a blank income field on a loan form may signal risk): check whether values are missing at random and add a missing-indicator flag before imputing.",
    ],
  ],
  "ds-linreg-assumptions": [
    [
      [
        "homoscedasticity {is} normal|normally distributed|distribution",
        "homoscedasticity {is} the residuals|errors {is} normally|normal",
      ],
      "Homoscedasticity means the residuals have constant variance across fitted values (no funnel in the residual plot); normality of residuals and independence are separate assumptions.",
    ],
  ],
  "ds-vif": [
    [
      [
        "correlation matrix {is} {enough}",
        "pairwise correlation|correlations ... {enough}",
        "correlation matrix ... detects|finds|catches ... all multicollinearity",
      ],
      "A correlation matrix shows only pairs: a feature can be a combination of several others with no high pairwise correlation. The VIF, 1 / (1 − R²) from regressing each feature on the rest, catches that.",
    ],
  ],
  "ds-kmeans": [
    [
      [
        "k-means {always} finds|gives|reaches the global|best",
        "k-means ... {always} ... {same} clusters|result|answer",
        "k-means ... finds|handles ... clusters of any shape",
        "k-means works|work ... any shape",
      ],
      "K-means finds a local optimum that depends on the starting centroids (use k-means++ and several runs), and it assumes compact, roughly spherical clusters of similar size; odd shapes need DBSCAN or a Gaussian mixture.",
    ],
  ],
  "ds-monitoring": [
    [
      [
        "only monitor|track accuracy",
        "accuracy {is} all|enough ... monitor",
        "monitor|monitoring accuracy {is} {enough}",
        "track|monitor|tracking|monitoring accuracy on the training set|data",
        "track|monitor ... accuracy on the original training set|data",
      ],
      "For a credit model the true labels (defaults) arrive months later, so accuracy alone comes too late: monitor input drift (PSI per feature), the score distribution and approval rates, and early delinquency (30+ DPD) as a leading outcome.",
    ],
    [
      [
        "psi measures|is|shows ... accuracy|performance",
        "psi ... above|over 0.25 ... fine|ok|acceptable|stable",
        "retraining fixes|solves ... every|any|all",
        "just retrain ... every day|daily|week|weekly",
        "push|pushed|deploy|deployed ... straight to production",
        "push|pushed|deploy|deployed ... directly to production",
        "more data {always} improves|helps",
      ],
      "PSI measures how far a distribution has shifted from the development sample (below 0.1 stable, 0.1-0.25 watch, above 0.25 investigate), not accuracy; retraining blindly on drifted data can bake in a problem, so find the cause first.",
    ],
  ],
  "ds-shap": [
    [
      [
        "global feature importance ... explains|explain ... individual|each|single|one ... decision|customer|prediction",
        "feature importance ... {same} for every|each customer",
      ],
      "Global feature importance describes the model on average; a single decision needs a local explanation (that customer's SHAP values or reason codes), turned into plain reasons the customer can act on.",
    ],
    [
      [
        "{unneeded} to explain|tell ... customer|customers|regulator",
        "{unneeded} to explain|tell ... customer|customers|regulator",
        "{unneeded} to explain|tell ... customer|customers|regulator",
        "shap values sum|add ... to 1|one|100",
      ],
      "A lender must give the main reasons for rejecting a loan (RBI's Fair Practices Code) and explain its models to the regulator; SHAP values add up to the prediction minus the base value, not to 1.",
    ],
  ],
  "ds-arima": [
    [
      [
        "plain|basic|simple|standard|normal arima handles|captures|models seasonality",
        "{unneeded} for seasonal differencing|terms",
        "plain arima {is} enough|fine ... seasonal|seasonality",
      ],
      "Plain ARIMA has no seasonal terms: monthly disbursements with a festive (Diwali) and March year-end peak need seasonal differencing or SARIMA's seasonal (P, D, Q, s) terms, or festival dummies.",
    ],
    [
      [
        "p {is} the|for moving average",
        "q {is} the|for autoregressive",
        "p stands for moving average",
        "q stands for autoregressive",
      ],
      "In ARIMA(p, d, q), p is the number of autoregressive (lagged value) terms, d the differencing and q the number of moving-average (lagged error) terms: read p from the PACF and q from the ACF.",
    ],
  ],
  "ds-gradient-descent": [
    [
      [
        "sgd uses|computes ... whole|entire|full dataset|data",
        "stochastic gradient descent uses|computes ... whole|entire|full dataset|data",
        "sgd ... all rows|examples|observations ... each|every step|update",
      ],
      "Stochastic gradient descent updates on one example or a small mini-batch at a time (noisy but cheap steps); batch gradient descent is the one that uses the whole dataset for every step.",
    ],
  ],
  "ds-regression-metrics": [
    [
      [
        "r-squared|r2 cannot|can't be negative",
        "r-squared|r2 can never be negative",
        "adding|more features|variables ... {always} ... improves|better ... model",
      ],
      "On new data R-squared can be negative (worse than predicting the mean), and adding features always raises in-sample R-squared without making the model better: use adjusted R-squared and test-set error.",
    ],
  ],
  "ds-tree-split": [
    [
      [
        "decision tree|trees ... chooses|choose|picks|pick ... split|splits ... randomly",
        "decision tree|trees ... chooses|choose|picks|pick ... split|splits ... at random",
        "tree|trees finds|find the globally|global optimal|optimum|best tree",
      ],
      "A single tree chooses each split greedily, the best split at that node by impurity reduction, so it is not globally optimal; random feature subsets belong to random forests.",
    ],
  ],
  "ds-nlp-news": [
    [
      [
        "generic|general sentiment model|lexicon {is} enough|fine|sufficient",
        "off-the-shelf sentiment model|models ... enough|fine|sufficient",
        "vader|textblob {is} enough|fine|sufficient",
      ],
      "General-purpose sentiment tools misread finance: 'liability', 'provision' or 'tax' are not negative news, and 'loss narrows' is good news. Use a finance model (FinBERT) or fine-tune on labelled Indian market headlines.",
    ],
    [
      [
        "positive sentiment|headline|headlines means|guarantees ... will {up}",
        "positive sentiment|headline|headlines means|guarantees ... will go up",
        "sentiment ... predicts|guarantees ... price|prices ... perfectly|always",
      ],
      "Sentiment is a signal, not a forecast: much news is priced in within minutes and most of it is already known, so test it with an event study (returns after the headline) before trusting it.",
    ],
  ],
  "ds-recommender": [
    [
      [
        "recommend|show ... {same} fund|funds ... everyone",
        "recommend|show ... {same} fund|funds ... all|every user|users",
        "{unneeded} to|for risk profile|profiling",
        "skip|skipping the risk profile|profiling",
        "risk profiling {is} {unneeded}",
        "suitability norms|rules don't apply",
        "suitability norms|rules do not apply",
      ],
      "Suitability comes first: profile each investor's risk, horizon and goals (as SEBI requires of investment advisers), then recommend from funds that fit; one list for everyone ignores that.",
    ],
    [
      [
        "i would|will maximise|maximize|optimise|optimize ... clicks|click-through|engagement|commission",
        "goal|objective is|should ... clicks|click-through|engagement|commission",
        "recommend|push ... highest commission|regular plans|plan",
        "regular plans ... prioritised|prioritized|preferred ... over direct",
      ],
      "Optimising for clicks or commission steers investors into unsuitable or costly funds: judge a recommender by suitability and investor outcomes, and show direct plans where the app is a SEBI-registered adviser.",
    ],
  ],
};
