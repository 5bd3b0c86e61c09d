// The privacy CLI commands (issue 43) on the in-process app: privacy:run runs the jobs, privacy:requests lists.
import { describe, expect, it } from "vitest";
import { runCli } from "../src/cli/run-cli.ts";
import { testConfig } from "./helpers/context.ts";

describe("privacy CLI", () => {
  it("runs the privacy jobs and lists the requests", async () => {
    const config = testConfig();
    const out: string[] = [];
    const io = {
      env: { DATA_DIR: config.dataDir, JWT_SECRET: "cli-test-secret-0123456789", LOG_LEVEL: "silent" },
      out: (t: string) => out.push(t),
      err: (t: string) => out.push(t),
    };
    expect(await runCli(["privacy:run"], io)).toBe(0);
    expect(out.join("")).toMatch(/exports prepared: 0; erasures completed: 0 .*retention erasures filed: 0/);
    out.length = 0;
    expect(await runCli(["privacy:requests"], io)).toBe(0);
    expect(out.join("")).toContain("no data requests");
  }, 120_000);
});
