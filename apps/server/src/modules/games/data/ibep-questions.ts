// The IBEP question bank: investment-banking interview-style questions on valuation, accounting, M&A, LBOs and
// markets, for Indian finance students. The correct option is written FIRST; seeding rotates the options (seed.ts).
import type { SeedQuestion } from "./ecode-questions.ts";

export const IBEP_QUESTIONS: SeedQuestion[] = [
  // ---- valuation ----
  {
    key: "ibep-valuation-01",
    topic: "valuation",
    prompt:
      "Which multiple is least affected by differences in capital structure between two otherwise similar companies?",
    options: ["EV / EBITDA", "P / E", "Price / book value", "Dividend yield"],
    explanation:
      "EV/EBITDA compares the value of the whole firm (debt and equity) with earnings before interest, so it does not change much when a company swaps equity for debt. P/E, P/B and dividend yield are equity measures: more debt means more interest, lower PAT and a different P/E even if the business is identical.",
  },
  {
    key: "ibep-valuation-02",
    topic: "valuation",
    prompt: "In a DCF, unlevered free cash flow (FCFF) should be discounted at which rate?",
    options: ["WACC", "Cost of equity", "Pre-tax cost of debt", "The 10-year G-sec yield"],
    explanation:
      "FCFF is the cash available to all capital providers before any financing flows, so it is discounted at the weighted average cost of capital and gives enterprise value. Levered free cash flow (FCFE) belongs to shareholders only and is discounted at the cost of equity, giving equity value directly.",
  },
  {
    key: "ibep-valuation-03",
    topic: "valuation",
    prompt:
      "A company has EBIT of ₹200 crore, a 25% tax rate, D&A of ₹40 crore, capex of ₹60 crore and an increase in net working capital of ₹20 crore. What is its unlevered free cash flow?",
    options: ["₹110 crore", "₹130 crore", "₹150 crore", "₹90 crore"],
    explanation:
      "FCFF = EBIT × (1 − t) + D&A − capex − increase in NWC = 200 × 0.75 + 40 − 60 − 20 = 150 + 40 − 80 = ₹110 crore. Tax is computed on EBIT (as if there were no debt) because the interest tax shield is captured in WACC instead.",
  },
  {
    key: "ibep-valuation-04",
    topic: "valuation",
    prompt:
      "A DCF gives an enterprise value of ₹5,000 crore. The company has debt of ₹1,200 crore, cash of ₹400 crore, preference capital of ₹100 crore and non-controlling interest of ₹200 crore. What is the equity value?",
    options: ["₹3,900 crore", "₹4,200 crore", "₹4,100 crore", "₹3,500 crore"],
    explanation:
      "Equity value = EV − debt + cash − preference capital − non-controlling interest = 5,000 − 1,200 + 400 − 100 − 200 = ₹3,900 crore. Every claim ranking ahead of (or alongside) the parent's ordinary shareholders is subtracted; cash is added because EV was computed on the operations alone.",
  },
  {
    key: "ibep-valuation-05",
    topic: "valuation",
    prompt: "What is the present value of ₹1,000 received in 3 years, discounted annually at 12%?",
    options: ["₹711.78", "₹640.00", "₹888.89", "₹736.00"],
    explanation:
      "PV = 1,000 / 1.12³ = 1,000 / 1.404928 = ₹711.78. Subtracting simple interest (1,000 × (1 − 0.36) = ₹640) is a common mistake; discounting compounds just as interest does.",
  },
  {
    key: "ibep-valuation-06",
    topic: "valuation",
    prompt:
      "Using an exit multiple of 8x on year-5 EBITDA of ₹300 crore and a WACC of 12%, what is the present value of the terminal value today?",
    options: ["₹1,362 crore", "₹2,400 crore", "₹2,143 crore", "₹1,200 crore"],
    explanation:
      "Terminal value at the end of year 5 = 8 × 300 = ₹2,400 crore. Discount it five years: 2,400 / 1.12⁵ = 2,400 / 1.7623 = ₹1,362 crore. Discounting only one year (₹2,143 crore) is a frequent error; the terminal value sits at the end of the forecast period.",
  },
  {
    key: "ibep-valuation-07",
    topic: "valuation",
    prompt:
      "A listed comparable has a levered beta of 1.3, a debt-to-equity ratio of 0.5 and a tax rate of 25%. What is its unlevered (asset) beta using the Hamada formula?",
    options: ["0.95", "0.87", "1.30", "1.79"],
    explanation:
      "βu = βL / (1 + (1 − t) × D/E) = 1.3 / (1 + 0.75 × 0.5) = 1.3 / 1.375 = 0.945 ≈ 0.95. Ignoring tax gives 1.3 / 1.5 = 0.87. Bankers unlever peers' betas, take a median, and relever it at the target's own capital structure.",
  },
  {
    key: "ibep-valuation-08",
    topic: "valuation",
    prompt: "Why do many DCF models use the mid-year convention?",
    options: [
      "Cash flows arrive through the year, not all on the last day",
      "It makes the terminal value smaller",
      "Indian companies report half-yearly",
      "It removes the need for a terminal value",
    ],
    explanation:
      "A company earns and spends cash throughout the year, so discounting each year's cash flow as if it arrived on 31 March understates value. The mid-year convention discounts by half a year less (period 0.5, 1.5, ...), raising the valuation slightly, by roughly half a year of WACC.",
  },
  {
    key: "ibep-valuation-09",
    topic: "valuation",
    prompt:
      "A company has 10 crore shares and 1 crore in-the-money options with a strike of ₹100; the share price is ₹150. Using the treasury stock method, what is the diluted share count?",
    options: ["10.33 crore", "11.00 crore", "10.67 crore", "10.00 crore"],
    explanation:
      "Exercising the options brings in 1 crore × ₹100 = ₹100 crore, which buys back 100 / 150 = 0.667 crore shares at the market price. Net new shares = 1 − 0.667 = 0.333 crore, so the diluted count is 10.33 crore. Out-of-the-money options are ignored.",
  },
  {
    key: "ibep-valuation-10",
    topic: "valuation",
    prompt:
      "A holding company owns listed stakes worth ₹10,000 crore at market prices and has net cash of ₹500 crore and 50 crore shares. An analyst applies a 20% holding-company discount to the stakes. What is the value per share?",
    options: ["₹170", "₹210", "₹160", "₹200"],
    explanation:
      "Sum of the parts: discounted stakes = 10,000 × (1 − 0.20) = ₹8,000 crore; add net cash of ₹500 crore = ₹8,500 crore; per share = 8,500 / 50 = ₹170. Indian holding companies (for example Bajaj Holdings or Tata Investment) usually trade at such discounts for taxes, leakage and lack of control.",
  },
  {
    key: "ibep-valuation-11",
    topic: "valuation",
    prompt: "Why are Indian banks usually valued on price to (adjusted) book value rather than EV/EBITDA?",
    options: [
      "For a bank, debt (deposits) is raw material, so enterprise value and EBITDA are not meaningful",
      "Banks do not report EBITDA under Ind AS",
      "SEBI requires banks to be valued on book value",
      "Bank shares never trade above book value",
    ],
    explanation:
      "A bank's business is borrowing (deposits) and lending; interest is its cost of goods sold, so EBITDA and EV lose meaning. Equity is the binding constraint (capital adequacy), so banks are valued on P/B — adjusted for net NPAs — alongside P/E and ROE (a higher sustainable ROE justifies a higher P/B).",
  },
  {
    key: "ibep-valuation-12",
    topic: "valuation",
    prompt:
      "A stock trades at a P/E of 30 and its EPS is expected to grow 20% a year. What is its PEG ratio?",
    options: ["1.5", "0.67", "6.0", "10.0"],
    explanation:
      "PEG = P/E ÷ expected EPS growth (in percentage points) = 30 / 20 = 1.5. A PEG near 1 is often read as growth being fairly priced; it ignores risk and the duration of growth, so it is a screen, not a valuation.",
  },
  // ---- accounting ----
  {
    key: "ibep-accounting-01",
    topic: "accounting",
    prompt:
      "Depreciation rises by ₹10 with a 25% tax rate. After the three statements flow through, how does the company's cash balance change?",
    options: ["It rises by ₹2.50", "It falls by ₹10", "It falls by ₹7.50", "It does not change"],
    explanation:
      "P&L: pre-tax profit falls ₹10, tax falls ₹2.50, net income falls ₹7.50. Cash flow: start from net income (−7.50) and add back the non-cash depreciation (+10), so cash from operations rises ₹2.50 — the tax saved. Balance sheet: PP&E −10, cash +2.50 (assets −7.50) and retained earnings −7.50.",
  },
  {
    key: "ibep-accounting-02",
    topic: "accounting",
    prompt:
      "A company buys ₹50 of inventory for cash. What is the immediate effect on its income statement and cash flow statement?",
    options: [
      "No P&L effect; cash from operations falls by ₹50",
      "Expenses rise by ₹50; cash from investing falls by ₹50",
      "Net income falls by ₹50; no cash flow effect",
      "No P&L effect; cash from financing falls by ₹50",
    ],
    explanation:
      "Buying inventory swaps one asset (cash) for another (inventory); it hits the P&L only as cost of goods sold when the goods are sold. In the cash flow statement the increase in inventory is a working-capital outflow within operating activities.",
  },
  {
    key: "ibep-accounting-03",
    topic: "accounting",
    prompt:
      "Under Ind AS 116, where do the principal repayments of a lessee's lease liability appear in the cash flow statement?",
    options: [
      "Financing activities",
      "Operating activities",
      "Investing activities",
      "They do not appear; leases are non-cash",
    ],
    explanation:
      "Ind AS 116 treats a lease like borrowing to buy a right-of-use asset, so the principal portion of lease payments is a financing outflow (interest follows the entity's policy for interest paid). This is why Ind AS 116 raised reported cash from operations for airlines and retailers.",
  },
  {
    key: "ibep-accounting-04",
    topic: "accounting",
    prompt:
      "A company uses straight-line depreciation in its books but the written-down-value rates of the Income-tax Act for tax, so tax depreciation is higher in the early years. What does this create?",
    options: [
      "A deferred tax liability",
      "A deferred tax asset",
      "A contingent liability",
      "No deferred tax, since both are depreciation",
    ],
    explanation:
      "Higher tax depreciation now means lower taxable income now and higher taxable income later. Ind AS 12 recognises the tax that is postponed as a deferred tax liability (the tax base of the asset is below its carrying amount). It unwinds as book depreciation catches up.",
  },
  {
    key: "ibep-accounting-05",
    topic: "accounting",
    prompt:
      "In the five-step model of Ind AS 115, which step comes right after identifying the performance obligations in the contract?",
    options: [
      "Determine the transaction price",
      "Recognise revenue when obligations are satisfied",
      "Identify the contract with the customer",
      "Allocate the price to the obligations",
    ],
    explanation:
      "The steps are: (1) identify the contract, (2) identify the performance obligations, (3) determine the transaction price (including variable consideration), (4) allocate it to the obligations on standalone selling prices, and (5) recognise revenue as each obligation is satisfied, at a point in time or over time.",
  },
  {
    key: "ibep-accounting-06",
    topic: "accounting",
    prompt:
      "An acquirer buys 80% of a target for ₹800 crore. The fair value of the target's net identifiable assets is ₹600 crore and non-controlling interest is measured at its proportionate share of net assets. What goodwill is recognised?",
    options: ["₹320 crore", "₹200 crore", "₹440 crore", "₹920 crore"],
    explanation:
      "Under Ind AS 103, goodwill = consideration + NCI − fair value of net identifiable assets = 800 + 20% × 600 − 600 = 800 + 120 − 600 = ₹320 crore (equivalently 800 − 80% × 600). Using 100% of net assets against the 80% price (₹200 crore) mixes two different stakes.",
  },
  {
    key: "ibep-accounting-07",
    topic: "accounting",
    prompt: "Which of these reduces PAT but is excluded from EBITDA?",
    options: ["Depreciation and amortisation", "Employee costs", "Raw material costs", "Power and fuel"],
    explanation:
      "EBITDA is earnings before interest, tax, depreciation and amortisation, so D&A (along with interest and tax) sits below it while operating costs such as staff, materials and power sit above it. That makes EBITDA a rough proxy for operating cash generation before capex.",
  },
  {
    key: "ibep-accounting-08",
    topic: "accounting",
    prompt:
      "A pharma company capitalises ₹100 crore of development costs (meeting the Ind AS 38 criteria) instead of expensing them. What is the effect in the current year?",
    options: [
      "Higher profit and higher assets",
      "Lower profit and higher assets",
      "Higher profit and lower cash",
      "No effect on profit or assets",
    ],
    explanation:
      "Capitalising moves the spend from the P&L to the balance sheet as an intangible asset, so this year's profit and total assets are higher; the cost reaches the P&L later as amortisation. Cash spent is the same either way (it moves from operating to investing outflow), which is why analysts compare cash flows across companies.",
  },
  {
    key: "ibep-accounting-09",
    topic: "accounting",
    prompt:
      "A company stretches its supplier payments from 45 days to 60 days while sales are flat. What happens to cash from operations in that year?",
    options: ["It rises, once", "It falls", "It rises every year permanently", "It does not change"],
    explanation:
      "Paying suppliers later raises trade payables, a working-capital source of cash, so cash from operations is boosted in the year of the change. The benefit is one-off: once payables settle at 60 days, they no longer grow (with flat sales). Analysts watch for companies dressing up cash flow this way.",
  },
  {
    key: "ibep-accounting-10",
    topic: "accounting",
    prompt:
      "A company reports PAT of ₹120 crore, which includes a one-time post-tax gain of ₹30 crore on selling land. What is its adjusted (recurring) PAT?",
    options: ["₹90 crore", "₹120 crore", "₹150 crore", "₹97.5 crore"],
    explanation:
      "Adjusted PAT removes one-offs so multiples are applied to sustainable earnings: 120 − 30 = ₹90 crore. Because the gain is already after tax, no further tax adjustment is needed (applying 25% again gives the wrong ₹97.5 crore). Indian companies show such items as exceptional items.",
  },
  {
    key: "ibep-accounting-11",
    topic: "accounting",
    prompt:
      "A company holds 30% of another company and has significant influence but not control. How is the investment accounted for in its consolidated statements?",
    options: [
      "Equity method (Ind AS 28)",
      "Full consolidation (Ind AS 110)",
      "At cost with dividends as income only",
      "Proportionate consolidation",
    ],
    explanation:
      "An associate (usually 20–50% with significant influence) is carried under the equity method: one line on the balance sheet, increased by the investor's share of profits and reduced by dividends received, with the share of profit shown as one line in the P&L. Full consolidation applies only where there is control.",
  },
  {
    key: "ibep-accounting-12",
    topic: "accounting",
    prompt:
      "A company reports EBITDA of ₹500 crore but cash from operations of only ₹250 crore, two years in a row. What is the most likely concern?",
    options: [
      "Profits are being tied up in working capital, for example rising receivables",
      "Depreciation is too high",
      "The company is paying too much dividend",
      "Capex is too high",
    ],
    explanation:
      "Cash from operations is EBITDA less tax and working-capital build-up; capex and dividends come after it. Persistently low cash conversion usually means receivables or inventory are growing faster than sales — sometimes aggressive revenue recognition — a classic red flag in forensic accounting.",
  },
  // ---- M&A ----
  {
    key: "ibep-mna-01",
    topic: "mna",
    prompt:
      "An acquirer trading at a P/E of 20 buys a target at an effective P/E of 15 in an all-stock deal, with no synergies. Is the deal accretive or dilutive to the acquirer's EPS?",
    options: ["Accretive", "Dilutive", "Neutral", "It cannot be known without the share counts"],
    explanation:
      "In an all-stock deal the acquirer issues shares that 'cost' it an earnings yield of 1/20 = 5%, and buys earnings at a yield of 1/15 = 6.7%. Buying earnings more cheaply than its own shares are valued makes the deal EPS-accretive. (Accretion is not value creation: it says nothing about whether the price is fair.)",
  },
  {
    key: "ibep-mna-02",
    topic: "mna",
    prompt:
      "Acquirer: net income ₹100 crore, 10 crore shares, share price ₹200. Target: net income ₹20 crore, bought for ₹300 crore paid entirely in acquirer shares. What is pro forma EPS (no synergies)?",
    options: ["₹10.43", "₹10.00", "₹12.00", "₹9.57"],
    explanation:
      "New shares = 300 / 200 = 1.5 crore, so the share count becomes 11.5 crore. Combined net income = 100 + 20 = ₹120 crore. Pro forma EPS = 120 / 11.5 = ₹10.43, against ₹10.00 before: 4.3% accretive. Forgetting the new shares gives ₹12.",
  },
  {
    key: "ibep-mna-03",
    topic: "mna",
    prompt:
      "An acquirer pays cash it now earns 7% pre-tax on (tax rate 25%) to buy a target at a P/E of 25. Ignoring synergies, is the deal accretive or dilutive?",
    options: ["Dilutive", "Accretive", "Neutral", "Accretive only if financed by debt"],
    explanation:
      "The after-tax cost of using the cash is 7% × (1 − 0.25) = 5.25% of the price in lost income. The target's earnings yield is 1/25 = 4%. Giving up 5.25% to gain 4% lowers EPS, so the deal is dilutive. Cash deals are accretive when the target's earnings yield exceeds the after-tax cost of cash.",
  },
  {
    key: "ibep-mna-04",
    topic: "mna",
    prompt:
      "A target's undisturbed share price on NSE was ₹200. The acquirer offers ₹260 per share. What is the control premium?",
    options: ["30%", "23%", "60%", "26%"],
    explanation:
      "Premium = offer / undisturbed price − 1 = 260 / 200 − 1 = 30%. Measure it against the price before any leak or announcement; 23% is 60 / 260, the wrong base. Premiums for control in India often fall between 20% and 40%.",
  },
  {
    key: "ibep-mna-05",
    topic: "mna",
    prompt:
      "Under the SEBI (Substantial Acquisition of Shares and Takeovers) Regulations 2011, an acquirer whose holding reaches 25% or more of a listed company's voting rights must make an open offer for at least what share of the company?",
    options: ["26%", "25%", "51%", "10%"],
    explanation:
      "Regulation 3(1) of the SAST Regulations triggers a mandatory open offer at 25% of voting rights (and Regulation 4 on acquiring control), and Regulation 7 sets the minimum offer size at 26% of the total shares. This gives public shareholders an exit at a regulated minimum price when control may change.",
  },
  {
    key: "ibep-mna-06",
    topic: "mna",
    prompt: "Which synergies do bankers and investors usually treat as the most reliable in a merger model?",
    options: [
      "Cost synergies such as procurement savings and removing duplicate overheads",
      "Revenue synergies from cross-selling",
      "Synergies from a higher post-merger P/E",
      "Tax synergies from a change of accounting policy",
    ],
    explanation:
      "Cost synergies are largely within management's control (closing duplicate plants, consolidating purchasing), so they are more likely to be delivered and are often phased in over 2–3 years. Revenue synergies depend on customers' behaviour and are usually heavily discounted or ignored in the valuation.",
  },
  {
    key: "ibep-mna-07",
    topic: "mna",
    prompt:
      "In a purchase price allocation, the acquirer writes up the target's brand (an intangible not deductible for tax). Recognising the resulting deferred tax liability has what effect on goodwill?",
    options: ["Increases goodwill", "Decreases goodwill", "No effect on goodwill", "Eliminates goodwill"],
    explanation:
      "Goodwill is the price minus the fair value of net identifiable assets. The write-up raises identifiable assets, but the deferred tax liability on it (the book-tax difference) is a liability that lowers net assets, so goodwill is higher than if the DTL were ignored.",
  },
  {
    key: "ibep-mna-08",
    topic: "mna",
    prompt:
      "A target trades at ₹150 and the acquirer offers a 20% premium, paid in acquirer shares trading at ₹360. What is the exchange ratio (acquirer shares per target share)?",
    options: ["0.50", "0.42", "2.00", "0.60"],
    explanation:
      "Offer price = 150 × 1.20 = ₹180 per target share. Exchange ratio = offer price / acquirer price = 180 / 360 = 0.50 acquirer shares for each target share. Without the premium it would be 150 / 360 = 0.42.",
  },
  {
    key: "ibep-mna-09",
    topic: "mna",
    prompt:
      "In India, a merger of two companies by a scheme of arrangement is sanctioned by which authority?",
    options: [
      "The National Company Law Tribunal (NCLT)",
      "The Reserve Bank of India",
      "The Securities Appellate Tribunal",
      "The Registrar of Companies alone",
    ],
    explanation:
      "Schemes of compromise, arrangement and amalgamation under sections 230–232 of the Companies Act 2013 need approval of shareholders and creditors and sanction by the NCLT. Listed companies also need the stock exchanges' observation letter under SEBI's framework, and CCI approval where thresholds are met.",
  },
  {
    key: "ibep-mna-10",
    topic: "mna",
    prompt:
      "Since September 2024, a deal worth more than ₹2,000 crore whose target has substantial business operations in India needs Competition Commission of India approval even if the asset and turnover thresholds are not met. What is this test called?",
    options: [
      "The deal value threshold",
      "The de minimis exemption",
      "The open offer trigger",
      "The green channel route",
    ],
    explanation:
      "The Competition (Amendment) Act 2023 added a deal value threshold, in force from 10 September 2024: combinations valued above ₹2,000 crore with substantial business operations in India must be notified to the CCI. It targets acquisitions of asset-light digital businesses that slipped under the asset and turnover tests.",
  },
  {
    key: "ibep-mna-11",
    topic: "mna",
    prompt: "What does a fairness opinion in an M&A transaction state?",
    options: [
      "Whether the consideration is fair, from a financial point of view, to the shareholders",
      "That the deal is legally valid",
      "That the target's accounts are free of misstatement",
      "That the deal will be accretive to EPS",
    ],
    explanation:
      "A fairness opinion, from an investment bank or independent valuer, tells the board whether the price is fair from a financial point of view, supporting its duty of care. It is not a legal opinion, an audit or an EPS forecast. SEBI also requires registered valuers' reports for schemes of listed companies.",
  },
  {
    key: "ibep-mna-12",
    topic: "mna",
    prompt:
      "In a demerger that qualifies under section 2(19AA) of the Income-tax Act, what do the parent's shareholders receive?",
    options: [
      "Shares of the resulting company in proportion to their holding, without tax on the demerger",
      "Cash equal to the demerged division's book value",
      "Debentures of the parent",
      "Nothing: only the division moves",
    ],
    explanation:
      "A tax-neutral demerger transfers the undertaking to a resulting company which issues its shares to the parent's shareholders in proportion to their holdings (as in the demergers of Reliance's financial services business or ITC Hotels). The cost of acquisition is split between the two shareholdings.",
  },
  // ---- LBO ----
  {
    key: "ibep-lbo-01",
    topic: "lbo",
    prompt: "Why does a private-equity sponsor finance a buyout with a large share of debt?",
    options: [
      "Debt lowers the equity cheque, so the same value gain gives a higher return on equity",
      "Debt is required by SEBI for all buyouts",
      "Interest payments increase EBITDA",
      "Lenders share the upside of the exit",
    ],
    explanation:
      "Leverage reduces the equity invested; if the business is sold for more than the debt, the gain accrues to the smaller equity base, magnifying IRR and MOIC. The tax deductibility of interest helps too. The price is risk: the same leverage magnifies losses and can breach covenants.",
  },
  {
    key: "ibep-lbo-02",
    topic: "lbo",
    prompt:
      "A sponsor invests ₹400 crore of equity and receives ₹1,200 crore of equity proceeds at exit. What is the MOIC?",
    options: ["3.0x", "2.0x", "4.0x", "0.33x"],
    explanation:
      "Multiple on invested capital = equity proceeds / equity invested = 1,200 / 400 = 3.0x. MOIC ignores timing; IRR adds it. A 3.0x over five years is about a 25% IRR, over three years about 44%.",
  },
  {
    key: "ibep-lbo-03",
    topic: "lbo",
    prompt:
      "An LBO returns 3.0x the equity after 5 years with no interim dividends. What is the IRR, approximately?",
    options: ["About 25%", "About 40%", "About 20%", "About 60%"],
    explanation:
      "IRR = 3^(1/5) − 1 = 1.2457 − 1 ≈ 24.6%. A handy rule: 2x in 5 years ≈ 15%, 3x ≈ 25%. 60% would be the simple (non-compounded) 200% gain divided by five years.",
  },
  {
    key: "ibep-lbo-04",
    topic: "lbo",
    prompt:
      "A target with EBITDA of ₹120 crore is bought for an enterprise value of ₹1,000 crore plus ₹30 crore of fees. Lenders provide 5.0x EBITDA of debt. How much equity must the sponsor put in?",
    options: ["₹430 crore", "₹400 crore", "₹600 crore", "₹370 crore"],
    explanation:
      "Uses = purchase price + fees = 1,000 + 30 = ₹1,030 crore. Debt = 5.0 × 120 = ₹600 crore. Sources must equal uses, so equity = 1,030 − 600 = ₹430 crore. Forgetting the fees gives ₹400 crore.",
  },
  {
    key: "ibep-lbo-05",
    topic: "lbo",
    prompt: "Which of these is NOT a source of value creation in an LBO?",
    options: [
      "Paying a higher entry multiple",
      "EBITDA growth",
      "Paying down debt with free cash flow",
      "Exiting at a higher multiple than entry",
    ],
    explanation:
      "LBO returns come from EBITDA growth, deleveraging (free cash flow repaying debt, so more of the exit value belongs to equity) and multiple expansion. A higher entry price does the opposite: it raises the equity needed and lowers returns for the same exit.",
  },
  {
    key: "ibep-lbo-06",
    topic: "lbo",
    prompt:
      "Entry: EBITDA ₹100 crore at 8x, funded with ₹500 crore of debt. Exit after 5 years: EBITDA ₹150 crore at 8x, with debt paid down to ₹200 crore. What is the MOIC?",
    options: ["3.33x", "4.00x", "2.40x", "1.50x"],
    explanation:
      "Entry EV = 8 × 100 = ₹800 crore, so equity = 800 − 500 = ₹300 crore. Exit EV = 8 × 150 = ₹1,200 crore; equity = 1,200 − 200 = ₹1,000 crore. MOIC = 1,000 / 300 = 3.33x — from EBITDA growth and deleveraging, with no multiple expansion.",
  },
  {
    key: "ibep-lbo-07",
    topic: "lbo",
    prompt: "Which company profile makes the best LBO candidate?",
    options: [
      "Stable, predictable cash flows with low capex needs and a strong market position",
      "A fast-growing start-up with negative cash flow",
      "A highly cyclical commodity producer with heavy capex",
      "A company already carrying high debt",
    ],
    explanation:
      "The debt in an LBO is serviced from the target's own cash flow, so lenders and sponsors look for steady, recurring cash generation, modest capex and working-capital needs, defensible market share and room for operational improvement. Volatile or cash-burning businesses cannot carry the leverage.",
  },
  {
    key: "ibep-lbo-08",
    topic: "lbo",
    prompt: "Compared with mezzanine debt, senior secured debt in an LBO typically has:",
    options: [
      "A lower interest cost and first claim on the assets",
      "A higher interest cost and equity warrants",
      "Payment-in-kind interest only",
      "Repayment only after the equity holders",
    ],
    explanation:
      "Senior secured lenders rank first and hold security over assets, so they accept the lowest interest rate and usually amortising terms with covenants. Mezzanine sits below them, charges more (often part PIK) and may take warrants for upside. Equity ranks last.",
  },
  {
    key: "ibep-lbo-09",
    topic: "lbo",
    prompt:
      "An LBO starts with ₹600 crore of debt. The company generates ₹80 crore of free cash flow after interest every year, all swept to repay debt. What is the debt after 5 years?",
    options: ["₹200 crore", "₹400 crore", "₹520 crore", "₹600 crore"],
    explanation:
      "A cash sweep uses all free cash flow to repay debt: 5 × 80 = ₹400 crore repaid, leaving 600 − 400 = ₹200 crore. (In a full model, interest falls as debt falls, so free cash flow would rise each year and repayment would be a little faster.)",
  },
  {
    key: "ibep-lbo-10",
    topic: "lbo",
    prompt:
      "A loan covenant requires EBITDA / interest of at least 2.5x. The company's EBITDA is ₹150 crore and interest is ₹50 crore. Is it in compliance?",
    options: [
      "Yes: coverage is 3.0x",
      "No: coverage is 0.33x",
      "No: coverage is 2.0x",
      "Yes: coverage is 5.0x",
    ],
    explanation:
      "Interest coverage = 150 / 50 = 3.0x, above the 2.5x minimum, so the covenant is met with some headroom: EBITDA could fall to ₹125 crore (2.5 × 50) before a breach. Breaches let lenders reprice, demand equity cures or accelerate the loan.",
  },
  {
    key: "ibep-lbo-11",
    topic: "lbo",
    prompt: "What is a dividend recapitalisation in a private-equity portfolio company?",
    options: [
      "Raising new debt to pay a dividend to the sponsor",
      "Converting preference shares into equity",
      "Issuing new shares to repay debt",
      "Reinvesting dividends into the company",
    ],
    explanation:
      "In a dividend recap the company borrows more and pays the proceeds to its shareholders, returning part of the sponsor's equity early. That raises IRR (cash comes back sooner) and de-risks the investment for the sponsor, but increases the company's leverage and risk.",
  },
  {
    key: "ibep-lbo-12",
    topic: "lbo",
    prompt: "What does payment-in-kind (PIK) interest on a loan mean?",
    options: [
      "Interest is added to the principal instead of being paid in cash",
      "Interest is paid in the company's products",
      "Interest is waived if EBITDA falls",
      "Interest is paid in advance at signing",
    ],
    explanation:
      "PIK interest accrues and compounds onto the loan balance, so the borrower pays no cash interest until maturity or refinancing. It preserves cash flow in the early years of an LBO but makes the debt grow, which is why PIK instruments carry higher rates and sit low in the capital structure.",
  },
  // ---- markets ----
  {
    key: "ibep-markets-01",
    topic: "markets",
    prompt: "How are the weights of the BSE Sensex and the Nifty 50 determined?",
    options: [
      "By free-float market capitalisation",
      "Equally across constituents",
      "By share price",
      "By annual revenue",
    ],
    explanation:
      "Both indices weight constituents by free-float market capitalisation: only shares available for trading (excluding promoter and other locked holdings) count. So a company with large promoter ownership has a smaller weight than its total market cap suggests.",
  },
  {
    key: "ibep-markets-02",
    topic: "markets",
    prompt:
      "Which body regulates the Indian securities markets, including stock exchanges, brokers and listed-company disclosures?",
    options: [
      "The Securities and Exchange Board of India (SEBI)",
      "The Reserve Bank of India (RBI)",
      "The Ministry of Corporate Affairs",
      "The Insurance Regulatory and Development Authority of India",
    ],
    explanation:
      "SEBI, set up under the SEBI Act 1992, regulates securities markets: exchanges, intermediaries, issues of capital (ICDR), listing obligations (LODR), takeovers and insider trading. The RBI regulates banks, NBFCs, money markets and foreign exchange; MCA administers the Companies Act.",
  },
  {
    key: "ibep-markets-03",
    topic: "markets",
    prompt:
      "The government bond yield curve inverts (short-term yields above long-term yields). What does the market usually read into this?",
    options: [
      "Expectations of slower growth and future rate cuts",
      "Expectations of rising inflation for many years",
      "That long bonds have become riskier than short ones",
      "Nothing: it is a normal shape",
    ],
    explanation:
      "Long yields reflect expected future short rates plus a term premium. When they fall below short yields, investors expect the central bank to cut rates, typically because growth and inflation are set to slow; inverted curves have often preceded recessions. Normally the curve slopes upward.",
  },
  {
    key: "ibep-markets-04",
    topic: "markets",
    prompt:
      "A 1-year bond with a face value of ₹100 pays an 8% annual coupon at maturity. If the market yield is 10%, what is its price?",
    options: ["₹98.18", "₹100.00", "₹101.85", "₹90.00"],
    explanation:
      "At maturity the holder receives ₹108 (₹100 principal + ₹8 coupon). Price = 108 / 1.10 = ₹98.18. The bond trades below par because its coupon (8%) is below the market yield (10%).",
  },
  {
    key: "ibep-markets-05",
    topic: "markets",
    prompt:
      "A bond portfolio has a modified duration of 5. If yields rise by 50 basis points, by roughly how much does its value change?",
    options: ["Falls about 2.5%", "Rises about 2.5%", "Falls about 5%", "Falls about 0.5%"],
    explanation:
      "Percentage price change ≈ −modified duration × change in yield = −5 × 0.50% = −2.5%. Convexity makes the actual fall slightly smaller than the duration estimate for large moves.",
  },
  {
    key: "ibep-markets-06",
    topic: "markets",
    prompt:
      "The rupee depreciates sharply against the US dollar. Which sector's earnings are most likely to benefit directly?",
    options: ["IT services exporters", "Oil marketing companies", "Airlines", "Importers of electronics"],
    explanation:
      "Indian IT services firms earn most revenue in dollars but incur most costs (salaries) in rupees, so a weaker rupee lifts rupee revenue and margins. Oil marketers, airlines (fuel and lease costs in dollars) and importers face higher rupee costs.",
  },
  {
    key: "ibep-markets-07",
    topic: "markets",
    prompt:
      "Under India's framework for foreign investment in listed companies, an investment by one foreign portfolio investor (FPI) is capped below what share of a company's equity?",
    options: ["10%", "26%", "49%", "5%"],
    explanation:
      "A single FPI (with its investor group) must hold less than 10% of a listed company's total paid-up equity; a holding of 10% or more is reclassified as foreign direct investment. FDI and FPI differ in their sectoral caps, approvals and reporting.",
  },
  {
    key: "ibep-markets-08",
    topic: "markets",
    prompt: "In a main-board IPO in India, how are anchor investors treated?",
    options: [
      "They are allotted shares one working day before the issue opens and their shares are locked in",
      "They bid on the last day of the issue and can sell on listing day",
      "They are retail investors who apply first",
      "They underwrite the issue and must buy unsubscribed shares",
    ],
    explanation:
      "Under the SEBI ICDR Regulations, qualified institutional buyers may bid as anchor investors one working day before the issue opens, for up to 60% of the QIB portion. Half of their shares are locked in for 30 days after allotment and the rest for 90 days, which signals institutional demand while limiting listing-day selling.",
  },
  {
    key: "ibep-markets-09",
    topic: "markets",
    prompt:
      "The RBI unexpectedly cuts the repo rate. What is the usual immediate reaction of existing government bond prices?",
    options: ["They rise", "They fall", "They are unaffected", "Only corporate bonds move"],
    explanation:
      "A repo cut lowers short-term rates and expectations for future rates, so yields fall across the curve. Bond prices move inversely to yields, so existing bonds with fixed coupons gain value, longer-duration bonds most.",
  },
  {
    key: "ibep-markets-10",
    topic: "markets",
    prompt:
      "A trader buys a call option on an NSE-listed stock with a strike of ₹1,000, paying a premium of ₹30 per share. At expiry the stock is at ₹1,050. What is the profit per share?",
    options: ["₹20", "₹50", "₹30", "−₹30"],
    explanation:
      "The call is worth its intrinsic value at expiry: 1,050 − 1,000 = ₹50. Net of the ₹30 premium paid, the profit is ₹20 per share. The break-even price is strike + premium = ₹1,030; below ₹1,000 the loss is capped at the ₹30 premium.",
  },
  {
    key: "ibep-markets-11",
    topic: "markets",
    prompt:
      "USD/INR spot is 83.00. One-year interest rates are 7% in India and 5% in the US. By covered interest parity, what is the one-year forward rate?",
    options: ["84.58", "81.45", "83.00", "84.66"],
    explanation:
      "Forward = spot × (1 + r_INR) / (1 + r_USD) = 83.00 × 1.07 / 1.05 = 84.58. The currency with the higher interest rate trades at a forward discount, so the rupee is weaker forward; 84.66 is the rough approximation spot × (1 + 2%).",
  },
  {
    key: "ibep-markets-12",
    topic: "markets",
    prompt:
      "A company announces a 1:5 stock split (one share of face value ₹10 becomes five of ₹2). What happens to its market capitalisation, other things equal?",
    options: [
      "It stays the same",
      "It rises fivefold",
      "It falls to one-fifth",
      "It rises by the premium investors pay for liquidity, by rule",
    ],
    explanation:
      "A split only divides each share into more pieces: five times the shares at one-fifth of the price, so market capitalisation and each holder's stake are unchanged. Any price effect comes from sentiment or better liquidity, not from the split itself.",
  },
];
