// Reported figures of the companies g2 "Ratio Match" draws from: approximate consolidated FY2023-24 numbers
// (Nestle India: calendar 2023), in ₹ crore, rounded; dividend per share in rupees, adjusted for the bonus issues
// and splits already reflected in data/market/companies.csv (Reliance 1:1 bonus, Nestle India 1:10 split).
// Banks and NBFCs are left out: debt/equity and net margin do not describe a lender. Teaching figures, not advice.
import type { Fundamentals } from "@fincareer/domain/games";

/** shortCode (as in companies.csv) -> figures. */
export const FUNDAMENTALS: Record<string, Fundamentals> = {
  RELIANCE: { revenueCr: 901064, netProfitCr: 69621, equityCr: 793481, debtCr: 324622, dividendPerShare: 5 },
  TCS: { revenueCr: 240893, netProfitCr: 45908, equityCr: 90489, debtCr: 0, dividendPerShare: 73 },
  INFY: { revenueCr: 153670, netProfitCr: 26233, equityCr: 88461, debtCr: 0, dividendPerShare: 46 },
  ITC: { revenueCr: 70866, netProfitCr: 20422, equityCr: 73259, debtCr: 0, dividendPerShare: 13.75 },
  HINDUNILVR: { revenueCr: 61896, netProfitCr: 10277, equityCr: 50818, debtCr: 0, dividendPerShare: 42 },
  BHARTIARTL: { revenueCr: 149982, netProfitCr: 7467, equityCr: 79000, debtCr: 215000, dividendPerShare: 8 },
  LT: { revenueCr: 221113, netProfitCr: 15547, equityCr: 86000, debtCr: 121000, dividendPerShare: 28 },
  ASIANPAINT: { revenueCr: 35495, netProfitCr: 5460, equityCr: 19000, debtCr: 1900, dividendPerShare: 33.3 },
  MARUTI: { revenueCr: 141858, netProfitCr: 13209, equityCr: 85500, debtCr: 100, dividendPerShare: 125 },
  SUNPHARMA: { revenueCr: 48497, netProfitCr: 9576, equityCr: 63000, debtCr: 3000, dividendPerShare: 13.5 },
  NTPC: { revenueCr: 178500, netProfitCr: 21332, equityCr: 173000, debtCr: 206000, dividendPerShare: 7.75 },
  POWERGRID: {
    revenueCr: 45843,
    netProfitCr: 15573,
    equityCr: 89000,
    debtCr: 124000,
    dividendPerShare: 11.25,
  },
  COALINDIA: { revenueCr: 142324, netProfitCr: 37369, equityCr: 86000, debtCr: 5000, dividendPerShare: 25.5 },
  NESTLEIND: { revenueCr: 19126, netProfitCr: 3933, equityCr: 3500, debtCr: 370, dividendPerShare: 25 },
  TITAN: { revenueCr: 51084, netProfitCr: 3496, equityCr: 9300, debtCr: 17000, dividendPerShare: 11 },
  ONGC: { revenueCr: 643000, netProfitCr: 49221, equityCr: 330000, debtCr: 130000, dividendPerShare: 12.25 },
  WIPRO: { revenueCr: 89760, netProfitCr: 11045, equityCr: 75000, debtCr: 15000, dividendPerShare: 1 },
  HCLTECH: { revenueCr: 109913, netProfitCr: 15702, equityCr: 68000, debtCr: 2200, dividendPerShare: 52 },
  ULTRACEMCO: { revenueCr: 70908, netProfitCr: 7005, equityCr: 60000, debtCr: 10000, dividendPerShare: 70 },
  DMART: { revenueCr: 50789, netProfitCr: 2536, equityCr: 17900, debtCr: 500, dividendPerShare: 0 },
  DLF: { revenueCr: 6427, netProfitCr: 2724, equityCr: 39500, debtCr: 4000, dividendPerShare: 5 },
  ADANIPORTS: { revenueCr: 26711, netProfitCr: 8104, equityCr: 50000, debtCr: 45000, dividendPerShare: 6 },
  HEROMOTOCO: { revenueCr: 37456, netProfitCr: 3968, equityCr: 17800, debtCr: 1000, dividendPerShare: 140 },
  BRITANNIA: { revenueCr: 16769, netProfitCr: 2140, equityCr: 3700, debtCr: 2200, dividendPerShare: 73.5 },
  TATAMOTORS: { revenueCr: 437928, netProfitCr: 31399, equityCr: 93000, debtCr: 134000, dividendPerShare: 6 },
};
