-- hardening (harden-ops): the completion marker of the generated market history, written in the same transaction
-- as the bars, so a history without its marker is known to be incomplete and is regenerated.
CREATE TABLE "market_history" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"days" integer NOT NULL,
	"seed" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_history_single_row" CHECK ("market_history"."id" = 1)
);
