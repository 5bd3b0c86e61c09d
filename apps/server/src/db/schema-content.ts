// Tables of the content area (re-exported by schema.ts so Drizzle and drizzle-kit see one schema): resource modules
// of videos with multiple-choice questions, learners' answers and watch progress, and Markdown notes per family.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";
import type { Family } from "@fincareer/domain/programs";
import type { ResourceTrack } from "@fincareer/domain/content";
import { users } from "./schema-users.ts";

/** A module of videos for one program family and track; seed_key marks rows the demo seed created. */
export const contentModules = pgTable(
  "content_modules",
  {
    id: serial("id").primaryKey(),
    family: text("family").$type<Family>().notNull(),
    track: text("track").$type<ResourceTrack>().notNull().default("main"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    position: integer("position").notNull().default(0),
    seedKey: text("seed_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_modules_family_track_idx").on(t.family, t.track, t.position),
    uniqueIndex("content_modules_seed_key").on(t.seedKey),
    check("content_modules_track_check", sql`${t.track} in ('main', 'beginner')`),
  ],
);

/** A video: an external MP4/HLS address (url), an uploaded file or a demo clip (file_name). */
export const contentVideos = pgTable(
  "content_videos",
  {
    id: serial("id").primaryKey(),
    moduleId: integer("module_id")
      .notNull()
      .references(() => contentModules.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind").$type<"url" | "upload" | "demo">().notNull(),
    url: text("url"),
    fileName: text("file_name"),
    mimeType: text("mime_type"),
    sizeBytes: integer("size_bytes"),
    durationSeconds: doublePrecision("duration_seconds"),
    position: integer("position").notNull().default(0),
    /** The timed transcript ("m:ss words" per line); the transcript and captions track are made from it. */
    transcript: text("transcript").notNull().default(""),
    /** The storage prefix of its HLS ladder once transcoded (videos/hls/<name>), else null: played as uploaded. */
    hlsPrefix: text("hls_prefix"),
    /** The heights of the renditions made (e.g. 240, 360, 540, 720), lowest first. */
    renditions: integer("renditions").array(),
    /** Whether a thumbnail sprite with its WebVTT index (seek previews) was made. */
    hasSprite: boolean("has_sprite").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_videos_module_idx").on(t.moduleId, t.position),
    check("content_videos_kind_check", sql`${t.kind} in ('url', 'upload', 'demo')`),
    check(
      "content_videos_source_check",
      sql`(${t.kind} = 'url' and ${t.url} is not null) or (${t.kind} <> 'url' and ${t.fileName} is not null)`,
    ),
  ],
);

/** A multiple-choice question on a video. */
export const contentQuestions = pgTable(
  "content_questions",
  {
    id: serial("id").primaryKey(),
    videoId: integer("video_id")
      .notNull()
      .references(() => contentVideos.id, { onDelete: "cascade" }),
    prompt: text("prompt").notNull(),
    options: text("options").array().notNull(),
    correctIndex: integer("correct_index").notNull(),
    explanation: text("explanation").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_questions_video_idx").on(t.videoId, t.position),
    check(
      "content_questions_correct_check",
      sql`${t.correctIndex} >= 0 and ${t.correctIndex} < cardinality(${t.options})`,
    ),
  ],
);

/** A learner's one answer to a question (the unique index refuses a second). */
export const contentAnswers = pgTable(
  "content_answers",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => contentQuestions.id, { onDelete: "cascade" }),
    choiceIndex: integer("choice_index").notNull(),
    correct: boolean("correct").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("content_answers_user_question_key").on(t.userId, t.questionId),
    index("content_answers_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/** Where a learner is in a video and whether they finished it. */
export const contentProgress = pgTable(
  "content_progress",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    videoId: integer("video_id")
      .notNull()
      .references(() => contentVideos.id, { onDelete: "cascade" }),
    positionSeconds: doublePrecision("position_seconds").notNull().default(0),
    durationSeconds: doublePrecision("duration_seconds"),
    completed: boolean("completed").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_progress_user_video_key").on(t.userId, t.videoId)],
);

/** A notes document (chapter) of a family, in Markdown; seed_key marks the ones shipped as .md files. */
export const contentNotes = pgTable(
  "content_notes",
  {
    id: serial("id").primaryKey(),
    family: text("family").$type<Family>().notNull(),
    title: text("title").notNull(),
    markdown: text("markdown").notNull(),
    position: integer("position").notNull().default(0),
    seedKey: text("seed_key"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("content_notes_family_idx").on(t.family, t.position),
    uniqueIndex("content_notes_seed_key").on(t.seedKey),
  ],
);

export type ContentModuleRow = typeof contentModules.$inferSelect;
export type ContentVideoRow = typeof contentVideos.$inferSelect;
export type ContentQuestionRow = typeof contentQuestions.$inferSelect;
export type ContentNoteRow = typeof contentNotes.$inferSelect;
