// Interview bank: business analytics (metrics, experiments, SQL, guesstimates, storytelling with data).
import type { TrackBank } from "./types.ts";
import { q } from "./types.ts";

export const businessAnalytics: TrackBank = {
  id: "business-analytics",
  name: "Business analytics",
  description: "Metrics and KPIs, root-cause analysis, A/B tests, SQL, guesstimates and presenting insights.",
  behavioural: false,
  questions: [
    q(
      "ba-dau-drop",
      "Daily active users of a food-delivery app fell 20% yesterday. How would you investigate?",
      [
        [
          "check the data first",
          ["data issue", "tracking", "logging", "data pipeline", "instrumentation"],
          "How would you rule out a tracking or data pipeline problem?",
          "First rule out a data problem, such as broken tracking or a delayed pipeline.",
        ],
        [
          "segment the drop",
          ["segment", "platform", "city", "android", "ios", "new vs returning"],
          "Which segments would you cut first?",
          "Segment the drop by platform, city and new versus returning users to see where it sits.",
        ],
        [
          "internal changes",
          ["release", "app update", "deployment", "pricing change", "outage"],
          "What internal events would you check?",
          "Check internal changes such as an app release, a pricing change or an outage.",
        ],
        [
          "external factors",
          ["external", "competitor", "festival", "weather", "holiday"],
          "Which external factors could explain it, and how would you check them?",
          "Check external factors such as a festival, the weather, a holiday or a competitor's offer.",
        ],
      ],
      "First I would check the data: is it a tracking or data pipeline issue, for example a logging bug after an app update? If the drop is real, I segment it by platform (Android vs iOS), city, app version and new vs returning users to see where it is concentrated. Then internal changes: a release, an outage, a pricing change or a payment failure. Then external factors: a competitor's offer, a festival or holiday, heavy rain in a big city. A drop concentrated in one app version points to a release bug.",
    ),
    q(
      "ba-qcommerce-kpis",
      "Which KPIs would you track for a quick-commerce business like Blinkit or Zepto?",
      [
        [
          "order volume and average order value",
          ["orders", "aov", "average order value", "basket size"],
          "How would you increase AOV without hurting conversion?",
          "Order volume and average order value.",
        ],
        [
          "delivery time and fulfilment",
          ["delivery time", "10 minutes", "fulfilment", "fill rate", "dark store"],
          "What drives delivery time in a dark store?",
          "Delivery time and how well dark stores fulfil orders.",
        ],
        [
          "unit economics",
          ["contribution margin", "per order", "unit economics", "take rate", "delivery cost"],
          "Break down contribution margin per order.",
          "Unit economics: contribution margin per order after delivery costs.",
        ],
        [
          "retention and acquisition",
          ["retention", "repeat", "cac", "churn", "cohort"],
          "How would you measure retention for this business?",
          "Retention of customers and the cost of acquiring them.",
        ],
      ],
      "I would track orders per day and average order value (AOV), since revenue is orders × AOV; delivery time and fulfilment metrics such as fill rate and on-time delivery within 10 minutes, store by store; unit economics such as contribution margin per order after delivery cost, discounts and dark store costs; and customer metrics: CAC, repeat rate, monthly retention by cohort and churn.",
    ),
    q(
      "ba-ab-test",
      "How would you design an A/B test for a new checkout page?",
      [
        [
          "hypothesis and primary metric",
          ["hypothesis", "primary metric", "conversion rate", "success metric"],
          "Why pick one primary metric before the test?",
          "State a hypothesis and choose one primary metric, such as conversion rate, in advance.",
        ],
        [
          "random assignment and sample size",
          ["random", "randomise", "sample size", "power", "minimum detectable effect"],
          "How would you calculate the sample size?",
          "Assign users at random and work out the sample size needed to detect the effect you care about.",
        ],
        [
          "run time and significance",
          ["statistical significance", "p-value", "duration", "two weeks", "full week"],
          "Why should you not stop the test the moment it looks significant?",
          "Run the test for its planned duration and judge statistical significance only at the end.",
        ],
        [
          "guardrail metrics",
          ["guardrail", "refund", "latency", "average order value", "side effects"],
          "Which guardrail metrics would you watch?",
          "Watch guardrail metrics so the change does not harm something else.",
        ],
      ],
      "I start with a hypothesis, for example a one-page checkout raises conversion, and a single primary metric: checkout conversion rate. Users are randomly assigned to control and treatment, and I compute the sample size from the baseline rate, the minimum detectable effect and 80% power. I run it for at least one or two full weeks to cover weekday patterns, without peeking, and test for statistical significance at 5%. Guardrail metrics such as average order value, payment failures and latency make sure nothing else breaks.",
    ),
    q(
      "ba-cohort",
      "What is cohort analysis and what can it tell you?",
      [
        [
          "group users by start date",
          ["cohort", "sign-up month", "start date", "acquisition month", "group"],
          "How would you build a cohort table in SQL or Excel?",
          "A cohort groups users by when they started, such as their sign-up month.",
        ],
        [
          "retention over time",
          ["retention", "retained", "month 1", "decay", "curve"],
          "What does a flattening retention curve mean?",
          "You follow each cohort's retention over time.",
        ],
        [
          "compare cohorts to judge changes",
          ["compare", "improving", "older cohorts", "newer cohorts", "campaign"],
          "How would you tell whether a new onboarding flow helped?",
          "Comparing newer and older cohorts shows whether a change improved things.",
        ],
      ],
      "Cohort analysis groups users by a shared start date, such as sign-up month, and follows each cohort's retention over time, month 1, month 2 and so on, in a triangle table. The retention curve shows when users drop off; a curve that flattens means a loyal core. Comparing newer cohorts with older cohorts shows whether product or campaign changes improved retention, which overall averages hide.",
      [
        [
          [
            "groups ... by age",
            "groups ... by gender",
            "groups ... by income",
            "by age, gender",
            "cohort ... by age",
          ],
          "A cohort is a group of customers who started in the same period (for example everyone who signed up in January), followed over time; grouping by age, gender or income is segmentation, not cohort analysis.",
        ],
      ],
    ),
    q(
      "ba-funnel",
      "How would you analyse the payment funnel of a UPI app?",
      [
        [
          "define funnel steps",
          ["funnel", "steps", "open", "enter amount", "pin", "success"],
          "Which steps would you define?",
          "Define the funnel's steps, from opening the app to a successful payment.",
        ],
        [
          "conversion and drop-off at each step",
          ["drop-off", "conversion", "step conversion", "leak"],
          "Where would you expect the largest drop-off?",
          "Measure conversion and drop-off at each step.",
        ],
        [
          "segment failures by cause",
          ["bank", "technical decline", "timeout", "insufficient balance", "segment"],
          "How would you separate user drop-offs from technical failures?",
          "Segment failures by cause, such as bank declines, timeouts or insufficient balance.",
        ],
      ],
      "I would define the funnel steps: open app, choose payee or scan QR, enter amount, enter UPI PIN, payment success. For each step I compute conversion and drop-off, then segment failures by cause: technical declines and timeouts by issuing bank, insufficient balance, wrong PIN, or users abandoning. Bank-level technical decline rates from NPCI data often explain a large share of the leak.",
    ),
    q(
      "ba-joins",
      "Explain the difference between an inner join and a left join with an example.",
      [
        [
          "inner join keeps matching rows only",
          ["inner join", "matching rows", "both tables", "only matches"],
          "What happens to customers with no orders in an inner join?",
          "An inner join keeps only the rows that match in both tables.",
        ],
        [
          "left join keeps all rows of the left table",
          ["left join", "all rows", "left table", "null"],
          "How would you find customers who never ordered?",
          "A left join keeps every row of the left table, with empty values where there is no match.",
        ],
        [
          "example with tables",
          ["customers", "orders", "example", "table"],
          "What can go wrong with duplicates when joining?",
          "Illustrate it with two tables, such as customers and orders.",
        ],
      ],
      "An inner join returns only matching rows, where the key exists in both tables. A left join returns all rows of the left table and fills NULL where the right table has no match. Example: customers left join orders keeps every customer, with NULL order columns for those who never ordered, so WHERE orders.id IS NULL finds them; an inner join would drop them. Joining on a non-unique key can duplicate rows, so I check counts.",
      [
        [
          [
            "left join returns only matching",
            "left join keeps only matching",
            "inner join returns all rows",
            "inner join keeps all rows",
            "inner join returns all the rows",
            "inner join gives all the rows",
            "left join returns only the rows",
            "left join gives only",
            "left join returns only",
            "inner join keeps all the rows",
            "left join keeps only the rows",
            "inner join ... returns|returning|keeps every|all row|rows from|of each|both",
          ],
          "It is the other way round: an inner join keeps only matching rows, a left join keeps every row of the left table.",
        ],
      ],
    ),
    q(
      "ba-sizing",
      "How many cups of tea are sold in Bengaluru in a day?",
      [
        [
          "start from population",
          ["population", "1.3 crore", "13 million", "people"],
          "How would you refine the population estimate?",
          "Start from the population of the city.",
        ],
        [
          "segment consumers",
          ["segment", "office", "students", "workers", "households"],
          "Which segments drink tea outside home most?",
          "Split it into segments, such as office workers, students and households.",
        ],
        [
          "consumption rate",
          ["per day", "cups", "frequency", "share who drink"],
          "How would you validate the consumption assumption?",
          "Estimate how many cups each segment drinks a day.",
        ],
        [
          "sanity check the answer",
          ["sanity check", "tea stalls", "cross-check", "supply side"],
          "How would you cross-check from the supply side?",
          "Sanity-check the total, for example from the supply side of tea stalls.",
        ],
      ],
      "Bengaluru has about 1.3 crore people. I would segment: say half are working adults or students who buy tea outside home. If 60% of them drink tea and each buys 1.5 cups a day, that is 0.65 crore × 0.6 × 1.5 ≈ 58 lakh cups per day sold outside home. A sanity check from the supply side: about 30,000 tea stalls and cafés selling about 200 cups a day gives 60 lakh cups, which is close.",
    ),
    q(
      "ba-rfm",
      "How would you segment customers of a retail chain?",
      [
        [
          "RFM: recency, frequency, monetary",
          ["rfm", "recency", "frequency", "monetary"],
          "How would you score RFM in quintiles?",
          "Score customers on recency, frequency and monetary value.",
        ],
        [
          "clustering",
          ["clustering", "k-means", "cluster"],
          "When would you prefer clustering over RFM?",
          "Or group them with a clustering method such as k-means.",
        ],
        [
          "action for each segment",
          ["action", "campaign", "loyalty", "win-back", "target"],
          "What would you do for lapsed high-value customers?",
          "Plan an action for each segment, such as loyalty rewards or win-back campaigns.",
        ],
      ],
      "I would start with RFM: recency (days since last purchase), frequency (purchases per year) and monetary (spend), each scored 1 to 5, giving segments such as champions, loyal customers, at-risk and lapsed. With more attributes, k-means clustering on behaviour can find richer segments. Each segment needs an action: loyalty rewards for champions, a win-back campaign with a targeted offer for lapsed high spenders.",
    ),
    q(
      "ba-dashboard",
      "How would you design a sales dashboard in Power BI or Tableau for regional managers?",
      [
        [
          "know the audience and decisions",
          ["audience", "decisions", "stakeholders", "regional managers", "questions"],
          "What questions would you ask the managers first?",
          "Start from the audience and the decisions the regional managers need to make.",
        ],
        [
          "few key KPIs at the top",
          ["kpi", "top", "target", "vs target", "headline"],
          "Which KPIs would you show at the top?",
          "Put a few key KPIs against target at the top.",
        ],
        [
          "drill-down and filters",
          ["drill-down", "filters", "slicers", "region", "store"],
          "How would you let users drill down?",
          "Let users drill down and filter by region and store.",
        ],
        [
          "clear visuals",
          ["bar chart", "line chart", "trend", "avoid pie", "simple"],
          "Which chart would you use for a trend and which for a comparison?",
          "Use clear visuals: line charts for trends, bars for comparisons.",
        ],
      ],
      "I start with the audience and the decisions they make: regional managers need to see whether they are on target and where to act. Headline KPIs sit at the top: sales vs target, growth vs last year, margin. Below, a line chart shows the trend and a bar chart compares stores; slicers filter by region, category and period, with drill-down from region to store. Visuals stay simple, avoiding pie charts with many slices, and refresh daily.",
    ),
    q(
      "ba-causation",
      "Sales rose in cities where we ran TV ads. Did the ads cause the rise?",
      [
        [
          "correlation is not causation",
          ["correlation", "causation", "not necessarily"],
          "Give an example of a spurious correlation.",
          "A correlation between ads and sales does not prove the ads caused the rise.",
        ],
        [
          "confounders",
          ["confounder", "confounding", "festive season", "other factors", "selection bias"],
          "What confounders could explain this result?",
          "Other factors, confounders such as the festive season or how cities were chosen, could explain it.",
        ],
        [
          "experiments or quasi-experiments",
          ["a/b test", "experiment", "control group", "difference-in-differences", "geo test"],
          "How would you design a geo experiment to test TV ads?",
          "An experiment with a control group, such as a geo test, can show the effect.",
        ],
      ],
      "Not necessarily: a correlation alone does not show that the ads caused the rise, because correlation is not causation. Confounders could explain it: we may have chosen cities that were already growing, the ads may have run during the festive season, or competitors may have cut spending, which is selection bias. To establish causality I would use an experiment, a geo test with matched control group cities without ads, or a difference-in-differences analysis comparing the change in ad cities with the change in similar cities.",
      [
        [
          ["ads caused the rise", "the ads probably caused", "ads did cause", "ads definitely caused"],
          "Sales rising where the ads ran does not show the ads caused it: other factors (the festive season, how the cities were chosen) could explain it, and only a test against control cities can tell.",
        ],
      ],
    ),
    q(
      "ba-elasticity",
      "Should an e-commerce company offer a 10% discount on a product? How would you decide?",
      [
        [
          "price elasticity of demand",
          ["elasticity", "price elasticity", "demand response", "volume increase"],
          "What elasticity would make the discount profitable?",
          "It depends on the price elasticity of demand: how much volume rises when the price falls.",
        ],
        [
          "margin impact: break-even volume",
          ["margin", "break-even", "contribution", "profit"],
          "Compute the volume increase needed with a 30% gross margin.",
          "Work out the volume increase needed to break even on the lower margin.",
        ],
        [
          "test and consider side effects",
          ["test", "experiment", "cannibalisation", "brand", "pull forward"],
          "What side effects could a discount have?",
          "Test the discount first and consider side effects such as cannibalisation and brand damage.",
        ],
      ],
      "It depends on price elasticity and margin. With a 30% gross margin, a 10% discount cuts the contribution margin per unit from 30 to 20, so volume must rise by 50% to break even on profit. If elasticity is high enough to beat that, it pays. I would test it with an experiment on a subset of users and watch side effects: cannibalisation of other products, demand pulled forward from future weeks and damage to the brand's price perception.",
    ),
    q(
      "ba-churn",
      "How would you analyse customer churn for a telecom operator like Jio or Airtel?",
      [
        [
          "define churn",
          ["define", "churn", "inactive", "30 days", "port out"],
          "Why does the definition of churn matter for prepaid users?",
          "Define churn clearly, for example no recharge for a set number of days or porting out.",
        ],
        [
          "drivers of churn",
          ["drivers", "network quality", "price", "tariff", "complaints", "recharge"],
          "Which data would show network quality problems?",
          "Find the drivers of churn, such as network quality, price and complaints.",
        ],
        [
          "predict and target",
          ["model", "predict", "logistic", "score", "retention offer"],
          "How would you decide who gets a retention offer?",
          "Predict who is likely to churn and target them with retention offers.",
        ],
        [
          "ARPU impact",
          ["arpu", "revenue", "value", "high-value"],
          "Why might you focus on high-ARPU customers?",
          "Weigh churn by revenue, focusing on high-ARPU customers.",
        ],
      ],
      "First define churn: for prepaid users, no recharge or usage for 30 days, or a port-out via MNP. Then analyse drivers: network quality (call drops, data speed in their area), tariff changes, complaints and recharge patterns. I would build a churn model, such as logistic regression, to score each customer and target retention offers at customers likely to churn whose ARPU makes saving them worthwhile, measuring the uplift with a control group.",
    ),
    q(
      "ba-cleaning",
      "You receive a messy sales dataset. How do you clean it?",
      [
        [
          "missing values",
          ["missing", "null", "blank", "impute"],
          "When would you drop rows and when impute?",
          "Handle missing values, by dropping or imputing them.",
        ],
        [
          "duplicates",
          ["duplicate", "dedupe", "unique"],
          "How would you find duplicates with no clean ID?",
          "Find and remove duplicate records, such as the same order entered twice.",
        ],
        [
          "outliers and invalid values",
          ["outlier", "invalid", "negative", "typo", "range check"],
          "How would you decide whether an outlier is an error?",
          "Find outliers and invalid values with range checks.",
        ],
        [
          "consistent formats",
          ["format", "dates", "consistent", "standardise", "units"],
          "Give examples of format problems in Indian data, like dates or city names.",
          "Standardise formats such as dates, units and city names.",
        ],
      ],
      "I profile the data first, then handle missing values (drop or impute depending on how many and why they are missing), remove duplicates, and check outliers and invalid values such as negative quantities or prices far out of range, confirming with the business before removing. I standardise formats: dates in one format (dd/mm/yyyy vs mm/dd/yyyy), consistent city names like Bengaluru and Bangalore, units such as lakhs vs rupees. I document every step so the cleaning is reproducible.",
    ),
    q(
      "ba-pvalue",
      "Explain a p-value to a business manager.",
      [
        [
          "probability of the result if there were no real effect",
          ["no real effect", "chance", "null hypothesis", "random"],
          "Why is the p-value not the probability that the hypothesis is true?",
          "It is the chance of seeing a result this large by chance if there were no real effect.",
        ],
        [
          "threshold like 5%",
          ["5%", "0.05", "significance level", "threshold"],
          "Why is 5% a convention and not a law?",
          "It is compared with a threshold, usually 5%.",
        ],
        [
          "practical versus statistical significance",
          ["practical", "business impact", "effect size", "meaningful"],
          "Can a result be significant but useless?",
          "A statistically significant result may still be too small to matter for the business.",
        ],
      ],
      "A p-value is the probability of seeing a difference at least this large by chance if there were no real effect, the null hypothesis. If the new page converted 5.4% against 5.0% and p = 0.02, there is only a 2% chance of that gap from randomness alone, below our 5% significance level, so we treat it as real. But statistical significance is not practical significance: a tiny effect size may not justify the cost, so I always report the business impact too.",
      [
        [
          [
            "probability that the hypothesis is true",
            "probability that our hypothesis is correct",
            "probability that the hypothesis is correct",
            "probability the null hypothesis is true",
            "result is proven",
            "probability ... hypothesis is true",
            "chance ... really works",
            "chance the campaign works",
          ],
          "The p-value is not the probability that a hypothesis is true, and it proves nothing: it is how likely a result this large would be by chance if there were no real effect.",
        ],
        [
          [
            "lower p-value means a bigger",
            "smaller p-value means a bigger",
            "lower p-value ... bigger impact",
            "lower p-value ... larger effect",
          ],
          "A smaller p-value does not mean a bigger effect: it only says the result is less likely to be chance. A tiny effect can have a tiny p-value in a large sample, so report the effect size and what it is worth to the business.",
        ],
      ],
    ),
    q(
      "ba-d2c",
      "How would you evaluate the unit economics of a D2C brand?",
      [
        [
          "customer acquisition cost",
          ["cac", "customer acquisition cost", "marketing spend"],
          "How would you compute blended versus paid CAC?",
          "Customer acquisition cost: marketing spend per new customer.",
        ],
        [
          "lifetime value",
          ["ltv", "lifetime value", "repeat purchase", "retention"],
          "How would you estimate LTV for a brand that is one year old?",
          "Lifetime value from repeat purchases and retention.",
        ],
        [
          "contribution margin per order",
          ["contribution margin", "gross margin", "shipping", "returns", "per order"],
          "Which costs come between gross margin and contribution margin?",
          "Contribution margin per order after shipping, returns and fees.",
        ],
        [
          "LTV to CAC ratio and payback",
          ["ltv/cac", "ltv to cac", "payback", "3x"],
          "What LTV to CAC ratio would you want?",
          "The ratio of lifetime value to acquisition cost, and the payback period.",
        ],
      ],
      "I compare customer acquisition cost (CAC), marketing spend per new customer, with lifetime value (LTV): contribution margin per order times expected orders from repeat purchases. Contribution margin per order subtracts product cost, shipping, payment fees and returns, which are high for cash-on-delivery in India. A healthy brand has LTV/CAC above 3x and a payback period under a year.",
    ),
    q(
      "ba-forecast",
      "How would you forecast demand for a product during the Diwali season?",
      [
        [
          "seasonality from history",
          ["seasonality", "last year", "history", "festive"],
          "How would you handle Diwali falling on different dates each year?",
          "Use seasonality from past festive seasons.",
        ],
        [
          "time-series methods",
          ["time series", "moving average", "exponential smoothing", "arima", "trend"],
          "Which method would you start with and why?",
          "Apply a time-series method such as moving averages or exponential smoothing.",
        ],
        [
          "external drivers and promotions",
          ["promotions", "discounts", "marketing", "sale", "external"],
          "How would you include a planned sale?",
          "Add external drivers such as promotions and marketing.",
        ],
        [
          "measure forecast accuracy",
          ["mape", "accuracy", "error", "backtest"],
          "How would you measure forecast accuracy?",
          "Measure forecast accuracy, for example with MAPE on past periods.",
        ],
      ],
      "I would use history to capture seasonality, aligning festive weeks by the Diwali date since it moves between October and November. I would start with a time-series method such as exponential smoothing with trend and seasonality, adding external drivers like promotions, discounts and marketing spend, and planned sales events. I would backtest on previous festive seasons and measure accuracy with MAPE before committing inventory.",
    ),
    q(
      "ba-pivot",
      "How would you summarise sales by region and month in Excel?",
      [
        [
          "pivot table",
          ["pivot table", "pivot"],
          "How would you add a calculated field for margin?",
          "Use a pivot table, which summarises thousands of rows without writing formulas.",
        ],
        [
          "rows, columns and values",
          ["rows", "columns", "values", "sum"],
          "Where would region and month go?",
          "Put region in rows, month in columns and the sum of sales as values.",
        ],
        [
          "clean source data as a table",
          ["table", "clean data", "ctrl+t", "refresh"],
          "Why convert the source range to a table first?",
          "Keep the source data clean, as an Excel table, so the pivot refreshes.",
        ],
        [
          "alternatives: SUMIFS",
          ["sumifs", "formula", "power query"],
          "When would you use SUMIFS instead of a pivot?",
          "SUMIFS formulas or Power Query are alternatives.",
        ],
      ],
      "I would convert the source data into a table (Ctrl+T) so new rows are included on refresh, then insert a pivot table with region in rows, month in columns and the sum of sales in values, grouping dates by month. A calculated field can show margin. For a fixed report layout, SUMIFS formulas or Power Query give more control.",
    ),
    q(
      "ba-delivery-time",
      "Average delivery time has risen from 28 to 35 minutes. How would you find the root cause?",
      [
        [
          "break the metric into stages",
          ["stages", "preparation", "assignment", "pickup", "travel time", "components"],
          "Which stage would you check first?",
          "Break delivery time into stages: preparation, assignment, pickup and travel.",
        ],
        [
          "segment by city, time and partner",
          ["city", "peak hours", "segment", "restaurant", "rider"],
          "What would a rise only at peak hours suggest?",
          "Segment by city, time of day, restaurant and rider.",
        ],
        [
          "mix effects",
          ["mix", "distance", "new cities", "order mix"],
          "How could a change in mix raise the average with no stage getting slower?",
          "Check for mix effects, such as longer distances or new cities, that raise the average.",
        ],
        [
          "hypotheses and validation",
          ["hypothesis", "validate", "data", "rain", "rider supply"],
          "How would you validate a rider-shortage hypothesis?",
          "Form hypotheses, such as rain or a rider shortage, and test them with data.",
        ],
      ],
      "I would break delivery time into stages: order to restaurant acceptance, food preparation, rider assignment, pickup and travel time, to see which stage grew. Then segment by city, peak hours, restaurant and rider. I would also check mix effects: more long-distance orders or growth in new cities can raise the average with no stage slower. Then I form hypotheses, such as rider supply shortage during rain, and validate each with data.",
    ),
    q(
      "ba-storytelling",
      "How do you present analysis to senior stakeholders?",
      [
        [
          "lead with the answer",
          ["answer first", "recommendation", "pyramid principle", "headline", "so what"],
          "What is the pyramid principle?",
          "Lead with the answer or recommendation.",
        ],
        [
          "support with few key numbers and visuals",
          ["key numbers", "chart", "visual", "evidence"],
          "How many charts would you put on a slide?",
          "Support it with a few key numbers and clear charts.",
        ],
        [
          "tailor to audience and decision",
          ["audience", "decision", "business terms", "stakeholder"],
          "How would you adapt the same analysis for the CFO and for operations?",
          "Tailor the message to the audience and the decision they face.",
        ],
        [
          "next steps and risks",
          ["next steps", "risks", "assumptions", "ask"],
          "What would you do if a stakeholder disagrees with the data?",
          "Close with next steps, risks and assumptions.",
        ],
      ],
      "I lead with the answer and recommendation, following the pyramid principle: the headline first, then supporting points. Each point has key numbers and one clear chart as evidence. I tailor the language to the audience and the decision: business terms and rupee impact for a CFO, operational detail for operations heads. I close with next steps, assumptions and risks, and what I need from them.",
    ),
    q(
      "ba-credit-card",
      "Which metrics would you track for a bank's credit card business?",
      [
        [
          "spends and activation",
          ["spends", "activation", "active cards", "cards in force"],
          "Why does activation matter more than card issuance?",
          "Spends and the share of cards that are active.",
        ],
        [
          "revolve rate and interest income",
          ["revolve", "revolvers", "interest income", "emi"],
          "Why do revolvers drive profitability?",
          "How many customers revolve balances, which drives interest income.",
        ],
        [
          "delinquency",
          ["delinquency", "dpd", "30+", "npa", "credit loss"],
          "How would you track early delinquency?",
          "Delinquency, such as accounts 30 days or more past due.",
        ],
        [
          "acquisition cost and rewards",
          ["acquisition cost", "rewards", "interchange", "fees"],
          "How does interchange income work?",
          "The cost of acquiring customers and of rewards against interchange and fee income.",
        ],
      ],
      "I track cards in force and the activation rate, spends per active card, and the revolve rate, because customers who revolve or convert to EMI generate most of the interest income. Fee and interchange income add to revenue, while rewards and acquisition cost reduce it. Risk metrics are delinquency buckets such as 30+ and 90+ DPD, roll rates and credit losses, watched by sourcing channel and vintage.",
    ),
    q(
      "ba-inventory",
      "How would you reduce stock-outs without raising inventory too much?",
      [
        [
          "ABC classification",
          ["abc", "classification", "fast-moving", "high value"],
          "How would you classify SKUs?",
          "Classify items, for example ABC by value, to focus effort.",
        ],
        [
          "safety stock and reorder point",
          ["safety stock", "reorder point", "lead time", "service level"],
          "How is safety stock calculated?",
          "Set safety stock and reorder points from lead time and service level.",
        ],
        [
          "better demand forecast",
          ["forecast", "demand", "seasonality"],
          "How would a better forecast reduce inventory?",
          "Improve the demand forecast.",
        ],
        [
          "EOQ or replenishment policy",
          ["eoq", "economic order quantity", "replenishment", "order quantity"],
          "What does EOQ trade off?",
          "Use a replenishment policy such as the economic order quantity.",
        ],
      ],
      "I would classify SKUs with ABC analysis so fast-moving, high-value A items get the most attention. For each, set safety stock from demand variability, lead time and the target service level, and a reorder point = average demand during lead time + safety stock. A better demand forecast reduces the variability, so less safety stock is needed. Order quantity comes from EOQ, which balances ordering cost against holding cost.",
    ),
    q(
      "ba-simpson",
      "What is Simpson's paradox? Give a business example.",
      [
        [
          "trend reverses when groups are combined",
          ["reverses", "combined", "aggregate", "overall"],
          "Why does this happen mathematically?",
          "A trend in every group can reverse when the groups are combined.",
        ],
        [
          "confounding mix",
          ["mix", "weights", "confounding", "group sizes"],
          "How would you spot it in a dashboard?",
          "It happens because the groups' sizes or mix differ, a confounding factor.",
        ],
        [
          "business example",
          ["conversion", "city", "channel", "example", "campaign"],
          "How would you present the correct conclusion?",
          "Give a business example, such as conversion rates by channel or city.",
        ],
      ],
      "Simpson's paradox is when a trend in every group reverses when the groups are combined, because the mix, the group sizes or weights, differs: a confounding variable. Example: campaign A has higher conversion than B in both metro and non-metro cities, yet lower conversion overall, because A ran mostly in non-metro cities where conversion is lower. Always check segment-level results before trusting an aggregate.",
    ),
    q(
      "ba-north-star",
      "What would be a good North Star metric for a stock-broking app like Zerodha or Groww?",
      [
        [
          "reflects value delivered to users",
          ["value", "customers", "users", "delivered"],
          "Why not simply use app downloads?",
          "It should reflect the value users get from the app.",
        ],
        [
          "candidate metric",
          ["active traders", "active clients", "monthly transacting users", "assets"],
          "Why active clients rather than registered accounts?",
          "Propose a metric, such as monthly active or transacting clients.",
        ],
        [
          "leads to revenue",
          ["revenue", "brokerage", "long-term", "predicts"],
          "How does your metric link to revenue?",
          "It should lead to revenue over the long term.",
        ],
        [
          "supporting input metrics",
          ["input metrics", "activation", "kyc", "first trade", "retention"],
          "Which input metrics would the team work on?",
          "Support it with input metrics such as KYC completion, first trade and retention.",
        ],
      ],
      "A North Star metric should reflect the value delivered to users and predict long-term revenue. For a broker I would choose monthly active transacting clients, which NSE publishes as active clients, rather than downloads or registered accounts, since brokerage revenue comes from users who trade or invest. Supporting input metrics: KYC completion, time to first trade, activation and retention of new users.",
    ),
    q(
      "ba-survey",
      "You need to survey customers about a new product. What biases would you watch for?",
      [
        [
          "sampling or selection bias",
          ["sampling bias", "selection bias", "representative", "sample"],
          "How would you make the sample representative of Indian customers outside metros?",
          "Sampling or selection bias: the sample may not represent customers.",
        ],
        [
          "non-response bias",
          ["non-response", "response rate", "who answers"],
          "How would you correct for low response rates?",
          "Non-response bias: those who answer may differ from those who do not.",
        ],
        [
          "question wording and leading questions",
          ["leading question", "wording", "neutral", "order"],
          "Rewrite a leading question neutrally.",
          "Question wording: leading questions push answers.",
        ],
        [
          "stated versus revealed preference",
          ["stated", "revealed", "actual behaviour", "say vs do"],
          "Why do people say they would buy but then don't?",
          "What people say they will do often differs from what they actually do.",
        ],
      ],
      "I would watch sampling (selection) bias: an online survey misses offline, non-English-speaking and tier-3 customers, so I would use a representative sample with quotas. Non-response bias: those who answer may differ from those who don't, so I track response rate and weight results. Leading questions skew answers, so wording must be neutral and order randomised. Finally, stated preference differs from revealed preference: what people say they will buy vs actual behaviour, so I would validate with a pilot.",
    ),
    q(
      "ba-sql-window",
      "How would you find each customer's most recent order in SQL?",
      [
        [
          "window function ROW_NUMBER",
          ["row_number", "window function", "partition by"],
          "Why PARTITION BY customer?",
          "Use a window function, ROW_NUMBER partitioned by customer.",
        ],
        [
          "order by date descending",
          ["order by", "desc", "descending", "latest"],
          "What about two orders with the same timestamp?",
          "Order each customer's rows by date, newest first.",
        ],
        [
          "filter rank = 1",
          ["rank = 1", "rn = 1", "filter", "cte", "subquery"],
          "Why can't you filter a window function in WHERE directly?",
          "Keep only the first row per customer, in a CTE or subquery.",
        ],
      ],
      "I would use a window function: ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY order_date DESC) AS rn in a CTE, then select rows where rn = 1 from the CTE, because window functions cannot be filtered in WHERE directly. Ties on the same timestamp need a tie-breaker such as order_id in the ORDER BY; RANK would return both tied rows.",
    ),
  ],
};
