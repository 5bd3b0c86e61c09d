// The admin audit cases of the programs' other features: live sessions, the FAQ, games (questions and
// permissions), market prices and the demo seed (see admin-audit.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { istDate, tradingDaysBefore } from "@fincareer/domain/ist";
import { LEARNER } from "./admin-audit.ts";
import type { AuditScene, Case } from "./admin-audit.ts";
import { sessionBody } from "./live.ts";
import { multipartBody } from "./research.ts";

export const GAME_QUESTION = {
  bank: "ibep",
  topic: "valuation",
  prompt:
    "What is the enterprise value of a firm with ₹100 crore equity value, ₹40 crore debt and ₹10 crore cash?",
  options: ["₹130 crore", "₹150 crore", "₹110 crore", "₹140 crore"],
  answer: 1,
  explanation: "EV = equity value + debt − cash = 100 + 40 − 10 = ₹130 crore, the value of the operations.",
};
const GAME_CSV = [
  "topic,prompt,option_a,option_b,option_c,option_d,answer,explanation",
  `banking,"What does CASA stand for in Indian banking?",Current and savings accounts,Cash and securities assets,Capital adequacy and solvency,Credit and settlement accounts,A,"CASA is current account plus savings account deposits: low-cost funding that lowers a bank's cost of funds."`,
].join("\n");

export function programCases(s: AuditScene): Case[] {
  const { ids } = s;
  return [
    {
      route: "POST /api/admin/live",
      call: () => ({ method: "POST", url: "/api/admin/live", body: sessionBody(120) }),
      action: "live.create",
      target: "live session “DCF clinic: valuing Infosys”",
      keep: (b) => (ids.live = b.id as number),
    },
    {
      route: "PATCH /api/admin/live/:id",
      call: () => ({ method: "PATCH", url: `/api/admin/live/${ids.live}`, body: { duration_minutes: 90 } }),
      action: "live.update",
      target: "live session “DCF clinic: valuing Infosys”",
    },
    {
      route: "POST /api/admin/live/:id/cancel",
      call: () => ({
        method: "POST",
        url: `/api/admin/live/${ids.live}/cancel`,
        body: { reason: "Speaker unwell" },
      }),
      action: "live.cancel",
      target: "live session “DCF clinic: valuing Infosys”",
    },
    {
      route: "POST /api/admin/faq",
      call: () => ({
        method: "POST",
        url: "/api/admin/faq",
        body: {
          category: "Getting started",
          question: "Is there a mobile app?",
          answer: "Not yet: use the website.",
        },
      }),
      action: "faq.create",
      target: "the FAQ “Is there a mobile app?”",
      keep: (b) => (ids.faq = b.id as number),
    },
    {
      route: "PUT /api/admin/faq/:id",
      call: () => ({
        method: "PUT",
        url: `/api/admin/faq/${ids.faq}`,
        body: { category: "Getting started", question: "Is there a mobile app?", answer: "Yes, on Android." },
      }),
      action: "faq.update",
      target: "the FAQ “Is there a mobile app?”",
    },
    {
      route: "DELETE /api/admin/faq/:id",
      call: () => ({ method: "DELETE", url: `/api/admin/faq/${ids.faq}` }),
      action: "faq.delete",
      target: "the FAQ “Is there a mobile app?”",
    },
    {
      route: "POST /api/admin/games/questions",
      call: () => ({ method: "POST", url: "/api/admin/games/questions", body: GAME_QUESTION }),
      action: "game.question.create",
      target: /^IBEP question \d+$/,
      keep: (b) => (ids.gameQuestion = b.id as number),
    },
    {
      route: "PUT /api/admin/games/questions/:id",
      call: () => ({
        method: "PUT",
        url: `/api/admin/games/questions/${ids.gameQuestion}`,
        body: { ...GAME_QUESTION, answer: 2 },
      }),
      action: "game.question.update",
      target: /^IBEP question \d+$/,
    },
    {
      route: "POST /api/admin/games/questions/:id/retire",
      call: () => ({
        method: "POST",
        url: `/api/admin/games/questions/${ids.gameQuestion}/retire`,
        body: { retired: true },
      }),
      action: "game.question.retire",
      target: /^IBEP question \d+$/,
    },
    {
      route: "POST /api/admin/games/questions/import",
      call: () => ({
        method: "POST",
        url: "/api/admin/games/questions/import",
        body: { bank: "ecode", csv: GAME_CSV },
      }),
      action: "game.question.import",
      target: null,
    },
    {
      route: "POST /api/admin/market/import",
      call: () => ({
        method: "POST",
        url: "/api/admin/market/import",
        multipart: multipartBody({}, [
          {
            name: "prices.csv",
            type: "text/csv",
            bytes: Buffer.from(
              `date,symbol,open,high,low,close,volume\n${tradingDaysBefore(istDate(), 1, s.ctx.app.calendar.current())[0]},INFY,1500,1520,1490,1510,100000\n`,
            ),
          },
        ]),
      }),
      action: "market.import",
      target: "prices.csv",
    },
    {
      route: "POST /api/admin/market/holidays/import",
      call: () => ({
        method: "POST",
        url: "/api/admin/market/holidays/import",
        body: {
          file_name: "test-sample-holidays-2027.csv",
          text: readFileSync(
            join(import.meta.dirname, "..", "fixtures", "test-sample-holidays-2027.csv"),
            "utf8",
          ),
        },
      }),
      action: "market.holidays.import",
      target: "the trading calendar 2027",
    },
    {
      route: "DELETE /api/admin/market/holidays/:day",
      call: () => ({ method: "DELETE", url: "/api/admin/market/holidays/2027-01-26" }),
      action: "market.holidays.delete",
      target: "the holiday 26/01/2027 (Republic Day)",
    },
    {
      route: "POST /api/admin/games/permissions",
      call: () => ({
        method: "POST",
        url: "/api/admin/games/permissions",
        body: {
          email: s.learner.email,
          starts_at: new Date().toISOString(),
          ends_at: new Date(Date.now() + 86_400_000).toISOString(),
        },
      }),
      action: "game.permission.grant",
      target: LEARNER,
      keep: (b) => (ids.permission = b.id as number),
    },
    {
      route: "POST /api/admin/games/permissions/:id/revoke",
      call: () => ({ method: "POST", url: `/api/admin/games/permissions/${ids.permission}/revoke` }),
      action: "game.permission.revoke",
      target: LEARNER,
    },
    {
      route: "POST /api/admin/seed",
      call: () => ({ method: "POST", url: "/api/admin/seed", body: {} }),
      action: "demo.seed",
      target: null,
    },
  ];
}
