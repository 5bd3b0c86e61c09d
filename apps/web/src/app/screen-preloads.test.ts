import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { screenModules, screenPreloads } from "../../screen-preloads.ts";
import { registeredPaths } from "./lazy-screen.tsx";
import "./routes.tsx";

const routes = readFileSync(join(process.cwd(), "apps", "web", "src", "app", "routes.tsx"), "utf8");

describe("screen preloads (dist/screen-preloads.json)", () => {
  it("finds the module of every learner screen with first data, and of the layout", () => {
    const { layout, screens } = screenModules(routes);
    expect(layout).toBe("./shell/app-layout.tsx");
    expect(screens.get("/dashboard")).toBe("../features/market/pages/dashboard-page.tsx");
    expect(screens.get("/portfolio")).toBe("../features/portfolio/pages/portfolio-page.tsx");
    for (const path of ["/research", "/newresearch", "/faresearch", "/ivepresearch"])
      expect(screens.get(path), path).toBe("../features/research/pages/research-page.tsx");
    expect(screens.get("/resource")).toBe("../features/resources/pages/resources-page.tsx");
    expect(screens.get("/beginerresource")).toBe("../features/resources/pages/beginner-resources-page.tsx");
    // Every screen it names is one the router registers.
    for (const path of screens.keys()) expect(registeredPaths(), path).toContain(path);
  });

  it("lists each screen's files beyond the entry's and the layout's, CSS included", () => {
    const manifest = {
      "index.html": {
        file: "assets/index.js",
        isEntry: true,
        imports: ["_react.js"],
        css: ["assets/index.css"],
      },
      "_react.js": { file: "assets/react.js" },
      "_Text.js": { file: "assets/Text.js", imports: ["_react.js"], css: ["assets/Text.css"] },
      "src/app/shell/app-layout.tsx": { file: "assets/app-layout.js", imports: ["_react.js", "_Text.js"] },
      "src/features/market/pages/dashboard-page.tsx": {
        file: "assets/dashboard.js",
        imports: ["_Text.js", "_chart.js"],
        css: ["assets/dashboard.css"],
      },
      "_chart.js": { file: "assets/chart.js", imports: ["_react.js"] },
      "_resources-page.js": {
        file: "assets/resources-page.js",
        name: "resources-page",
        imports: ["_Text.js"],
      },
    };
    const preloads = screenPreloads(routes, "src/app", manifest);
    expect(preloads.layout).toEqual(["assets/app-layout.js", "assets/Text.js", "assets/Text.css"]);
    expect(preloads.screens["/dashboard"]).toEqual([
      "assets/dashboard.js",
      "assets/dashboard.css",
      "assets/chart.js",
    ]);
    expect(preloads.screens["/resource"]).toEqual(["assets/resources-page.js"]);
    expect(preloads.screens["/portfolio"]).toBeUndefined();
  });
});
