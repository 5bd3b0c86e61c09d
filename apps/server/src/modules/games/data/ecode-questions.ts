// The ecode case-question bank: short cases for Indian finance students (INR, NSE/BSE, Ind AS, RBI/SEBI rules).
// The correct option is written FIRST here; seeding rotates the options by a fixed amount per key so the right
// answer's position varies (seed.ts). Every figure below is worked out in its explanation.

/** A seeded question: `options[0]` is the right answer. */
export interface SeedQuestion {
  key: string;
  topic: string;
  prompt: string;
  options: [string, string, string, string];
  explanation: string;
}

export const ECODE_QUESTIONS: SeedQuestion[] = [
  // ---- ratios ----
  {
    key: "ecode-ratios-01",
    topic: "ratios",
    prompt:
      "Sharma Textiles Ltd (BSE-listed) reports FY25 revenue of ₹500 crore, EBITDA of ₹90 crore, depreciation of ₹20 crore and interest of ₹15 crore. The tax rate is 25%. What is its profit after tax?",
    options: ["₹41.25 crore", "₹52.50 crore", "₹55.00 crore", "₹67.50 crore"],
    explanation:
      "Work down the P&L: EBIT = EBITDA − depreciation = 90 − 20 = ₹70 crore; profit before tax = EBIT − interest = 70 − 15 = ₹55 crore; tax at 25% is ₹13.75 crore, so PAT = 55 − 13.75 = ₹41.25 crore. ₹55 crore is PBT, and ₹52.5 crore wrongly taxes EBIT before deducting interest.",
  },
  {
    key: "ecode-ratios-02",
    topic: "ratios",
    prompt:
      "For the same Sharma Textiles case (EBITDA ₹90 crore, depreciation ₹20 crore, interest ₹15 crore), what is the interest coverage ratio measured as EBIT / interest?",
    options: ["4.67x", "6.00x", "3.67x", "2.75x"],
    explanation:
      "EBIT = 90 − 20 = ₹70 crore and interest is ₹15 crore, so coverage = 70 / 15 = 4.67x. Using EBITDA gives 6.0x (EBITDA coverage, a different and more lenient ratio). Lenders in India often set covenants on both; a coverage below about 2x usually signals stress.",
  },
  {
    key: "ecode-ratios-03",
    topic: "ratios",
    prompt:
      "A mid-cap FMCG distributor has current assets of ₹240 crore, of which inventory is ₹90 crore, and current liabilities of ₹160 crore. What is its quick (acid-test) ratio?",
    options: ["0.94", "1.50", "0.56", "1.07"],
    explanation:
      "The quick ratio leaves out inventory because it may not turn into cash quickly: (240 − 90) / 160 = 150 / 160 = 0.94. The current ratio would be 240 / 160 = 1.50. A quick ratio below 1 means the firm relies on selling stock to meet its short-term dues.",
  },
  {
    key: "ecode-ratios-04",
    topic: "ratios",
    prompt:
      "Using the DuPont identity, a company has a net profit margin of 8%, asset turnover of 1.5x and an equity multiplier (assets / equity) of 2.0. What is its return on equity?",
    options: ["24%", "12%", "16%", "11.5%"],
    explanation:
      "DuPont: ROE = net margin × asset turnover × equity multiplier = 8% × 1.5 × 2.0 = 24%. The first two give return on assets (12%); leverage doubles it. The split shows whether a high ROE comes from profitability, efficiency or borrowing — the last being the riskiest source.",
  },
  {
    key: "ecode-ratios-05",
    topic: "ratios",
    prompt:
      "An auto-component maker sells entirely on credit. Annual revenue is ₹730 crore and trade receivables at year end are ₹80 crore. What are its receivable (debtor) days, on a 365-day year?",
    options: ["40 days", "36.5 days", "45.6 days", "9.1 days"],
    explanation:
      "Debtor days = receivables / revenue × 365 = 80 / 730 × 365 = 40 days. Revenue per day is 730 / 365 = ₹2 crore, so ₹80 crore of receivables is 40 days of sales. Rising debtor days while revenue grows can mean the company is pushing sales with easier credit.",
  },
  {
    key: "ecode-ratios-06",
    topic: "ratios",
    prompt:
      "A pharma company's cost of goods sold is ₹600 crore and its average inventory is ₹120 crore. How many days of inventory does it hold (365-day year)?",
    options: ["73 days", "60 days", "5 days", "120 days"],
    explanation:
      "Inventory turnover = COGS / average inventory = 600 / 120 = 5 times a year, so inventory days = 365 / 5 = 73 days. Use COGS, not revenue, because inventory is carried at cost. Together with debtor and creditor days this gives the cash conversion cycle.",
  },
  {
    key: "ecode-ratios-07",
    topic: "ratios",
    prompt:
      "A cement company has borrowings of ₹350 crore, cash of ₹120 crore, liquid mutual fund investments of ₹30 crore and EBITDA of ₹100 crore. What is its net debt to EBITDA?",
    options: ["2.0x", "3.5x", "2.3x", "4.7x"],
    explanation:
      "Net debt = borrowings − cash and liquid investments = 350 − 120 − 30 = ₹200 crore; net debt / EBITDA = 200 / 100 = 2.0x. Gross debt / EBITDA would be 3.5x. Rating agencies and banks in India commonly treat net leverage above about 3x as stretched for a cyclical business like cement.",
  },
  // ---- valuation ----
  {
    key: "ecode-valuation-01",
    topic: "valuation",
    prompt:
      "Listed peers of Kaveri Foods trade at a median P/E of 18x on FY26 earnings. Kaveri's FY26 EPS estimate is ₹25. What value per share does a relative (P/E) valuation give?",
    options: ["₹450", "₹43", "₹250", "₹18"],
    explanation:
      "Relative valuation applies the peer multiple to the company's own metric: value per share = P/E × EPS = 18 × 25 = ₹450. The analyst should then ask whether Kaveri deserves a premium or discount to the median (growth, margins, governance, liquidity of the stock).",
  },
  {
    key: "ecode-valuation-02",
    topic: "valuation",
    prompt:
      "A company has a market capitalisation of ₹2,000 crore, debt of ₹500 crore, cash of ₹300 crore and minority (non-controlling) interest of ₹50 crore. What is its enterprise value?",
    options: ["₹2,250 crore", "₹2,200 crore", "₹2,800 crore", "₹2,500 crore"],
    explanation:
      "EV = market cap + debt − cash + non-controlling interest = 2,000 + 500 − 300 + 50 = ₹2,250 crore. Minority interest is added because consolidated EBITDA includes 100% of subsidiaries even where the group owns less, so EV must include the other owners' claim too.",
  },
  {
    key: "ecode-valuation-03",
    topic: "valuation",
    prompt:
      "A PSU power utility is expected to pay a dividend of ₹12 per share next year, growing at 7% a year for ever. Investors require 13%. What is the share's value by the Gordon growth model?",
    options: ["₹200", "₹92", "₹171", "₹214"],
    explanation:
      "Gordon growth: P = D1 / (r − g) = 12 / (0.13 − 0.07) = 12 / 0.06 = ₹200. D1 is already next year's dividend, so it is not grown again (doing so gives ₹214). The model suits mature, steady payers like utilities and is very sensitive to the gap between r and g.",
  },
  {
    key: "ecode-valuation-04",
    topic: "valuation",
    prompt:
      "In a DCF, free cash flow in year 5 is ₹100 crore. Cash flows then grow at 5% for ever and the WACC is 12%. What is the terminal value at the end of year 5?",
    options: ["₹1,500 crore", "₹1,429 crore", "₹833 crore", "₹875 crore"],
    explanation:
      "Terminal value = FCF6 / (WACC − g) = 100 × 1.05 / (0.12 − 0.05) = 105 / 0.07 = ₹1,500 crore. Forgetting to grow year 5's cash flow gives 100 / 0.07 = ₹1,429 crore. The terminal value is then discounted back five years like any other cash flow.",
  },
  {
    key: "ecode-valuation-05",
    topic: "valuation",
    prompt:
      "The 10-year G-sec yields 7%, a stock's beta against the Nifty 50 is 1.2 and the equity risk premium is taken as 6%. What is the cost of equity by CAPM?",
    options: ["14.2%", "15.4%", "13.0%", "8.4%"],
    explanation:
      "CAPM: Ke = Rf + β × ERP = 7% + 1.2 × 6% = 7% + 7.2% = 14.2%. The risk-free rate is the government bond yield; beta scales only the premium, not the whole market return (1.2 × 13% = 15.6% would be a mistake, as would 1.2 × 7% + 6%).",
  },
  {
    key: "ecode-valuation-06",
    topic: "valuation",
    prompt:
      "A company is financed 60% by equity and 40% by debt at market values. Cost of equity is 14%, pre-tax cost of debt is 10% and the tax rate is 25%. What is its WACC?",
    options: ["11.4%", "12.4%", "10.6%", "12.0%"],
    explanation:
      "WACC = 0.6 × 14% + 0.4 × 10% × (1 − 0.25) = 8.4% + 3.0% = 11.4%. Interest is tax-deductible, so debt's cost enters after tax; ignoring the tax shield gives 12.4%. Use market, not book, weights.",
  },
  {
    key: "ecode-valuation-07",
    topic: "valuation",
    prompt:
      "Peers trade at 10x EV/EBITDA. A target has EBITDA of ₹150 crore, net debt of ₹300 crore and 6 crore shares. What is the implied value per share?",
    options: ["₹200", "₹250", "₹300", "₹150"],
    explanation:
      "Implied EV = 10 × 150 = ₹1,500 crore; equity value = EV − net debt = 1,500 − 300 = ₹1,200 crore; per share = 1,200 / 6 = ₹200. Dividing EV by shares (₹250) forgets that lenders are paid before shareholders.",
  },
  // ---- accounting ----
  {
    key: "ecode-accounting-01",
    topic: "accounting",
    prompt:
      "A retail chain signs a 5-year lease for a store with fixed monthly rent. Under Ind AS 116, what does it recognise on its balance sheet at the start of the lease?",
    options: [
      "A right-of-use asset and a lease liability",
      "Nothing: rent is expensed as paid",
      "Only a lease liability",
      "A prepaid expense equal to one year's rent",
    ],
    explanation:
      "Ind AS 116 removed the operating-lease off-balance-sheet treatment for lessees: the lessee recognises a right-of-use asset and a lease liability at the present value of the lease payments (short-term and low-value leases may be exempted). The asset is depreciated and the liability accrues interest.",
  },
  {
    key: "ecode-accounting-02",
    topic: "accounting",
    prompt:
      "When an Indian retailer moved its store leases from rent expense to Ind AS 116 accounting, what happened to its reported EBITDA, other things equal?",
    options: [
      "EBITDA rose, because rent was replaced by depreciation and interest",
      "EBITDA fell, because lease liabilities add interest cost",
      "EBITDA did not change",
      "EBITDA fell, because the right-of-use asset is depreciated",
    ],
    explanation:
      "Under Ind AS 116 the lease cost appears as depreciation of the right-of-use asset and interest on the lease liability, both below EBITDA, instead of rent above it. EBITDA therefore rises even though nothing changed economically, which is why analysts compare retailers on pre-Ind AS 116 (post-rent) EBITDA.",
  },
  {
    key: "ecode-accounting-03",
    topic: "accounting",
    prompt:
      "A machine costs ₹12 lakh, has an estimated residual value of ₹2 lakh and a useful life of 5 years. What is the annual depreciation on the straight-line method?",
    options: ["₹2.0 lakh", "₹2.4 lakh", "₹1.6 lakh", "₹2.8 lakh"],
    explanation:
      "Straight-line depreciation = (cost − residual value) / useful life = (12 − 2) / 5 = ₹2 lakh a year. Ignoring the residual value gives ₹2.4 lakh. Schedule II of the Companies Act 2013 gives indicative useful lives; Ind AS 16 asks companies to review life and residual value every year.",
  },
  {
    key: "ecode-accounting-04",
    topic: "accounting",
    prompt:
      "An IT company sells a software licence together with two years of support for ₹30 lakh paid upfront. Under Ind AS 115, how is the revenue recognised?",
    options: [
      "Split between the licence (when control passes) and support (over the two years)",
      "All ₹30 lakh when the cash is received",
      "All ₹30 lakh evenly over two years",
      "All ₹30 lakh when the support period ends",
    ],
    explanation:
      "Ind AS 115 asks for distinct performance obligations: the licence and the support service. The price is allocated between them on relative standalone selling prices; the licence revenue is recognised when control passes and the support revenue over time as it is delivered. Cash timing does not decide revenue.",
  },
  {
    key: "ecode-accounting-05",
    topic: "accounting",
    prompt: "Under Ind AS 103 and Ind AS 36, how is goodwill from an acquisition treated after the deal?",
    options: [
      "Not amortised; tested for impairment at least every year",
      "Amortised over 10 years",
      "Written off to reserves immediately",
      "Amortised over the useful life of the acquired assets",
    ],
    explanation:
      "Ind AS (like IFRS) does not amortise goodwill. It is allocated to cash-generating units and tested for impairment annually and whenever there is an indication of impairment; an impairment loss on goodwill is never reversed. Old Indian GAAP (AS 14) amortised goodwill, usually over 5 years.",
  },
  {
    key: "ecode-accounting-06",
    topic: "accounting",
    prompt:
      "In a year, a company's receivables rise by ₹40 crore, inventory falls by ₹10 crore and trade payables rise by ₹15 crore. What is the effect of working capital on operating cash flow?",
    options: [
      "Reduces it by ₹15 crore",
      "Increases it by ₹15 crore",
      "Reduces it by ₹65 crore",
      "Increases it by ₹65 crore",
    ],
    explanation:
      "More receivables tie up cash (−40), lower inventory releases cash (+10) and higher payables mean suppliers are financing the company (+15): −40 + 10 + 15 = −₹15 crore. In the indirect-method cash flow statement this is deducted from profit to reach cash from operations.",
  },
  {
    key: "ecode-accounting-07",
    topic: "accounting",
    prompt:
      "A company earns PAT of ₹80 crore, charges depreciation of ₹20 crore, invests ₹30 crore more in working capital and spends ₹40 crore on capex. What is its free cash flow to equity, assuming no change in debt?",
    options: ["₹30 crore", "₹70 crore", "₹90 crore", "₹10 crore"],
    explanation:
      "FCFE = PAT + depreciation (non-cash) − increase in working capital − capex ± net borrowing = 80 + 20 − 30 − 40 + 0 = ₹30 crore. Profit of ₹80 crore turns into only ₹30 crore of cash the shareholders could take out, which is why analysts look past PAT.",
  },
  // ---- markets ----
  {
    key: "ecode-markets-01",
    topic: "markets",
    prompt:
      "A learner buys shares of Infosys on NSE on a Monday (a normal trading day, no holidays that week). Under the current rolling settlement cycle, when are the shares credited to the demat account?",
    options: ["Tuesday (T+1)", "Wednesday (T+2)", "Monday itself (T+0)", "Thursday (T+3)"],
    explanation:
      "Indian equities moved fully to T+1 rolling settlement in January 2023, so a Monday trade settles on Tuesday, the next working day. SEBI has also introduced an optional same-day (T+0) cycle for a limited set of stocks, but T+1 is the standard cycle.",
  },
  {
    key: "ecode-markets-02",
    topic: "markets",
    prompt:
      "You hold 100 shares of a company trading at ₹1,000. It issues a 1:1 bonus. Just after the ex-date, ignoring market moves, what do you hold?",
    options: [
      "200 shares at about ₹500 each",
      "200 shares at about ₹1,000 each",
      "100 shares at about ₹2,000 each",
      "100 shares at about ₹500 each",
    ],
    explanation:
      "A 1:1 bonus gives one free share for each share held, capitalising reserves into share capital. Nothing flows in or out of the company, so the value is unchanged: 200 shares at about ₹500 = ₹1,00,000, the same as before. Only the share count and per-share figures (price, EPS) change.",
  },
  {
    key: "ecode-markets-03",
    topic: "markets",
    prompt:
      "A stock trades at ₹400 and has paid dividends of ₹12 per share over the last year. What is its trailing dividend yield?",
    options: ["3.0%", "33.3%", "4.8%", "12.0%"],
    explanation:
      "Dividend yield = dividend per share / price = 12 / 400 = 3%. Coal India and other PSUs often show yields above 5%, while growth stocks such as Avenue Supermarts pay nothing; yield alone says little without the payout's sustainability.",
  },
  {
    key: "ecode-markets-04",
    topic: "markets",
    prompt:
      "The 10-year G-sec yield rises from 7.0% to 7.4%. What happens to the prices of existing government bonds?",
    options: [
      "They fall",
      "They rise",
      "They stay the same because coupons are fixed",
      "They rise only for bonds maturing within a year",
    ],
    explanation:
      "Bond prices move opposite to yields: existing bonds pay fixed coupons, so when new bonds offer more, the old ones must become cheaper to give buyers the higher yield. Longer bonds (higher duration) fall more; a 40 bps rise on a bond with modified duration 7 costs about 2.8%.",
  },
  {
    key: "ecode-markets-05",
    topic: "markets",
    prompt:
      "A company trading at ₹200 announces a rights issue of 1 new share for every 4 held, at ₹150. What is the theoretical ex-rights price (TERP)?",
    options: ["₹190", "₹175", "₹187.50", "₹200"],
    explanation:
      "TERP = (4 × 200 + 1 × 150) / 5 = 950 / 5 = ₹190. An investor with 4 shares worth ₹800 pays ₹150 and ends with 5 shares worth ₹950, so nothing is gained or lost by subscribing; not subscribing (and not selling the entitlement) loses value.",
  },
  {
    key: "ecode-markets-06",
    topic: "markets",
    prompt:
      "A resident sells listed equity shares (STT paid) in FY2025-26 that were held for 8 months, at a gain of ₹50,000. At what rate is this short-term capital gain taxed under section 111A (before surcharge and cess)?",
    options: ["20%", "15%", "12.5%", "The investor's slab rate"],
    explanation:
      "Listed equity held for 12 months or less gives short-term capital gains. The Finance (No. 2) Act 2024 raised the section 111A rate from 15% to 20% for transfers on or after 23 July 2024, so a sale in FY2025-26 is taxed at 20% plus surcharge and cess. 12.5% is the new long-term rate under section 112A.",
  },
  {
    key: "ecode-markets-07",
    topic: "markets",
    prompt:
      "In FY2025-26 an investor books long-term capital gains of ₹2,00,000 on listed equity shares (STT paid, held over 12 months) and has no other such gains. What is the tax under section 112A before cess?",
    options: ["₹9,375", "₹25,000", "₹20,000", "₹15,625"],
    explanation:
      "From 23 July 2024 section 112A taxes long-term gains on listed equity at 12.5% on the amount above the annual exemption of ₹1.25 lakh. Taxable gain = 2,00,000 − 1,25,000 = ₹75,000; tax = 12.5% × 75,000 = ₹9,375 (plus 4% cess). Taxing the whole gain would give ₹25,000.",
  },
  // ---- corporate finance ----
  {
    key: "ecode-cf-01",
    topic: "corporate-finance",
    prompt:
      "A project costs ₹100 lakh today and returns ₹60 lakh at the end of each of the next two years. At a 10% discount rate, what is its NPV?",
    options: ["₹4.13 lakh", "₹20.00 lakh", "−₹4.13 lakh", "₹9.09 lakh"],
    explanation:
      "NPV = −100 + 60 / 1.10 + 60 / 1.10² = −100 + 54.55 + 49.59 = ₹4.13 lakh. The undiscounted surplus is ₹20 lakh, but money later is worth less. A positive NPV at the cost of capital means the project adds value, so it should be accepted.",
  },
  {
    key: "ecode-cf-02",
    topic: "corporate-finance",
    prompt:
      "An investment of ₹50 lakh returns ₹15 lakh, ₹20 lakh and ₹25 lakh in years 1, 2 and 3, spread evenly within each year. What is its payback period?",
    options: ["2.6 years", "3.0 years", "2.4 years", "2.0 years"],
    explanation:
      "After two years ₹35 lakh has come back, leaving ₹15 lakh; year 3 brings ₹25 lakh, so it takes 15 / 25 = 0.6 of that year. Payback = 2.6 years. Payback ignores the time value of money and everything after the payback date, so it is a liquidity check, not a value measure.",
  },
  {
    key: "ecode-cf-03",
    topic: "corporate-finance",
    prompt:
      "A company earns PAT of ₹100 crore on 10 crore shares. It buys back 1 crore shares using idle cash that earned nothing. What is EPS after the buyback?",
    options: ["₹11.11", "₹10.00", "₹11.00", "₹9.09"],
    explanation:
      "Profit is unchanged at ₹100 crore (the cash earned nothing) but the share count falls to 9 crore, so EPS = 100 / 9 = ₹11.11, up from ₹10. If the cash had earned interest, the lost post-tax income would reduce the gain. Indian buybacks are governed by the SEBI (Buy-back of Securities) Regulations 2018.",
  },
  {
    key: "ecode-cf-04",
    topic: "corporate-finance",
    prompt:
      "A manufacturer has sales of ₹200 crore, variable costs of ₹120 crore and fixed costs of ₹50 crore. If sales rise 10% (variable costs rise in step), by how much does EBIT rise?",
    options: ["26.7%", "10.0%", "16.0%", "37.5%"],
    explanation:
      "Contribution = 200 − 120 = ₹80 crore; EBIT = 80 − 50 = ₹30 crore; degree of operating leverage = 80 / 30 = 2.67. A 10% sales rise adds ₹8 crore of contribution, so EBIT rises 8 / 30 = 26.7%. High fixed costs magnify profit swings both ways.",
  },
  {
    key: "ecode-cf-05",
    topic: "corporate-finance",
    prompt:
      "A company that has opted for the section 115BAA tax regime (effective rate 25.17% including surcharge and cess) borrows at 9%. What is its post-tax cost of debt?",
    options: ["6.73%", "9.00%", "7.02%", "6.30%"],
    explanation:
      "Post-tax cost of debt = 9% × (1 − 0.2517) = 9% × 0.7483 = 6.73%. Interest is deductible, so the government bears part of it. Using the 22% base rate gives 7.02% and the old 30% rate 6.30%; the effective rate including surcharge and cess is the right one.",
  },
  {
    key: "ecode-cf-06",
    topic: "corporate-finance",
    prompt:
      "A company's EPS is ₹40, it pays a dividend of ₹10 per share and earns an ROE of 16%. What growth rate can it sustain without new equity or a change in leverage?",
    options: ["12%", "4%", "16%", "21.3%"],
    explanation:
      "Payout = 10 / 40 = 25%, so the retention ratio b = 75%. Sustainable growth g = b × ROE = 0.75 × 16% = 12%. Retained earnings grow equity at that rate, and at constant ROE and leverage, earnings grow with it.",
  },
  // ---- banking ----
  {
    key: "ecode-banking-01",
    topic: "banking",
    prompt:
      "A private bank earns interest of ₹1,000 crore and pays interest of ₹600 crore in a year, on average interest-earning assets of ₹12,000 crore. What is its net interest margin?",
    options: ["3.33%", "8.33%", "5.00%", "4.00%"],
    explanation:
      "NIM = (interest earned − interest expended) / average earning assets = (1,000 − 600) / 12,000 = 400 / 12,000 = 3.33%. Indian private banks typically report NIMs of about 3.5–4.5%; 8.33% is the yield on assets, not the margin.",
  },
  {
    key: "ecode-banking-02",
    topic: "banking",
    prompt:
      "A bank has gross advances of ₹50,000 crore, gross NPAs of ₹2,000 crore and NPA provisions of ₹1,500 crore. What is its net NPA ratio?",
    options: ["1.03%", "4.00%", "1.00%", "3.00%"],
    explanation:
      "Net NPAs = gross NPAs − provisions = 2,000 − 1,500 = ₹500 crore. The ratio is over net advances, 50,000 − 1,500 = ₹48,500 crore: 500 / 48,500 = 1.03%. Dividing by gross advances gives 1.00%; the gross NPA ratio is 2,000 / 50,000 = 4%.",
  },
  {
    key: "ecode-banking-03",
    topic: "banking",
    prompt:
      "A bank's deposits are ₹20,000 crore in current accounts, ₹30,000 crore in savings accounts and ₹50,000 crore in term deposits. What is its CASA ratio?",
    options: ["50%", "30%", "20%", "100%"],
    explanation:
      "CASA ratio = (current + savings deposits) / total deposits = (20,000 + 30,000) / 1,00,000 = 50%. CASA deposits pay little or no interest, so a high CASA ratio lowers the cost of funds and supports the bank's margin.",
  },
  {
    key: "ecode-banking-04",
    topic: "banking",
    prompt:
      "The same bank (gross NPAs ₹2,000 crore, provisions ₹1,500 crore) reports its provision coverage ratio excluding technical write-offs. What is it?",
    options: ["75%", "25%", "3%", "133%"],
    explanation:
      "Provision coverage ratio = provisions held against NPAs / gross NPAs = 1,500 / 2,000 = 75%. RBI has long encouraged banks to keep PCR around 70% or above; a higher PCR means less of the bad-loan book could still hit profits.",
  },
  {
    key: "ecode-banking-05",
    topic: "banking",
    prompt:
      "If the cash reserve ratio (CRR) were 4% and a bank's net demand and time liabilities (NDTL) were ₹1,00,000 crore, how much must it keep as balances with the RBI?",
    options: ["₹4,000 crore", "₹400 crore", "₹40,000 crore", "₹18,000 crore"],
    explanation:
      "CRR is a share of NDTL kept as cash with the RBI, earning no interest: 4% × 1,00,000 = ₹4,000 crore. It is different from SLR, which is held in approved securities such as G-secs (₹18,000 crore would be an 18% SLR). The RBI changes CRR to add or drain liquidity.",
  },
  {
    key: "ecode-banking-06",
    topic: "banking",
    prompt:
      "The RBI's Monetary Policy Committee raises the repo rate by 25 bps. What is the most direct effect on a home loan linked to the repo rate (external benchmark)?",
    options: [
      "Its interest rate rises by 25 bps at the next reset",
      "Its interest rate is unchanged until the loan is renewed",
      "Its interest rate falls, because deposits become cheaper",
      "Only the bank's deposit rates change",
    ],
    explanation:
      "Since October 2019 RBI has required new floating-rate retail loans to be linked to an external benchmark such as the repo rate, reset at least once every three months. A 25 bps repo hike therefore passes straight into the loan rate at the next reset (the bank's spread stays the same).",
  },
];
