// Interview bank: futures and options trading on NSE (payoffs, Greeks, strategies, margins, SEBI rules, risk).
import type { TrackBank } from "./types.ts";
import { q } from "./types.ts";

export const fnoTrading: TrackBank = {
  id: "fno-trading",
  name: "F&O trading",
  description:
    "Futures and options on NSE: payoffs, Greeks, strategies, margins, SEBI rules and risk management.",
  behavioural: false,
  questions: [
    q(
      "fo-futures",
      "What is a futures contract and how does an NSE index future work?",
      [
        [
          "agreement to buy or sell at a fixed price on a future date",
          ["agreement", "future date", "fixed price", "obligation"],
          "How is a future different from a forward?",
          "A futures contract is an obligation to buy or sell at a price fixed today on a future date.",
        ],
        [
          "standardised lot size and expiry",
          ["lot size", "expiry", "standardised", "contract size"],
          "How is the lot size of an index future set, and why does SEBI set a minimum contract value?",
          "Exchange contracts are standardised, with a set lot size and expiry.",
        ],
        [
          "margin and daily mark-to-market",
          ["margin", "mark-to-market", "mtm", "daily settlement"],
          "Walk me through a day's mark-to-market on a long position.",
          "Traders post margin and gains and losses are settled daily by marking to market.",
        ],
        [
          "cash settlement for index futures",
          ["cash settled", "cash settlement", "no delivery"],
          "How are stock futures settled in India, by contrast?",
          "Index futures are settled in cash, since an index cannot be delivered.",
        ],
      ],
      "A futures contract is an agreement, an obligation for both sides, to buy or sell an asset at a fixed price on a future date. NSE futures are standardised: a fixed lot size and a monthly expiry, with SEBI's minimum contract value of ₹15 lakh since late 2024. Traders post initial margin, and positions are marked to market daily: gains are credited and losses debited every evening. Index futures like Nifty are cash settled at expiry, while stock futures are physically settled.",
    ),
    q(
      "fo-call-put",
      "Explain the payoff of buying a call and buying a put.",
      [
        [
          "call: right to buy, profits when price rises above strike plus premium",
          ["right to buy", "call", "above the strike", "breakeven"],
          "What is the breakeven of a 22,000 call bought for ₹150?",
          "A call gives the right to buy; it profits when the price rises above the strike plus the premium.",
        ],
        [
          "put: right to sell, profits when price falls",
          ["right to sell", "put", "below the strike", "falls"],
          "Why do investors buy puts on their portfolios?",
          "A put gives the right to sell; it profits when the price falls below the strike.",
        ],
        [
          "maximum loss is the premium",
          ["premium", "limited loss", "maximum loss", "limited"],
          "Why is the seller's risk different?",
          "The most an option buyer can lose is the premium paid.",
        ],
      ],
      "A call gives the right to buy at the strike price; the buyer profits when the price rises above the strike plus the premium paid, so a 22,000 Nifty call bought for ₹150 breaks even at 22,150. A put gives the right to sell at the strike; it profits when the price falls below the strike minus the premium. For an option buyer the maximum loss is limited to the premium, while gains on a call are unlimited; the seller has the opposite, limited gain and potentially large loss.",
      [
        [
          [
            "loss is unlimited",
            "losses are unlimited",
            "unlimited loss",
            "unlimited losses",
            "loss ... buyer ... unlimited",
            "buyer ... loss is unlimited",
            "buyer ... unlimited loss",
            "buying a call ... unlimited loss",
            "risk for an option buyer is unlimited",
            "risk for the buyer is unlimited",
            "buyer's risk is unlimited",
          ],
          "An option buyer can lose at most the premium paid; unlimited losses are the option seller's risk.",
        ],
      ],
    ),
    q(
      "fo-greeks",
      "Explain delta, gamma, theta and vega.",
      [
        [
          "delta",
          ["delta", "change in option price", "hedge ratio", "0.5"],
          "What is the delta of an at-the-money call, roughly?",
          "Delta is how much the option price moves for a one-point move in the underlying.",
        ],
        [
          "gamma",
          ["gamma", "rate of change of delta", "change in delta"],
          "Why is gamma highest near expiry for at-the-money options?",
          "Gamma is how fast delta itself changes.",
        ],
        [
          "theta",
          ["theta", "time decay", "per day"],
          "Who benefits from theta, buyers or sellers?",
          "Theta is the value the option loses each day from time decay.",
        ],
        [
          "vega",
          ["vega", "volatility", "implied volatility"],
          "How would a rise in India VIX affect an option buyer?",
          "Vega is how much the price changes with implied volatility.",
        ],
      ],
      "Delta is the change in option price for a ₹1 change in the underlying, about 0.5 for an at-the-money call, and it is also the hedge ratio. Gamma is the rate of change of delta, highest for at-the-money options near expiry. Theta is time decay, the value lost per day, which benefits option sellers. Vega is the sensitivity to implied volatility: a rise in volatility increases both call and put prices.",
    ),
    q(
      "fo-pcp",
      "State put-call parity and what it implies.",
      [
        [
          "formula",
          ["c + pv(k)", "call plus", "present value of strike", "c - p"],
          "Write the parity for European options.",
          "A call plus the present value of the strike equals a put plus the underlying.",
        ],
        [
          "synthetic positions",
          ["synthetic", "long call short put", "replicate"],
          "How would you create a synthetic long future?",
          "Calls, puts and the underlying can be combined to create synthetic positions.",
        ],
        [
          "arbitrage if violated",
          ["arbitrage", "violated", "mispricing", "riskless"],
          "Walk me through the arbitrage if the call is too expensive.",
          "When the relationship breaks, an arbitrage locks in a riskless profit.",
        ],
      ],
      "For European options, put-call parity says call plus the present value of the strike equals put plus the spot price: C + PV(K) = P + S, or C − P = S − PV(K). It implies synthetic positions: a long call and short put with the same strike and expiry replicate a long future. If parity is violated there is a riskless arbitrage: sell the expensive side and buy the cheap side, for example sell the call, buy the put and buy the underlying.",
    ),
    q(
      "fo-iv-vix",
      "What is implied volatility and what does India VIX tell you?",
      [
        [
          "implied volatility from option prices",
          ["implied volatility", "option prices", "backed out", "black-scholes"],
          "How is implied volatility different from historical volatility?",
          "Implied volatility is the volatility backed out from option prices.",
        ],
        [
          "India VIX from Nifty options",
          ["india vix", "nifty options", "30 days", "expected volatility"],
          "If India VIX is 15, what annual move does the market expect?",
          "India VIX measures the volatility expected over the next 30 days from Nifty options.",
        ],
        [
          "high volatility makes options expensive",
          ["expensive", "premium", "fear", "higher premiums"],
          "How would you trade when VIX is unusually high?",
          "High volatility makes options expensive.",
        ],
      ],
      "Implied volatility is the volatility backed out of option prices using a model like Black-Scholes: the market's expectation of future volatility, unlike historical volatility measured from past prices. India VIX is computed by NSE from Nifty options prices and shows the expected volatility over the next 30 days, in annual terms; a VIX of 15 implies about a 15% annual move, or about 4.3% over a month. High VIX reflects fear and means expensive options with higher premiums.",
    ),
    q(
      "fo-beta-hedge",
      "How would you hedge a ₹50 lakh equity portfolio with Nifty futures?",
      [
        [
          "portfolio beta",
          ["beta", "portfolio beta", "sensitivity to nifty"],
          "How would you estimate the portfolio's beta?",
          "Work out the portfolio's beta to the Nifty.",
        ],
        [
          "number of contracts formula",
          ["number of contracts", "lots", "portfolio value × beta", "contract value"],
          "Compute the number of lots for beta 1.2 and Nifty at 25,000, assuming a lot size of 75.",
          "Number of contracts = portfolio value × beta ÷ value of one futures contract.",
        ],
        [
          "sell futures",
          ["sell", "short", "short futures"],
          "What happens to the hedge if the market rises?",
          "Sell, that is short, Nifty futures.",
        ],
        [
          "basis risk and rollover",
          ["basis risk", "rollover", "tracking", "imperfect"],
          "What risks remain after hedging?",
          "The hedge is imperfect because of basis risk and monthly rollover.",
        ],
      ],
      "I would sell (short) Nifty futures. Number of contracts = portfolio value × beta / contract value. With beta 1.2, ₹50 lakh × 1.2 = ₹60 lakh of exposure; assuming a lot size of 75, one lot at Nifty 25,000 is ₹18.75 lakh, so about 3 lots. If the market falls, futures gains offset portfolio losses. Basis risk remains, because the portfolio does not track Nifty perfectly and beta changes, plus rollover cost at each expiry.",
      [
        [
          [
            "buy nifty futures",
            "buying nifty futures",
            "go long nifty futures",
            "buy futures",
            "long nifty futures",
          ],
          "To hedge a portfolio of shares you sell (short) Nifty futures; buying them doubles the market exposure instead of removing it.",
        ],
      ],
    ),
    q(
      "fo-covered-call",
      "What is a covered call and when would you use it?",
      [
        [
          "hold the stock and sell a call",
          ["own the stock", "hold", "sell a call", "short call"],
          "Which strike would you choose?",
          "You hold the shares and sell a call option on them.",
        ],
        [
          "earn premium income",
          ["premium", "income", "yield"],
          "How does the premium change your breakeven?",
          "The premium received is extra income.",
        ],
        [
          "caps the upside",
          ["cap", "upside", "limited", "called away"],
          "What happens if the stock rallies 20%?",
          "Your upside is capped at the strike, because the shares can be called away.",
        ],
        [
          "neutral to mildly bullish view",
          ["neutral", "mildly bullish", "sideways", "range"],
          "When is a covered call a bad idea?",
          "It suits a neutral to mildly bullish view.",
        ],
      ],
      "A covered call means you hold the stock and sell a call, usually out of the money, against it. You earn premium income, which lowers your breakeven, but it caps the upside: if the stock rallies above the strike, gains are limited and the shares may be called away. It suits a neutral to mildly bullish view, when you expect the stock to trade sideways.",
      [
        [
          ["buy a call", "buying a call", "buy call options"],
          "A covered call sells (writes) a call against shares you already own; buying a call is a different, bullish trade.",
        ],
      ],
    ),
    q(
      "fo-straddle",
      "Compare a long straddle and a long strangle.",
      [
        [
          "straddle: buy call and put at the same strike",
          ["same strike", "at-the-money", "call and put", "straddle"],
          "What are the breakevens of a long straddle?",
          "A straddle buys a call and a put at the same strike, usually at the money.",
        ],
        [
          "strangle: different out-of-the-money strikes",
          ["strangle", "out-of-the-money", "different strikes", "otm"],
          "Why is a strangle cheaper?",
          "A strangle buys an out-of-the-money call and put at different strikes, so it is cheaper.",
        ],
        [
          "bet on a big move or volatility",
          ["big move", "volatility", "event", "results", "budget"],
          "Why might you lose money even if the stock moves after results?",
          "Both bet on a big move or a rise in volatility, for example around results.",
        ],
        [
          "theta and IV crush risk",
          ["theta", "time decay", "iv crush", "implied volatility falls"],
          "What is IV crush?",
          "Both lose to time decay and to the fall in implied volatility after the event.",
        ],
      ],
      "A long straddle buys a call and a put at the same at-the-money strike; a long strangle buys an out-of-the-money call and an OTM put at different strikes, so it is cheaper but needs a bigger move. Both are bets on a big move or rising volatility, for example before results or the Union Budget. The risks are theta time decay and IV crush: after the event implied volatility falls, so you can lose even if the price moves.",
    ),
    q(
      "fo-bull-spread",
      "Explain a bull call spread.",
      [
        [
          "buy lower strike call, sell higher strike call",
          ["buy a call", "sell a call", "lower strike", "higher strike"],
          "Construct a bull call spread on Nifty.",
          "Buy a call at a lower strike and sell a call at a higher strike.",
        ],
        [
          "lower cost than a naked call",
          ["cheaper", "lower cost", "net debit", "reduces premium"],
          "How does selling the higher strike reduce cost?",
          "The sold call reduces the cost of the position.",
        ],
        [
          "limited profit and loss",
          ["maximum profit", "maximum loss", "limited", "capped"],
          "Compute the maximum profit and loss for a 24,000/24,200 spread bought for ₹80.",
          "Both the maximum profit and the maximum loss are limited.",
        ],
      ],
      "A bull call spread buys a call at a lower strike and sells a call at a higher strike, same expiry. Selling the higher strike makes it cheaper than a naked call, a net debit. Both profit and loss are limited: for a Nifty 24,000/24,200 spread bought for ₹80, the maximum loss is the ₹80 premium and the maximum profit is 200 − 80 = ₹120 per unit, reached above 24,200 at expiry.",
    ),
    q(
      "fo-basis",
      "What are basis, contango and backwardation?",
      [
        [
          "basis = futures minus spot",
          ["basis", "futures minus spot", "futures price", "spot"],
          "What happens to the basis at expiry?",
          "Basis is the futures price minus the spot price.",
        ],
        [
          "cost of carry",
          ["cost of carry", "interest", "dividends", "carry"],
          "Compute the fair value of a one-month Nifty future.",
          "The fair premium reflects the cost of carry: interest less dividends.",
        ],
        [
          "contango and backwardation",
          ["contango", "backwardation", "premium", "discount"],
          "What would backwardation in a stock future suggest?",
          "Contango is futures above spot; backwardation is futures below spot.",
        ],
      ],
      "Basis is the futures price minus the spot price; it converges to zero at expiry. The fair futures price follows cost of carry: spot × (1 + interest − dividend yield) for the period. Contango is when futures trade at a premium to spot, the normal case; backwardation is when futures trade at a discount, which in a stock future may signal heavy short positions, an upcoming dividend or high borrowing demand.",
    ),
    q(
      "fo-oi",
      "How do you interpret open interest together with price?",
      [
        [
          "open interest = outstanding contracts",
          ["open interest", "outstanding contracts", "open positions"],
          "How is open interest different from volume?",
          "Open interest is the number of contracts still outstanding.",
        ],
        [
          "price up and OI up = long build-up",
          ["long build-up", "price up", "oi up", "new longs"],
          "What does price up with OI down mean?",
          "Price and open interest rising together show a long build-up.",
        ],
        [
          "price down and OI up = short build-up",
          ["short build-up", "price down", "new shorts"],
          "What does price down with OI down mean?",
          "Price falling while open interest rises shows a short build-up.",
        ],
        [
          "covering and unwinding",
          ["short covering", "long unwinding", "unwinding", "covering"],
          "Why is short covering rally often sharp but short-lived?",
          "Falling open interest shows short covering or long unwinding.",
        ],
      ],
      "Open interest is the number of outstanding contracts, open positions not yet closed, unlike volume which counts trades. Price up with OI up suggests long build-up; price down with OI up suggests short build-up; price up with OI down suggests short covering; price down with OI down suggests long unwinding. It is one input, not a signal by itself.",
    ),
    q(
      "fo-pcr",
      "What is the put-call ratio and how is it used?",
      [
        [
          "ratio of put to call open interest or volume",
          ["put-call ratio", "pcr", "put open interest", "call open interest"],
          "Compute the PCR if put OI is 1.2 crore and call OI 1 crore.",
          "It is the ratio of put to call open interest or volume.",
        ],
        [
          "contrarian sentiment indicator",
          ["contrarian", "sentiment", "overbought", "oversold"],
          "Why is a very high PCR sometimes bullish?",
          "Traders read it as a contrarian sentiment indicator.",
        ],
        [
          "support and resistance from option chain",
          ["support", "resistance", "option chain", "highest open interest"],
          "How do traders read support from put writing?",
          "The strikes with the highest open interest are read as support and resistance.",
        ],
      ],
      "The put-call ratio (PCR) is put open interest divided by call open interest (or by volume): 1.2 crore / 1 crore gives 1.2. It is a sentiment indicator often read as contrarian: a very high PCR means heavy put writing or hedging and can mark oversold conditions. In the option chain, strikes with the highest open interest in puts are read as support and in calls as resistance, though these shift during the day.",
    ),
    q(
      "fo-margins",
      "How do margins work for F&O positions in India?",
      [
        [
          "SPAN and exposure margin",
          ["span", "exposure margin", "initial margin"],
          "What does SPAN simulate?",
          "SPAN and exposure margins are collected upfront.",
        ],
        [
          "option buyers pay premium, sellers pay margin",
          ["premium", "option sellers", "writers", "buyers"],
          "Why do option sellers need much more capital?",
          "Option buyers pay the premium; sellers must post margin.",
        ],
        [
          "upfront and peak margin rules",
          ["upfront", "peak margin", "intraday", "snapshots"],
          "What did SEBI's peak margin rules change for intraday traders?",
          "Margins must be collected upfront, with peak-margin rules on intraday positions.",
        ],
        [
          "mark-to-market and margin calls",
          ["mark-to-market", "margin call", "shortfall", "penalty"],
          "What happens if you don't meet a margin call?",
          "Losses are marked to market daily, and shortfalls bring margin calls and penalties.",
        ],
      ],
      "Futures and option sellers post initial margin: SPAN margin, which simulates worst-case losses across price and volatility scenarios, plus an exposure margin. Option buyers pay the full premium upfront instead, while option sellers (writers) need much more capital. SEBI's upfront and peak margin rules require margin to be collected upfront and checked through intraday snapshots, so high intraday leverage is no longer possible. Daily mark-to-market losses must be paid; a shortfall leads to a margin call, penalties and square-off.",
    ),
    q(
      "fo-risk",
      "How would you manage risk as an F&O trader?",
      [
        [
          "position sizing: risk 1-2% per trade",
          ["position sizing", "1%", "2%", "per trade", "capital"],
          "Compute the position size for ₹10 lakh capital, 1% risk and a ₹50 stop.",
          "Size each position so a loss costs only 1 to 2% of capital.",
        ],
        [
          "stop losses",
          ["stop loss", "stop-loss", "exit plan"],
          "Where would you place a stop and why?",
          "Decide a stop loss before you enter.",
        ],
        [
          "avoid unlimited-risk naked positions",
          ["naked", "unlimited", "defined risk", "spreads", "hedge"],
          "Why are naked option sells dangerous around events?",
          "Avoid naked positions with unlimited risk; use spreads or hedges.",
        ],
        [
          "journal and review",
          ["journal", "review", "discipline", "expectancy"],
          "What would you record in a trading journal?",
          "Keep a trading journal and review it.",
        ],
      ],
      "I size each position so that I risk at most 1 to 2% of capital on any trade: with ₹10 lakh and 1% risk, I can lose ₹10,000, so with a ₹50 stop loss I trade 200 units. Every trade has a stop and an exit plan set in advance. I avoid naked option selling with unlimited risk, using defined-risk spreads or a hedge, especially around events. I keep a trading journal and review it for discipline and expectancy.",
    ),
    q(
      "fo-sebi-2024",
      "What changed in SEBI's rules for index derivatives from November 2024?",
      [
        [
          "higher contract size",
          ["contract size", "15 lakh", "₹15 lakh", "minimum contract value"],
          "Why did SEBI raise the contract size?",
          "The minimum contract size was raised to ₹15 lakh.",
        ],
        [
          "one weekly expiry per exchange",
          ["weekly expiry", "one benchmark", "per exchange", "weekly expiries"],
          "What effect did fewer weekly expiries have on volumes?",
          "Each exchange may offer weekly expiry on only one benchmark index.",
        ],
        [
          "upfront premium collection and expiry-day margin",
          ["upfront", "premium", "extreme loss margin", "expiry day", "2%"],
          "What is the extra margin on short options on expiry day?",
          "Option premiums are collected upfront, and short options face an extra margin on expiry day.",
        ],
        [
          "investor protection after losses",
          ["losses", "retail", "nine out of ten", "protection", "sebi study"],
          "What did SEBI's study find about individual traders?",
          "The aim is to protect retail traders, after SEBI found that most of them lose money.",
        ],
      ],
      "After its study showing that about nine out of ten individual traders lose money in F&O, SEBI tightened the rules in stages from 20 November 2024 to protect retail investors: the minimum contract size for index derivatives rose from ₹5-10 lakh to ₹15 lakh; each exchange may offer weekly expiries on only one benchmark index; option premiums must be collected upfront from buyers; an additional 2% extreme loss margin applies to short options on expiry day; and calendar-spread margin benefits were removed on expiry day, with intraday monitoring of position limits following.",
    ),
    q(
      "fo-physical",
      "How are stock futures and options settled in India, and why does it matter?",
      [
        [
          "physical settlement",
          ["physical settlement", "physically settled", "delivery"],
          "What happens to an in-the-money stock call held to expiry?",
          "Stock futures and options are physically settled: shares change hands at expiry.",
        ],
        [
          "need funds or shares at expiry",
          ["funds", "shares", "obligation", "delivery margin"],
          "Why do brokers square off positions before expiry?",
          "Traders must have the funds or shares to deliver.",
        ],
        [
          "index derivatives are cash settled",
          ["index", "cash settled", "nifty", "bank nifty"],
          "Why can an index not be physically settled?",
          "Index derivatives are cash settled.",
        ],
      ],
      "Stock futures and stock options in India are physically settled, since SEBI phased it in from 2018: at expiry, in-the-money long calls and short puts must take delivery, and the other side must deliver shares. So traders need full funds or shares, and brokers charge rising delivery margins and often square off positions before expiry. Index derivatives like Nifty and Bank Nifty remain cash settled, because an index cannot be delivered.",
    ),
    q(
      "fo-traders-lose",
      "Why do most retail F&O traders lose money?",
      [
        [
          "evidence from SEBI studies",
          ["sebi", "study", "nine out of ten", "losses", "93%"],
          "What did SEBI find about the size of losses?",
          "SEBI's studies found that about nine in ten individual traders lose money.",
        ],
        [
          "costs and option decay",
          ["costs", "brokerage", "stt", "theta", "time decay"],
          "How do transaction costs add up for frequent traders?",
          "Costs and the time decay of options eat into returns.",
        ],
        [
          "leverage and lack of risk management",
          ["leverage", "no stop loss", "risk management", "overtrading"],
          "How does leverage turn a small edge into ruin?",
          "Leverage and poor risk management turn small losses into large ones.",
        ],
        [
          "professional counterparties",
          ["proprietary", "algorithms", "institutions", "edge", "information"],
          "Who makes money on the other side?",
          "They trade against professional firms and algorithms with an edge.",
        ],
      ],
      "SEBI's study of FY22 to FY24 found that about 93% of individual traders, more than nine out of ten, lost money in equity F&O, with aggregate losses of over ₹1.8 lakh crore in three years. Reasons: costs such as brokerage, STT and exchange fees add up for frequent traders; buyers of cheap options lose to theta time decay; leverage without risk management and stop losses, plus overtrading; and the counterparties are often proprietary traders and institutions using algorithms with an edge in speed and information.",
    ),
    q(
      "fo-arbitrage",
      "Explain cash-futures arbitrage.",
      [
        [
          "buy spot and sell futures when futures are rich",
          ["buy in cash", "sell futures", "buy spot", "futures premium"],
          "What profit is locked in?",
          "When futures are rich, buy the shares in the cash market and sell the futures.",
        ],
        [
          "compare with cost of carry",
          ["cost of carry", "interest", "fair value", "risk-free"],
          "When is the trade not worth doing?",
          "The trade is worth it only when the premium beats the cost of carry.",
        ],
        [
          "convergence at expiry",
          ["converge", "expiry", "basis"],
          "What risks remain even though it is called riskless?",
          "The prices converge at expiry, locking in the spread.",
        ],
      ],
      "When futures trade above fair value, the arbitrageur buys the stock in the cash market and sells futures, locking in the futures premium; if that premium exceeds the cost of carry (interest on the money used) the trade earns more than the risk-free rate. At expiry the futures and spot prices converge, so the basis is captured. Arbitrage mutual funds do this. Risks include execution costs, dividends and margin needs.",
    ),
    q(
      "fo-black-scholes",
      "What are the inputs of the Black-Scholes model and its main limitations?",
      [
        [
          "five inputs",
          ["spot", "strike", "time to expiry", "volatility", "risk-free rate"],
          "Which input is not directly observable?",
          "Its inputs are the spot price, strike, time to expiry, volatility and the risk-free rate.",
        ],
        [
          "assumptions: log-normal prices, constant volatility",
          ["constant volatility", "log-normal", "no jumps", "european"],
          "Why do markets show a volatility smile?",
          "It assumes log-normal prices with constant volatility and no jumps.",
        ],
        [
          "used to derive Greeks and implied volatility",
          ["greeks", "implied volatility", "delta"],
          "How do traders use Black-Scholes if it is wrong?",
          "Traders use it to compute Greeks and to back out implied volatility.",
        ],
      ],
      "Black-Scholes uses spot price, strike price, time to expiry, volatility and the risk-free rate (plus dividends). Only volatility is not directly observable. It assumes log-normal prices, constant volatility, no jumps and European exercise, so markets show a volatility smile or skew. Traders still use it as a common language: to quote implied volatility and compute Greeks like delta.",
    ),
    q(
      "fo-iron-condor",
      "What is an iron condor?",
      [
        [
          "sell OTM call and put spreads",
          ["sell", "out-of-the-money", "call spread", "put spread", "four options"],
          "Construct an iron condor on Nifty.",
          "Sell an out-of-the-money call spread and an out-of-the-money put spread.",
        ],
        [
          "profits in a range",
          ["range", "range-bound", "sideways", "between the short strikes"],
          "Where is the maximum profit earned?",
          "It profits when the price stays in a range.",
        ],
        [
          "limited risk and reward",
          ["limited", "maximum loss", "defined risk", "wings"],
          "How do you compute the maximum loss?",
          "Both the maximum gain and the maximum loss are limited.",
        ],
        [
          "short volatility and theta positive",
          ["theta", "short volatility", "time decay", "vega"],
          "What market event hurts an iron condor most?",
          "It is a short-volatility trade that gains from time decay.",
        ],
      ],
      "An iron condor sells an out-of-the-money call spread and an out-of-the-money put spread, four options, for a net credit. It profits if the index stays range-bound between the short strikes, keeping the credit. Risk is limited by the long wings: maximum loss = spread width minus credit. It is short volatility and theta positive, so time decay helps, while a sudden gap move or a spike in volatility hurts.",
    ),
    q(
      "fo-option-selling",
      "Option selling wins most of the time. Why is it still risky?",
      [
        [
          "high win rate but large tail losses",
          ["tail", "large losses", "win rate", "small gains"],
          "Explain 'picking up pennies in front of a steamroller'.",
          "Sellers win often, but the rare losses are very large.",
        ],
        [
          "gap moves and events",
          ["gap", "event", "black swan", "budget", "overnight"],
          "Which events have caused big gaps in Nifty?",
          "Gaps and events, such as the budget or overnight news, cause those losses.",
        ],
        [
          "margin and liquidity risk",
          ["margin", "margin call", "liquidity", "forced exit"],
          "How can a margin call force you out at the worst moment?",
          "Margin calls and poor liquidity can force an exit at the worst moment.",
        ],
        [
          "hedging with spreads",
          ["hedge", "spread", "defined risk", "buy protection"],
          "How would you hedge a short strangle?",
          "Hedging with spreads defines the risk.",
        ],
      ],
      "Option sellers collect small gains most of the time, a high win rate, but face rare large losses in the tail: a gap move after an event, such as an election result or a Budget surprise, can wipe out months of premium. Margin requirements rise in volatile markets, causing margin calls and forced exits with poor liquidity. I would hedge with spreads, buying protection further out to define the risk.",
    ),
    q(
      "fo-delta-hedge",
      "What is delta hedging?",
      [
        [
          "offset delta with the underlying",
          ["delta", "offset", "underlying", "futures", "delta neutral"],
          "How many futures would you sell to hedge 10 lots of calls with delta 0.6?",
          "Offset the option's delta with an opposite position in the underlying or futures.",
        ],
        [
          "rebalance as delta changes with gamma",
          ["rebalance", "gamma", "dynamic", "adjust"],
          "Why does a short gamma position lose money when hedging?",
          "Rebalance as delta changes with gamma.",
        ],
        [
          "isolates volatility exposure",
          ["volatility", "vega", "isolate"],
          "Why would a market maker delta hedge?",
          "What remains is exposure to volatility.",
        ],
      ],
      "Delta hedging offsets an option position's delta with the underlying or futures so the position is delta neutral: for 10 lots of calls with delta 0.6, you sell 6 lots of futures. Because delta changes with gamma as the price moves, the hedge must be rebalanced dynamically. Market makers use it to remove directional risk and isolate their exposure to volatility.",
    ),
    q(
      "fo-usdinr",
      "How would an Indian IT exporter hedge its dollar receivables?",
      [
        [
          "risk of rupee appreciation",
          ["rupee appreciation", "rupee strengthens", "fewer rupees", "currency risk"],
          "Why does rupee appreciation hurt an exporter?",
          "The exporter loses if the rupee strengthens, because each dollar buys fewer rupees.",
        ],
        [
          "forwards or USD-INR futures",
          ["forward", "usd-inr futures", "currency futures", "sell dollars"],
          "How do exchange-traded currency futures differ from bank forwards?",
          "It can lock in a rate by selling dollars forward or through USD-INR futures.",
        ],
        [
          "options for flexibility",
          ["options", "put on usd", "flexibility", "premium"],
          "Why might the exporter buy a USD put instead?",
          "Options give protection while keeping the upside, for a premium.",
        ],
        [
          "hedge ratio and policy",
          ["hedge ratio", "policy", "layered", "percentage"],
          "What hedge ratio would you recommend and why?",
          "A hedge policy sets the hedge ratio, often layered over time.",
        ],
      ],
      "An exporter receiving dollars loses if the rupee appreciates, since each dollar converts into fewer rupees. It can lock the rate by selling dollars forward with a bank or selling USD-INR futures on NSE. Buying a USD put option, the right to sell dollars at a strike, gives protection while keeping upside from rupee depreciation, for a premium. Most companies follow a policy with a layered hedge ratio, for example hedging 50 to 70% of the next year's receivables.",
    ),
    q(
      "fo-tax",
      "How is income from F&O trading taxed for an individual in India?",
      [
        [
          "non-speculative business income",
          ["business income", "non-speculative", "slab"],
          "Why is it not treated as capital gains?",
          "F&O income is non-speculative business income, taxed at slab rates.",
        ],
        [
          "turnover calculation and tax audit",
          ["turnover", "tax audit", "absolute", "44ab"],
          "How is F&O turnover calculated?",
          "Turnover is calculated for the tax audit rules.",
        ],
        [
          "losses carried forward",
          ["carry forward", "eight years", "8 years", "set off"],
          "Against what income can F&O losses be set off?",
          "Losses can be carried forward for eight years.",
        ],
        [
          "ITR form and expenses",
          ["itr-3", "expenses", "deduct", "books"],
          "Which expenses can a trader deduct?",
          "It is filed on ITR-3, and trading expenses can be deducted.",
        ],
      ],
      "F&O income is treated as non-speculative business income, taxed at the trader's slab rate, not as capital gains. It is reported in ITR-3, and expenses such as brokerage, internet and advisory fees can be deducted. Turnover is the absolute sum of profits and losses on each trade, which decides whether a tax audit under section 44AB applies. Losses can be set off against other income except salary and carried forward for eight years against business income.",
      [
        [
          ["capital gains", "short-term capital gains", "stcg", "ltcg"],
          "F&O income is not capital gains: it is non-speculative business income, taxed at your slab rate.",
        ],
      ],
    ),
    q(
      "fo-option-chain",
      "How do you read an option chain before placing a trade?",
      [
        [
          "strikes, premiums and moneyness",
          ["strike", "premium", "at-the-money", "in-the-money", "moneyness"],
          "How do you identify the at-the-money strike?",
          "Read the strikes, premiums and moneyness.",
        ],
        [
          "open interest and change in OI",
          ["open interest", "change in oi", "oi"],
          "What does a large addition of call OI at a strike suggest?",
          "Look at open interest and its change.",
        ],
        [
          "implied volatility and skew",
          ["implied volatility", "iv", "skew"],
          "Why are out-of-the-money puts usually more expensive in IV terms?",
          "Look at implied volatility and the skew.",
        ],
        [
          "liquidity: bid-ask spread and volume",
          ["bid-ask", "spread", "liquidity", "volume"],
          "Why avoid illiquid far strikes?",
          "Check liquidity: the bid-ask spread and volume.",
        ],
      ],
      "The option chain lists calls and puts by strike for an expiry. I first find the at-the-money strike and moneyness of each option and its premium; then open interest and change in OI to see where writers are building positions; then implied volatility across strikes, the skew, since OTM puts usually carry higher IV; and finally liquidity, the bid-ask spread and volume, avoiding illiquid far strikes where costs are high.",
    ),
  ],
};
