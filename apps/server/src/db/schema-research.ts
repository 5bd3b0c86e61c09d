// Tables of the research area (re-exported by schema.ts so Drizzle and drizzle-kit see one schema): research items
// (FMEP research and other families' case projects), peer assignments and peer ratings.
import { sql } from "drizzle-orm";
import {
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
import { users } from "./schema-users.ts";

/**
 * One learner's submission for one week of one program. `ratings_list` is the catalogue list its ratings are kept
 * in; `research_type` the FMEP page style (null for projects). The stored file lives under DATA_DIR/uploads/research
 * with a generated name (`file_path`); `file_name` is the learner's name for it, only ever used as a download name.
 */
export const researchItems = pgTable(
  "research_items",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"research" | "project">().notNull(),
    program: text("program").notNull(),
    family: text("family").notNull(),
    ratingsList: text("ratings_list").notNull(),
    researchType: text("research_type").$type<"OLD" | "NEW" | "FAFMEP">(),
    week: integer("week").notNull(),
    /** End of the item's week (23:59:59.999 IST of its last day): edits are accepted until then. */
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    company: text("company").notNull(),
    text: text("text").notNull(),
    fileName: text("file_name"),
    filePath: text("file_path"),
    fileType: text("file_type"),
    fileSize: integer("file_size"),
    adminPoints: doublePrecision("admin_points"),
    adminComment: text("admin_comment"),
    extraPoints: doublePrecision("extra_points").notNull().default(0),
    gradedBy: integer("graded_by").references(() => users.id, { onDelete: "set null" }),
    gradedAt: timestamp("graded_at", { withTimezone: true }),
    scoreChangedAt: timestamp("score_changed_at", { withTimezone: true }),
    scoreSeenAt: timestamp("score_seen_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("research_items_user_program_week_key").on(t.userId, t.program, t.kind, t.week),
    index("research_items_family_week_idx").on(t.family, t.kind, t.week),
    // One program's items by week (timeliness, grades and raters of issue 24).
    index("research_items_program_kind_week_idx").on(t.program, t.kind, t.week),
    check("research_items_kind_check", sql`${t.kind} in ('research', 'project')`),
    check("research_items_week_check", sql`${t.week} >= 1`),
    check(
      "research_items_admin_points_check",
      sql`${t.adminPoints} is null or (${t.adminPoints} between 0 and 10)`,
    ),
    check(
      "research_items_file_type_check",
      sql`${t.fileType} is null or ${t.fileType} in ('pdf', 'xlsx', 'docx', 'pptx')`,
    ),
  ],
);

/** A peer assigned to rate an item (one row per item and rater: nobody is assigned the same item twice). */
export const researchAssignments = pgTable(
  "research_assignments",
  {
    id: serial("id").primaryKey(),
    researchId: integer("research_id")
      .notNull()
      .references(() => researchItems.id, { onDelete: "cascade" }),
    raterId: integer("rater_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("research_assignments_item_rater_key").on(t.researchId, t.raterId),
    index("research_assignments_rater_idx").on(t.raterId),
  ],
);

/** A peer rating, kept in the ratings list of the item's program family (`list`); data is JSON text with rate_res. */
export const researchRatings = pgTable(
  "research_ratings",
  {
    id: serial("id").primaryKey(),
    researchId: integer("research_id")
      .notNull()
      .references(() => researchItems.id, { onDelete: "cascade" }),
    raterId: integer("rater_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    list: text("list").notNull(),
    points: integer("points").notNull(),
    data: text("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("research_ratings_item_rater_key").on(t.researchId, t.raterId),
    index("research_ratings_list_idx").on(t.list),
    index("research_ratings_rater_idx").on(t.raterId, t.createdAt),
    check("research_ratings_points_check", sql`${t.points} between 0 and 10`),
  ],
);

export type ResearchItemRow = typeof researchItems.$inferSelect;
export type ResearchAssignmentRow = typeof researchAssignments.$inferSelect;
export type ResearchRatingRow = typeof researchRatings.$inferSelect;
