// What the cohort benchmark needs before anything else: nginx installed (or it stops, not measured) and the web
// app built. bench/cohort.bench.mjs imports this module first, so these run before the other modules' set-up.
import { ensureBuilt } from "../lib/built-app.mjs";
import { findNginx } from "../lib/nginx.mjs";

export const nginxBin = findNginx();
if (!nginxBin) {
  console.log(
    "nginx is not installed, so the cohort benchmark cannot run (on Debian: apt-get install nginx-light). Not measured.",
  );
  process.exit(1);
}
ensureBuilt();
