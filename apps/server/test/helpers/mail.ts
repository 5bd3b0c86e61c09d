// The embedded mail transport (.eml files under DATA_DIR/mail) made to fail, for tests of mails waiting for a retry.
import { rmSync, writeFileSync } from "node:fs";
import type { TestContext } from "./context.ts";

/** Runs `work` while the embedded mail folder cannot be written: every send fails for a retry later. */
export async function withMailDown<T>(ctx: TestContext, work: () => Promise<T>): Promise<T> {
  const dir = ctx.config.mail.dir;
  rmSync(dir, { recursive: true, force: true });
  writeFileSync(dir, "not a folder");
  try {
    return await work();
  } finally {
    rmSync(dir, { force: true });
  }
}
