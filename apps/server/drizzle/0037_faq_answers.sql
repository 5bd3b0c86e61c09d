-- Shipped FAQ answers rewritten since databases were first seeded (issue 41: honest prices, per company and range;
-- issue 21: the AI interview's programs). The seed adds missing FAQs but never rewrites one, so a database seeded
-- before still told learners "Real end-of-day prices to 14/11/2026, simulated after". Each answer is replaced only
-- while it still holds a shipped text exactly: an answer an admin has edited is left as the admin wrote it.
UPDATE "faqs" SET "answer" = 'Every practice account starts with **₹10,00,000** of virtual cash. Prices are simulated for real NSE-listed companies (see *Are the prices real?*) and move during NSE hours (9:15 am – 3:30 pm IST, Monday to Friday). Nothing you do here uses real money.', "updated_at" = now()
WHERE "seed_key" = 'faq:orders-start-cash' AND "answer" IN ('Every practice account starts with **₹10,00,000** of virtual cash. Prices are simulated from real NSE/BSE companies and move during NSE hours (9:15 am – 3:30 pm IST, Monday to Friday). Nothing you do here uses real money.');
--> statement-breakpoint
UPDATE "faqs" SET "answer" = '- **Bull or Bear:** 60 trading days of a simulated practice stock (generated for each round, not a real company''s history) – call the move over the next 5 trading days.
- **Ratio Match:** match companies to their financial ratios.
- **Case quiz (ecode):** a timed case quiz that opens when the instructor grants permission.
- **IBEP games:** investment-banking question sets with a running total score.

**Games → Performance** charts your results over time against your cohort. Games are not part of FMEP Silver, DS, DS Gold, DS Fusion, ML, GenAI or Excel.', "updated_at" = now()
WHERE "seed_key" = 'faq:games-what' AND "answer" IN ('- **Bull or Bear:** a chart of a real company''s history with its name hidden – call the next move.
- **Ratio Match:** match companies to their financial ratios.
- **Case quiz (ecode):** a timed case quiz that opens when the instructor grants permission.
- **IBEP games:** investment-banking question sets with a running total score.

**Games → Performance** charts your results over time against your cohort. Games are not part of FMEP Silver, DS, DS Gold, DS Fusion, ML, GenAI or Excel.');
--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'Pick a track that matches your program (equity research, investment banking, business analytics, data science, ...) and a length. The interviewer asks questions with follow-ups; answer by typing, or by voice where your browser supports it. You get feedback on each answer – points covered and missed, structure and clarity – and a final report that stays in your history. It is included with FMEP Platinum, FAFMEP (FA Gold / EDMP Gold), FnO (EDMP Gold or FnO plan), IBEP Gold, MREP Gold, GenAI Gold, CMEP Gold and DS Fusion: these programs show **AI Interview** in their menu. Other programs and plans (FMEP Gold and FMEP Silver among them) do not include it, and opening the interview page takes you back to your home page.', "updated_at" = now()
WHERE "seed_key" = 'faq:interview-how' AND "answer" IN ('Pick a track that matches your program (equity research, investment banking, business analytics, data science, ...) and a length. The interviewer asks questions with follow-ups; answer by typing, or by voice where your browser supports it. You get feedback on each answer – points covered and missed, structure and clarity – and a final report that stays in your history. It is included with FMEP Platinum, FAFMEP (FA Gold / EDMP Gold), FnO (EDMP Gold or FnO plan), IBEP Gold, MREP Gold, GenAI Gold, CMEP Gold and DS Fusion.');
--> statement-breakpoint
UPDATE "faqs" SET "answer" = 'No, unless your institute has loaded real ones. The prices, charts and daily moves on the market pages (ticker, company pages, Portfolio, Stats) are **simulated**: each company starts near its real NSE share price and then moves by a model (its beta to the market plus its own volatility), so they are practice data, not the company''s market history. A small **Simulated prices** label on each of these screens says so.

When your institute loads NSE end-of-day prices (the daily bhavcopy), only the companies and days in those files become real, and each company says so for itself: its page reads, for example, *Real end-of-day prices from 26/11/2026 to 27/11/2026, simulated before and after*, and its chart draws those days as **blue candles**. A company with no loaded prices still says *Simulated prices*, and every index (SENSEX, NIFTY 50 and the others) stays simulated. The simulated days next to real ones are joined to them without a jump, so a move you see at the join is not a market move. Intraday (1D and 5D) charts and live ticks are always simulated, and so is every Bull or Bear chart.', "updated_at" = now()
WHERE "seed_key" = 'faq:orders-prices-simulated' AND "answer" IN ('No, unless your institute has loaded real ones. The prices, charts and daily moves on the market pages (ticker, company pages, Portfolio, Stats) are **simulated**: each company starts near its real NSE share price and then moves by a model (its beta to the market plus its own volatility), so they are practice data, not the company''s market history. A small **Simulated prices** label on each of these screens says so.

When your institute loads NSE end-of-day prices (the daily bhavcopy), the label reads, for example, *Real end-of-day prices to 14/11/2026, simulated after*: the daily candles up to that date are the real open, high, low and close, and from there prices continue, simulated, from the last real close. Intraday (1D and 5D) charts and live ticks are always simulated, and so is every Bull or Bear chart.');
