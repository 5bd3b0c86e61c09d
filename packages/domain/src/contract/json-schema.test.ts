// Every schema the API contract exports describes itself in JSON Schema, the form the server's API docs
// (/api/docs, fastify-type-provider-zod's jsonSchemaTransform) are built from: requests as they are sent (input)
// and answers as they are sent back (output). A schema zod cannot write (a bare z.custom, a cycle without a
// name) would leave a route undocumented.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as adminResults from "./admin-results.ts";
import * as adminUsers from "./admin-users.ts";
import * as admin from "./admin.ts";
import * as analyticsQuality from "./analytics-quality.ts";
import * as analytics from "./analytics.ts";
import * as auth from "./auth.ts";
import * as calendar from "./calendar.ts";
import * as certificates from "./certificates.ts";
import * as common from "./common.ts";
import * as content from "./content.ts";
import * as errorlog from "./errorlog.ts";
import * as excel from "./excel.ts";
import * as faq from "./faq.ts";
import * as games from "./games.ts";
import * as health from "./health.ts";
import * as hr from "./hr.ts";
import * as interview from "./interview.ts";
import * as live from "./live.ts";
import * as mail from "./mail.ts";
import * as marketImport from "./market-import.ts";
import * as market from "./market.ts";
import * as notifications from "./notifications.ts";
import * as privacy from "./privacy.ts";
import * as profile from "./profile.ts";
import * as research from "./research.ts";
import * as selectProgram from "./select-program.ts";
import * as today from "./today.ts";
import * as user from "./user.ts";

const MODULES: Record<string, Record<string, unknown>> = {
  "admin-results": adminResults,
  "admin-users": adminUsers,
  admin: admin,
  "analytics-quality": analyticsQuality,
  analytics: analytics,
  auth: auth,
  calendar: calendar,
  certificates: certificates,
  common: common,
  content: content,
  errorlog: errorlog,
  excel: excel,
  faq: faq,
  games: games,
  health: health,
  hr: hr,
  interview: interview,
  live: live,
  mail: mail,
  "market-import": marketImport,
  market: market,
  notifications: notifications,
  privacy: privacy,
  profile: profile,
  research: research,
  "select-program": selectProgram,
  today: today,
  user: user,
};

const schemasOf = (mod: Record<string, unknown>) =>
  Object.entries(mod).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

describe("the API contract in JSON Schema", () => {
  it.each(Object.keys(MODULES))("%s: every exported schema converts, as input and as output", (name) => {
    const schemas = schemasOf(MODULES[name]!);
    expect(schemas.length).toBeGreaterThan(0);
    for (const [key, schema] of schemas) {
      for (const io of ["input", "output"] as const) {
        const json = z.toJSONSchema(schema, { io, unrepresentable: "any", cycles: "ref" });
        expect(typeof json, `${key} (${io})`).toBe("object");
      }
    }
  });
});
