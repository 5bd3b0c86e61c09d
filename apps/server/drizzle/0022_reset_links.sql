-- Reset and welcome links die with the password (issue 39). A link issued before its account's last password change
-- is spent now (the server also refuses such a link when it is used), and an account keeps at most one live link:
-- the older of several unused ones are spent, and a partial unique index holds it from here on (issuing locks the
-- account row and spends the older link first, platform/reset-tokens.ts).
UPDATE "password_reset_tokens" t SET "used_at" = u."password_changed_at"
  FROM "users" u
 WHERE t."user_id" = u."id" AND t."used_at" IS NULL AND u."password_changed_at" IS NOT NULL
   AND t."created_at" < u."password_changed_at";
--> statement-breakpoint
UPDATE "password_reset_tokens" t SET "used_at" = now()
 WHERE t."used_at" IS NULL
   AND EXISTS (SELECT 1 FROM "password_reset_tokens" n
                WHERE n."user_id" = t."user_id" AND n."used_at" IS NULL AND n."id" > t."id");
--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_live_key" ON "password_reset_tokens" USING btree ("user_id") WHERE "used_at" IS NULL;
