// Factories for the instructor content tests.
import pg from "pg";
import { expect } from "vitest";
import type { TestContext, TestUser } from "./context.ts";

/** Creates a module of `family` through POST /api/content/modules as `admin`; its body. */
export async function createModule(ctx: TestContext, admin: TestUser, family = "DS", title = "Module") {
  const res = await ctx.api("POST", "/api/content/modules", {
    token: admin.token,
    body: { family, title },
  });
  expect(res.status).toBe(200);
  return res.body;
}

/**
 * Runs `use` with a second connection to the test's PostgreSQL database inside a transaction it began (`use` commits
 * it; what it leaves open is rolled back), closed after: a writer the app's requests race against.
 */
export async function inOpenTransaction(ctx: TestContext, use: (client: pg.Client) => Promise<void>) {
  const client = new pg.Client({ connectionString: ctx.dbUrl! });
  await client.connect();
  try {
    await client.query("begin");
    await use(client);
  } finally {
    await client.query("rollback").catch(() => undefined);
    await client.end();
  }
}
