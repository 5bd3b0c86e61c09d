// Column helpers shared by every area's tables.
import { timestamp } from "drizzle-orm/pg-core";

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
