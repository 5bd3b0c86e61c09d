// Interview bank: financial modelling (FMEP): three-statement models, schedules, Excel practice, checks.
import type { TrackBank } from "./types.ts";
import { q } from "./types.ts";

export const financialModelling: TrackBank = {
  id: "financial-modelling",
  name: "Financial modelling (FMEP)",
  description:
    "Three-statement models, schedules, circularity, scenarios and Excel practice for analyst roles.",
  behavioural: false,
  questions: [
    q(
      "fm-structure",
      "How do you structure a three-statement financial model?",
      [
        [
          "separate inputs, calculations and outputs",
          ["inputs", "assumptions", "calculations", "outputs"],
          "Why keep assumptions on one sheet?",
          "Keep inputs and assumptions, calculations and outputs in separate places.",
        ],
        [
          "supporting schedules",
          ["schedule", "debt schedule", "depreciation schedule", "working capital schedule"],
          "Which schedule would you build first, and why?",
          "Build supporting schedules for debt, depreciation and working capital that feed the statements.",
        ],
        [
          "statements linked and balancing",
          ["linked", "link", "balance sheet balances", "cash flow statement", "balance check"],
          "How do the three statements link to each other?",
          "Link the three statements so the balance sheet balances, with a check that shows it.",
        ],
        [
          "formatting conventions",
          ["colour coding", "blue", "black", "hardcodes", "consistent"],
          "What colour conventions do you follow?",
          "Follow formatting conventions, such as blue for inputs and black for formulas.",
        ],
      ],
      "I separate inputs (assumptions), calculations and outputs, with historical data and assumptions on one sheet. Supporting schedules, the revenue build, working capital schedule, depreciation schedule for fixed assets and the debt schedule, feed the income statement, balance sheet and cash flow statement, which are linked so net income flows to retained earnings and the cash flow statement's closing cash flows to the balance sheet. A balance check shows zero when the balance sheet balances. Colour coding marks hardcodes in blue and formulas in black, with one consistent formula per row.",
    ),
    q(
      "fm-revenue",
      "How would you forecast revenue for a company in your model?",
      [
        [
          "driver-based: volume × price",
          ["volume", "price", "drivers", "units", "realisation"],
          "Build the revenue drivers for a cement company.",
          "Build revenue from drivers, such as volume times price.",
        ],
        [
          "capacity and utilisation",
          ["capacity", "utilisation", "plants", "stores"],
          "How would you model a new plant coming on stream mid-year?",
          "Tie volumes to capacity and utilisation, such as plants or stores.",
        ],
        [
          "check against history and industry",
          ["historical", "industry growth", "market share", "sanity check", "management guidance"],
          "How do you decide whether a growth assumption is reasonable?",
          "Check the growth against history, industry growth and management guidance.",
        ],
      ],
      "I prefer a driver-based forecast, volume × price, rather than a flat growth rate. For a cement company: installed capacity × utilisation gives tonnes sold, times realisation per tonne. For a retailer: stores × revenue per store. I sanity check the drivers against historical trends, industry growth, market share and management guidance, and keep the drivers on the assumptions sheet so scenarios can change them.",
    ),
    q(
      "fm-balance",
      "Your balance sheet does not balance. How do you find the error?",
      [
        [
          "check the difference and when it starts",
          ["difference", "first period", "first year", "which year", "when it starts"],
          "Why does the first period that fails matter?",
          "Find the size of the difference and the first period in which it appears.",
        ],
        [
          "compare cash flow statement with balance sheet changes",
          ["cash flow statement", "change in", "every line", "movement"],
          "Which balance sheet items most often miss the cash flow statement?",
          "Compare each balance sheet change with the cash flow statement, line by line.",
        ],
        [
          "common culprits: signs, missing links, retained earnings",
          ["sign", "missing link", "retained earnings", "hardcode", "double count"],
          "What does a difference of exactly twice an amount suggest?",
          "Look for the usual causes: a wrong sign, a missing link, retained earnings not linked, or a hardcoded number.",
        ],
      ],
      "First I look at the size of the difference and the first period where it starts, since later errors usually carry forward. Then I check that every balance sheet line's change appears in the cash flow statement with the right sign: a missing link, such as a new balance sheet item not in the cash flow, is the usual culprit. I check retained earnings roll forward with net income and dividends, and look for hardcodes. If the difference is twice an amount, it is often a sign error; if it equals an amount, it is a missing or double count.",
    ),
    q(
      "fm-circularity",
      "What causes circular references in a model and how do you handle them?",
      [
        [
          "interest on average cash or debt",
          ["interest", "average balance", "average cash", "average debt", "revolver"],
          "Why does interest on average balances create a loop?",
          "Interest calculated on average cash or debt balances creates a loop, because interest changes cash and debt.",
        ],
        [
          "enable iterative calculation",
          ["iterative calculation", "iteration", "excel options"],
          "What are the risks of turning on iteration?",
          "Excel's iterative calculation can solve the loop.",
        ],
        [
          "circuit breaker switch",
          ["circuit breaker", "switch", "toggle", "break the loop"],
          "How do you build a circuit breaker?",
          "A circuit-breaker switch lets you break the loop when the model errors.",
        ],
      ],
      "The classic circularity comes from interest calculated on the average cash or average debt balance: interest affects net income, which affects cash, which affects the average balance and the interest again, and a revolver makes it worse. I either calculate interest on opening balances to avoid the loop, or enable iterative calculation in Excel options, with a circuit breaker switch: a toggle cell that sets interest to zero to break the loop if errors like #REF propagate.",
    ),
    q(
      "fm-depreciation",
      "How do you build a fixed asset and depreciation schedule?",
      [
        [
          "opening, capex, depreciation, closing",
          ["opening", "capex", "closing", "roll forward", "gross block"],
          "How do you forecast capex: as % of sales or from a project plan?",
          "Roll fixed assets forward: opening balance, plus capex, less depreciation, gives the closing balance.",
        ],
        [
          "depreciation method: SLM or WDV",
          ["straight line", "slm", "written down value", "wdv", "useful life"],
          "What is the difference between SLM and WDV?",
          "Choose a depreciation method, straight line or written-down value, over the asset's useful life.",
        ],
        [
          "Schedule II useful lives and tax depreciation",
          ["schedule ii", "companies act", "income tax", "block of assets"],
          "Why can book and tax depreciation differ, and what does that create?",
          "Book depreciation follows Schedule II of the Companies Act, while tax depreciation follows the Income Tax rules.",
        ],
      ],
      "The schedule rolls forward: opening net block plus capex minus depreciation equals closing net block, with the gross block tracked too. Capex comes from management guidance or as a percentage of sales. Depreciation uses straight line (SLM) or written down value (WDV) over useful lives; Indian companies follow Schedule II of the Companies Act for book depreciation, while the Income Tax Act uses WDV on a block of assets, so the difference creates deferred tax.",
    ),
    q(
      "fm-debt",
      "Walk me through a debt schedule.",
      [
        [
          "opening, drawdowns, repayments, closing",
          ["opening", "drawdown", "repayment", "closing"],
          "How would you model a bullet repayment versus amortising debt?",
          "Roll each loan forward: opening balance, drawdowns, repayments and closing balance.",
        ],
        [
          "interest on the balance",
          ["interest", "interest rate", "average", "opening balance"],
          "Which balance would you charge interest on and why?",
          "Charge interest on the balance, opening or average, at the loan's rate.",
        ],
        [
          "revolver or minimum cash",
          ["revolver", "minimum cash", "cash sweep", "overdraft"],
          "How does a cash sweep work?",
          "A revolver or a minimum-cash rule covers shortfalls, and a cash sweep repays debt from surplus cash.",
        ],
      ],
      "Each tranche rolls forward: opening balance plus drawdowns minus scheduled repayments equals closing balance. Interest is the interest rate times the average or opening balance and flows to the income statement. A revolver or overdraft funds any shortfall below a minimum cash balance, and a cash sweep uses excess cash to repay debt early. Closing balances link to the balance sheet and the movements to the financing section of the cash flow statement.",
    ),
    q(
      "fm-working-capital",
      "How do you forecast working capital?",
      [
        [
          "days-based drivers",
          ["debtor days", "receivable days", "inventory days", "payable days", "creditor days"],
          "Compute receivables for revenue of ₹365 crore and 45 debtor days.",
          "Forecast each item with a days driver: receivable, inventory and payable days.",
        ],
        [
          "link to revenue and cost of goods sold",
          ["revenue", "cost of goods sold", "cogs", "purchases"],
          "Why are inventory days based on COGS rather than revenue?",
          "Link receivables to revenue, and inventory and payables to cost of goods sold.",
        ],
        [
          "change flows to cash flow statement",
          ["change in working capital", "cash flow statement", "increase", "decrease"],
          "Why does an increase in receivables reduce cash?",
          "The change in working capital each year flows into the cash flow statement.",
        ],
      ],
      "I forecast each item with days-based drivers: receivables = revenue × debtor days / 365, inventory = COGS × inventory days / 365, payables = COGS (or purchases) × creditor days / 365. So revenue of ₹365 crore and 45 debtor days give ₹45 crore of receivables. The change in working capital flows to the cash flow statement: an increase in receivables or inventory is a use of cash, an increase in payables a source.",
      [
        [
          [
            "working capital increases ... cash also increases",
            "working capital increases ... cash increases",
            "increase in working capital increases cash",
            "more current assets means more liquidity",
          ],
          "An increase in working capital uses cash: more receivables or inventory tie money up, so cash flow falls by the increase. Forecast receivable, inventory and payable days from revenue and cost of sales, and take the change to the cash flow statement.",
        ],
      ],
    ),
    q(
      "fm-scenarios",
      "How do you build scenario and sensitivity analysis into a model?",
      [
        [
          "scenario switch with CHOOSE or INDEX",
          ["choose", "index", "scenario switch", "drop-down", "base case"],
          "How would you build a live case selector?",
          "A scenario switch, built with CHOOSE or INDEX and a drop-down, selects the base, bull or bear case.",
        ],
        [
          "data tables for sensitivity",
          ["data table", "what-if", "sensitivity table"],
          "Why do data tables slow a model down and how do you cope?",
          "Data tables show how the output changes with one or two inputs.",
        ],
        [
          "key drivers and ranges",
          ["wacc", "growth", "margin", "key drivers", "bull", "bear"],
          "Which two variables would you put in a DCF sensitivity table?",
          "Flex the key drivers, such as WACC, growth and margins, over sensible ranges.",
        ],
      ],
      "I keep base, bull and bear cases on the assumptions sheet and pick the live case with a scenario switch, a drop-down cell feeding CHOOSE or INDEX, so every formula reads the live driver. For sensitivity, Excel data tables (What-If Analysis) flex one or two key drivers, for example WACC against terminal growth or margin against volume, and show the value per share. Data tables recalculate slowly, so I set calculation to automatic except tables while building.",
    ),
    q(
      "fm-checks",
      "What checks do you build into a model?",
      [
        [
          "balance sheet check",
          ["balance check", "balance sheet balances", "assets equal liabilities"],
          "Where would you show the checks so nobody misses them?",
          "A balance check shows that assets equal liabilities plus equity in every period.",
        ],
        [
          "cash ties between statements",
          ["cash ties", "cash flow", "closing cash", "reconcile"],
          "What other links would you reconcile?",
          "Cash must tie between the cash flow statement and the balance sheet.",
        ],
        [
          "error flags and a master check",
          ["error flag", "master check", "iferror", "conditional formatting", "summary"],
          "Why is hiding errors with IFERROR dangerous?",
          "Error flags roll up into one master check shown on the summary.",
        ],
      ],
      "I build a balance check (assets minus liabilities and equity = 0) for every period, a check that closing cash on the cash flow statement ties to the balance sheet, and reconciliations such as debt and retained earnings roll-forwards. Each check returns an error flag, and a master check on the cover sheet sums them, with conditional formatting in red. I avoid wrapping formulas in IFERROR because it hides real errors.",
    ),
    q(
      "fm-xnpv",
      "When do you use XNPV and XIRR instead of NPV and IRR?",
      [
        [
          "irregular dates",
          ["irregular", "dates", "uneven", "actual dates"],
          "Give an example of cash flows on irregular dates.",
          "XNPV and XIRR handle cash flows on irregular, actual dates.",
        ],
        [
          "NPV assumes equal periods and end-of-period",
          ["equal periods", "end of period", "first cash flow", "annual"],
          "What mistake do people make with the first cash flow in NPV?",
          "NPV assumes equal periods with each cash flow at the end of its period.",
        ],
        [
          "XIRR annualises from dates",
          ["annualised", "annual return", "date-based", "365"],
          "How would you compute a mutual fund SIP return in Excel?",
          "XIRR gives an annual return computed from the actual dates.",
        ],
      ],
      "NPV and IRR assume equal periods and cash flows at the end of each period; NPV also discounts the first cash flow, so the initial investment must be added outside the function. XNPV and XIRR take actual dates, so they suit irregular dates such as a deal closing mid-year or monthly SIP investments, and XIRR returns an annualised return on a 365-day basis. For example, the return on a SIP in a mutual fund is calculated with XIRR.",
    ),
    q(
      "fm-mid-year",
      "What is the mid-year convention in a DCF and when should you use it?",
      [
        [
          "cash flows arrive through the year",
          ["through the year", "evenly", "during the year", "not at year end"],
          "How does the discount factor change with the mid-year convention?",
          "Cash flows come in through the year, not all on the last day.",
        ],
        [
          "discount at half periods",
          ["0.5", "half", "mid-year", "period - 0.5"],
          "Write the discount factor for year 3.",
          "So each year's cash flow is discounted half a period less.",
        ],
        [
          "raises valuation slightly",
          ["higher valuation", "raises", "increases value", "slightly higher"],
          "How does it affect the terminal value calculation?",
          "That raises the valuation slightly.",
        ],
      ],
      "The mid-year convention assumes cash flows arrive evenly through the year rather than at year end, so each year's cash flow is discounted by (1 + WACC)^(t − 0.5), half a period less. Year 3's factor is 1/(1+WACC)^2.5. It raises the valuation slightly, usually 3 to 5%, and is appropriate for most operating businesses; the terminal value under the growth method should be adjusted consistently.",
    ),
    q(
      "fm-tax",
      "How would you model tax for an Indian company?",
      [
        [
          "statutory rate under the new regime",
          ["25.17", "22%", "section 115baa", "new regime", "surcharge"],
          "How is the 25.17% rate built up?",
          "Under the new regime a company pays 22% plus surcharge and cess, about 25.17%.",
        ],
        [
          "effective versus statutory rate",
          ["effective tax rate", "statutory", "etr"],
          "Why might a company's effective tax rate differ from 25.17%?",
          "The effective tax rate can differ from the statutory rate because of incentives and disallowed items.",
        ],
        [
          "deferred tax and losses",
          ["deferred tax", "carry forward", "losses", "dta", "dtl"],
          "How do you model carried-forward tax losses?",
          "Deferred tax and carried-forward losses change the tax actually paid.",
        ],
      ],
      "Most Indian companies now use the new regime under section 115BAA: 22% base rate plus a 10% surcharge and 4% cess, giving 25.17%. I model the effective tax rate (ETR) separately from the statutory rate, since exemptions, non-deductible expenses or SEZ units change it. Deferred tax arises from timing differences such as book versus tax depreciation, and carried-forward losses create a deferred tax asset, so I track a loss balance that shields future profits.",
    ),
    q(
      "fm-project-finance",
      "What is different about a project finance model, say for a solar plant?",
      [
        [
          "CFADS drives debt",
          ["cfads", "cash flow available for debt service", "debt sizing", "sculpted"],
          "How do you size debt from CFADS?",
          "Debt is sized and repaid from the cash flow available for debt service.",
        ],
        [
          "DSCR covenants",
          ["dscr", "debt service coverage", "covenant", "1.2"],
          "What DSCR would lenders require for a solar project with a PPA?",
          "Lenders set covenants on the debt service coverage ratio.",
        ],
        [
          "contracted revenue, PPA tariff",
          ["ppa", "power purchase agreement", "tariff", "plf", "capacity utilisation factor"],
          "Which inputs drive a solar plant's revenue?",
          "Revenue is contracted under a power purchase agreement at a fixed tariff.",
        ],
        [
          "finite life and equity IRR",
          ["equity irr", "project irr", "finite", "25 years", "tenor"],
          "Why is there no terminal value?",
          "The project has a finite life, so it is judged on its equity IRR and has no terminal value.",
        ],
      ],
      "A project finance model covers a single asset with a finite life, for example a 25-year solar plant, with no terminal value. Revenue comes from the PPA tariff per unit times generation, which depends on capacity and the capacity utilisation factor (PLF). Debt is sized on cash flow available for debt service (CFADS), often sculpted so the DSCR stays at the lender's minimum, typically 1.2 to 1.3x, a covenant. Returns are measured as project IRR and equity IRR.",
    ),
    q(
      "fm-best-practice",
      "What modelling best practices do you follow?",
      [
        [
          "no hardcodes inside formulas",
          ["hardcode", "hard-coded", "no hardcodes", "inputs separate"],
          "Why is a hardcoded number inside a formula dangerous?",
          "Never type numbers inside formulas; keep inputs separate.",
        ],
        [
          "one formula per row, consistent columns",
          ["consistent", "one formula per row", "same formula", "copy across"],
          "What goes wrong when formulas change mid-row?",
          "Use one formula per row, copied consistently across the columns.",
        ],
        [
          "simple, readable formulas",
          ["simple", "short formulas", "readable", "avoid nested", "helper"],
          "How would you simplify a long nested IF?",
          "Keep formulas short and readable, with helper rows instead of long nested ones.",
        ],
        [
          "standards like FAST",
          ["fast standard", "fast", "documentation", "flow left to right"],
          "What does the FAST standard stand for?",
          "Follow a standard such as FAST and document the model.",
        ],
      ],
      "I keep inputs separate, with no hardcodes inside formulas: every input lives on the assumptions sheet. Each row has one formula copied consistently across all columns, and formulas are short and readable, with helper rows instead of long nested IFs. Calculations flow left to right and top to bottom, sheets follow the same column layout, and I document sources. The FAST standard (Flexible, Appropriate, Structured, Transparent) sums this up.",
    ),
    q(
      "fm-lookups",
      "Compare VLOOKUP, INDEX-MATCH and XLOOKUP.",
      [
        [
          "VLOOKUP limits",
          ["vlookup", "column number", "left to right", "first column"],
          "What breaks when someone inserts a column?",
          "VLOOKUP looks only to the right of the first column and uses a column number that breaks when columns move.",
        ],
        [
          "INDEX-MATCH flexibility",
          ["index-match", "index match", "any direction", "two-way"],
          "How would you do a two-way lookup with INDEX and two MATCHes?",
          "INDEX-MATCH can look in any direction and do two-way lookups.",
        ],
        [
          "XLOOKUP default exact match and not-found value",
          ["xlookup", "exact match", "if not found", "default"],
          "What is the risk of VLOOKUP's default approximate match?",
          "XLOOKUP defaults to an exact match and lets you set a value when nothing is found.",
        ],
      ],
      "VLOOKUP searches only the first column and returns a column number to the right, so it breaks when columns are inserted, and its default is approximate match, a common source of wrong answers. INDEX-MATCH looks up in any direction, is robust to inserted columns and supports two-way lookups with two MATCH functions. XLOOKUP, in Excel 365, defaults to exact match, looks left or right and has an 'if not found' argument, so I use it where available.",
    ),
    q(
      "fm-per-share",
      "How do you get from enterprise value in a DCF to value per share?",
      [
        [
          "subtract net debt and other claims",
          ["net debt", "minority interest", "preference", "debt", "cash"],
          "Which debt-like items would you include besides borrowings?",
          "From enterprise value, take away net debt and other claims such as minority interest and preference shares.",
        ],
        [
          "diluted share count",
          ["diluted shares", "treasury stock method", "esop", "options"],
          "How does the treasury stock method work?",
          "Divide by the diluted share count, including options and ESOPs by the treasury stock method.",
        ],
        [
          "compare with market price",
          ["market price", "upside", "current price", "cmp"],
          "What would you say if your value is 40% above the market price?",
          "Compare the value per share with the market price to see the upside.",
        ],
      ],
      "From enterprise value I subtract net debt (debt minus cash), plus debt-like items such as lease liabilities and unfunded pensions, minority interest and preference capital, and add non-operating assets like investments, to get equity value. I divide by diluted shares, using the treasury stock method for ESOPs and options, to get value per share, and compare it with the current market price for the upside.",
    ),
    q(
      "fm-cash-flow",
      "How do you build the cash flow statement using the indirect method?",
      [
        [
          "start with net income and add back non-cash items",
          ["net income", "pat", "add back", "depreciation", "non-cash"],
          "Which non-cash items besides depreciation do you add back?",
          "Start from net income and add back non-cash items such as depreciation.",
        ],
        [
          "working capital changes",
          ["working capital", "receivables", "inventory", "payables"],
          "Show the sign of an increase in payables.",
          "Adjust for changes in working capital: receivables, inventory and payables.",
        ],
        [
          "investing and financing sections",
          ["investing", "financing", "capex", "dividends", "debt repayment"],
          "Where do interest paid and dividends go under Ind AS 7?",
          "Then add the investing section, such as capex, and the financing section, such as debt and dividends.",
        ],
      ],
      "The indirect method starts with net income (PAT) and adds back non-cash items such as depreciation, amortisation and impairment, then adjusts for working capital: increases in receivables and inventory reduce cash, increases in payables add cash. Investing cash flow includes capex and acquisitions; financing includes debt raised or repaid, equity issued and dividends paid. Ind AS 7 allows interest paid in operating or financing activities if applied consistently.",
      [
        [
          [
            "subtract depreciation",
            "deduct depreciation",
            "increase in receivables is added",
            "add the increase in receivables",
          ],
          "In the indirect method depreciation is added back, because it is a non-cash expense, and an increase in receivables is subtracted, because that cash has not come in.",
        ],
      ],
    ),
    q(
      "fm-bank-model",
      "How is a model for a bank different from a model for a manufacturing company?",
      [
        [
          "balance sheet drives income",
          ["balance sheet driven", "loan growth", "advances", "deposits"],
          "Which balance sheet line would you forecast first?",
          "A bank model is driven by its balance sheet: loan and deposit growth come first.",
        ],
        [
          "interest income and NIM",
          ["net interest income", "nim", "yield", "cost of funds"],
          "How do you forecast net interest income?",
          "Interest income and the net interest margin follow from yields and the cost of funds.",
        ],
        [
          "provisions and capital",
          ["provisions", "credit cost", "capital adequacy", "npa"],
          "How do provisions link to asset quality assumptions?",
          "Provisions for bad loans and capital adequacy are central.",
        ],
      ],
      "A bank model is balance sheet driven: I forecast loan growth (advances) and deposits first, then net interest income from average assets times yield minus cost of funds, giving NIM. Fee income and operating costs follow. Provisions come from credit cost assumptions linked to NPA formation. Capital adequacy is a constraint: if the CAR falls too low, the bank must raise equity. There is no EBITDA or working capital schedule.",
    ),
    q(
      "fm-lbo-sensitivity",
      "In an LBO model, which assumptions most affect the IRR?",
      [
        [
          "entry and exit multiples",
          ["entry multiple", "exit multiple", "multiple expansion"],
          "How much does one turn of exit multiple change the IRR?",
          "The entry and exit multiples, and any multiple expansion.",
        ],
        [
          "leverage",
          ["leverage", "debt", "equity cheque"],
          "Why does more debt raise IRR but also risk?",
          "The amount of leverage, which sets the size of the equity cheque.",
        ],
        [
          "EBITDA growth and cash generation",
          ["ebitda growth", "cash generation", "debt paydown", "operational improvement"],
          "Which value driver is most within the sponsor's control?",
          "EBITDA growth and cash generation, which pay down debt.",
        ],
        [
          "holding period",
          ["holding period", "exit year", "timing"],
          "Why does a faster exit often raise IRR but not MOIC?",
          "The holding period: when the exit happens.",
        ],
      ],
      "The IRR is most sensitive to the entry and exit multiples, since multiple expansion or contraction changes the exit equity directly; then leverage, because a smaller equity cheque magnifies returns; then EBITDA growth and cash generation for debt paydown, which are operational improvements within the sponsor's control; and the holding period, since IRR is time-weighted: an earlier exit can raise IRR while lowering MOIC. I would show a data table of exit multiple against exit year.",
    ),
    q(
      "fm-audit",
      "You inherit someone else's model. How do you review it?",
      [
        [
          "understand the structure and flow",
          ["structure", "flow", "map", "sheets", "overview"],
          "What would you read first?",
          "First understand the model's structure and how the sheets flow.",
        ],
        [
          "trace precedents and dependents",
          ["trace precedents", "trace dependents", "f2", "formula auditing", "ctrl+["],
          "Which Excel tools help trace a number?",
          "Trace precedents and dependents to follow the numbers.",
        ],
        [
          "look for hardcodes and inconsistent formulas",
          ["hardcode", "inconsistent", "go to special", "constants"],
          "How do you find hardcodes quickly?",
          "Look for hardcoded numbers and inconsistent formulas.",
        ],
        [
          "run checks and stress tests",
          ["checks", "stress test", "extreme inputs", "balance check"],
          "What extreme inputs would you try?",
          "Run the checks and stress-test the model with extreme inputs.",
        ],
      ],
      "I first map the structure: sheets, flow of inputs to outputs and key assumptions. Then I trace key outputs with Excel's formula auditing tools, Trace Precedents and Trace Dependents, F2 and Ctrl+[. I look for hardcodes with Go To Special > Constants and for inconsistent formulas across a row. Finally I run the balance check and stress test with extreme inputs, such as zero revenue growth, to see whether the model behaves sensibly.",
    ),
    q(
      "fm-leases",
      "How do you model leases under Ind AS 116?",
      [
        [
          "right-of-use asset and lease liability",
          ["right-of-use", "rou", "lease liability"],
          "How is the initial lease liability measured?",
          "Recognise a right-of-use asset and a lease liability.",
        ],
        [
          "depreciation and interest replace rent",
          ["depreciation", "interest", "rent"],
          "How does the expense profile differ from straight rent?",
          "Rent is replaced by depreciation on the asset and interest on the liability.",
        ],
        [
          "cash flow classification",
          ["financing", "principal", "cash flow statement", "lease payments"],
          "Where do lease payments go in the cash flow statement?",
          "Lease payments are split in the cash flow statement, with the principal under financing.",
        ],
      ],
      "I set up a lease schedule: the lease liability starts at the present value of lease payments, and a right-of-use (ROU) asset of the same amount. Each year the liability accrues interest and falls by the payments; the ROU asset is depreciated over the lease term. So rent is replaced by depreciation plus interest, front-loading expense. In the cash flow statement, the principal portion of lease payments goes to financing, so operating cash flow rises.",
      [
        [
          [
            "profit goes up by the full rent",
            "profit ... rises by the full rent",
            "profit ... up by the full rent",
          ],
          "Under Ind AS 116 the rent is replaced by depreciation of the right-of-use asset and interest on the lease liability: EBITDA rises by the rent, but net profit changes little (it is usually lower in a lease's early years, because interest is front-loaded).",
        ],
        [
          [
            "cash flow statement does not change",
            "cash flow statement ... no change",
            "cash flows do not change",
          ],
          "The cash paid is the same, but the cash flow statement changes: lease payments move out of operating cash flow into financing (principal and, usually, interest), so operating cash flow rises.",
        ],
      ],
    ),
    q(
      "fm-costs",
      "How do you forecast costs in an operating model?",
      [
        [
          "split fixed and variable costs",
          ["fixed", "variable", "semi-variable"],
          "Why does the split matter when volumes fall?",
          "Split costs into fixed and variable parts.",
        ],
        [
          "drivers such as % of revenue or per unit",
          ["% of revenue", "per unit", "per tonne", "drivers", "inflation"],
          "Which costs would you model per unit rather than as a percentage?",
          "Drive each cost, for example as a share of revenue or per unit, with inflation.",
        ],
        [
          "gross margin and EBITDA margin sanity check",
          ["gross margin", "ebitda margin", "history", "peers"],
          "What would you do if your margin forecast is far above history?",
          "Check the resulting gross and EBITDA margins against history and peers.",
        ],
      ],
      "I split costs into fixed and variable. Variable costs such as raw materials are modelled per unit or per tonne, or as a % of revenue; fixed costs such as employee and rent grow with inflation and capacity additions. Then I sanity check the resulting gross margin and EBITDA margin against history and peers, because operating leverage from fixed costs can make margins swing when volumes change.",
    ),
    q(
      "fm-terminal-growth",
      "What terminal growth rate would you use for an Indian company, and why?",
      [
        [
          "below long-run nominal GDP growth",
          ["nominal gdp", "gdp growth", "economy", "long run"],
          "Why can no company grow faster than the economy forever?",
          "The rate must stay below long-run nominal GDP growth, since no company outgrows the economy forever.",
        ],
        [
          "consistent with inflation and currency",
          ["inflation", "rupee", "inr", "nominal"],
          "Would you use a different rate in a USD model?",
          "It must be consistent with the currency and inflation of the model.",
        ],
        [
          "typical range and sensitivity",
          ["4", "5", "6", "sensitivity", "range"],
          "How sensitive is the value to ±1% on growth?",
          "Use a typical range of about 4 to 6% and show how sensitive the value is to it.",
        ],
        [
          "consistent with reinvestment",
          ["reinvestment", "roic", "growth requires investment"],
          "How does the growth rate relate to reinvestment and ROIC?",
          "Growth must be consistent with reinvestment: faster growth needs more investment.",
        ],
      ],
      "The terminal growth rate must stay below long-run nominal GDP growth, since no company can outgrow the economy forever. For an Indian company in rupee terms, with inflation around 4% and real growth of 6%, nominal GDP grows about 10%, but I would use 4 to 6% to be conservative, and show sensitivity to ±1%. It must also be consistent with reinvestment: growth g needs reinvestment of g/ROIC of NOPAT, so terminal free cash flow should reflect it. In a USD model the rate would be lower because of lower inflation.",
      [
        [
          [
            "keep it high",
            "terminal growth ... 12",
            "terminal growth ... 15",
            "terminal growth ... 20",
            "12 to 15",
            "low rate ... would undervalue",
          ],
          "A terminal growth rate assumes growth forever, so it must stay at or below the long-run nominal growth of the economy (a conservative model for India uses about 4-6%), however fast the company grows today: no company can outgrow the economy for ever, and the value is very sensitive to this rate.",
        ],
      ],
    ),
    q(
      "fm-goal-seek",
      "How do you find the break-even volume or a required input in Excel?",
      [
        [
          "Goal Seek",
          ["goal seek", "what-if analysis", "set cell"],
          "Walk me through the Goal Seek dialog.",
          "Goal Seek changes one input until a formula reaches a target value.",
        ],
        [
          "break-even formula",
          ["break-even", "breakeven", "fixed costs", "contribution margin"],
          "Compute break-even units with ₹50 lakh fixed costs and ₹250 contribution per unit.",
          "Break-even volume is fixed costs divided by the contribution per unit.",
        ],
        [
          "Solver for several variables",
          ["solver", "constraints", "optimise", "multiple variables"],
          "When would you need Solver instead of Goal Seek?",
          "Solver handles several inputs and constraints at once.",
        ],
      ],
      "For one input I use Goal Seek under What-If Analysis: set the profit cell to 0 by changing volume. Analytically, break-even units = fixed costs / contribution margin per unit, so ₹50 lakh / ₹250 = 20,000 units. For several variables or constraints, such as a production mix subject to capacity limits, I use Solver to optimise.",
    ),
    q(
      "fm-outputs",
      "How do you present the outputs of a valuation model to a client?",
      [
        [
          "summary dashboard",
          ["dashboard", "summary", "one page", "key outputs"],
          "What would you put on a one-page summary?",
          "Put the key outputs on a one-page summary dashboard.",
        ],
        [
          "football field chart",
          ["football field", "valuation range", "range"],
          "How do you build a football field in Excel?",
          "Show the valuation range from each method on a football field chart.",
        ],
        [
          "key assumptions and sensitivities",
          ["assumptions", "sensitivity", "scenarios", "drivers"],
          "Which assumptions deserve a line on the summary?",
          "Show the key assumptions and sensitivities behind the numbers.",
        ],
      ],
      "I give a one-page summary dashboard with key outputs: the valuation range, implied multiples and the recommendation. A football field chart shows the valuation range from each method, DCF, trading comps, precedents and 52-week trading range, as floating bars. I list the key assumptions and show sensitivity tables and scenarios, so the client sees which drivers move the value.",
    ),
  ],
};
