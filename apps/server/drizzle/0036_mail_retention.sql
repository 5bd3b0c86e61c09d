-- Mail retention (issue 39): the sent mails that still hold a body, oldest first, for the sweep that empties them
-- MAIL_BODY_RETENTION_DAYS after sending. Partial, so it only ever holds the mails of the retention window.
CREATE INDEX IF NOT EXISTS "outbox_sent_body_idx" ON "outbox" ("sent_at") WHERE state = 'sent' and text_body is not null;
