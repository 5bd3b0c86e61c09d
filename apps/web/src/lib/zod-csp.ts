// Every `import ... from "zod"` of the web build (the app's and packages/domain's) resolves to this module
// (vite.config.ts, resolve.alias), so zod is configured before any schema is built: jitless, it never probes
// `new Function`, which the page's CSP (script-src 'self', no 'unsafe-eval') would report as a violation.
import { config, z } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
