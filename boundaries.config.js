// Module boundaries, checked by eslint-plugin-boundaries (imported by eslint.config.js).
import boundaries from "eslint-plugin-boundaries";

export const boundariesConfig = {
  files: ["apps/web/src/**/*.{ts,tsx}"],
  // Test helpers may reach into app/ to render screens.
  ignores: ["**/*.test.{ts,tsx}", "apps/web/src/test/**"],
  plugins: { boundaries },
  settings: {
    "boundaries/include": ["apps/web/src/**/*"],
    "boundaries/elements": [
      // Web: a feature owns its folder; pages (app/) compose features; shared pieces live in components/ and lib/.
      { type: "web-feature", pattern: "apps/web/src/features/*", capture: ["feature"] },
      { type: "web-app", pattern: "apps/web/src/app" },
      { type: "web-shared", pattern: "apps/web/src/{components,lib,test}" },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "allow",
        policies: [
          {
            from: { element: { type: "web-feature" } },
            disallow: {
              to: {
                element: {
                  type: "web-feature",
                  captured: { feature: "!{{ from.element.captured.feature }}" },
                },
              },
            },
            message:
              "a web feature does not import another feature's internals ({{ to.element.path }}): move the shared part to components/ or lib/, or compose both in a page",
          },
          {
            from: { element: { type: "web-shared" } },
            disallow: { to: { element: { types: { anyOf: ["web-feature", "web-app"] } } } },
            message:
              "components/ and lib/ are shared: they import no feature and no app code ({{ to.element.path }})",
          },
        ],
      },
    ],
  },
};

// Server boundaries, with ESLint's own no-restricted-imports (gitignore-style patterns on the import path).
const ROUTES_ONLY_IN_APP = {
  group: ["**/routes.ts", "!./routes.ts"],
  message: "a module's routes are registered by app.ts only",
};
const NO_SEED_AT_RUNTIME = {
  group: ["**/seed.ts", "**/faq-seed.ts", "!./seed.ts", "!./faq-seed.ts"],
  message: "seed code is run by the demo module (modules/demo) and the CLI only",
};
/** A module's public surface: its service.ts, and the few helpers it publishes for others. */
const THROUGH_THE_SERVICE = {
  group: [
    "../[a-z]*/**",
    "!../[a-z]*/service.ts",
    "!../resources/media.ts",
    "!../admin-users/audit.ts",
    "!../research/eligibility.ts",
    "!../account/photo.ts",
    "!../auth/reset-tokens.ts",
    "!../mail/outbox.ts",
    "!../analytics/record.ts",
  ],
  message:
    "another server module is used through its service.ts (or a helper it publishes: resources/media, admin-users/audit, research/eligibility, account/photo, auth/reset-tokens, mail/outbox, analytics/record)",
};
const SERVER_WIRING = [
  "apps/server/src/app.ts",
  "apps/server/src/cli.ts",
  "apps/server/src/cli/**",
  "apps/server/src/modules/demo/**",
];

export const serverBoundariesConfig = [
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: [...SERVER_WIRING, "apps/server/src/modules/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTES_ONLY_IN_APP, NO_SEED_AT_RUNTIME] }] },
  },
  {
    files: ["apps/server/src/modules/**/*.ts"],
    ignores: [...SERVER_WIRING, "**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [ROUTES_ONLY_IN_APP, NO_SEED_AT_RUNTIME, THROUGH_THE_SERVICE] },
      ],
    },
  },
];
