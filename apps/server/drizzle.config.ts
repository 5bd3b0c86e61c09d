// drizzle-kit: `npx drizzle-kit generate` (from apps/server) writes SQL migrations for src/db/schema.ts into drizzle/.
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
