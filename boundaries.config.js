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

// Server floors (docs/adding-a-module.md), with the same plugin: lib <- db <- platform <- modules <- wiring. A floor
// imports only the floors below it; a module imports no other module (what it needs of one, app.ts hands over).
const SERVER = "apps/server/src";
const SERVER_ELEMENTS = [
  { type: "server-lib", pattern: `${SERVER}/lib` },
  { type: "server-db", pattern: `${SERVER}/db` },
  { type: "server-platform", pattern: `${SERVER}/platform` },
  { type: "server-module", pattern: `${SERVER}/modules/*`, capture: ["module"] },
  // The wiring: the CLI and the demo data (and app.ts, server.ts, main.ts, cli.ts, modules.ts, which are files at
  // the top and so belong to no element: nothing below may import them, which the import picture's test checks).
  { type: "server-wiring", pattern: [`${SERVER}/cli`, `${SERVER}/demo`] },
];
const floor = (from, allowed, message) => ({
  from: { element: { type: from } },
  disallow: { to: { element: { types: { noneOf: allowed } } } },
  message,
});
const ROUTES_ONLY_IN_MODULE = {
  group: ["../**/routes.ts", "../**/*-routes.ts", "**/modules/**/routes.ts", "**/modules/**/*-routes.ts"],
  message: "a module's routes are registered by its own module.ts only",
};
const NO_SEED_AT_RUNTIME = {
  group: ["**/seed.ts", "**/faq-seed.ts", "!./seed.ts", "!./faq-seed.ts"],
  message: "seed code is run by the demo data (src/demo) and the CLI only",
};

export const serverBoundariesConfig = [
  {
    files: [`${SERVER}/**/*.ts`],
    plugins: { boundaries },
    settings: {
      "boundaries/include": [`${SERVER}/**/*`],
      "boundaries/elements": SERVER_ELEMENTS,
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            floor(
              "server-lib",
              ["server-lib"],
              "lib/ holds pure helpers: it imports no other floor ({{ to.element.path }})",
            ),
            floor(
              "server-db",
              ["server-lib", "server-db"],
              "db/ (schema, client) imports only lib/ ({{ to.element.path }})",
            ),
            floor(
              "server-platform",
              ["server-lib", "server-db", "server-platform"],
              "the platform never imports a module or the wiring ({{ to.element.path }}): move the shared part into platform/, or take it as a parameter",
            ),
            floor(
              "server-module",
              ["server-lib", "server-db", "server-platform", "server-module"],
              "a module imports lib/, db/ and platform/ only ({{ to.element.path }})",
            ),
            {
              from: { element: { type: "server-module" } },
              disallow: {
                to: {
                  element: {
                    type: "server-module",
                    captured: { module: "!{{ from.element.captured.module }}" },
                  },
                },
              },
              message:
                "a module never imports another module ({{ to.element.path }}): declare what it needs in its module.ts and let app.ts hand it over, or move the shared part to platform/",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${SERVER}/**/*.ts`],
    ignores: [`${SERVER}/cli/**`, `${SERVER}/demo/**`, `${SERVER}/cli.ts`, `${SERVER}/modules/*/module.ts`],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTES_ONLY_IN_MODULE, NO_SEED_AT_RUNTIME] }] },
  },
];
