// Interview bank: investment banking (valuation, M&A, ECM in India).
import type { TrackBank } from "./types.ts";
import { q } from "./types.ts";

export const investmentBanking: TrackBank = {
  id: "investment-banking",
  name: "Investment banking",
  description: "Valuation, M&A and capital markets: DCF, comps, EV bridge, IPOs and SEBI rules in India.",
  behavioural: false,
  questions: [
    q(
      "ib-dcf",
      "Walk me through a discounted cash flow (DCF) valuation.",
      [
        [
          "projecting free cash flow",
          ["free cash flow", "fcff", "unlevered cash flow", "cash flow projection"],
          "How do you get from EBITDA to unlevered free cash flow, line by line?",
          "You forecast the unlevered free cash flow for five to ten years: operating profit after tax, plus depreciation, less capex and the rise in working capital.",
        ],
        [
          "discounting at WACC",
          ["wacc", "weighted average cost of capital", "discount rate"],
          "How would you build the WACC for an Indian mid-cap, and where does each input come from?",
          "Those cash flows belong to lenders and shareholders alike, so you discount them at the weighted average cost of capital.",
        ],
        [
          "terminal value",
          ["terminal value", "gordon growth", "perpetuity growth", "exit multiple"],
          "Which terminal value method do you prefer and how do you sanity-check it?",
          "Beyond the forecast you add a terminal value, from a perpetual growth rate or an exit multiple, discounted back to today.",
        ],
        [
          "bridge from enterprise value to equity value per share",
          ["equity value", "net debt", "per share", "diluted shares"],
          "Once you have enterprise value, how do you reach a value per share?",
          "The discounted total is enterprise value; taking away net debt gives equity value, and dividing by the diluted share count gives value per share.",
        ],
      ],
      "First I project unlevered free cash flow for five to ten years: EBIT less tax, plus depreciation, less capex and the increase in working capital. Then I discount those cash flows at the WACC, because they belong to both debt and equity holders. Next I add a terminal value, using either the Gordon growth (perpetuity growth) method or an exit multiple, discounted back as well. The sum is enterprise value; I subtract net debt and minority interest to get equity value and divide by diluted shares to get value per share, for example ₹1,240 against a market price of ₹1,050.",
    ),
    q(
      "ib-ev-equity",
      "What is the difference between enterprise value and equity value, and how do you bridge them?",
      [
        [
          "enterprise value is the value of the operating business to all capital providers",
          [
            "enterprise value",
            "ev",
            "all capital providers",
            "debt and equity holders",
            "operating business",
          ],
          "Why is enterprise value called capital-structure neutral?",
          "Enterprise value is what the operating business is worth to everyone who funds it, lenders and shareholders together.",
        ],
        [
          "equity value belongs to shareholders only",
          ["equity value", "market capitalisation", "market cap", "shareholders"],
          "How do you compute a listed company's equity value on a fully diluted basis?",
          "Equity value is only the shareholders' part; for a listed company it is the market capitalisation on a diluted basis.",
        ],
        [
          "add debt and subtract cash",
          ["net debt", "add debt", "less cash", "minus cash", "cash and equivalents"],
          "Is cash always subtracted in full? When would you treat some cash as operating cash?",
          "To go from equity value to enterprise value you add the company's debt and take away its cash.",
        ],
        [
          "other claims such as minority interest and preference shares",
          ["minority interest", "non-controlling interest", "preference shares", "preferred"],
          "Why do we add minority interest to enterprise value?",
          "Other claims on the business, such as minority interest and preference shares, are added too.",
        ],
      ],
      "Enterprise value is the value of the operating business to all capital providers, debt and equity holders together, so it does not change with capital structure. Equity value, or market capitalisation for a listed company, is what belongs to shareholders only. To bridge them: enterprise value equals equity value plus debt, minus cash and equivalents, i.e. plus net debt, plus non-controlling (minority) interest and preference shares. For example, a company with a ₹10,000 crore market cap, ₹3,000 crore debt and ₹1,000 crore cash has an EV of ₹12,000 crore.",
    ),
    q(
      "ib-three-statements",
      "If depreciation rises by ₹10, walk me through the effect on the three financial statements (tax rate 25%).",
      [
        [
          "net income falls by ₹7.5",
          ["net income falls", "pat falls", "7.5", "profit after tax"],
          "Why does net income fall by less than the ₹10 increase in depreciation?",
          "Profit before tax falls by ₹10 but tax falls by ₹2.5, so net income falls by only ₹7.5.",
        ],
        [
          "cash flow rises by ₹2.5 from the tax saving",
          ["2.5", "tax shield", "tax saving", "non-cash"],
          "Why is depreciation added back in the cash flow statement?",
          "Depreciation is added back because no cash left the business, so cash from operations rises by the ₹2.5 tax saving.",
        ],
        [
          "balance sheet: assets and equity both fall",
          ["balance sheet", "retained earnings", "fixed assets", "ppe", "net block"],
          "Show how the balance sheet still balances after the change.",
          "On the balance sheet fixed assets fall by ₹10 and cash rises by ₹2.5, while retained earnings fall by ₹7.5, so it still balances.",
        ],
      ],
      "On the income statement, operating profit falls by ₹10; at a 25% tax rate tax falls by ₹2.5, so net income falls by ₹7.5. On the cash flow statement, net income is down ₹7.5 but depreciation is a non-cash expense added back, +₹10, so operating cash flow rises by ₹2.5, which is the tax shield. On the balance sheet, cash is up ₹2.5 and net PP&E (net block) is down ₹10, so assets fall ₹7.5; retained earnings fall ₹7.5, so equity falls by the same amount and it balances.",
      [
        [
          [
            "net income falls by ₹10",
            "net income falls by 10",
            "net profit falls by ₹10",
            "net income ... falls by ₹10",
          ],
          "Net income falls by ₹7.5, not ₹10: depreciation is tax-deductible, so at a 25% tax rate tax falls by ₹2.5.",
        ],
        [
          [
            "cash falls",
            "cash flow falls",
            "cash decreases",
            "cash also falls",
            "cash ... falls by ₹10",
            "cash goes down by ₹10",
            "cash ... decreases by ₹10",
          ],
          "Cash rises by ₹2.5, it does not fall: depreciation is a non-cash expense, added back in the cash flow statement, and it saves ₹2.5 of tax.",
        ],
      ],
    ),
    q(
      "ib-wacc-india",
      "How would you calculate the WACC of an Indian listed company?",
      [
        [
          "cost of equity by CAPM",
          ["capm", "cost of equity", "beta", "equity risk premium"],
          "Where would you get the beta, and would you use a raw or adjusted beta?",
          "The cost of equity comes from CAPM: the risk-free rate plus beta times the equity risk premium.",
        ],
        [
          "risk-free rate from the 10-year government bond",
          ["10-year", "g-sec", "government security", "government bond", "risk-free rate"],
          "Why do we use the 10-year G-sec yield and not the RBI repo rate?",
          "In India the risk-free rate is the yield on the 10-year government bond, not the RBI's policy rate.",
        ],
        [
          "post-tax cost of debt",
          ["cost of debt", "post-tax", "after tax", "1 - tax", "interest rate"],
          "Why is the cost of debt taken after tax?",
          "The cost of debt is the company's borrowing rate after tax, because interest reduces taxable profit.",
        ],
        [
          "weights at market values",
          ["market value", "weights", "target capital structure", "debt to equity"],
          "Why market weights rather than book weights?",
          "Equity and debt are weighted at market values, or at a target capital structure, not at book values.",
        ],
      ],
      "WACC weights the cost of equity and the post-tax cost of debt by their market values. The cost of equity comes from CAPM: the risk-free rate, which in India is the 10-year G-sec yield, about 6.5 to 7%, plus beta times an equity risk premium of roughly 6 to 8%. The cost of debt is the company's borrowing rate times (1 - tax), because interest is tax deductible, for example 9% × (1 - 25.17%). I use market value weights, or a target capital structure for a private company, because investors' required returns are on current values.",
      [
        [
          [
            "average interest rate",
            "interest cost divided by",
            "divide it by total borrowings",
            "repo rate as the risk-free rate",
          ],
          "WACC is not the average interest rate on borrowings: it blends the cost of equity (from CAPM) with the post-tax cost of debt, weighted by market values, and the risk-free rate is the 10-year G-sec yield, not the repo rate.",
        ],
        [
          [
            "beta times the market return",
            "beta times the market's return",
            "beta times the nifty return",
            "beta times the nifty's return",
            "beta times the nifty's average return",
            "beta times the average market return",
            "beta multiplied by the market return",
          ],
          "CAPM multiplies beta by the equity risk premium, the market's return minus the risk-free rate, not by the market's return itself: cost of equity = Rf + beta × (Rm - Rf).",
        ],
        [
          [
            "book values of debt and equity",
            "weight by the book values",
            "weights at book value",
            "book value weights",
            "book values from the balance sheet",
            "market prices are too volatile",
          ],
          "WACC weights debt and equity at market values (or a target capital structure), not at book values: the book value of equity can be a small fraction of what the shares are worth.",
        ],
      ],
    ),
    q(
      "ib-ev-ebitda",
      "Why do bankers often use EV/EBITDA rather than P/E?",
      [
        [
          "capital-structure neutral",
          ["capital structure", "leverage", "debt", "neutral"],
          "How would P/E mislead when comparing a debt-free company with a leveraged one?",
          "EV/EBITDA does not depend on how the company is financed, while P/E changes with leverage because interest sits above net income.",
        ],
        [
          "unaffected by depreciation policy and tax differences",
          ["depreciation", "tax", "accounting policy", "non-cash"],
          "When would EV/EBITDA itself be misleading, for example for capex-heavy businesses?",
          "EBITDA comes before depreciation and tax, so different depreciation policies and tax rates distort it less.",
        ],
        [
          "consistent numerator and denominator",
          ["consistent", "numerator", "denominator", "all capital providers", "enterprise value"],
          "Which multiple pairs with net income and which with EBITDA, and why?",
          "Enterprise value and EBITDA both belong to all capital providers, so the numerator and denominator match.",
        ],
      ],
      "EV/EBITDA is capital-structure neutral: enterprise value and EBITDA both belong to all capital providers, so the numerator and denominator are consistent, while P/E is distorted by leverage because interest sits above net income. EBITDA is also before depreciation and tax, so it is less affected by different depreciation policies or tax rates, for example an Indian company on the 25.17% new regime versus one still on old incentives. Its weakness is that it ignores capex, so for telecom or steel companies I would also look at EV/EBIT or free cash flow yield.",
    ),
    q(
      "ib-accretion",
      "How do you decide whether an acquisition is accretive or dilutive?",
      [
        [
          "compare pro forma EPS with the acquirer's standalone EPS",
          ["pro forma eps", "combined eps", "standalone eps", "eps"],
          "Walk me through building the pro forma EPS.",
          "You compare the combined company's earnings per share after the deal with the buyer's earnings per share on its own.",
        ],
        [
          "cost of the financing used",
          ["cost of debt", "interest", "new shares", "financing", "cash"],
          "Why is an all-stock deal accretive when the acquirer's P/E is higher than the target's?",
          "The deal's financing has a cost, interest on new debt, cash income given up or new shares issued, that is set against the target's profit.",
        ],
        [
          "P/E comparison or earnings yield rule",
          ["p/e", "earnings yield", "price to earnings", "relative p/e"],
          "State the earnings-yield shortcut for a cash-funded deal.",
          "A quick test: an all-stock deal adds to EPS when the buyer's P/E is higher than the price paid for the target's earnings; for cash, compare the target's earnings yield with the after-tax cost of the money.",
        ],
        [
          "synergies and deal adjustments",
          ["synergies", "amortisation", "transaction costs", "intangibles"],
          "How much synergy would be needed to break even on EPS?",
          "Synergies, amortisation of acquired intangibles and deal costs change the answer, so they are included.",
        ],
      ],
      "I compare the pro forma EPS of the combined company with the acquirer's standalone EPS: higher means accretive, lower dilutive. Pro forma net income is both companies' net income, plus after-tax synergies, less the after-tax cost of financing: interest on new debt, foregone interest on cash used, and amortisation of acquired intangibles; new shares issued go into the share count. A quick rule: if the target's earnings yield, the inverse of the P/E paid, exceeds the acquirer's after-tax cost of the financing, the deal is accretive. Accretion alone does not mean value creation.",
    ),
    q(
      "ib-lbo",
      "Explain a leveraged buyout and why private equity funds use leverage.",
      [
        [
          "purchase funded mostly with debt",
          ["debt", "leverage", "borrow", "acquisition financing"],
          "How much debt can a business support, and what limits it?",
          "A private equity fund buys the company and pays for most of it with borrowed money secured on the company itself.",
        ],
        [
          "cash flows repay debt",
          ["repay", "deleveraging", "paydown", "cash flow"],
          "Why are stable cash flows essential for an LBO candidate?",
          "The company's own cash flows pay the interest and repay that debt over the holding period.",
        ],
        [
          "leverage magnifies equity returns, IRR",
          ["irr", "return on equity", "returns", "multiple of money", "moic"],
          "Show with numbers how leverage increases the IRR.",
          "Because the fund puts in little equity, the same gain in value gives a much higher return on that equity, a higher IRR.",
        ],
        [
          "exit after a few years",
          ["exit", "sale", "ipo", "secondary"],
          "What are the main exit routes for a PE fund in India?",
          "The fund sells after three to five years, to a strategic buyer, another fund or through an IPO.",
        ],
      ],
      "In an LBO a private equity fund buys a company using mostly debt and a smaller equity cheque. The company's cash flows then repay the debt over three to seven years, so the equity share of enterprise value grows even if the valuation is unchanged. Leverage magnifies returns: a smaller equity investment captures all the value growth, which lifts the IRR and the multiple of money (MOIC). At exit, through a strategic sale, a secondary sale to another fund or an IPO on NSE/BSE, the fund realises its return. Good candidates have stable cash flows, low capex and strong market positions.",
    ),
    q(
      "ib-comps",
      "How would you choose comparable companies for valuing an Indian mid-cap auto-components maker?",
      [
        [
          "similar business and end-markets",
          ["business model", "end market", "products", "customers", "industry"],
          "Would you include global peers, and how would you adjust for them?",
          "Peers should have a similar business: the same kind of products sold into the same end markets and customers.",
        ],
        [
          "similar size, growth and margins",
          ["size", "growth", "margin", "market cap", "profitability"],
          "What do you do when the best peers are much larger?",
          "They should also be of similar size, growth and margins, because those drive the multiple the market pays.",
        ],
        [
          "use forward multiples like EV/EBITDA and P/E",
          ["ev/ebitda", "p/e", "multiple", "forward", "fy26"],
          "Why do we prefer forward multiples?",
          "You compare them on forward multiples such as EV/EBITDA and P/E on next year's estimates.",
        ],
        [
          "adjust and use median or range",
          ["median", "range", "outliers", "adjust", "one-off"],
          "How do you deal with one-off items in a peer's earnings?",
          "You adjust peers' numbers for one-off items, drop outliers and use the median or a range, not the average.",
        ],
      ],
      "I would start with listed Indian peers with a similar business model and end markets, such as two-wheeler or passenger-vehicle suppliers, then filter by size, growth and margins so the comparison is fair; Sona BLW, Endurance or Minda-type names would be candidates depending on the products. I would use forward multiples, EV/EBITDA and P/E on FY26 and FY27 estimates, after removing one-off items, and look at the median and interquartile range rather than the mean so outliers do not skew the result. Global peers can be a cross-check, adjusted for growth and country risk.",
      [
        [
          [
            "reliance",
            "reliance industries",
            "hdfc bank",
            "tcs",
            "infosys",
            "icici bank",
            "state bank of india",
            "itc",
            "hindustan unilever",
            "bharti airtel",
          ],
          "Reliance, HDFC Bank, TCS and similar Nifty heavyweights are not comparables for an auto-components maker: they are in other industries, so their multiples say nothing about it. Pick listed auto-component peers such as Sona BLW, Uno Minda, Endurance Technologies or Motherson.",
        ],
        [
          [
            "maruti ... comparables",
            "tata motors ... comparables",
            "comparables ... maruti",
            "peers ... maruti",
            "auto companies like maruti",
            "vehicle makers as peers",
          ],
          "Vehicle makers such as Maruti Suzuki, Tata Motors or Mahindra are an auto-components maker's customers, not its peers: their margins, capital needs and bargaining power differ. Compare it with listed component makers such as Sona BLW, Uno Minda, Endurance Technologies or Motherson.",
        ],
        [
          ["take the average of", "use the average of", "average of their trailing"],
          "Use the median or a range of the peers' multiples rather than their average, so one outlier does not skew the value, and prefer forward multiples to trailing ones.",
        ],
      ],
    ),
    q(
      "ib-precedents",
      "How do precedent transactions differ from trading comparables?",
      [
        [
          "control premium",
          ["control premium", "premium", "control"],
          "Why does a buyer pay a control premium?",
          "Deal prices include a control premium, because the buyer gets to run the business.",
        ],
        [
          "based on past deal prices",
          ["past deals", "historical transactions", "deal value", "acquisitions"],
          "What are the drawbacks of using deals from several years ago?",
          "Precedents come from prices actually paid in past acquisitions, while trading comparables come from today's share prices.",
        ],
        [
          "usually give higher valuations",
          ["higher valuation", "higher multiples", "higher"],
          "In a football field chart, where would you expect precedents to sit relative to comps?",
          "So precedent transactions usually give higher values than trading comparables.",
        ],
        [
          "market conditions and synergies at the time",
          ["market conditions", "synergies", "timing", "cycle"],
          "How would you adjust for deals done in a very different market?",
          "Each deal reflects the market conditions and synergies of its time, which may no longer apply.",
        ],
      ],
      "Trading comparables value a company at the multiples minority shareholders pay today on the exchange. Precedent transactions use the multiples paid in past deals, acquisitions of whole companies, so they include a control premium, typically 20 to 40% in India, and usually give higher valuations. Their drawbacks are that data is limited, deals reflect market conditions and synergies of their time, and terms may be undisclosed. I would use them for a sale mandate and show both on a football field.",
    ),
    q(
      "ib-ipo-india",
      "Walk me through the IPO process in India.",
      [
        [
          "draft red herring prospectus filed with SEBI",
          ["drhp", "draft red herring prospectus", "sebi", "offer document"],
          "What does SEBI look for when it reviews the DRHP?",
          "The company and its bankers file a draft red herring prospectus with SEBI, which reviews the disclosures.",
        ],
        [
          "book building and price band",
          ["book building", "price band", "bids", "red herring prospectus"],
          "How is the final issue price discovered in book building?",
          "The shares are sold by book building within a price band, and the final price is set from the bids.",
        ],
        [
          "investor categories: QIB, NII, retail and anchor",
          ["qib", "anchor investors", "retail", "nii", "non-institutional"],
          "What is the role of anchor investors and their lock-in?",
          "Investors bid in separate categories, institutional buyers, non-institutional and retail investors, with anchor investors coming in a day earlier.",
        ],
        [
          "allotment and listing on NSE and BSE",
          ["listing", "allotment", "nse", "bse", "t+3"],
          "How long does it now take from issue close to listing?",
          "Shares are then allotted and listed on NSE and BSE, now within three working days of the issue closing.",
        ],
      ],
      "The company appoints book-running lead managers, who do due diligence and file a draft red herring prospectus (DRHP) with SEBI and the exchanges. After SEBI's observations, the red herring prospectus is filed and the price band announced. The issue is sold through book building: anchor investors bid a day earlier and are locked in, then QIBs, non-institutional investors (NII) and retail investors bid within the price band, with retail getting at least 35% in a typical profitable-company issue. The final price is set from the book, shares are allotted and the stock lists on NSE and BSE, now on T+3 days after the issue closes.",
      [
        [
          ["rbi approves", "rbi approval", "approved by the rbi", "file with the rbi", "files with the rbi"],
          "SEBI, not the RBI, reviews an IPO's offer document in India.",
        ],
      ],
    ),
    q(
      "ib-open-offer",
      "When does an acquirer have to make an open offer under SEBI's Takeover Code?",
      [
        [
          "25% threshold",
          ["25", "twenty-five", "substantial acquisition"],
          "What is the creeping acquisition limit for someone who already holds between 25% and 75%?",
          "Crossing 25% of the voting rights triggers an open offer.",
        ],
        [
          "acquiring control",
          ["control", "change in control"],
          "How does SEBI interpret 'control' beyond shareholding?",
          "Acquiring control of the company triggers one too, whatever the size of the stake.",
        ],
        [
          "offer for at least 26%",
          ["26", "twenty-six", "public shareholders"],
          "Why 26% and not all the remaining shares?",
          "The offer must be for at least another 26% of the shares, from the public shareholders.",
        ],
        [
          "offer price rules",
          ["offer price", "highest price", "volume weighted", "60 trading days", "negotiated price"],
          "How is the minimum open offer price determined?",
          "The offer price must be at least the highest of set benchmarks, such as the negotiated price and the 60-day volume-weighted average.",
        ],
      ],
      "Under SEBI's SAST Regulations, 2011, an acquirer must make an open offer when it acquires 25% or more of the voting rights of a listed company, or acquires control regardless of the percentage, and when a holder above 25% buys more than 5% in a financial year under creeping acquisition. The offer must be for at least 26% of the total shares, from public shareholders. The minimum price is the highest of the negotiated price, prices paid by the acquirer in the previous 52 weeks and 26 weeks, and the 60-trading-day volume weighted average market price, among others.",
      [
        [
          ["15% threshold", "15 percent", "crosses 15%", "acquires 15%", "more than 15%"],
          "The open-offer trigger is 25% under SEBI's 2011 Takeover Code; 15% was the old threshold under the 1997 code.",
        ],
      ],
    ),
    q(
      "ib-goodwill",
      "How is goodwill created in an acquisition and how is it treated under Ind AS?",
      [
        [
          "excess of purchase price over fair value of net assets",
          ["purchase price", "fair value", "net assets", "excess"],
          "Walk me through a purchase price allocation.",
          "Goodwill is the amount by which the price paid exceeds the fair value of the net assets acquired.",
        ],
        [
          "identifiable intangibles recognised separately",
          ["intangible", "brand", "customer relationships", "purchase price allocation", "ppa"],
          "Why do identifiable intangibles matter for future earnings?",
          "Identifiable intangibles such as brands and customer relationships are recognised separately first, in the purchase price allocation.",
        ],
        [
          "not amortised, tested annually for impairment",
          ["impairment", "not amortised", "ind as 36", "annually"],
          "What triggers an impairment and how does it hit the statements?",
          "Under Ind AS, goodwill is not amortised but tested for impairment every year.",
        ],
        [
          "Ind AS 103 business combinations",
          ["ind as 103", "business combination", "acquisition method"],
          "How would a bargain purchase be treated?",
          "The accounting follows Ind AS 103 on business combinations, using the acquisition method.",
        ],
      ],
      "Under Ind AS 103 on business combinations, the acquirer uses the acquisition method: it measures the target's identifiable assets and liabilities at fair value, including intangibles such as brands and customer relationships found in the purchase price allocation (PPA). Goodwill is the excess of the purchase price over the fair value of those net assets. Goodwill is not amortised; under Ind AS 36 it is tested for impairment at least annually, and an impairment loss reduces profit and the asset, and is never reversed.",
      [
        [
          [
            "amortised over",
            "amortized over",
            "goodwill is amortised",
            "goodwill is amortized",
            "it is amortised",
            "it is amortized",
          ],
          "Under Ind AS goodwill is not amortised: it stays on the balance sheet and is tested for impairment every year (Ind AS 36), and written down only when impaired.",
        ],
        [
          ["premium to its book value", "minus the book value", "price minus ... book value"],
          "Goodwill is the purchase price minus the fair value of the target's identifiable net assets, not their book value: the assets are first restated to fair value and intangibles such as brands are recognised separately.",
        ],
      ],
    ),
    q(
      "ib-working-capital",
      "How does an increase in working capital affect free cash flow, and why?",
      [
        [
          "reduces free cash flow",
          ["reduces free cash flow", "cash outflow", "use of cash", "lower cash", "reduces cash"],
          "Give an example where profit rises but cash falls.",
          "A rise in working capital is a use of cash, so it lowers free cash flow even though profit is unchanged.",
        ],
        [
          "cash tied up in receivables and inventory",
          ["receivables", "debtors", "inventory", "stock"],
          "How do debtor days affect the cash a growing company needs?",
          "The cash is tied up in more receivables and more inventory as the business grows.",
        ],
        [
          "payables as a source of funding",
          ["payables", "creditors", "supplier credit"],
          "Why can a business like D-Mart or an FMCG company run on negative working capital?",
          "Payables work the other way: credit from suppliers funds part of that need.",
        ],
      ],
      "An increase in net working capital reduces free cash flow because cash gets tied up: more receivables (debtors) mean customers have not paid yet, and more inventory means cash is sitting in stock. Higher payables to creditors work the other way, as supplier credit funds the business. So a fast-growing company can report rising profit yet lower cash. FMCG firms like Hindustan Unilever run on negative working capital because distributors pay quickly while suppliers give credit.",
      [
        [
          [
            "free cash flow also increases",
            "increases free cash flow",
            "free cash flow increases",
            "free cash flow rises",
            "more free cash flow",
          ],
          "An increase in working capital reduces free cash flow: the extra receivables and inventory are cash the business has spent or not yet collected.",
        ],
      ],
    ),
    q(
      "ib-terminal-value",
      "Compare the perpetuity growth and exit multiple methods for terminal value.",
      [
        [
          "perpetuity growth formula",
          ["gordon growth", "perpetuity growth", "growing forever", "growth rate"],
          "What terminal growth rate would you use for an Indian company, and why?",
          "The perpetuity growth method values the cash flow after the forecast as if it grows at a steady rate forever.",
        ],
        [
          "exit multiple from comparables",
          ["exit multiple", "ev/ebitda", "terminal multiple", "comparables"],
          "What is the weakness of using today's multiples for the terminal year?",
          "The exit multiple method applies a multiple such as EV/EBITDA from comparable companies to the final year.",
        ],
        [
          "cross-check one against the other",
          ["cross-check", "implied multiple", "implied growth", "sanity check"],
          "Show how you would back out the implied growth from an exit multiple.",
          "Each method is checked against the other, for example by working out the growth rate an exit multiple implies.",
        ],
        [
          "terminal value dominates the valuation",
          ["large share", "majority", "most of the value", "60", "70"],
          "What does it tell you when terminal value is 85% of EV?",
          "Terminal value is often well over half of the total value, so its assumptions matter most.",
        ],
      ],
      "The perpetuity growth (Gordon growth) method values the final year's free cash flow growing forever: FCF × (1 + g) / (WACC − g), with g below long-run nominal GDP growth, around 4 to 6% in rupee terms for India. The exit multiple method applies an EV/EBITDA multiple from comparables to terminal-year EBITDA. I cross-check them: compute the implied multiple from the growth method and the implied growth from the multiple. Because terminal value is often 60 to 70% or more of the value, small changes in g or the multiple move the answer a lot, so I show a sensitivity table.",
    ),
    q(
      "ib-bank-valuation",
      "Why don't we value banks with EV/EBITDA or an unlevered DCF, and what do we use instead?",
      [
        [
          "debt is raw material for a bank",
          ["debt is raw material", "deposits", "interest is operating", "borrowing is the business"],
          "Why does the EV concept break down for a bank?",
          "For a bank, deposits and borrowing are the raw material of the business, so debt cannot be separated out as financing.",
        ],
        [
          "price to book and ROE",
          ["price to book", "p/b", "roe", "return on equity"],
          "Explain the link between P/B, ROE and the cost of equity.",
          "Banks are valued on price to book, judged against their return on equity.",
        ],
        [
          "dividend discount or excess return model",
          ["dividend discount", "ddm", "excess return", "residual income"],
          "Walk me through a residual income valuation.",
          "Cash-flow methods for banks are the dividend discount or excess return (residual income) models.",
        ],
        [
          "asset quality and margins",
          ["gnpa", "npa", "nim", "net interest margin", "asset quality", "casa"],
          "Which metrics would you check first for HDFC Bank versus a PSU bank?",
          "Asset quality, bad loans, and net interest margins decide what multiple a bank deserves.",
        ],
      ],
      "For a bank, debt such as deposits is raw material, not financing: interest is an operating cost, so EBITDA and enterprise value are meaningless. We value banks on equity: price to book (P/B) against return on equity (ROE), since justified P/B ≈ (ROE − g)/(cost of equity − g), and with a dividend discount model (DDM) or excess return (residual income) model. I would also check asset quality (GNPA and NNPA), net interest margin (NIM), CASA ratio and capital adequacy, which explain why a private bank trades at 2.5x book while a PSU bank trades near 1x.",
    ),
    q(
      "ib-debt-vs-equity",
      "A client wants to fund a ₹2,000 crore acquisition. How do you choose between debt and equity?",
      [
        [
          "cost: debt is cheaper and tax-deductible",
          ["cheaper", "tax shield", "tax deductible", "cost of debt"],
          "Why is debt cheaper than equity for the company?",
          "Debt is cheaper than equity, and its interest is tax-deductible.",
        ],
        [
          "debt capacity and credit rating",
          ["leverage", "net debt/ebitda", "credit rating", "debt capacity", "interest cover"],
          "Which leverage ratio would a rating agency like CRISIL watch?",
          "How much debt the company can carry depends on its leverage, interest cover and credit rating.",
        ],
        [
          "equity dilutes existing shareholders",
          ["dilution", "dilutes", "new shares", "promoter stake"],
          "How would dilution affect a promoter holding 51%?",
          "Issuing equity dilutes existing shareholders, including the promoter's stake.",
        ],
        [
          "cash flow stability and covenants",
          ["covenants", "stable cash flows", "flexibility", "refinancing"],
          "What covenants would lenders typically impose?",
          "Debt needs stable cash flows and brings covenants that reduce flexibility.",
        ],
      ],
      "Debt is cheaper than equity because lenders take less risk and interest is tax deductible, giving a tax shield, and it avoids dilution of existing shareholders, which matters to a promoter near 51%. But the company must have debt capacity: I would check net debt/EBITDA after the deal, say below 3x, interest cover and the effect on its CRISIL or ICRA credit rating, and whether cash flows are stable enough to meet covenants. Equity via a QIP or rights issue is more expensive and dilutes, but keeps flexibility. Often the answer is a mix.",
    ),
    q(
      "ib-scheme",
      "How is a merger typically carried out in India, legally?",
      [
        [
          "scheme of arrangement under the Companies Act",
          ["scheme of arrangement", "section 230", "232", "companies act"],
          "Why do Indian companies prefer a scheme over a takeover offer for mergers?",
          "Mergers are done through a scheme of arrangement under sections 230 to 232 of the Companies Act.",
        ],
        [
          "NCLT approval",
          ["nclt", "national company law tribunal", "tribunal"],
          "Roughly how long does the NCLT process take?",
          "The National Company Law Tribunal has to sanction the scheme.",
        ],
        [
          "shareholder and creditor approval",
          ["shareholders", "creditors", "majority", "three-fourths", "meeting"],
          "What majority is needed at the shareholder meetings?",
          "Shareholders and creditors approve it at meetings, by the required majority.",
        ],
        [
          "regulatory approvals: SEBI, stock exchanges, CCI",
          ["sebi", "stock exchange", "cci", "competition commission", "rbi"],
          "When does a deal need CCI approval?",
          "Regulators such as SEBI, the stock exchanges and the Competition Commission may also need to approve.",
        ],
      ],
      "Most Indian mergers use a scheme of arrangement under sections 230 to 232 of the Companies Act, 2013. Listed companies first obtain observation letters from the stock exchanges and SEBI, then the scheme goes to the National Company Law Tribunal (NCLT), which convenes shareholder and creditor meetings where a majority in number representing three-fourths in value must approve. Depending on size and sector, approval from the Competition Commission of India (CCI) and sector regulators such as RBI is needed; the HDFC-HDFC Bank merger in 2023 needed RBI, SEBI and NCLT approvals. The NCLT then sanctions the scheme.",
    ),
    q(
      "ib-qip",
      "What is a QIP and why do listed Indian companies use it?",
      [
        [
          "placement to qualified institutional buyers",
          ["qualified institutional buyers", "qib", "institutions", "mutual funds"],
          "Who counts as a QIB?",
          "A QIP is a sale of shares by a listed company to qualified institutional buyers such as mutual funds and insurers.",
        ],
        [
          "quick, with less documentation than a public issue",
          ["quick", "fast", "no sebi pre-filing", "placement document", "less documentation"],
          "Why is a QIP faster than a follow-on public offer?",
          "It is quick because it needs no pre-filing with SEBI and less documentation than a public issue.",
        ],
        [
          "floor price from the two-week average",
          ["floor price", "two weeks", "average", "discount"],
          "How is the QIP floor price computed and what discount is allowed?",
          "The floor price comes from the average share price of the previous two weeks, with a small discount allowed.",
        ],
      ],
      "A qualified institutions placement (QIP) lets a listed company raise equity by selling shares only to qualified institutional buyers (QIBs) such as mutual funds, insurers and FPIs. It is quick: there is no SEBI pre-filing of an offer document, just a placement document, so it can be done in days when markets are good. SEBI's ICDR rules set a floor price based on the average of the weekly high and low closing prices over the two weeks before the relevant date, and the company may offer a discount of up to 5% to that floor.",
    ),
    q(
      "ib-synergies",
      "What are revenue and cost synergies, and which do bankers trust more?",
      [
        [
          "cost synergies",
          ["cost synergies", "cost savings", "procurement", "overlap", "headcount"],
          "Give concrete examples of cost synergies in a cement merger.",
          "Cost synergies are savings from combining the businesses, such as shared procurement, plants or overlapping staff.",
        ],
        [
          "revenue synergies",
          ["revenue synergies", "cross-sell", "cross selling", "new markets", "pricing power"],
          "Why do revenue synergies so often fail to materialise?",
          "Revenue synergies are extra sales, from cross-selling or entering new markets together.",
        ],
        [
          "cost synergies are more reliable",
          ["more reliable", "more certain", "trust", "discount"],
          "How would you haircut synergy estimates in a valuation?",
          "Bankers trust cost synergies more because they are within management's control; revenue synergies are discounted.",
        ],
        [
          "integration costs and timing",
          ["integration cost", "timing", "one-time", "phase in"],
          "How do integration costs affect the accretion analysis?",
          "Synergies take time and cost money to achieve, so integration costs and timing are part of the estimate.",
        ],
      ],
      "Cost synergies come from removing overlap: combined procurement, closing duplicate plants or offices, shared logistics; in a cement merger, better freight and plant utilisation. Revenue synergies come from cross-selling, entering new markets or pricing power. Bankers trust cost synergies more because they are within management's control and more certain, while revenue synergies depend on customers and are often discounted heavily or excluded. I would also model one-time integration costs and the timing, since synergies phase in over two to three years.",
    ),
    q(
      "ib-cash-debt-ev",
      "A company raises ₹500 crore of debt and keeps it as cash. What happens to its enterprise value?",
      [
        [
          "enterprise value unchanged",
          ["unchanged", "no change", "stays the same", "does not change"],
          "What if the company used the cash to buy a machine instead?",
          "Enterprise value does not change.",
        ],
        [
          "debt up, cash up, net debt unchanged",
          ["net debt", "cash increases", "debt increases", "offset"],
          "Show the EV bridge before and after.",
          "Debt and cash rise by the same amount, so net debt stays the same.",
        ],
        [
          "equity value unchanged at the moment of raising",
          ["equity value", "market cap"],
          "Could the share price still react, and why?",
          "At the moment of raising, equity value does not change either.",
        ],
      ],
      "Enterprise value does not change. Debt rises by ₹500 crore but cash also rises by ₹500 crore, so net debt is unchanged, and equity value is unchanged at the moment of raising because no value was created or destroyed. In the EV bridge, + ₹500 crore debt and − ₹500 crore cash offset. The share price could still move later if investors think the money will be invested well or badly, or because of the interest cost versus the return on cash.",
      [
        [
          [
            "enterprise value goes up by",
            "enterprise value rises by",
            "enterprise value increases by",
            "ev goes up by",
            "ev rises by",
            "ev increases by",
            "cash does not reduce",
            "borrows more always has a higher ev",
          ],
          "Enterprise value does not change: EV adds debt and subtracts cash, and the new ₹500 crore of debt is offset by ₹500 crore more cash, so net debt, and the value of the business, stay the same.",
        ],
      ],
    ),
    q(
      "ib-ind-as-116",
      "How did Ind AS 116 on leases change EBITDA and net debt for Indian retailers and airlines?",
      [
        [
          "right-of-use asset and lease liability on the balance sheet",
          ["right-of-use", "rou asset", "lease liability", "balance sheet"],
          "How is the lease liability measured at the start?",
          "Leases now appear on the balance sheet as a right-of-use asset and a lease liability.",
        ],
        [
          "rent replaced by depreciation and interest, EBITDA rises",
          ["ebitda rises", "higher ebitda", "depreciation and interest", "rent expense"],
          "Why does EBITDA rise but net income barely change over the lease?",
          "Rent is replaced by depreciation and interest, so EBITDA rises.",
        ],
        [
          "net debt includes lease liabilities; multiples need consistency",
          ["net debt", "lease liabilities", "consistent", "pre-ind as 116", "like for like"],
          "How do you keep EV/EBITDA consistent across peers with and without leases?",
          "Lease liabilities count as debt in net debt, so multiples must be compared on the same basis, before or after Ind AS 116.",
        ],
      ],
      "Since April 2019, Ind AS 116 puts almost every lease on the balance sheet as a right-of-use (ROU) asset and a lease liability. The rent expense disappears from operating costs and is replaced by depreciation on the ROU asset and interest on the liability, so EBITDA rises sharply for lease-heavy businesses such as retailers, airlines like IndiGo and restaurant chains. Lease liabilities become debt-like, so net debt rises. For valuation, keep it consistent: either add lease liabilities to EV and use post-Ind AS 116 EBITDA, or use pre-Ind AS 116 EBITDA after rent, like for like.",
    ),
    q(
      "ib-recent-deal",
      "Tell me about a recent Indian deal you followed and why it made sense.",
      [
        [
          "names the deal and its structure",
          ["merger", "acquisition", "share swap", "stake", "scheme"],
          "What was the consideration, cash or shares, and why?",
          "Name the deal and how it was structured: an acquisition, a merger, a share swap or a stake purchase.",
        ],
        [
          "strategic rationale",
          ["rationale", "synergies", "market share", "scale", "strategic"],
          "What risks could make the deal fail to deliver?",
          "Explain the strategic reason for it, such as scale, market share or synergies.",
        ],
        [
          "valuation or terms",
          ["valuation", "multiple", "premium", "swap ratio", "crore"],
          "Was the price fair? What multiple was paid?",
          "Give the valuation or terms, such as the price, multiple, premium or swap ratio.",
        ],
        [
          "regulatory or integration issues",
          ["regulatory", "rbi", "cci", "sebi", "integration"],
          "Which approvals did it need?",
          "Mention the approvals or integration issues the deal faced.",
        ],
      ],
      "The HDFC-HDFC Bank merger, effective July 2023, was an all-share scheme with a swap ratio of 42 HDFC Bank shares for every 25 HDFC shares. The rationale was scale and cross-selling: HDFC Bank gained a large mortgage book and could sell home loans to its deposit customers, while HDFC gained a cheaper funding base through CASA deposits. The deal needed RBI, SEBI, CCI and NCLT approvals, and the integration issues were regulatory: meeting CRR, SLR and priority-sector requirements on HDFC's book, which pressured margins at first.",
    ),
    q(
      "ib-buyback",
      "Should a cash-rich Indian company pay a dividend or buy back shares?",
      [
        [
          "tax treatment for shareholders",
          ["tax", "deemed dividend", "slab rate", "taxed"],
          "How did the October 2024 change in buyback taxation alter the choice?",
          "Dividends and buybacks are taxed differently in shareholders' hands, and that changes which is better.",
        ],
        [
          "buybacks signal undervaluation and raise EPS",
          ["undervalued", "signal", "eps", "share count"],
          "Why does a buyback lift EPS even with no change in profit?",
          "A buyback can signal that management thinks the shares are cheap, and it lifts EPS by reducing the share count.",
        ],
        [
          "flexibility and promoter stake",
          ["flexibility", "promoter", "one-off", "regular dividend", "stake"],
          "Why might a promoter prefer a buyback?",
          "A buyback is a flexible one-off that can raise the promoter's stake, while a regular dividend sets an expectation.",
        ],
        [
          "valuation discipline",
          ["price", "valuation", "intrinsic value", "overpay"],
          "When does a buyback destroy value?",
          "A buyback creates value only when the shares are bought below their intrinsic value.",
        ],
      ],
      "Both return cash, so the choice depends on tax, signalling and price. Since 1 October 2024 buyback proceeds are taxed as a deemed dividend in shareholders' hands at their slab rate, so the old tax advantage of buybacks has largely gone. A buyback still signals that management thinks the stock is undervalued and reduces the share count, lifting EPS, and it is flexible and one-off, while a regular dividend sets an expectation. A buyback only creates value if done below intrinsic value; buying back an overvalued stock transfers value to selling shareholders.",
    ),
    q(
      "ib-loss-making",
      "How would you value a loss-making Indian start-up, for example in quick commerce?",
      [
        [
          "revenue or GMV multiples",
          ["ev/revenue", "ev/sales", "gmv", "revenue multiple"],
          "Why is EV/GMV dangerous when take rates differ?",
          "With no profit to value, you use revenue or GMV multiples from comparable companies.",
        ],
        [
          "DCF with a long explicit period to profitability",
          ["dcf", "path to profitability", "long explicit", "ten years", "steady state"],
          "How do you handle the years of negative cash flow?",
          "A DCF still works with a long forecast that runs until the business reaches steady-state profitability.",
        ],
        [
          "unit economics",
          ["unit economics", "contribution margin", "aov", "cac", "per order"],
          "Which unit-economics metrics would you ask management for?",
          "Unit economics, the profit or loss on each order after delivery and discounts, show whether the model can ever make money.",
        ],
        [
          "cash runway and dilution",
          ["runway", "burn", "funding", "dilution"],
          "How does future dilution affect today's value per share?",
          "Cash runway and future funding rounds matter because new money dilutes today's shareholders.",
        ],
      ],
      "With no profits, P/E and EV/EBITDA do not work, so I would use EV/revenue or EV/GMV against listed peers like Zomato (Blinkit) and Swiggy, adjusting for growth and take rate. I would build a DCF with a long explicit period, ten years or more, to a steady state where margins resemble mature retailers, and discount at a high rate. The key is unit economics: average order value (AOV), contribution margin per order, dark-store throughput, CAC and retention. Finally I check cash burn and runway, because future fund-raising means dilution for today's shareholders.",
    ),
    q(
      "ib-minority",
      "Why do we add minority interest when moving from equity value to enterprise value?",
      [
        [
          "consolidation includes 100% of subsidiary EBITDA",
          ["consolidates", "consolidated", "100%", "subsidiary"],
          "What is the reverse case for associates and equity-accounted investments?",
          "Consolidated accounts include 100% of a subsidiary's EBITDA even when the parent owns less than all of it.",
        ],
        [
          "consistency between numerator and denominator",
          ["consistent", "numerator", "denominator", "match"],
          "Which multiples would be distorted if you forgot it?",
          "Adding minority interest keeps enterprise value consistent with that full EBITDA, so the numerator matches the denominator.",
        ],
        [
          "minority holders have a claim on the business",
          ["minority interest", "non-controlling interest", "claim", "outside shareholders"],
          "How would you value the minority interest: book or market value?",
          "The minority holders own a real claim on part of the business, which enterprise value must include.",
        ],
      ],
      "When a parent owns, say, 70% of a subsidiary, it consolidates 100% of the subsidiary's revenue and EBITDA. The parent's market cap, though, reflects only its 70% claim. The remaining 30% belongs to outside shareholders, the non-controlling (minority) interest, which is a claim on the business. So we add minority interest to enterprise value to keep the numerator consistent with the denominator in EV/EBITDA. Ideally it is added at market value, for example when the subsidiary is listed.",
    ),
  ],
};
