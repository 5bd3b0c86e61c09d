import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { boundariesConfig, serverBoundariesConfig } from "./boundaries.config.js";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/.data/**",
      "apps/server/drizzle/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      ".stryker-tmp/**",
      "reports/mutation/**",
    ],
  },
  js.configs.recommended,
  // Type-aware: every TypeScript file is checked against the tsconfig that includes it (packages/domain,
  // apps/server, apps/web, tsconfig.tools.json for e2e/ and bench/), found by the project service.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // The rules that catch real bugs: a promise nobody awaits or catches, an async callback where a void one
      // is expected (an event handler, forEach), `await` on something that is not a promise.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      "@typescript-eslint/await-thenable": "error",
      // Off: an async function with no await is how a service satisfies a Promise-returning interface.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    // Tests read answers as `any` (app.inject's res.json(), page.evaluate): typing each read would add casts, not
    // safety. Everything else of recommendedTypeChecked applies to tests too.
    files: [
      "**/*.test.{ts,tsx}",
      "apps/server/test/**/*.ts",
      "apps/web/src/test/**/*.{ts,tsx}",
      "e2e/**/*.ts",
      "bench/**/*.ts",
    ],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },

  {
    // Plain JavaScript (scripts/, bench/*.mjs, e2e/*.mjs, this file) is not in any tsconfig.
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["packages/domain/src/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["node:*", "react", "fastify", "drizzle-orm", "pg"] }],
    },
  },
  boundariesConfig,
  ...serverBoundariesConfig,
);
