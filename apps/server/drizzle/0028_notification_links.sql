-- Issue 41: a notification opens what it is about (the live session, the graded research, the order): an in-app path.
ALTER TABLE "notifications" ADD COLUMN "link" text;
