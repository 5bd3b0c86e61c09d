// The server's floors (docs/adding-a-module.md): no import runs up a floor or across modules, no circle between
// folders, every module folder declares itself in module.ts and is listed, and the lint rule that enforces the
// floors fails on a deliberate cross-module import.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { serverBoundariesConfig } from "../../../boundaries.config.js";
import { serverFloors } from "../../../scripts/server-floors.mjs";
import { modules } from "../src/modules.ts";
import { EnvSchema, PLATFORM_SETTINGS } from "../src/platform/config.ts";

const ROOT = join(import.meta.dirname, "..", "..", "..");
const SRC = join(ROOT, "apps", "server", "src");

describe("server floors", () => {
  it("has no import running up a floor or across modules, and no circle between folders", () => {
    const { upward, circles, folders } = serverFloors();
    expect(upward.map((e) => `${e.file}: ${e.from} -> ${e.to}`)).toEqual([]);
    expect(circles).toEqual([]);
    expect(folders).toContain("platform");
  });

  it("declares every module folder in its module.ts, listed once in modules.ts under its own name", () => {
    const folders = readdirSync(join(SRC, "modules"), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    for (const folder of folders)
      expect(existsSync(join(SRC, "modules", folder, "module.ts")), folder).toBe(true);
    const declared = Object.values(modules)
      .map((m) => m.name)
      .sort();
    expect(declared).toEqual(folders);
    for (const m of Object.values(modules)) expect(Array.isArray(m.settings)).toBe(true);
  });
});

describe("settings", () => {
  it("are each declared by the platform or a module, and each is in the operations guide's table", () => {
    const declared = new Set<string>([
      ...PLATFORM_SETTINGS,
      ...Object.values(modules).flatMap((m) => m.settings),
    ]);
    // INIT_CWD is npm's (where the operator typed the command), not a setting.
    const parsed = Object.keys(EnvSchema.shape).filter((k) => k !== "INIT_CWD");
    expect([...declared].sort()).toEqual(parsed.sort());
    const guide = readFileSync(join(ROOT, "docs", "operations.md"), "utf8");
    for (const name of parsed) expect(guide, name).toContain(`| \`${name}\` |`);
  });
});

describe("the lint rule that keeps the floors", () => {
  // Only the floors' rules, on the TypeScript parser without type information (the files below are not on disk).
  const eslint = new ESLint({
    cwd: ROOT,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ["**/*.ts"], languageOptions: { parser: tseslint.parser } },
      ...serverBoundariesConfig,
    ],
  });
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(SRC, file) });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  };

  it("fails a module that imports another module", async () => {
    const messages = await lint(
      "modules/games/cross.ts",
      'import { MarketRuntime } from "../market/runtime.ts";\nexport const x = MarketRuntime;\n',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^boundaries\/dependencies: a module never imports another module/);
  });

  it("fails the platform importing a module, and lib importing the platform", async () => {
    expect(
      await lint(
        "platform/cross.ts",
        'import { x } from "../modules/auth/service.ts";\nexport const y = x;\n',
      ),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: the platform never imports a module/)]);
    expect(
      await lint("lib/cross.ts", 'import { x } from "../platform/audit.ts";\nexport const y = x;\n'),
    ).toEqual([expect.stringMatching(/^boundaries\/dependencies: lib\/ holds pure helpers/)]);
  });

  it("lets a module import lib, db, the platform and its own files, and the wiring import modules", async () => {
    expect(
      await lint(
        "modules/games/fine.ts",
        [
          'import { iso } from "../../lib/dates.ts";',
          'import { users } from "../../db/schema.ts";',
          'import { recordAudit } from "../../platform/audit.ts";',
          'import { createGamesService } from "./service.ts";',
          "export const all = [iso, users, recordAudit, createGamesService];",
        ].join("\n"),
      ),
    ).toEqual([]);
    expect(
      await lint(
        "fine-wiring.ts",
        'import games from "./modules/games/module.ts";\nexport const g = games;\n',
      ),
    ).toEqual([]);
  });

  it("keeps a module's routes to its own module.ts", async () => {
    expect(
      await lint(
        "modules/games/service2.ts",
        'import { x } from "../market/orders/routes.ts";\nexport const y = x;\n',
      ),
    ).toContain(
      "no-restricted-imports: '../market/orders/routes.ts' import is restricted from being used by a pattern. a module's routes are registered by its own module.ts only",
    );
  });
});
