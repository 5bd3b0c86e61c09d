// More common wrong claims per bank question (issue 40), in the form of wrong-claims.ts: investment banking, equity
// research and F&O questions beyond the first set.
import type { MisconceptionSpec } from "./types.ts";

export const WRONG_CLAIMS_MORE: Record<string, MisconceptionSpec[]> = {
  "ib-precedents": [
    [
      ["precedents {is} lower|cheaper than trading", "precedent multiples {is} {down}", "no control premium"],
      "Precedent transaction multiples are usually higher than trading comparables because a buyer pays a control premium (and expected synergies).",
    ],
    [
      ["precedents use current market prices", "precedents reflect today's market"],
      "Precedents reflect prices paid in past deals, in the market conditions of their time; trading comparables reflect today's share prices.",
    ],
    [
      ["precedents {is} {always} more reliable", "precedents {is} more accurate"],
      "Precedents are often less reliable: few deals, old data, undisclosed terms and deal-specific synergies.",
    ],
  ],
  "ib-bank-valuation": [
    [
      ["value banks with ev/ebitda", "ev/ebitda works for banks", "use ev/ebitda for banks"],
      "For a bank debt is raw material, not financing: interest is its main operating cost, so EV and EBITDA mean nothing. Use P/B against ROE, P/E, or a dividend discount / residual income model.",
    ],
    [
      ["deposits {is} like any other debt", "subtract deposits"],
      "Deposits are the bank's operating liabilities, not capital to subtract in an EV bridge; value the equity directly.",
    ],
    [
      ["unlevered dcf {is} best for banks", "fcff for banks"],
      "An unlevered FCFF DCF does not work for banks; use free cash flow to equity or dividends, constrained by capital adequacy (CRAR) rules.",
    ],
  ],
  "ib-debt-vs-equity": [
    [
      ["debt {is} {always} cheaper so", "{always} use debt", "debt has no cost"],
      "Debt is cheaper after tax but raises financial risk and the cost of equity; capacity depends on cash flows, leverage (net debt/EBITDA), covenants and rating.",
    ],
    [
      [
        "equity {is} free",
        "equity has no cost",
        "equity {is} cheaper than debt",
        "equity is the cheaper|cheapest source|form|option",
      ],
      "Equity is the most expensive capital: shareholders require a higher return than lenders and new shares dilute existing owners' EPS and control.",
    ],
    [
      ["interest is not tax deductible", "no tax benefit of debt"],
      "Interest is tax-deductible in India, which is the debt tax shield (subject to limits such as those on interest paid to related non-residents).",
    ],
  ],
  "ib-synergies": [
    [
      [
        "revenue synergies {is} more reliable",
        "bankers trust revenue synergies more",
        "more faith|confidence in revenue synergies",
        "revenue synergies {is} easier to realise|realize|achieve|deliver",
        "cost synergies {is} unreliable",
        "cost synergies {is} notoriously|often|usually unreliable",
        "trust revenue synergies",
      ],
      "Bankers trust cost synergies more: they are within management's control (closing plants, cutting overlaps), while revenue synergies depend on customers and competitors.",
    ],
    [
      ["synergies are realised immediately", "synergies come at no cost"],
      "Synergies take years to realise and have integration costs; they should be phased in and net of those costs.",
    ],
    [
      ["pay the full synergies to the seller", "pay for all the synergies"],
      "A buyer that pays the seller all the synergies in the premium creates no value for its own shareholders.",
    ],
  ],
  "ib-ind-as-116": [
    [
      ["ebitda {down} under ind as 116", "ind as 116 reduced ebitda", "ebitda goes down"],
      "Ind AS 116 raised EBITDA: the lease rent moved out of operating costs into depreciation of the right-of-use asset and interest on the lease liability.",
    ],
    [
      ["net debt {is} unchanged|falls under ind as 116", "no effect on net debt", "net debt {down}"],
      "Net debt rose: lease liabilities, the present value of future lease payments, came onto the balance sheet.",
    ],
    [
      ["cash flows change", "ind as 116 changed the cash", "cash paid changes"],
      "The cash paid for leases does not change; only its presentation moves (principal to financing, interest to financing or operating), so compare like with like.",
    ],
  ],
  "ib-buyback": [
    [
      [
        "buyback is taxed like capital gains|as capital gains for the company",
        "buyback tax is paid by the company",
      ],
      "Since 1 October 2024 buyback proceeds are taxed as dividends in shareholders' hands in India (the company no longer pays the 20% buyback tax), so the tax edge of buybacks is gone for most holders.",
    ],
    [
      ["buyback {always} creates value", "buyback {always} {up} value"],
      "A buyback creates value only if the shares are bought below their intrinsic value; it raises EPS mechanically but not value per se.",
    ],
    [
      ["dividends and buybacks are taxed the {same} for the company", "dividend distribution tax is paid"],
      "India abolished the dividend distribution tax in 2020: dividends are taxed in shareholders' hands at their slab rates.",
    ],
  ],
  "ib-minority": [
    [
      ["subtract minority interest to get enterprise", "minus minority interest to get ev"],
      "From equity value to EV you add minority interest: the consolidated EBITDA includes 100% of subsidiaries, so EV must include the minority holders' claim too.",
    ],
    [
      ["minority interest is a liability like debt", "minority interest {is} debt"],
      "Minority interest is part of equity (non-controlling interest), the outside shareholders' stake in subsidiaries; it is added for consistency, not because it is debt.",
    ],
    [
      ["minority interest is the promoter", "minority interest {is} retail investors"],
      "Minority (non-controlling) interest is outside owners' share of subsidiaries the parent consolidates, not the parent's own minority shareholders.",
    ],
  ],
  "ib-loss-making": [
    [
      ["use p/e for a loss-making", "p/e ratio of the start-up", "value it on p/e"],
      "P/E is meaningless with losses; use EV/revenue or EV/GMV against peers, unit economics (contribution per order) and a DCF of the path to profit.",
    ],
    [
      ["cannot value a loss-making", "impossible to value"],
      "A loss-making company can be valued: forecast the path to steady-state margins, discount it at a high rate, and cross-check with revenue multiples and recent funding rounds.",
    ],
    [
      ["last funding round is the fair value", "funding round valuation is the fair value"],
      "A funding round's post-money value often includes preference terms (liquidation preferences) and is not the value of an ordinary share.",
    ],
  ],
  "ib-qip": [
    [
      ["qip is open to retail investors", "retail investors can apply in a qip"],
      "A QIP is placed only with qualified institutional buyers (mutual funds, insurers, FPIs, banks), not retail investors.",
    ],
    [
      ["qip needs a draft red herring prospectus approved by sebi", "sebi approval before a qip"],
      "A QIP needs no pre-issue SEBI vetting of an offer document: only a placement document and shareholder approval, which is why it is fast.",
    ],
    [
      ["qip price can be any discount", "qip can be priced freely"],
      "A QIP is priced at or above a SEBI floor (the average of weekly high and low prices over the two weeks before the relevant date), with at most a 5% discount to it.",
    ],
  ],
  "ib-scheme": [
    [
      ["mergers are approved by sebi alone", "sebi approves the merger"],
      "A merger in India is a scheme of arrangement approved by the NCLT under sections 230-232 of the Companies Act; SEBI and the exchanges give observations for listed companies.",
    ],
    [
      ["simple majority of shareholders", "50% of shareholders approve"],
      "The scheme needs a majority in number representing three-fourths in value of the shareholders (and creditors) voting.",
    ],
    [
      ["no court or tribunal", "no tribunal approval"],
      "NCLT sanction is required for a scheme (a fast-track route exists only for small companies and wholly owned subsidiaries).",
    ],
  ],
  "ib-recent-deal": [
    [
      ["synergies are guaranteed", "deal will definitely create value"],
      "No deal's value is guaranteed: judge it on price paid against standalone value plus realistic, phased synergies net of integration costs.",
    ],
    [
      ["paid a low price because the deal size", "deal was cheap because it was big"],
      "Judge the price on multiples (EV/EBITDA, P/B) and premium to the undisturbed price, not the absolute deal size.",
    ],
    [
      ["open offer was {unneeded}", "no open offer was required because"],
      "Under SEBI's Takeover Code an acquisition of 25% or more of voting rights (or control) triggers an open offer for at least 26% more.",
    ],
  ],
  "er-bank-metrics": [
    [
      ["{up} casa ratio ... worse|raises the cost", "casa ... {up} the cost of funds"],
      "A higher CASA ratio lowers the cost of funds: current and savings deposits pay little or no interest.",
    ],
    [
      ["{up} gnpa {is} better", "{up} npa {is} good", "{up} provision coverage {is} bad"],
      "Lower gross and net NPAs and a higher provision coverage ratio mean cleaner asset quality.",
    ],
    [
      ["value banks on ev/ebitda", "ebitda of the bank"],
      "Banks are valued on P/B against ROE and ROA, not EV/EBITDA: interest is their main operating cost.",
    ],
  ],
  "er-moat": [
    [
      ["high market share is a moat", "being big is a moat"],
      "Size or market share alone is not a moat; a moat is a lasting advantage (brand, network effects, switching costs, cost advantage, licences) that keeps returns above the cost of capital.",
    ],
    [
      ["moat {is} high growth", "a moat {is} fast growth"],
      "A moat protects returns on capital over time; it is about durable high ROCE, not growth.",
    ],
    [
      ["every fmcg company has a moat", "all banks have a moat"],
      "A moat is company-specific and must show in sustained ROCE above the cost of capital; sector membership is not one.",
    ],
  ],
  "er-reverse-dcf": [
    [
      ["reverse dcf gives the target price", "reverse dcf calculates the fair value"],
      "A reverse DCF does not give a fair value: it starts from today's price and solves for the growth or margins the market is implying, which you then judge.",
    ],
    [
      ["reverse dcf ... discount rate ... solve|solves for the share price"],
      "In a reverse DCF the price is the input and the implied growth (or margin) is the output, not the other way round.",
    ],
    [
      ["reverse dcf only for loss-making", "reverse dcf {is} for start-ups only"],
      "A reverse DCF suits any richly valued stock, especially high-multiple consumer or tech names, to test what growth the price needs.",
    ],
  ],
  "er-promoter": [
    [
      ["pledging shows confidence", "pledge shows the promoter {is} confident", "pledging {is} positive"],
      "Promoter pledging is a red flag: if the price falls, lenders can invoke and sell the pledged shares, pushing it down further.",
    ],
    [
      ["promoter selling {is} {always} positive", "{down} promoter holding {is} good"],
      "Falling promoter holding (outside planned stake sales for minimum public shareholding) can signal reduced confidence and needs an explanation.",
    ],
    [
      ["promoter holding above 75% is allowed", "promoters can hold 90%"],
      "Listed companies in India must keep at least 25% public shareholding, so promoters can hold at most 75%.",
    ],
  ],
  "er-ccc": [
    [
      ["plus payable days", "inventory days plus receivable days plus payable days"],
      "CCC = inventory days + receivable days - payable days: supplier credit shortens the cycle.",
    ],
    [
      ["longer cash conversion cycle {is} better", "longer cycle {is} better"],
      "A longer cycle ties up more cash in working capital; a shorter (even negative, as for some FMCG and retail companies) cycle is better.",
    ],
    [
      ["{same} for every sector", "all sectors have a similar cycle"],
      "The cycle differs sharply by sector: negative for FMCG and quick commerce with supplier credit, long for capital goods, real estate and jewellery.",
    ],
  ],
  "er-operating-leverage": [
    [
      [
        "operating leverage ... debt",
        "operating leverage comes from debt",
        "operating leverage {is} about borrowing",
      ],
      "Operating leverage comes from fixed operating costs (plants, salaries, rent), not debt; debt creates financial leverage.",
    ],
    [
      ["high operating leverage {down} risk", "operating leverage {down} risk"],
      "High operating leverage raises risk: profits rise faster than sales in good times and fall faster in bad ones.",
    ],
    [
      ["profit {up} at the {same} rate as sales", "ebit {up} in line with revenue"],
      "With fixed costs, EBIT grows faster than sales: a 10% rise in sales may lift EBIT by 20-30%.",
    ],
  ],
  "er-cyclicals": [
    [
      ["buy when the p/e {is} lowest", "low p/e at the peak ... buy", "buy cyclicals at a low p/e"],
      "For cyclicals a low P/E often marks the peak of earnings (and a high one the trough); value them on normalised, mid-cycle earnings or EV/tonne and replacement cost.",
    ],
    [
      ["use peak earnings", "apply the multiple to peak"],
      "Use mid-cycle, normalised earnings; peak earnings overstate value.",
    ],
    [
      ["cyclicals have stable earnings", "cement earnings {is} stable"],
      "Cement and steel earnings swing with prices, capacity utilisation and input costs; that volatility is why normalised earnings are used.",
    ],
  ],
  "er-target-price": [
    [
      ["target price is the current price", "target price {is} the market price"],
      "A target price is the analyst's estimate of value in 12 months from a valuation (DCF or multiples), compared with the current price to set the rating.",
    ],
    [
      ["rating is based on the p/e alone", "buy if the p/e {is} low"],
      "The rating follows the expected return to the target price (for example Buy above 15% upside), not one multiple.",
    ],
    [
      ["target price never changes", "keep the target fixed"],
      "Targets are revised as estimates, rates and facts change; a thesis-breaking change should change the rating.",
    ],
  ],
  "er-dividend": [
    [
      ["high dividend yield {is} {always} attractive", "high yield {is} undervalued", "guaranteed return"],
      "A high yield can be a value trap: check payout sustainability (payout ratio, free cash flow cover), the business outlook and whether the price has fallen for a reason.",
    ],
    [
      ["dividends {is} tax-free", "dividend income {is} tax free"],
      "Dividends are taxed in the shareholder's hands at slab rates in India since 2020 (TDS above ₹5,000 a year; ₹10,000 from April 2025).",
    ],
    [
      ["payout above 100% {is} sustainable", "paying more than profit {is} sustainable"],
      "Paying out more than earnings or free cash flow is not sustainable for long; it drains the balance sheet.",
    ],
  ],
  "er-sotp": [
    [
      [
        "no holding company discount",
        "deserve|deserves ... a conglomerate premium",
        "add|apply a conglomerate premium",
        "add the parts at full value",
      ],
      "Listed holdings are usually valued at a holding company discount (often 20-50% in India) for tax leakage, lack of control and capital allocation risk.",
    ],
    [
      [
        "use one multiple for all segments",
        "{same} multiple for every segment",
        "apply|use the {same} ... multiple ... to|for each|every|all segment|segments",
      ],
      "Each segment gets the multiple or method of its own peers; one multiple for all defeats the purpose of SOTP.",
    ],
    [
      [
        "ignore the debt",
        "sotp needs no debt adjustment",
        "{unneeded} to subtract|deduct ... net debt",
        "ev already {is} equity value",
      ],
      "Subtract net debt held at the parent (and unallocated costs) after adding the segments' enterprise values.",
    ],
  ],
  "er-top-down": [
    [
      ["top-down ignores the company", "top-down {is} no company analysis"],
      "Top-down starts from the economy and sectors but still ends with picking companies within them.",
    ],
    [
      ["bottom-up ignores valuation", "bottom-up {is} ignoring the economy"],
      "Bottom-up starts from the company's business and valuation; a good bottom-up analyst still checks the macro that drives its earnings.",
    ],
    [
      ["only one approach works", "top-down {is} {always} better", "bottom-up {is} {always} better"],
      "Most analysts combine the two: macro and sector views set the context, company work picks the stocks.",
    ],
  ],
  "er-insurance": [
    [
      ["value insurers with p/e", "ev/ebitda for an insurer"],
      "Life insurers are valued on embedded value (P/EV) and the value of new business (VNB) and its margin, not on P/E or EV/EBITDA.",
    ],
    [
      ["vnb margin is the net profit margin", "vnb {is} profit for the year"],
      "VNB is the present value of future profits on policies sold in the year; its margin is VNB over annualised premium equivalent (APE), not an accounting profit margin.",
    ],
    [
      ["embedded value is the book value", "embedded value {is} net worth"],
      "Embedded value is adjusted net worth plus the value of in-force business (future profits on existing policies), well above book value.",
    ],
  ],
  "er-it-services": [
    [
      ["rupee appreciation helps|boosts it companies", "stronger rupee helps it"],
      "A stronger rupee hurts Indian IT exporters: their revenue is in dollars and most costs in rupees, so margins fall.",
    ],
    [
      ["attrition {is} good for margins", "high attrition improves"],
      "High attrition raises hiring, training and wage costs and can hurt delivery; it pressures margins.",
    ],
    [
      ["deal wins {is} revenue this quarter", "tcv is recognised as revenue"],
      "Total contract value is booked over the life of a deal, often five years; it signals future revenue, not this quarter's.",
    ],
  ],
  "er-fmcg": [
    [
      [
        "fmcg growth comes only from price",
        "volume growth {unneeded}",
        "price-led growth is|as the ... most important|best|key",
        "volume growth {is} just|only|merely ... discounting",
      ],
      "Separate volume from price/mix growth: FMCG results are judged on underlying volume growth, since price hikes alone do not last.",
    ],
    [
      ["rural demand {unneeded}", "rural {is} {unneeded} for fmcg"],
      "Rural India is a large share of FMCG sales (often a third or more), so monsoon, rural wages and inflation matter.",
    ],
    [
      [
        "raw material prices do not affect",
        "input costs {unneeded} for fmcg",
        "{up} commodity|input|raw material prices|costs expand|improve|widen|help|boost margins",
        "prices|costs {up} ... margins actually|also expand|widen|improve",
      ],
      "Input costs (palm oil, crude derivatives, milk, packaging) drive gross margins; watch them against price increases.",
    ],
  ],
  "er-red-flags": [
    [
      ["frequent auditor changes {is} normal", "auditor resignation {is} normal"],
      "An auditor resigning mid-term, or frequent changes, is a red flag: read the resignation letter and the reasons given.",
    ],
    [
      ["related party transactions {is} {always} fine", "related-party transactions are not a concern"],
      "Large or rising related-party transactions can move value from minority shareholders to promoters; they need scrutiny.",
    ],
    [
      ["contingent liabilities {unneeded}", "ignore contingent liabilities"],
      "Large contingent liabilities (guarantees, disputed taxes) can become real liabilities; read the notes.",
    ],
  ],
  "er-results": [
    [
      ["only look at net profit", "just check the net profit"],
      "Check revenue, margins and the drivers behind them against estimates and consensus, one-offs and management commentary, not only net profit.",
    ],
    [
      ["wait for the annual report", "nothing to do until"],
      "In the first hour you compare the numbers with your estimates and consensus, flag one-offs and send a first take to clients; the detailed model update follows.",
    ],
    [
      ["beat on profit {is} buy", "profit beat {is} the stock will {up}"],
      "A profit beat from one-offs, tax or other income is low quality; the guidance and the operating drivers matter more for the stock.",
    ],
  ],
  "er-auto": [
    [
      ["interest rates do not affect auto", "rates {unneeded} for auto demand"],
      "Most vehicles are bought on credit, so interest rates and financing availability drive auto demand.",
    ],
    [
      ["commodity prices do not affect margins", "steel prices {unneeded}"],
      "Steel, aluminium and precious-metal prices drive auto makers' gross margins.",
    ],
    [
      ["ev transition {unneeded}", "electric vehicles {is} {unneeded}"],
      "The EV transition (two-wheelers and buses first in India) changes market shares, capex and margins; it matters for valuations.",
    ],
  ],
  "er-capital-allocation": [
    [
      ["more acquisitions mean better", "growth by acquisitions {is} {always} good"],
      "Judge capital allocation by the return on the capital deployed against the cost of capital, not by how much is spent or acquired.",
    ],
    [
      ["high cash balance {is} {always} good", "hoarding cash {is} good"],
      "Idle cash well beyond needs lowers ROE; returning it (dividends, buybacks) can be better allocation.",
    ],
    [
      ["roce {unneeded}", "ignore roce"],
      "Track ROCE and incremental ROCE over time: they show whether new capital earns more than its cost.",
    ],
  ],
  "er-primary-research": [
    [
      ["primary research {is} reading the annual report", "annual report {is} primary research"],
      "Annual reports and filings are secondary sources; primary research means talking to dealers, distributors, customers, suppliers and ex-employees, or store visits and surveys.",
    ],
    [
      ["ask management for inside information", "get unpublished information"],
      "Seeking unpublished price-sensitive information breaches SEBI's insider trading rules; primary research uses lawful channel checks.",
    ],
    [
      ["one conversation {is} {enough}", "one dealer {is} {enough}"],
      "Channel checks need many sources across regions to avoid anecdote.",
    ],
  ],
  "ib-ipo-india": [
    [
      ["drhp is filed with rbi", "file the drhp with the rbi"],
      "The draft red herring prospectus is filed with SEBI (and the exchanges), not the RBI.",
    ],
    [
      ["retail investors get 75%", "retail gets the largest"],
      "In a book-built IPO by a profitable company, at least 35% is for retail investors, at most 50% for QIBs and at least 15% for non-institutional investors.",
    ],
  ],
  "ib-open-offer": [
    [
      ["open offer at 5%", "crossing 5% triggers an open offer"],
      "Under SEBI's Takeover Code an open offer is triggered at 25% of voting rights (or acquiring control), and by creeping acquisitions of more than 5% a year for holders between 25% and 75%.",
    ],
    [
      ["open offer for 100%", "must buy all the shares"],
      "The open offer is for at least 26% of the total shares, not 100%.",
    ],
  ],
  "ib-goodwill": [
    [
      ["goodwill is created when the price {is} below", "paying less than book creates goodwill"],
      "Goodwill is the price paid above the fair value of the identifiable net assets acquired; paying below it gives a bargain purchase gain (capital reserve under Ind AS).",
    ],
  ],
  "fm-structure": [
    [
      ["balance sheet first", "start with the balance sheet and plug"],
      "Build the income statement from assumptions first, then supporting schedules, the cash flow statement, and the balance sheet with cash from the cash flow, so it balances without a plug.",
    ],
    [
      ["hard-code the balance sheet", "hardcode the cash"],
      "Cash on the balance sheet should come from the cash flow statement, not be hard-coded: that is what makes the model balance.",
    ],
    [
      ["mix inputs and formulas", "inputs and calculations on the {same} cells"],
      "Keep inputs, calculations and outputs apart (inputs in one colour or sheet) so the model can be checked and changed.",
    ],
  ],
  "fm-balance": [
    [
      ["plug the difference", "add a plug", "force it to balance"],
      "Never plug a balance sheet difference; find the error: check that the cash flow's ending cash links to the balance sheet and every balance sheet change flows through the cash flow statement.",
    ],
    [
      ["the error {is} {always} in the income statement", "{always} an income statement error"],
      "Most balancing errors sit in the cash flow statement links or sign errors; check the difference year by year to find where it starts.",
    ],
  ],
  "fm-debt": [
    [
      ["interest on the closing balance", "interest on closing debt avoids"],
      "Interest on the average or opening balance; the average creates a circularity handled with a circuit breaker, the opening balance avoids it.",
    ],
    [
      ["repayments go to the income statement", "principal repayment is an expense"],
      "Principal repayments go through financing cash flow and reduce the debt balance; only interest is an expense.",
    ],
  ],
  "fm-depreciation": [
    [
      [
        "depreciation is a cash",
        "depreciation {down} cash",
        "depreciation {is} the|a cash outflow",
        "capex is expensed ... income statement|p&l ... year",
        "capex is expensed immediately|upfront",
        "expense|expensed the capex ... income statement|p&l",
      ],
      "Depreciation is a non-cash charge: it is added back in the cash flow statement; capex is the cash outflow.",
    ],
    [
      ["land is depreciated", "depreciate land"],
      "Land is not depreciated; buildings, plant and equipment are, over their useful lives (Schedule II of the Companies Act gives indicative lives).",
    ],
  ],
  "fm-xnpv": [
    [
      ["npv assumes irregular dates", "npv handles irregular dates"],
      "NPV assumes equal periods (each cash flow one period apart); XNPV and XIRR take the actual dates, so use them for irregular cash flows.",
    ],
    [
      ["xirr and irr {always} give the {same}", "xirr {is} irr"],
      "XIRR and IRR differ when cash flows are not evenly spaced; XIRR is an annualised rate on actual dates.",
    ],
  ],
  "fm-tax": [
    [
      ["corporate tax rate in india {is} 40%", "tax rate of 40%", "35% corporate tax"],
      "Most domestic companies that opt for section 115BAA pay about 25.17% (22% plus surcharge and cess); new manufacturing companies under 115BAB about 17.16%; the old regime with MAT still applies to some.",
    ],
    [
      ["tax on ebitda", "tax is calculated on ebitda"],
      "Tax is calculated on profit before tax (after depreciation and interest), adjusted for tax rules, not on EBITDA.",
    ],
  ],
  "fm-lbo-sensitivity": [
    [
      ["entry multiple does not affect irr", "purchase price {unneeded}"],
      "The entry multiple (purchase price) is one of the biggest drivers of IRR, with the exit multiple, leverage, EBITDA growth and holding period.",
    ],
    [
      [
        "longer holding {always} {up} irr",
        "holding longer {up} irr",
        "the longer ... hold|holds ... the {up} the irr",
        "longer hold ... {always} beat|beats",
      ],
      "A longer holding period often lowers IRR even as the money multiple rises, because IRR is annualised.",
    ],
  ],
  "fm-leases": [
    [
      ["lease rent stays in operating expenses", "rent remains in ebitda"],
      "Under Ind AS 116 lease rent leaves operating expenses: the lessee books depreciation on a right-of-use asset and interest on a lease liability.",
    ],
  ],
  "fm-lookups": [
    [
      ["vlookup can look left", "vlookup looks to the left"],
      "VLOOKUP searches only the first column and returns values to its right; INDEX-MATCH and XLOOKUP can look left.",
    ],
    [
      ["vlookup defaults to exact match", "vlookup {is} exact by default"],
      "VLOOKUP defaults to approximate match (TRUE) unless you pass FALSE; XLOOKUP defaults to exact match.",
    ],
    [
      ["xlookup works in every excel version", "xlookup works in excel 2010"],
      "XLOOKUP exists only in Microsoft 365 and Excel 2021 onwards; older versions need INDEX-MATCH.",
    ],
  ],
  "ba-joins": [
    [
      ["inner join keeps all rows from the left", "inner join returns all rows"],
      "An inner join keeps only rows with a match in both tables; a left join keeps every row of the left table, with nulls where there is no match.",
    ],
    [
      ["left join removes unmatched", "left join {down} rows"],
      "A left join never drops left-table rows; unmatched ones get nulls in the right table's columns.",
    ],
  ],
  "ba-simpson": [
    [
      ["simpson's paradox is when correlation {is} causation", "simpson's paradox {is} causation"],
      "Simpson's paradox is a trend that appears in every group but reverses when the groups are combined, because group sizes differ (a lurking variable).",
    ],
    [
      ["{always} use the aggregate", "aggregate data {is} {always} right"],
      "Neither the aggregate nor the split is always right: the causal question decides which to trust.",
    ],
  ],
  "ba-churn": [
    [
      ["churn is the number of new customers", "churn {is} new users"],
      "Churn is the share of customers who leave (stop paying or using) in a period.",
    ],
    [
      ["only look at overall churn", "one churn number {is} {enough}"],
      "Split churn by cohort, plan, tenure and region, and separate voluntary from involuntary churn (failed payments), to find causes.",
    ],
  ],
  "ba-sizing": [
    [
      ["exact number from google", "look it up"],
      "A guesstimate is judged on a clear, structured estimate (population × drinkers × cups a day, by segment) and sanity checks, not a memorised figure.",
    ],
  ],
  "ba-forecast": [
    [
      ["use last month's sales as the forecast", "{same} as last month"],
      "Diwali demand is seasonal: forecast from the same festive period in past years (adjusted for the shifting Diwali date), trend and promotions, not last month.",
    ],
  ],
  "ds-logistic": [
    [
      ["coefficients {is} probabilities", "coefficient is the probability"],
      "A logistic regression coefficient is the change in log-odds for a one-unit rise in the feature; exp(coefficient) is the odds ratio.",
    ],
    [
      ["logistic regression predicts continuous", "logistic regression {is} for regression"],
      "Logistic regression models the probability of a binary outcome through the sigmoid of a linear score; it is a classifier despite the name.",
    ],
    [
      ["minimises squared error", "uses least squares"],
      "Logistic regression is fitted by maximum likelihood (minimising log-loss), not least squares.",
    ],
  ],
  "ds-rf-gbm": [
    [
      ["random forest trees {is} built sequentially", "boosting trees {is} independent"],
      "Random forest builds trees independently on bootstrap samples and averages them (cuts variance); gradient boosting builds trees sequentially, each fitting the previous errors (cuts bias).",
    ],
    [
      ["boosting cannot overfit", "gradient boosting never overfits"],
      "Gradient boosting can overfit with too many trees or a high learning rate; use early stopping.",
    ],
  ],
  "ds-cv": [
    [
      ["shuffle time series", "random k-fold for time series", "shuffle the data for time series"],
      "For time series never shuffle: use forward-chaining (expanding or rolling window) validation so the model is always tested on later data.",
    ],
    [
      ["cross-validation replaces the test set", "{unneeded} for a test set"],
      "Cross-validation tunes and compares models; keep a final untouched test set for the last estimate.",
    ],
  ],
  "ds-roc-auc": [
    [
      ["auc {is} accuracy", "auc {is} accuracy"],
      "AUC is the probability that the model ranks a random positive above a random negative; it is not accuracy and ignores the threshold.",
    ],
    [["auc of 0.5 {is} good", "0.5 is a good auc"], "An AUC of 0.5 is no better than random ranking."],
    [
      ["auc {is} best for rare events", "auc {is} reliable for heavy imbalance"],
      "With heavy imbalance ROC-AUC can look good while precision is poor; check the precision-recall curve.",
    ],
  ],
  "ds-missing": [
    [
      ["{always} {down} rows with missing", "just {down} all rows"],
      "Dropping every row with a missing value can bias the data and waste information; first ask why it is missing, then impute or add a missing indicator.",
    ],
    [
      ["impute with the mean of the full dataset before", "impute before splitting"],
      "Fit imputation on the training data only; imputing with statistics of the full data leaks test information.",
    ],
  ],
  "ds-linreg-assumptions": [
    [
      ["features must be normally distributed", "x must be normal"],
      "Linear regression does not need normally distributed features; the assumptions are about the errors (independent, constant variance, and normal for inference) and a linear relation.",
    ],
    [
      ["multicollinearity biases the coefficients", "multicollinearity makes predictions wrong"],
      "Multicollinearity inflates the standard errors of coefficients (unstable estimates) but does not bias predictions.",
    ],
  ],
  "ds-vif": [
    [
      ["vif below 1 is a problem", "vif of 1 {is} high"],
      "A VIF of 1 means no collinearity; values above 5-10 are the usual warning signs.",
    ],
    [
      ["multicollinearity hurts prediction accuracy", "collinearity ruins predictions"],
      "Multicollinearity mainly makes coefficients unstable and hard to interpret; predictions can still be fine.",
    ],
  ],
  "ds-kmeans": [
    [
      ["k-means chooses k automatically", "k-means finds the number of clusters"],
      "You choose k yourself (elbow, silhouette, business sense); k-means does not find it.",
    ],
    [
      ["{unneeded} to scale", "scaling {unneeded} for k-means"],
      "K-means uses distances, so features must be scaled or the largest-range feature dominates.",
    ],
  ],
  "ds-pca": [
    [
      ["pca needs labels", "pca is supervised"],
      "PCA is unsupervised: it finds directions of greatest variance without looking at the target.",
    ],
    [
      ["{unneeded} to standardise before pca", "pca without scaling"],
      "Standardise features before PCA, or the features with the largest variance dominate the components.",
    ],
  ],
  "ds-clt": [
    [
      ["sample size of 5 {is} {enough}", "works for any sample size"],
      "The central limit theorem is an approximation for large samples (often 30 or more, more for skewed data).",
    ],
    [
      ["individual observations become normal", "the population becomes normal"],
      "The CLT says the sampling distribution of the mean approaches normal; the data themselves keep their distribution.",
    ],
  ],
  "ds-gradient-descent": [
    [
      ["{up} learning rate {always} converges faster", "{up} learning rate {is} {always} better"],
      "Too large a learning rate overshoots and can diverge; too small is slow. It is tuned or scheduled.",
    ],
    [
      ["gradient descent moves in the direction of the gradient", "move along the gradient to minimise"],
      "To minimise, gradient descent moves against the gradient (the direction of steepest descent).",
    ],
  ],
  "ds-tree-split": [
    [
      ["splits to maximise impurity", "maximise gini"],
      "A tree chooses the split that most reduces impurity (Gini or entropy) for classification, or variance for regression.",
    ],
    [
      ["trees need scaled features", "scale features for a decision tree"],
      "Decision trees split on thresholds, so feature scaling does not matter for them.",
    ],
  ],
  "ds-regression-metrics": [
    [
      ["r-squared of 1 {is} bad", "{up} rmse {is} better"],
      "Lower RMSE and MAE are better; R-squared is the share of variance explained (higher on the same data is better, but it never falls as features are added).",
    ],
    [
      ["mae penalises large errors more", "mae {is} more sensitive to outliers than rmse"],
      "RMSE penalises large errors more than MAE because errors are squared.",
    ],
  ],
  "fm-revenue": [
    [
      ["grow revenue at a fixed 20%", "apply a flat growth rate forever"],
      "Build revenue from its drivers (volume × price, stores × revenue per store, customers × ARPU) and check the growth against history, capacity and the market, not a flat rate.",
    ],
    [
      ["management guidance {is} {always} right", "just take management guidance"],
      "Management guidance is an input to test against history and peers, not a forecast to copy.",
    ],
  ],
  "fm-scenarios": [
    [
      ["sensitivity and scenario analysis are the {same}", "scenario {is} changing one input"],
      "Sensitivity analysis changes one or two inputs at a time (a data table); a scenario changes a consistent set of inputs together (base, bull, bear).",
    ],
    [
      ["hard-code each scenario", "copy the model for each scenario"],
      "Drive scenarios from one input switch (CHOOSE or INDEX on a scenario number), not separate copies of the model.",
    ],
  ],
  "fm-checks": [
    [
      ["checks are {unneeded}", "{unneeded} for checks"],
      "Build checks: balance sheet balances, cash flow cash equals balance sheet cash, debt never negative, sub-totals agree; sum them into one master check.",
    ],
  ],
  "fm-cash-flow": [
    [
      ["{up} in receivables is added", "add the {up} in receivables"],
      "In the indirect method an increase in receivables (or inventory) is subtracted from net income; an increase in payables is added.",
    ],
    [
      ["start from revenue", "indirect method starts with revenue"],
      "The indirect method starts from net income and adjusts for non-cash items and working capital changes; the direct method lists cash receipts and payments.",
    ],
  ],
  "fm-bank-model": [
    [
      ["working capital drives a bank", "model a bank's working capital"],
      "A bank model is driven by loans, deposits, net interest margin, credit costs and capital adequacy, not working capital and capex.",
    ],
    [
      ["value a bank on ev/ebitda", "ebitda of a bank"],
      "Banks are valued on P/B against ROE, P/E or residual income, not EV/EBITDA.",
    ],
  ],
  "fm-project-finance": [
    [
      ["equity irr {is} project irr", "project irr is the equity irr"],
      "Project IRR is on total capital before financing; equity IRR is on the sponsor's equity after debt service, usually higher with leverage.",
    ],
    [
      ["dscr below 1 {is} fine", "dscr of 0.8 {is} acceptable"],
      "A DSCR below 1 means cash flow does not cover debt service; lenders usually require 1.2-1.3 or more for solar projects.",
    ],
  ],
  "fm-goal-seek": [
    [
      ["goal seek changes several inputs", "goal seek solves for many"],
      "Goal Seek changes one input cell to hit a target value in one formula cell; Solver handles several inputs and constraints.",
    ],
  ],
  "fm-costs": [
    [
      ["all costs are fixed", "every cost {up} with revenue"],
      "Split costs into variable (as a share of revenue or per unit), fixed (grown with inflation or capacity) and semi-variable, so operating leverage shows.",
    ],
  ],
  "fm-audit": [
    [
      ["trust the outputs", "{unneeded} to check the formulas"],
      "Trace the model's logic: check inputs, consistent formulas across rows (Ctrl+[ , trace precedents), hard-codes inside formulas, signs and the checks.",
    ],
  ],
  "ba-dau-drop": [
    [
      ["it must be the app", "assume the product is broken"],
      "Start by checking the data (tracking, logging, a bad deploy) and the calendar (a holiday, a cricket final) before assuming a real product cause; then segment by platform, city, version and channel.",
    ],
  ],
  "ba-elasticity": [
    [
      ["discount {always} {up} profit", "discounts {always} {up} profit"],
      "A discount raises profit only if the extra volume outweighs the lower margin; test it (A/B or geo test) and account for cannibalisation and pull-forward of demand.",
    ],
  ],
  "ba-rfm": [
    [
      ["rfm stands for revenue, frequency", "r in rfm {is} revenue"],
      "RFM stands for recency, frequency and monetary value.",
    ],
  ],
  "ba-north-star": [
    [
      ["north star {is} revenue", "north star metric {is} downloads"],
      "A North Star metric captures the value customers get (for a broker, active trading or investing customers), not a vanity metric like downloads.",
    ],
  ],
  "ba-survey": [
    [
      ["leading questions {is} fine", "use leading questions"],
      "Avoid leading and double-barrelled questions; they bias answers.",
    ],
  ],
  "ba-sql-window": [
    [
      ["group by order_date gives the latest", "max with group by returns the whole row"],
      "MAX(order_date) with GROUP BY customer gives the latest date, not the whole order row; use ROW_NUMBER() OVER (PARTITION BY customer ORDER BY order_date DESC) and keep row 1.",
    ],
  ],
  "ds-imbalance": [
    [
      ["oversample the test set", "balance the test set"],
      "Resample only the training data; the test set must keep the real class mix.",
    ],
  ],
  "ds-monitoring": [
    [
      [
        "once deployed the model does not change",
        "compliance formality",
        "performance is ... locked in",
        "{unneeded} to monitor",
      ],
      "Models degrade as data and behaviour drift: monitor input drift (PSI), prediction distribution and, as labels arrive, performance; retrain on triggers.",
    ],
  ],
  "ds-shap": [
    [
      ["shap shows causation", "shap values {is} causal"],
      "SHAP explains how the model used each feature for a prediction; it does not show causal effects in the real world.",
    ],
  ],
  "ds-arima": [
    [
      ["arima needs no stationarity", "{unneeded} to difference"],
      "ARIMA needs a stationary series: difference it (the I in ARIMA) and check with ADF/KPSS tests; add seasonal terms (SARIMA) for monthly seasonality.",
    ],
  ],
  "ds-recommender": [
    [
      [
        "recommend the highest past return fund",
        "past performance is the best predictor",
        "past returns predict future returns",
        "recommend the best performing fund",
      ],
      "Past returns do not predict future returns; a fund recommender must fit the investor's risk profile and goals (SEBI suitability) and not just chase recent performance.",
    ],
  ],
  "ds-nlp-news": [
    [
      ["random split of headlines {is} fine", "shuffle the headlines"],
      "Split news by time to avoid leakage from later stories, and label sentiment about the company, not the tone of the whole headline.",
    ],
  ],
  "fo-pcp": [
    [
      ["call minus put {is} the strike", "c - p {is} k"],
      "Put-call parity for European options: C - P = S - PV(K), where PV(K) is the strike discounted at the risk-free rate (adjusted for dividends).",
    ],
    [
      ["put-call parity applies to american options exactly", "holds exactly for american"],
      "Parity holds exactly for European options; for American options it gives only bounds, because of early exercise.",
    ],
    [
      ["calls and puts have the {same} price", "call price {is} put price"],
      "Calls and puts of the same strike cost the same only when the strike equals the forward price; otherwise parity sets the difference.",
    ],
  ],
  "fo-iv-vix": [
    [
      [
        "india vix measures|shows the direction",
        "high vix {is} the market will {up}",
        "vix predicts direction",
      ],
      "India VIX measures the market's expected volatility over the next 30 days from Nifty option prices; it says nothing about direction.",
    ],
    [
      ["implied volatility {is} historical volatility", "iv {is} past volatility"],
      "Implied volatility is the volatility implied by today's option prices (forward-looking); historical volatility is measured from past price moves.",
    ],
    [
      ["low vix {is} no risk", "low vix ... safe to sell options"],
      "A low VIX means cheap options and calm expectations, not no risk: volatility can spike suddenly.",
    ],
  ],
  "fo-beta-hedge": [
    [
      ["hedge the portfolio value without beta", "ignore beta", "sell futures worth ₹50 lakh regardless"],
      "The hedge size is portfolio value × beta / (futures price × lot size): a beta of 1.2 on ₹50 lakh needs futures worth ₹60 lakh.",
    ],
    [
      ["buy nifty futures to hedge", "long futures to hedge a long portfolio"],
      "To hedge a long portfolio you sell (short) Nifty futures.",
    ],
    [
      ["perfect hedge", "removes all risk"],
      "A beta hedge removes market risk only; stock-specific risk, basis risk and beta changes remain.",
    ],
  ],
  "fo-straddle": [
    [
      ["straddle ... different strikes", "strangle ... {same} strike"],
      "A straddle buys a call and a put at the same (at-the-money) strike; a strangle buys them at different out-of-the-money strikes.",
    ],
    [
      ["strangle {is} more expensive", "strangle costs more"],
      "A strangle is cheaper than a straddle because both options are out of the money, but it needs a bigger move to profit.",
    ],
    [
      ["long straddle ... profits when the market {is} flat", "straddle wins in a range"],
      "A long straddle needs a large move either way (or a rise in implied volatility); a flat market makes it lose to time decay.",
    ],
  ],
  "fo-bull-spread": [
    [
      [
        "buy a call at a {up} strike and sell a call at a {down}",
        "buy the {up} strike call and sell the {down}",
      ],
      "A bull call spread buys the lower-strike call and sells the higher-strike call, for a net debit.",
    ],
    [
      ["net credit", "receive a premium"],
      "A bull call spread is a debit spread: the lower-strike call you buy costs more than the higher-strike call you sell.",
    ],
    [
      ["profit is unlimited", "unlimited profit"],
      "Profit is capped at the difference between strikes minus the net debit; the loss is capped at the net debit.",
    ],
  ],
  "fo-basis": [
    [
      ["contango {is} futures below spot", "futures below spot {is} contango"],
      "Contango is futures above spot (the usual state for index futures, from the cost of carry); backwardation is futures below spot.",
    ],
    [
      ["basis {up} at expiry", "basis {up} towards expiry"],
      "The basis converges to zero at expiry, when the futures settle at the spot price.",
    ],
    [
      ["basis {is} {always} positive", "futures {is} {always} above spot"],
      "Futures can trade below spot, for example before large dividends or when demand to short is heavy.",
    ],
  ],
  "fo-oi": [
    [
      ["open interest is the volume", "open interest {is} volume", "oi is the number of trades"],
      "Open interest is the number of outstanding contracts at a point in time; volume is the number traded during the day.",
    ],
    [
      ["{up} price with {down} oi {is} long build-up", "price up and oi down {is} long build-up"],
      "Price up with OI up is long build-up; price up with OI down is short covering.",
    ],
    [
      ["oi {up} whenever a trade happens", "every trade {up} oi"],
      "OI rises only when a new buyer and a new seller open positions; a trade that closes positions lowers it.",
    ],
  ],
  "fo-pcr": [
    [
      ["high pcr {is} {always} bearish", "high put-call ratio {is} the market will {down}"],
      "A high PCR is often read as contrarian bullish (heavy put writing or hedging), not simply bearish; read it with trend and open interest changes.",
    ],
    [
      [
        "pcr {is} calls divided by puts",
        "call oi divided by put oi",
        "call open interest divided by put open interest",
        "call open interest over put open interest",
        "call oi over put oi",
      ],
      "PCR is put open interest (or volume) divided by call open interest (or volume).",
    ],
    [
      ["pcr predicts the exact level", "pcr gives the target", "pcr is a precise predictor"],
      "PCR is a sentiment gauge, not a price forecast.",
    ],
  ],
  "fo-margins": [
    [
      ["margin is the full contract value", "pay the full value"],
      "F&O margin is a fraction of the contract value: SPAN plus exposure margin set by the clearing corporation, plus extreme-loss margins where applicable.",
    ],
    [
      ["margin is a fee", "margin is a brokerage charge"],
      "Margin is collateral blocked against losses, returned when the position is closed, not a fee.",
    ],
    [
      ["option buyers pay span margin", "buyers need margin"],
      "An option buyer pays the full premium upfront and no SPAN margin; sellers post margin because their losses can be large.",
    ],
  ],
  "fo-sebi-2024": [
    [
      [
        "weekly expiries on every index",
        "all indices keep weekly expiry",
        "weekly expiries were abolished|banned|scrapped|discontinued",
      ],
      "From November 2024 each exchange may offer weekly expiry on only one benchmark index (NSE kept Nifty 50; BSE Sensex).",
    ],
    [
      ["lot size was reduced", "contract size was cut", "lot size dropped|fell"],
      "SEBI raised the minimum index derivatives contract size to ₹15-20 lakh (from ₹5-10 lakh), raising lot sizes.",
    ],
    [
      ["premium can be paid later", "no upfront premium"],
      "Option buyers must pay the premium upfront, and an extra 2% extreme-loss margin applies to short options on expiry day.",
    ],
  ],
  "fo-physical": [
    [
      ["stock options {is} cash settled", "stock f&o are cash-settled"],
      "Stock futures and options in India are physically settled: in-the-money positions at expiry mean delivering or receiving the shares.",
    ],
    [
      ["index options {is} physically settled", "nifty options are delivered"],
      "Index futures and options are cash-settled; only stock derivatives are physically settled.",
    ],
    [
      ["physical settlement {unneeded}", "{unneeded} to hold cash"],
      "Physical settlement matters: an in-the-money position at expiry needs the full cash or shares, so traders close or roll positions before expiry.",
    ],
  ],
  "fo-traders-lose": [
    [
      ["lose because of bad luck", "losses are only luck"],
      "Most lose for structural reasons: costs (brokerage, STT, spreads), buying options that decay, leverage without risk control, and trading against better-informed institutions.",
    ],
    [
      ["option buying {is} safer so they win", "buying options {always} wins"],
      "Buying out-of-the-money options loses to time decay most of the time; SEBI's 2023 study found about nine in ten individual F&O traders lost money.",
    ],
    [
      ["costs {unneeded}", "brokerage {is} {unneeded}"],
      "Transaction costs matter: frequent trading in F&O adds brokerage, STT, exchange charges and slippage that erode returns.",
    ],
  ],
  "fo-arbitrage": [
    [
      [
        "sell the stock and buy the future when futures {is} above",
        "buy futures and sell spot when futures {is} expensive",
      ],
      "When futures trade above fair value, buy the stock and sell the future (cash-and-carry), locking in the spread at expiry.",
    ],
    [
      ["arbitrage has market risk", "depends on the market direction"],
      "Cash-futures arbitrage is market-neutral: the long and short legs offset; the risks are execution, costs and funding.",
    ],
    [
      ["arbitrage returns {is} like equity returns", "earn equity returns"],
      "Arbitrage earns roughly the money-market rate (the cost of carry), which is why arbitrage funds return close to liquid funds.",
    ],
  ],
  "fo-black-scholes": [
    [
      ["volatility {is} constant in reality", "black-scholes has no limitations"],
      "Black-Scholes assumes constant volatility and log-normal prices; real markets show volatility smiles, jumps and fat tails.",
    ],
    [
      ["expected return is an input", "uses the stock's expected return"],
      "The stock's expected return is not an input: Black-Scholes prices by no-arbitrage with the risk-free rate.",
    ],
    [
      ["works for american options", "prices american options exactly"],
      "Black-Scholes prices European options; early exercise of American options needs other models.",
    ],
  ],
  "fo-iron-condor": [
    [
      ["unlimited risk", "iron condor has unlimited loss"],
      "An iron condor's loss is capped: the bought wings limit it to the width of a spread minus the net credit.",
    ],
    [
      ["profits from a big move", "iron condor {is} for volatile markets"],
      "An iron condor profits when the underlying stays in a range; a big move either way causes the loss.",
    ],
    [
      ["net debit", "pay premium upfront"],
      "An iron condor is opened for a net credit: you sell the inner options and buy cheaper outer wings.",
    ],
  ],
  "fo-delta-hedge": [
    [
      ["hedge once and forget", "delta hedge {is} permanent"],
      "Delta changes with price and time (gamma), so a delta hedge must be rebalanced.",
    ],
    [
      ["delta hedging removes all risk", "removes all option risk"],
      "Delta hedging removes only small price moves' risk; gamma, vega and jump risk remain.",
    ],
    [
      ["buy delta shares to hedge a long call", "long call ... buy shares to hedge"],
      "A long call has positive delta, so you hedge it by selling delta units of the underlying.",
    ],
  ],
  "fo-usdinr": [
    [
      ["buy usd forwards|futures to hedge receivables", "buy dollar futures"],
      "An exporter with dollar receivables is long dollars, so it sells dollars forward (or sells USDINR futures / buys USD puts).",
    ],
    [
      ["rupee depreciation hurts the exporter", "weak rupee hurts exporters"],
      "A weaker rupee helps an exporter (more rupees per dollar); the risk it hedges is rupee appreciation.",
    ],
    [
      ["hedging guarantees a profit", "hedge to make a profit"],
      "A hedge locks in a rate and removes uncertainty; it can show an opportunity loss if the rupee weakens.",
    ],
  ],
  "fo-tax": [
    [
      ["f&o income {is} capital gains", "taxed as short-term capital gains"],
      "F&O income is non-speculative business income in India, taxed at slab rates, with expenses deductible and a tax audit in some cases.",
    ],
    [
      ["f&o {is} speculative income", "taxed as speculative"],
      "F&O trading on a recognised exchange is non-speculative business income (intraday equity is speculative).",
    ],
    [
      ["losses cannot be carried forward", "f&o losses {is} lost"],
      "Non-speculative business losses from F&O can be set off and carried forward for eight years (not against salary).",
    ],
  ],
  "fo-option-chain": [
    [
      ["highest call oi is the support", "put oi shows resistance"],
      "The strike with the highest call open interest is read as resistance, the highest put open interest as support.",
    ],
    [
      ["ignore implied volatility", "iv {unneeded}"],
      "Check implied volatility across strikes before trading: it sets whether options are cheap or expensive.",
    ],
    [
      ["liquidity {unneeded}", "any strike {is} liquid"],
      "Trade liquid strikes with tight bid-ask spreads; illiquid far strikes cost much more to enter and exit.",
    ],
  ],
  "fo-risk": [
    [
      ["no stop loss", "stop losses are {unneeded}"],
      "Define the maximum loss on every trade (a stop or a defined-risk structure) and cap risk per trade, often 1-2% of capital.",
    ],
    [
      ["average down on losing", "add to losing positions"],
      "Averaging down on losing leveraged positions multiplies risk; cut or hedge instead.",
    ],
    [
      ["use maximum leverage", "more leverage {is} better"],
      "Maximum leverage makes one adverse move fatal; size positions so margin calls cannot force you out.",
    ],
  ],
};
