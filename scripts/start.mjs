// The quick start: install if needed, build the web app, migrate, seed demo data once, run the server.
import { ensureInstalled, npmRun } from "./lib.mjs";

ensureInstalled();
npmRun(["run", "build"]);
npmRun(["run", "cli", "--", "migrate"]);
npmRun(["run", "cli", "--", "seed", "--if-empty"]);
npmRun(["run", "serve"]);
