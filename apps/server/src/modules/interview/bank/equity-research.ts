// Interview bank: equity research (stock pitches, sector analysis, valuation, accounting red flags in India).
import type { TrackBank } from "./types.ts";
import { q } from "./types.ts";

export const equityResearch: TrackBank = {
  id: "equity-research",
  name: "Equity research",
  description: "Stock pitches, sector metrics, valuation and reading Indian annual reports and results.",
  behavioural: false,
  questions: [
    q(
      "er-pitch",
      "Pitch me a stock listed on NSE or BSE.",
      [
        [
          "a clear investment thesis",
          [
            "thesis",
            "why",
            "variant view",
            "market is missing",
            "mispriced",
            "market is pricing",
            "undervalued",
            "market leader",
            "competitive advantage",
          ],
          "What is the market missing that you are seeing?",
          "State a clear thesis: what the market is missing about the company and why the stock is mispriced.",
        ],
        [
          "valuation and target price",
          [
            "valuation",
            "target price",
            "upside",
            "p/e",
            "ev/ebitda",
            "target of",
            "times book",
            "price to book",
            "p/b",
            "times earnings",
            "fair value",
            "trades at",
          ],
          "How did you arrive at your target price?",
          "Back it with a valuation and a target price, showing the upside from today's price.",
        ],
        [
          "catalysts",
          [
            "catalyst",
            "trigger",
            "next two quarters",
            "results",
            "re-rating",
            "loan growth",
            "earnings growth",
            "margin expansion",
            "order book",
            "pick up",
            "new capacity",
          ],
          "What will make the market recognise your view, and when?",
          "Name the catalysts, the events in the next few quarters that will make the market see it.",
        ],
        [
          "risks",
          ["risk", "downside", "what could go wrong", "bear case"],
          "What would make you change your recommendation?",
          "Say what could go wrong, the risks and the bear case, and what would change your view.",
        ],
      ],
      "I would buy ICICI Bank. My thesis is that the market still prices it below HDFC Bank although its return on assets is now higher, around 2.2%, thanks to a stronger deposit franchise and clean asset quality. At about 2.8x FY26 book versus 18% ROE, I value it at 3.2x, giving a target price 15% above the current price. Catalysts are steady loan growth and stable credit costs over the next two quarters. The main risks are a sharper-than-expected fall in margins as repo cuts pass through, and unsecured retail stress.",
    ),
    q(
      "er-pe-peg",
      "When is a P/E ratio misleading, and how does the PEG ratio help?",
      [
        [
          "P/E ignores growth",
          ["growth", "peg", "earnings growth"],
          "Compute the PEG for a stock at 30x P/E growing 20% a year.",
          "P/E ignores growth; the PEG ratio divides P/E by the growth rate so fast and slow growers can be compared.",
        ],
        [
          "cyclical or depressed earnings distort P/E",
          ["cyclical", "peak earnings", "depressed", "one-off", "exceptional"],
          "Why do cyclical stocks look cheapest at the peak?",
          "When earnings are cyclical, at a peak or hit by one-offs, P/E gives a false picture.",
        ],
        [
          "leverage and accounting differences",
          ["leverage", "debt", "accounting", "capital structure"],
          "Which multiple would you use instead for a leveraged company?",
          "Differences in leverage and accounting change earnings, so P/E can mislead across companies.",
        ],
      ],
      "P/E is misleading when earnings are not representative: for cyclical companies like steel makers the P/E looks lowest at peak earnings, and one-off or exceptional items distort it. It also ignores growth and leverage, since debt changes EPS risk. The PEG ratio divides P/E by the expected earnings growth rate, so a stock at 30x growing 20% has a PEG of 1.5, while one at 20x growing 10% has a PEG of 2; it helps compare growth companies. For cyclicals I would use P/B or mid-cycle EV/EBITDA.",
    ),
    q(
      "er-bank-metrics",
      "Which metrics would you use to analyse an Indian bank?",
      [
        [
          "net interest margin",
          ["nim", "net interest margin", "spread"],
          "What drives NIM when the RBI cuts the repo rate?",
          "The net interest margin, the spread the bank earns between loans and deposits.",
        ],
        [
          "asset quality",
          ["gnpa", "nnpa", "npa", "provision coverage", "credit cost", "slippages"],
          "What is the difference between GNPA and NNPA?",
          "Asset quality: bad loans (gross and net NPAs), slippages, credit costs and provision coverage.",
        ],
        [
          "deposit franchise, CASA",
          ["casa", "current and savings", "deposit", "cost of funds"],
          "Why does a high CASA ratio matter?",
          "The deposit franchise: a high share of current and savings deposits (CASA) means cheaper funding.",
        ],
        [
          "profitability and capital",
          ["roa", "roe", "capital adequacy", "car", "cet1"],
          "What capital adequacy does RBI require?",
          "Profitability and capital: return on assets and equity, and capital adequacy above RBI's minimum.",
        ],
      ],
      "I start with net interest margin (NIM), the spread between yield on loans and cost of funds, which depends on the deposit franchise: a high CASA (current and savings account) ratio means cheaper funds. Then asset quality: I check whether the GNPA and NNPA ratios and slippages are rising, and whether provision coverage is high enough to absorb the credit cost. Finally profitability and capital: ROA above 1.5% and ROE above 15% are strong for India, and the capital adequacy ratio (CAR) and CET1 must stay well above RBI's minimum of 11.5% including the conservation buffer.",
    ),
    q(
      "er-fmcg",
      "How would you analyse an FMCG company like Hindustan Unilever or Dabur?",
      [
        [
          "volume versus price growth",
          ["volume growth", "underlying volume", "price growth", "pricing"],
          "Why do analysts focus on volume growth more than revenue growth?",
          "Revenue growth is split into volume growth and price growth, because price rises can hide weak demand.",
        ],
        [
          "gross margin and input costs",
          ["gross margin", "input cost", "raw material", "palm oil", "crude"],
          "How do commodity prices like palm oil affect HUL?",
          "Gross margins move with input costs such as palm oil and crude-linked packaging.",
        ],
        [
          "distribution and rural demand",
          ["distribution", "rural", "direct reach", "outlets", "urban"],
          "Why does rural demand matter so much for Indian FMCG?",
          "Distribution reach and rural demand drive volumes for Indian FMCG companies.",
        ],
        [
          "valuation premium justified by ROCE and stability",
          ["roce", "premium", "high p/e", "stable", "cash conversion"],
          "Why do FMCG stocks trade at 50x earnings?",
          "High valuations are justified by very high return on capital, stable earnings and strong cash conversion.",
        ],
      ],
      "I would split revenue growth into volume growth and pricing, because underlying volume growth shows real demand. Then gross margin, which swings with input costs such as palm oil, crude-linked packaging and milk. Distribution reach, the number of outlets served directly, and the mix of rural versus urban demand drive growth; rural recovery after a good monsoon helps. Finally, FMCG companies earn very high ROCE with negative working capital and stable cash conversion, which is why they trade at a premium, often 45 to 55x P/E.",
    ),
    q(
      "er-it-services",
      "What would you track when covering Indian IT services companies like TCS or Infosys?",
      [
        [
          "constant currency revenue growth",
          ["constant currency", "cc growth", "dollar revenue", "usd revenue"],
          "Why do IT companies report constant currency growth?",
          "Revenue growth in constant currency, which removes the effect of exchange-rate moves.",
        ],
        [
          "deal wins and pipeline",
          ["deal wins", "tcv", "total contract value", "pipeline", "order book"],
          "Why can large deal wins not show up in revenue quickly?",
          "Large deal wins and total contract value show the pipeline of future revenue.",
        ],
        [
          "margins and the rupee",
          ["ebit margin", "operating margin", "rupee", "inr", "currency"],
          "How does a weaker rupee affect margins?",
          "Operating margins, which move with the rupee, wage hikes and utilisation.",
        ],
        [
          "people metrics",
          ["attrition", "utilisation", "headcount", "wage hikes", "employees"],
          "How do wage hikes and attrition affect margins?",
          "People metrics: attrition, utilisation, headcount and wage hikes.",
        ],
      ],
      "I track constant currency (CC) revenue growth, which removes cross-currency moves, by vertical such as BFSI and by geography. Deal wins, total contract value (TCV) and the pipeline indicate future growth. EBIT margins, typically 21 to 26% for TCS and Infosys, depend on utilisation, wage hikes, attrition and the rupee: a weaker INR against the dollar lifts margins because revenue is in dollars and costs are in rupees. Guidance from Infosys and US client spending commentary also matter.",
    ),
    q(
      "er-dupont",
      "Explain the DuPont analysis of ROE and why it is useful.",
      [
        [
          "net profit margin",
          ["net profit margin", "margin", "profitability"],
          "Give an example of a company with low margins but high ROE.",
          "Net profit margin: how much profit each rupee of sales earns.",
        ],
        [
          "asset turnover",
          ["asset turnover", "sales to assets", "efficiency"],
          "Which Indian sectors have high asset turnover?",
          "Asset turnover: how many rupees of sales each rupee of assets produces.",
        ],
        [
          "financial leverage",
          ["leverage", "equity multiplier", "assets to equity", "debt"],
          "Why is ROE driven by leverage lower quality?",
          "Financial leverage: assets over equity, and return on equity boosted by debt is of lower quality.",
        ],
      ],
      "DuPont breaks ROE into three parts: net profit margin × asset turnover × financial leverage (the equity multiplier, assets divided by equity). It shows where returns come from. D-Mart has thin margins around 5% but high asset turnover, so its ROE is healthy; a luxury brand earns high margins; a company relying on debt for leverage has a riskier, lower-quality ROE. Comparing the three over time shows whether improvement is operational or just borrowed.",
    ),
    q(
      "er-cash-conversion",
      "Net profit grew 30% but operating cash flow fell. What would you investigate?",
      [
        [
          "working capital build-up",
          ["working capital", "receivables", "debtors", "inventory"],
          "How would you check whether receivables are growing faster than sales?",
          "Check whether working capital built up, with receivables or inventory growing faster than sales.",
        ],
        [
          "quality of earnings and accounting policies",
          ["quality of earnings", "revenue recognition", "other income", "accounting", "aggressive"],
          "Which accounting choices can inflate profit without cash?",
          "Check the quality of earnings: revenue recognition, other income, one-offs or costs being capitalised.",
        ],
        [
          "cash conversion ratio",
          ["cash conversion", "cfo/ebitda", "cfo to pat", "operating cash flow"],
          "What cash conversion ratio would you consider healthy?",
          "Track cash conversion, operating cash flow against EBITDA or profit, over several years.",
        ],
      ],
      "I would check the quality of earnings. First working capital: are receivables (debtor days) or inventory rising faster than sales, perhaps through channel stuffing or longer credit? Then accounting: revenue recognition changes, capitalised expenses, large other income or non-cash gains. I would track cash conversion, CFO to PAT or CFO/EBITDA, over several years; a ratio persistently below 70 to 80% is a red flag. Notes on related parties and contingent liabilities in the annual report also help.",
    ),
    q(
      "er-red-flags",
      "What red flags do you look for in an Indian company's annual report?",
      [
        [
          "related-party transactions",
          ["related party", "related-party", "group companies", "promoter entities"],
          "Which related-party transactions worry you most?",
          "Related-party transactions with promoter group companies that can move value away from minority shareholders.",
        ],
        [
          "auditor issues",
          ["auditor", "qualified opinion", "resignation", "emphasis of matter", "caro"],
          "What does an auditor resignation mid-term tell you?",
          "Auditor warnings: a qualified opinion, an emphasis of matter or an auditor resigning.",
        ],
        [
          "promoter pledging",
          ["pledge", "pledged", "promoter shares", "encumbered"],
          "Why does promoter pledging create a risk for minority shareholders?",
          "Promoters pledging their shares, which can force sales when the price falls.",
        ],
        [
          "contingent liabilities and aggressive accounting",
          ["contingent liabilities", "capitalised", "receivables", "guarantees", "write-off"],
          "Where in the annual report do you find contingent liabilities?",
          "Contingent liabilities, guarantees and aggressive accounting such as capitalising expenses.",
        ],
      ],
      "I read the notes, not just the numbers. Red flags include large related-party transactions with promoter entities, such as loans or purchases at unclear prices; auditor issues, such as a qualified opinion, emphasis of matter, CARO remarks or a mid-term resignation; a high share of promoter shares pledged, which can trigger forced selling; rising contingent liabilities and corporate guarantees; aggressive capitalisation of expenses; and receivables growing much faster than revenue.",
    ),
    q(
      "er-cyclicals",
      "How do you value a cyclical company such as a cement or steel producer?",
      [
        [
          "mid-cycle or normalised earnings",
          ["mid-cycle", "normalised", "through the cycle", "average earnings"],
          "How would you estimate mid-cycle EBITDA?",
          "Value cyclicals on mid-cycle or normalised earnings, not on this year's.",
        ],
        [
          "replacement cost, EV per tonne",
          ["ev/tonne", "replacement cost", "per tonne", "capacity"],
          "What does EV per tonne tell you for a cement company?",
          "Compare enterprise value per tonne of capacity with the cost of building new capacity.",
        ],
        [
          "P/B or EV/EBITDA rather than peak P/E",
          ["p/b", "price to book", "ev/ebitda", "peak"],
          "Why is buying at a low P/E risky for cyclicals?",
          "Use price to book or EV/EBITDA through the cycle, because P/E looks lowest at peak earnings.",
        ],
        [
          "demand and pricing drivers",
          ["demand", "prices", "utilisation", "infrastructure", "realisation"],
          "Which demand indicators would you track for cement in India?",
          "Track demand and pricing drivers such as capacity utilisation, infrastructure spending and realisations.",
        ],
      ],
      "Earnings swing with the cycle, so I value on mid-cycle or normalised earnings rather than peak P/E, which looks cheap at the top. For cement I use EV/EBITDA and EV per tonne of capacity, compared with the replacement cost of building a plant, about USD 80-100 per tonne in India; for steel, P/B and EV/EBITDA. I track demand and pricing drivers: infrastructure and housing spend, capacity utilisation, realisation per tonne and fuel costs like pet coke.",
    ),
    q(
      "er-moat",
      "What is an economic moat? Give Indian examples.",
      [
        [
          "sustained high returns above the cost of capital",
          ["roce", "return on capital", "above cost of capital", "excess returns", "sustain"],
          "How would you test whether a moat shows up in the numbers?",
          "A moat lets a company earn returns on capital above its cost of capital for many years.",
        ],
        [
          "sources: brand, network effects, switching costs, cost advantage",
          ["brand", "network effect", "switching cost", "cost advantage", "scale"],
          "Which moat source is strongest in your view, and why?",
          "Moats come from brands, network effects, switching costs or cost advantages of scale.",
        ],
        [
          "Indian examples",
          ["asian paints", "hdfc", "irctc", "cdsl", "pidilite", "titan", "nse"],
          "Could that moat erode? How?",
          "Give Indian examples, such as Asian Paints' distribution or CDSL's position as a depository.",
        ],
      ],
      "A moat is a durable competitive advantage that lets a company sustain return on capital above its cost of capital for many years. Sources include brand (Titan, Asian Paints), network effects (NSE, CDSL as a depository), switching costs (core banking software), cost advantage from scale and distribution (Pidilite's Fevicol reach) and regulatory licences such as IRCTC. I test it in the numbers: consistently high ROCE, stable margins and market share.",
    ),
    q(
      "er-results",
      "A company you cover has just announced quarterly results. What do you do in the first hour?",
      [
        [
          "compare with estimates and consensus",
          ["estimate", "consensus", "beat", "miss", "expectations"],
          "What matters more: the beat on revenue or on margin?",
          "Compare the numbers with your estimates and the market's consensus: a beat or a miss.",
        ],
        [
          "look at the key drivers and one-offs",
          ["one-off", "exceptional", "margin", "volume", "segment"],
          "How do you treat a one-off gain in your estimates?",
          "Look at what drove them: volumes, margins, segments, and any one-off items.",
        ],
        [
          "management commentary and conference call",
          ["conference call", "con call", "management commentary", "guidance"],
          "What questions would you ask on the call?",
          "Listen to management's commentary and guidance on the conference call.",
        ],
        [
          "update the model and the rating",
          ["update", "model", "rating", "target price", "note"],
          "When would you change your rating after one quarter?",
          "Update the model, and the target price and rating if the view changed.",
        ],
      ],
      "I compare revenue, EBITDA margin and PAT with my estimates and the consensus to see the beat or miss, then check the drivers: volume, pricing, segment mix and margin, and strip out one-off or exceptional items. I read the investor presentation and listen to the conference call for management commentary and guidance. Then I update the model, revise estimates and target price, and send a quick results note to clients, saying whether the thesis and rating still hold.",
    ),
    q(
      "er-auto",
      "What drives earnings for Indian automobile companies?",
      [
        [
          "volumes",
          ["volumes", "dispatches", "registrations", "vahan", "siam"],
          "What is the difference between wholesale dispatches and retail registrations?",
          "Volumes: wholesale dispatches and retail registrations.",
        ],
        [
          "commodity costs",
          ["steel", "commodity", "raw material", "aluminium"],
          "How quickly can automakers pass on commodity cost increases?",
          "Commodity costs such as steel and aluminium, and how quickly they can be passed on.",
        ],
        [
          "product mix and pricing",
          ["mix", "premium", "suv", "pricing", "realisation"],
          "Why has the SUV shift helped margins?",
          "Product mix and pricing, for example the shift to SUVs and premium models.",
        ],
        [
          "EV transition and regulation",
          ["ev", "electric", "pli", "emission", "regulation"],
          "How would you model the EV transition for a two-wheeler company?",
          "The move to electric vehicles and regulation such as emission norms and PLI incentives.",
        ],
      ],
      "Volumes drive operating leverage, so I track monthly dispatches from SIAM data and retail registrations on VAHAN. Commodity costs, mainly steel, aluminium and precious metals, drive gross margin with a lag of a quarter or two. Product mix and pricing matter: the shift to SUVs and premium motorcycles raised realisation per vehicle. Finally, the EV transition is reshaping the industry, and regulation such as PLI incentives, FAME subsidies and emission norms changes the competitive landscape.",
    ),
    q(
      "er-target-price",
      "How do you set a target price and a rating?",
      [
        [
          "valuation method applied to forward estimates",
          ["valuation", "forward", "fy27", "multiple", "dcf"],
          "Why value on one-year-forward earnings?",
          "Apply a valuation method, such as a multiple or a DCF, to forward estimates.",
        ],
        [
          "upside against the current market price",
          ["upside", "current market price", "cmp", "return"],
          "What upside would you need for a Buy?",
          "Compare the resulting value with the current market price to get the upside.",
        ],
        [
          "rating thresholds",
          ["buy", "sell", "hold", "neutral", "rating"],
          "How would you rate a great company whose stock has no upside?",
          "Set the rating by thresholds on that upside: buy, hold or sell.",
        ],
      ],
      "I apply a valuation method, usually a target multiple such as P/E on forward estimates like FY27 EPS, cross-checked with a DCF, to get a 12-month target price. The rating follows the upside against the current market price (CMP): for example, Buy above 15% expected return, Hold (Neutral) between 0 and 15%, and Sell if negative. A great company can still be a Hold if the price already reflects it.",
    ),
    q(
      "er-reverse-dcf",
      "What is a reverse DCF and when do you use it?",
      [
        [
          "solve for the growth implied by the price",
          ["implied growth", "market-implied", "priced in", "expectations"],
          "Walk me through setting up a reverse DCF in Excel.",
          "A reverse DCF starts from today's price and solves for the growth the market is assuming.",
        ],
        [
          "compare with realistic growth",
          ["realistic", "historical growth", "achievable", "compare"],
          "What would you conclude if the implied growth is 25% for 15 years?",
          "You then compare that implied growth with what the company can realistically achieve.",
        ],
        [
          "useful for expensive growth stocks",
          ["expensive", "high valuation", "growth stock", "premium"],
          "Which Indian stocks would you test this way?",
          "It is most useful for expensive growth stocks, to see what their price already expects.",
        ],
      ],
      "A reverse DCF starts from the current share price and solves for the growth (and margins) the market has priced in, for example using Goal Seek on the growth rate. I then compare those market-implied expectations with what is realistic given history, industry size and competition. It is especially useful for expensive growth stocks trading at 70 to 100x earnings: if the price implies 25% growth for 15 years, the risk is high.",
    ),
    q(
      "er-promoter",
      "Why do analysts watch promoter holding and pledging in India?",
      [
        [
          "promoter stake aligns interests",
          ["alignment", "skin in the game", "aligned", "promoter holding"],
          "What would an increase in promoter stake via open market purchases signal?",
          "A large promoter stake aligns the promoter's interest with minority shareholders.",
        ],
        [
          "pledging risk of forced selling",
          ["pledge", "pledged", "margin call", "forced selling"],
          "Walk me through how a pledge can cause a price crash.",
          "Pledged shares can be sold by lenders when the price falls, causing a crash.",
        ],
        [
          "changes in holding as a signal",
          ["stake sale", "reduce", "shareholding pattern", "quarterly"],
          "Where do you find the shareholding pattern?",
          "Changes in promoter holding, shown in the quarterly shareholding pattern, are a signal.",
        ],
      ],
      "Promoter holding shows alignment: a promoter with skin in the game shares minority shareholders' interests. Pledged shares are a risk: if the share price falls, lenders make a margin call and may sell the pledged shares, causing forced selling and a further fall, as seen in several mid-caps in 2019. Changes in the quarterly shareholding pattern filed with the exchanges are a signal; a promoter stake sale needs explaining.",
    ),
    q(
      "er-ccc",
      "What is the cash conversion cycle and how does it differ across sectors?",
      [
        [
          "formula: inventory days plus receivable days minus payable days",
          ["inventory days", "receivable days", "payable days", "debtor days", "creditor days"],
          "Compute the cycle for 60 inventory days, 45 receivable days and 30 payable days.",
          "The cycle is inventory days plus receivable days minus payable days.",
        ],
        [
          "longer cycle means more working capital funding",
          ["working capital", "funding", "cash tied up", "borrowing"],
          "How does a long cycle affect return on capital?",
          "A longer cycle means more cash tied up in working capital, which has to be funded.",
        ],
        [
          "sector examples",
          ["fmcg", "capital goods", "retail", "infrastructure", "negative"],
          "Why is it negative for some retailers and FMCG companies?",
          "It differs by sector: long for capital goods and infrastructure, short or negative for FMCG and retail.",
        ],
      ],
      "The cash conversion cycle is inventory days plus receivable (debtor) days minus payable (creditor) days: how long cash is tied up between paying suppliers and collecting from customers. A longer cycle needs more working capital funding, often borrowing, which lowers return on capital. FMCG companies and retailers like D-Mart can have a near-zero or negative cycle, while capital goods and infrastructure companies often have 100+ days because of long projects and government receivables.",
    ),
    q(
      "er-rates",
      "How does a cut in the RBI repo rate affect equity valuations and which sectors benefit?",
      [
        [
          "lower discount rate raises valuations",
          ["discount rate", "cost of equity", "valuation", "multiples", "present value"],
          "Why do long-duration growth stocks react most?",
          "A lower repo rate lowers the discount rate and the cost of equity, so valuations rise.",
        ],
        [
          "rate-sensitive sectors",
          ["real estate", "auto", "nbfc", "housing", "consumer durables"],
          "Why do NBFCs benefit, and when might banks not?",
          "Rate-sensitive sectors such as real estate, autos, housing finance and NBFCs benefit most.",
        ],
        [
          "effect on bank margins",
          ["nim", "margin", "repo-linked", "ebllr", "deposit"],
          "Why do repo-linked loans compress bank margins after a cut?",
          "Bank margins can shrink after a cut, because repo-linked loans reprice faster than deposits.",
        ],
      ],
      "A repo rate cut lowers bond yields and the discount rate, so the present value of future cash flows rises and multiples expand, especially for long-duration growth stocks. Rate-sensitive sectors benefit: real estate, autos and consumer durables through cheaper EMIs, and NBFCs and housing finance companies through lower borrowing costs. Banks can see NIM compress at first, because repo-linked (EBLR) loans reprice immediately while deposits reprice slowly.",
      [
        [
          [
            "bank margins go up",
            "bank margins rise",
            "banks ... margins go up immediately",
            "widens their net interest margin",
            "widen their net interest margin",
            "net interest margin widens",
            "nim widens",
            "nim expands",
            "deposit costs fall first",
          ],
          "A repo cut usually squeezes bank margins at first: loans linked to the repo rate reprice at once, while deposit rates fall only slowly. The clearer winners are rate-sensitive sectors such as autos, real estate and NBFCs.",
        ],
        [
          [
            "cut ... rupee stronger",
            "cut ... stronger rupee",
            "cut ... rupee appreciates",
            "cut ... rupee strengthens",
          ],
          "A rate cut tends to weaken the rupee, because lower yields draw less foreign money; IT and pharma exporters gain from a weaker rupee, not a stronger one.",
        ],
        [
          [
            "cut ... negative for equities",
            "cut ... bad for equities",
            "cut ... discount rate goes up",
            "cut ... discount rate rises",
            "cut ... discount rate increases",
          ],
          "A repo rate cut lowers bond yields and the discount rate, so equity valuations and P/E multiples tend to rise, not fall.",
        ],
        [
          ["real estate is actually hurt", "real estate is hurt", "lower rates reduce rental yields"],
          "Real estate is among the winners of a rate cut: cheaper home loans lift demand, and a lower discount rate raises property values.",
        ],
      ],
    ),
    q(
      "er-top-down",
      "Top-down versus bottom-up: how do you approach stock picking?",
      [
        [
          "top-down starts from macro and sectors",
          ["top-down", "macro", "gdp", "sector", "cycle"],
          "Which macro variables matter most for Indian equities?",
          "Top-down starts from the economy and picks the sectors likely to do well.",
        ],
        [
          "bottom-up starts from company fundamentals",
          ["bottom-up", "company", "fundamentals", "management", "business"],
          "What makes a company attractive regardless of the cycle?",
          "Bottom-up starts from the company: its business, management and fundamentals.",
        ],
        [
          "combining both",
          ["combine", "both", "blend", "overlay"],
          "Give an example where the macro view overrode a good company.",
          "Most investors combine the two, using the macro view as an overlay on company research.",
        ],
      ],
      "Top-down investing starts from the macro picture, GDP growth, rates, inflation and the cycle, then chooses sectors likely to benefit, such as capital goods in an infrastructure upcycle, and then stocks. Bottom-up starts from company fundamentals: business quality, management, balance sheet and valuation, regardless of the macro. Most analysts combine both: bottom-up selection with a top-down overlay to avoid fighting the cycle.",
    ),
    q(
      "er-insurance",
      "How would you value an Indian life insurance company like HDFC Life or SBI Life?",
      [
        [
          "embedded value",
          ["embedded value", "ev", "indian embedded value", "iev"],
          "What are the components of embedded value?",
          "Life insurers are valued on embedded value: net worth plus the value of business already written.",
        ],
        [
          "value of new business and its margin",
          ["vnb", "value of new business", "vnb margin", "new business margin"],
          "What drives the VNB margin: product mix or scale?",
          "The value of new business and its margin show how profitable this year's sales are.",
        ],
        [
          "P/EV multiple",
          ["p/ev", "price to embedded value", "multiple of ev"],
          "Why do accounting profits mislead for a life insurer?",
          "The price to embedded value multiple is the main valuation measure.",
        ],
        [
          "growth in APE and product mix",
          ["ape", "annualised premium equivalent", "protection", "ulip", "product mix"],
          "Why do protection products carry higher margins than ULIPs?",
          "Growth in annualised premium equivalent and the product mix drive value.",
        ],
      ],
      "Accounting profits understate a growing life insurer's value because new policies create upfront costs, so I use embedded value (EV): adjusted net worth plus the value of in-force business. Growth comes from new business: APE (annualised premium equivalent) growth times the VNB margin gives value of new business (VNB). Product mix drives the margin: protection and non-par savings carry higher margins than ULIPs. I value the company on P/EV, or EV plus a multiple of VNB; HDFC Life and SBI Life trade around 2 to 3x EV.",
    ),
    q(
      "er-dividend",
      "How would you judge whether a high dividend yield stock like Coal India is attractive?",
      [
        [
          "sustainability: payout ratio and free cash flow",
          ["payout", "free cash flow", "sustainable", "cover"],
          "What payout ratio is sustainable for a mature company?",
          "Check that the dividend is sustainable: the payout ratio and free cash flow cover it.",
        ],
        [
          "yield trap risk",
          ["yield trap", "falling earnings", "cut", "decline"],
          "How do you spot a dividend yield trap?",
          "A high yield can be a trap when earnings are falling and the dividend may be cut.",
        ],
        [
          "total return and growth",
          ["total return", "growth", "capital appreciation", "yield plus growth"],
          "Would you prefer 8% yield with no growth or 2% yield with 15% growth?",
          "Judge total return, the yield plus growth, not the yield alone.",
        ],
        [
          "government ownership and policy",
          ["government", "psu", "disinvestment", "policy"],
          "Why do PSUs often pay high dividends?",
          "For government-owned companies, policy and the government's need for cash drive dividends.",
        ],
      ],
      "A high yield is attractive only if it is sustainable: I check the payout ratio and whether free cash flow covers the dividend without new debt. A yield trap is a high yield caused by a falling price because earnings are about to decline, so the dividend gets cut. I think of total return, yield plus growth: Coal India's 6 to 7% yield with flat volumes differs from a 2% yield growing 15%. For PSUs, government ownership and policy matter: the government needs dividends for its budget, which supports payouts but can limit reinvestment.",
    ),
    q(
      "er-capital-allocation",
      "How do you assess management's capital allocation?",
      [
        [
          "ROCE versus cost of capital",
          ["roce", "return on capital", "cost of capital", "wacc"],
          "What ROCE would you call value-creating in India?",
          "Compare the return on capital employed with the cost of capital.",
        ],
        [
          "reinvestment, acquisitions and diversification",
          ["reinvestment", "acquisition", "diversification", "capex", "unrelated"],
          "Give an example of value-destroying diversification.",
          "Look at where cash is reinvested: capex, acquisitions or unrelated diversification.",
        ],
        [
          "returning surplus cash",
          ["dividend", "buyback", "surplus cash", "return cash"],
          "When should a company return cash rather than invest?",
          "Check whether surplus cash is returned through dividends or buybacks.",
        ],
      ],
      "I compare ROCE with the cost of capital over a cycle: a company earning 20% ROCE against a 12% WACC creates value with every rupee reinvested. Then I look at how cash is used: capex and reinvestment in the core business, acquisitions and whether they earned their cost, and diversification into unrelated businesses, which often destroys value. If there are no good projects, management should return surplus cash through dividends or buybacks instead of hoarding it.",
    ),
    q(
      "er-sotp",
      "When do you use a sum-of-the-parts valuation, and what are its pitfalls?",
      [
        [
          "conglomerates with different businesses",
          ["conglomerate", "segments", "different businesses", "reliance", "divisions"],
          "How would you value Reliance's retail and Jio businesses separately?",
          "It suits conglomerates with different businesses, such as Reliance's energy, retail and telecom arms.",
        ],
        [
          "value each segment with the right method",
          ["each segment", "separately", "appropriate multiple", "peer multiple"],
          "Which methods fit a refinery versus a telecom business?",
          "Each segment is valued separately with the method and peer multiple that fit it.",
        ],
        [
          "holding company discount",
          ["holding company discount", "holdco discount", "discount"],
          "Why do markets apply a holding company discount, and how big?",
          "Markets usually apply a holding company discount to the total.",
        ],
      ],
      "Sum-of-the-parts (SOTP) suits conglomerates with different businesses, such as Reliance (O2C, Jio, Retail) or ITC. I value each segment separately with the appropriate method and peer multiple, EV/EBITDA for telecom and refining, EV/sales or DCF for a fast-growing retailer, then add net debt adjustments per segment. Pitfalls: listed subsidiaries usually need a holding company discount of 20 to 30%, segment disclosures may be thin, and the sum may never be realised unless there is a demerger or listing.",
    ),
    q(
      "er-diluted-eps",
      "What is diluted EPS and why does it matter?",
      [
        [
          "includes potential shares",
          ["potential shares", "esop", "convertible", "warrants", "options"],
          "How does the treasury stock method work for options?",
          "Diluted EPS includes shares that could be issued, from ESOPs, convertibles and warrants.",
        ],
        [
          "lower than basic EPS",
          ["lower", "basic eps", "dilution"],
          "When could diluted EPS equal basic EPS?",
          "It is therefore lower than, or equal to, basic EPS.",
        ],
        [
          "used for valuation multiples",
          ["p/e", "valuation", "per share", "fair"],
          "Why do analysts use diluted shares for value per share?",
          "Valuation multiples and value per share use diluted figures to be fair to existing holders.",
        ],
      ],
      "Diluted EPS divides earnings by the share count including potential shares from ESOPs, convertible bonds and warrants, as required by Ind AS 33, so it is lower than basic EPS when those instruments are in the money. Options use the treasury stock method: shares issued on exercise minus shares the exercise money could buy back. It matters because P/E and per-share valuation should reflect all shareholders' claims; start-ups like new-age tech companies often have large ESOP pools.",
      [
        [
          ["higher than basic eps", "higher than basic", "greater than basic eps", "above basic eps"],
          "Diluted EPS is never above basic EPS: potential shares only add to the share count (instruments that would raise EPS are left out as anti-dilutive), so it is lower than or equal to basic EPS.",
        ],
      ],
    ),
    q(
      "er-primary-research",
      "How would you do primary research to check your thesis on a consumer company?",
      [
        [
          "channel checks with dealers and distributors",
          ["channel check", "dealers", "distributors", "retailers"],
          "What would you ask a distributor?",
          "Channel checks with dealers, distributors and retailers on how products are selling.",
        ],
        [
          "customer and supplier conversations",
          ["customers", "suppliers", "surveys", "former employees"],
          "What are the risks of relying on anecdotes?",
          "Conversations with customers, suppliers and former employees.",
        ],
        [
          "data sources beyond the company",
          ["app downloads", "google trends", "store visits", "industry data", "pricing data"],
          "Which alternative data would you use for an online brand?",
          "Data beyond the company, such as app downloads, search trends, store visits and prices.",
        ],
      ],
      "I would run channel checks with dealers, distributors and retailers in several cities, asking about sell-through, inventory levels, discounts and which competitor is gaining. I would talk to customers and suppliers, and former employees, and run small surveys, while remembering that anecdotes can mislead. I would also use data beyond the company: store visits, pricing data from e-commerce sites, Google Trends and app downloads, and industry data.",
    ),
    q(
      "er-operating-leverage",
      "Explain operating leverage with an example.",
      [
        [
          "fixed costs magnify profit changes",
          ["fixed cost", "fixed costs", "magnify", "amplify"],
          "Which sectors have the highest operating leverage?",
          "High fixed costs make profit change faster than revenue.",
        ],
        [
          "numerical example",
          ["10%", "revenue rises", "ebit rises", "example"],
          "What happens to EBIT when revenue falls by the same amount?",
          "Show it with numbers, for example a 10% rise in revenue giving a much larger rise in operating profit.",
        ],
        [
          "risk in downturns",
          ["downturn", "risk", "losses", "utilisation"],
          "How would you use operating leverage in forecasting a recovery?",
          "The same leverage works in reverse, so profits fall sharply in a downturn.",
        ],
      ],
      "Operating leverage is how fixed costs magnify changes in profit. For example, a multiplex with revenue of ₹100, variable costs of ₹30 and fixed costs of ₹50 earns EBIT of ₹20. If revenue rises 10% to ₹110, variable costs rise to ₹33 and EBIT rises to ₹27, a 35% increase. The same works in reverse in a downturn, so high-fixed-cost businesses like airlines, cement and hotels swing from profit to losses when utilisation falls.",
    ),
  ],
};
