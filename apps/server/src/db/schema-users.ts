// The users table, in its own file because every area's tables point at it: the area files import it from here,
// not from schema.ts (which re-exports them all), so the schema has no import cycle.
import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

/** Accounts: learners and admins. Emails are stored lower-case so the unique index is case-insensitive. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").$type<"learner" | "admin">().notNull().default("learner"),
    photo: text("photo"),
    planned: text("planned"),
    cprogram: text("cprogram"),
    postSignupSteps: integer("post_signup_steps").notNull().default(0),
    ba: boolean("ba").notNull().default(false),
    baibep: boolean("baibep").notNull().default(false),
    researchType: text("research_type").$type<"OLD" | "NEW">().notNull().default("NEW"),
    chooserDoneAt: timestamp("chooser_done_at", { withTimezone: true }),
    /** Set by an admin: the user cannot log in and every token stops working (0010_admin_users). */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_key").on(t.email),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_role_check", sql`${t.role} in ('learner', 'admin')`),
    check("users_research_type_check", sql`${t.researchType} in ('OLD', 'NEW')`),
    check("users_steps_check", sql`${t.postSignupSteps} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
