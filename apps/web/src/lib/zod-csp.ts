// Every `import ... from "zod"` of the web build (the app's and packages/domain's) resolves to this module
// (vite.config.ts, resolve.alias), so zod is configured before any schema is built: jitless, it never probes
// `new Function`, which the page's CSP (script-src 'self', no 'unsafe-eval') would report as a violation.
// It also gives schemas without their own message one in plain words (domain field-words.ts), as the server does.
import { config, z } from "zod/v4";
import { plainIssueMessage } from "@fincareer/domain/field-words";

config({ jitless: true, customError: plainIssueMessage });

export * from "zod/v4";
export { z, z as default };
