-- The NSE trading calendar as data (issue 38): until now packages/domain/src/ist.ts held the holidays up to
-- 2026-12-25, so from 1 January 2027 every holiday would have traded. Holidays and special sessions live here, one
-- row per day (a special session has its window in IST minutes after midnight); a year is "loaded" when its list
-- was imported (market_calendar_years), and days of other years trade on every weekday. market_calendar_alerts
-- keeps the admins' "the calendar runs out" mail to one per gap, across restarts and instances.
CREATE TABLE "market_calendar_days" (
	"day" date PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"open_minute" smallint,
	"close_minute" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_calendar_days_window" CHECK (("open_minute" is null and "close_minute" is null) or
        ("open_minute" >= 0 and "close_minute" <= 1440 and "open_minute" < "close_minute"))
);
--> statement-breakpoint
CREATE TABLE "market_calendar_years" (
	"year" smallint PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"loaded_by" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_calendar_alerts" (
	"gap_from" date PRIMARY KEY NOT NULL,
	"admins" integer NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The list the code held (NSE's annual holiday circulars for 2025 and 2026, weekday holidays only, plus the
-- 15 January 2026 holiday NSE added for the Maharashtra municipal elections). 21 October 2025 (Diwali Laxmi
-- Pujan) was closed for the regular session and had the Muhurat session, 13:45-14:45 IST (NSE circular of
-- 22 September 2025). The 2026 Muhurat session (Sunday 8 November) is not seeded: its timings were notified later;
-- an admin loads it with its window (see docs/operations.md, "Trading calendar").
INSERT INTO "market_calendar_days" ("day", "description", "open_minute", "close_minute") VALUES
	('2025-02-26', 'Mahashivratri', null, null),
	('2025-03-14', 'Holi', null, null),
	('2025-03-31', 'Id-Ul-Fitr (Ramadan Eid)', null, null),
	('2025-04-10', 'Shri Mahavir Jayanti', null, null),
	('2025-04-14', 'Dr. Baba Saheb Ambedkar Jayanti', null, null),
	('2025-04-18', 'Good Friday', null, null),
	('2025-05-01', 'Maharashtra Day', null, null),
	('2025-08-15', 'Independence Day', null, null),
	('2025-08-27', 'Ganesh Chaturthi', null, null),
	('2025-10-02', 'Mahatma Gandhi Jayanti / Dussehra', null, null),
	('2025-10-21', 'Diwali Laxmi Pujan (Muhurat trading 13:45-14:45)', 825, 885),
	('2025-10-22', 'Diwali Balipratipada', null, null),
	('2025-11-05', 'Prakash Gurpurb Sri Guru Nanak Dev', null, null),
	('2025-12-25', 'Christmas', null, null),
	('2026-01-15', 'Municipal Corporation Elections in Maharashtra', null, null),
	('2026-01-26', 'Republic Day', null, null),
	('2026-03-03', 'Holi', null, null),
	('2026-03-26', 'Shri Ram Navami', null, null),
	('2026-03-31', 'Shri Mahavir Jayanti', null, null),
	('2026-04-03', 'Good Friday', null, null),
	('2026-04-14', 'Dr. Baba Saheb Ambedkar Jayanti', null, null),
	('2026-05-01', 'Maharashtra Day', null, null),
	('2026-05-28', 'Bakri Id', null, null),
	('2026-06-26', 'Muharram', null, null),
	('2026-09-14', 'Ganesh Chaturthi', null, null),
	('2026-10-02', 'Mahatma Gandhi Jayanti', null, null),
	('2026-10-20', 'Dussehra', null, null),
	('2026-11-10', 'Diwali Balipratipada', null, null),
	('2026-11-24', 'Prakash Gurpurb Sri Guru Nanak Dev', null, null),
	('2026-12-25', 'Christmas', null, null);
--> statement-breakpoint
INSERT INTO "market_calendar_years" ("year", "source", "loaded_by") VALUES
	(2025, 'seed (NSE holiday circular 2025)', 'seed'),
	(2026, 'seed (NSE holiday circular 2026)', 'seed');
