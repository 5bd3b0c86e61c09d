-- Lesson transcripts: the timed transcript of each video ("m:ss words" per line), from which the transcript under
-- the player and the WebVTT captions track are made. Module titles lose a typed "Module n:" prefix: the screens
-- number modules themselves, so such titles read "Module 3: Module 3: ...".
ALTER TABLE "content_videos" ADD COLUMN "transcript" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "content_modules" SET "title" = regexp_replace("title", '^\s*[Mm][Oo][Dd][Uu][Ll][Ee]\s+[0-9]+\s*[:.–—-]\s*', '')
WHERE "title" ~* '^\s*module\s+[0-9]+\s*[:.–—-]\s*\S';
