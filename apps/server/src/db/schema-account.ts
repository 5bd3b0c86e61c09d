// The learner's account extras: Edit Profile fields and the risk appetite (user_profiles), the sign-up
// questionnaire (hr_answers) and the FAQs (faqs).
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { College } from "@fincareer/domain/contract/profile";
import type { RiskAppetite } from "@fincareer/domain/risk-profile";
import type { HrAnswers } from "@fincareer/domain/signup-questionnaire";
import { createdAt } from "./columns.ts";
import { users } from "./schema-users.ts";

/** One row per learner who saved a profile or chose a risk appetite (created on first save). */
export const userProfiles = pgTable(
  "user_profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    headline: text("headline").notNull().default(""),
    city: text("city").notNull().default(""),
    phone: text("phone").notNull().default(""),
    linkedinUrl: text("linkedin_url").notNull().default(""),
    education: text("education"),
    graduationYear: integer("graduation_year"),
    colleges: jsonb("colleges").$type<College[]>().notNull().default([]),
    university: text("university").notNull().default(""),
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    behaviour: jsonb("behaviour").$type<string[]>().notNull().default([]),
    riskAppetite: text("risk_appetite").$type<RiskAppetite>(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "user_profiles_risk_check",
      sql`${t.riskAppetite} is null or ${t.riskAppetite} in ('conservative', 'balanced', 'aggressive')`,
    ),
  ],
);

/** The sign-up questionnaire's answers, one row per learner (saving again replaces them). */
export const hrAnswers = pgTable(
  "hr_answers",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<HrAnswers>().notNull(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("hr_answers_submitted_idx").on(t.submittedAt)],
);

/** FAQs; `families` empty = shown to every program family. Answers are Markdown. */
export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    category: text("category").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    families: text("families")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    seedKey: text("seed_key"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("faqs_seed_key").on(t.seedKey), index("faqs_position_idx").on(t.position)],
);

export type UserProfileRow = typeof userProfiles.$inferSelect;
export type FaqRow = typeof faqs.$inferSelect;
