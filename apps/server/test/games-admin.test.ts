// The games admin API: question banks (create, edit, retire), the all-or-nothing CSV import, results per learner,
// and the admin role on every route.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameQuestions } from "../src/db/schema.ts";
import { seedGames } from "../src/modules/games/seed.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";

const QUESTION = {
  bank: "ibep",
  topic: "valuation",
  prompt:
    "What is the enterprise value of a firm with ₹100 crore equity value, ₹40 crore debt and ₹10 crore cash?",
  options: ["₹130 crore", "₹150 crore", "₹110 crore", "₹140 crore"],
  answer: 0,
  explanation:
    "EV = equity value + debt − cash = 100 + 40 − 10 = ₹130 crore, the value of the operations to all capital providers.",
};

const HEADER = "topic,prompt,option_a,option_b,option_c,option_d,answer,explanation";

describe.each(BACKENDS)("games admin on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  let learner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
    await seedGames(ctx.db, new Date());
    admin = await ctx.makeUser({ role: "admin", steps: 3 });
    learner = await ctx.makeUser({ programs: ["IBEPGOLD"], steps: 1 });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("refuses every admin games route to learners (403) and to anonymous callers (401)", async () => {
    const routes = [
      ["GET", "/api/admin/games/questions?bank=ibep"],
      ["POST", "/api/admin/games/questions"],
      ["PUT", "/api/admin/games/questions/1"],
      ["POST", "/api/admin/games/questions/1/retire"],
      ["POST", "/api/admin/games/questions/import"],
      ["GET", "/api/admin/games/permissions"],
      ["POST", "/api/admin/games/permissions"],
      ["POST", "/api/admin/games/permissions/1/revoke"],
      ["GET", "/api/admin/games/results"],
    ] as const;
    for (const [method, url] of routes) {
      expect((await ctx.api(method, url, { token: learner.token, body: {} })).status, url).toBe(403);
      expect((await ctx.api(method, url, { body: {} })).status, url).toBe(401);
    }
  });

  it("creates, edits and retires questions; a retired question is no longer drawn", async () => {
    const created = await ctx.api("POST", "/api/admin/games/questions", {
      token: admin.token,
      body: QUESTION,
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...QUESTION, retired: false, id: expect.any(Number) });
    const bad = [
      { ...QUESTION, answer: 4 },
      { ...QUESTION, topic: "banking" },
      { ...QUESTION, options: ["only one"] },
      { ...QUESTION, options: ["same", "Same"], answer: 0 },
      { ...QUESTION, prompt: "short" },
      { ...QUESTION, bank: "quiz" },
    ];
    for (const body of bad) {
      expect(
        (await ctx.api("POST", "/api/admin/games/questions", { token: admin.token, body })).status,
        JSON.stringify(body),
      ).toBe(400);
    }
    const edited = await ctx.api("PUT", `/api/admin/games/questions/${created.body.id}`, {
      token: admin.token,
      body: { ...QUESTION, answer: 1, options: ["₹150 crore", "₹130 crore", "₹110 crore", "₹140 crore"] },
    });
    expect(edited.body).toMatchObject({
      answer: 1,
      options: ["₹150 crore", "₹130 crore", "₹110 crore", "₹140 crore"],
    });
    expect(
      (await ctx.api("PUT", "/api/admin/games/questions/999999", { token: admin.token, body: QUESTION }))
        .status,
    ).toBe(404);

    const all = await ctx.api("GET", "/api/admin/games/questions?bank=ibep", { token: admin.token });
    expect(all.body.questions.length).toBe(61);
    const retired = await ctx.api("POST", `/api/admin/games/questions/${created.body.id}/retire`, {
      token: admin.token,
      body: { retired: true },
    });
    expect(retired.body.retired).toBe(true);
    const live = await ctx.api("GET", "/api/admin/games/questions?bank=ibep&retired=false", {
      token: admin.token,
    });
    expect(live.body.questions.map((q: { id: number }) => q.id)).not.toContain(created.body.id);
    const set = await ctx.api("GET", "/api/games/ibepgames", { token: learner.token });
    expect(set.body.data.map((q: { id: number }) => q.id)).not.toContain(created.body.id);
    const restored = await ctx.api("POST", `/api/admin/games/questions/${created.body.id}/retire`, {
      token: admin.token,
      body: { retired: false },
    });
    expect(restored.body.retired).toBe(false);
  });

  it("imports a CSV only when every row is valid, listing the errors per row otherwise", async () => {
    const before = (await ctx.db.select().from(gameQuestions)).length;
    const good = `"What does CASA stand for in Indian banking?",Current and savings accounts,Cash and securities assets,Capital adequacy and solvency,Credit and settlement accounts,A,"CASA is current account plus savings account deposits: low-cost funding that lowers a bank's cost of funds."`;
    const badAnswer = `"Which index has 30 constituents on BSE?",Sensex,Nifty 50,Bankex,BSE 500,Z,"The S&P BSE Sensex tracks 30 large, liquid companies listed on BSE, weighted by free float."`;
    const tooShort = `"Short?",a,b,,,A,"too short"`;
    const rejected = await ctx.api("POST", "/api/admin/games/questions/import", {
      token: admin.token,
      body: {
        bank: "ecode",
        csv: [
          HEADER,
          `banking,${good}`,
          `markets,${badAnswer}`,
          `markets,${tooShort}`,
          "ratios,only,three",
        ].join("\n"),
      },
    });
    expect(rejected.status).toBe(422);
    expect(rejected.body.error).toBe("import_rejected");
    expect(rejected.body.errors.map((e: { row: number }) => e.row)).toEqual([3, 4, 5]);
    expect(rejected.body.errors[0].message).toContain("answer");
    expect((await ctx.db.select().from(gameQuestions)).length).toBe(before);

    const header = await ctx.api("POST", "/api/admin/games/questions/import", {
      token: admin.token,
      body: { bank: "ecode", csv: `question,answer\n${good}` },
    });
    expect(header.status).toBe(422);
    expect(header.body.errors[0].row).toBe(1);

    const ok = await ctx.api("POST", "/api/admin/games/questions/import", {
      token: admin.token,
      body: {
        bank: "ecode",
        csv: [HEADER, `banking,${good}`, `markets,${badAnswer.replace(",Z,", ",A,")}`].join("\n"),
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ imported: 2, skipped: [], errors: [] });
    const ecode = await ctx.api("GET", "/api/admin/games/questions?bank=ecode", { token: admin.token });
    const casa = ecode.body.questions.find((q: { prompt: string }) => q.prompt.startsWith("What does CASA"));
    expect(casa).toMatchObject({
      topic: "banking",
      answer: 0,
      options: expect.arrayContaining(["Current and savings accounts"]),
    });
    expect(
      (
        await ctx.api("POST", "/api/admin/games/questions/import", {
          token: admin.token,
          body: { bank: "ecode", csv: "" },
        })
      ).status,
    ).toBe(400);
  });

  it("adds a question once however often its file is imported: again, twice at once, or twice in one file", async () => {
    const row = (
      n: number,
      prompt = `Which ratio compares a bank's gross NPAs with its gross advances (${n})?`,
    ) =>
      `markets,"${prompt}",Gross NPA ratio,CASA ratio,Net interest margin,Capital adequacy ratio,A,` +
      `"Gross NPAs divided by gross advances: the share of loans that have stopped paying (RBI: overdue 90 days)."`;
    const count = async () => (await ctx.db.select().from(gameQuestions)).length;
    const before = await count();
    const file = [HEADER, row(1), row(2), row(1).replace("Which ratio", "  which   RATIO")].join("\n");
    const first = await ctx.api("POST", "/api/admin/games/questions/import", {
      token: admin.token,
      body: { bank: "ibep", csv: file },
    });
    // Line 4 repeats line 2 in other case and spacing: skipped.
    expect(first.body).toEqual({
      imported: 2,
      skipped: [{ row: 4, message: "the same question as row 2" }],
      errors: [],
    });
    expect(await count()).toBe(before + 2);
    const again = await ctx.api("POST", "/api/admin/games/questions/import", {
      token: admin.token,
      body: { bank: "ibep", csv: file },
    });
    expect(again.body).toMatchObject({ imported: 0, errors: [] });
    expect(again.body.skipped).toEqual([
      { row: 2, message: "the bank already has this question" },
      { row: 3, message: "the bank already has this question" },
      { row: 4, message: "the bank already has this question" },
    ]);
    // The same new file posted twice at once: one post adds it, the other skips it.
    const fresh = [HEADER, row(3), row(4)].join("\n");
    const both = await Promise.all(
      [0, 1].map(() =>
        ctx.api("POST", "/api/admin/games/questions/import", {
          token: admin.token,
          body: { bank: "ibep", csv: fresh },
        }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both.map((r) => r.body.imported).sort()).toEqual([0, 2]);
    expect(await count()).toBe(before + 4);
    // Another bank is another bank: the same question goes into eCode.
    const ecode = await ctx.api("POST", "/api/admin/games/questions/import", {
      token: admin.token,
      body: { bank: "ecode", csv: [HEADER, row(1)].join("\n") },
    });
    expect(ecode.body).toEqual({ imported: 1, skipped: [], errors: [] });
  });

  it("reads a quoted header, counts blank lines in line numbers and takes the answer letter as written", async () => {
    const before = (await ctx.db.select().from(gameQuestions)).length;
    const explanation =
      '"Working capital is current assets minus current liabilities, the cash tied up in operations."';
    const prompt = '"Which figure measures the cash tied up in day-to-day operations?"';
    const header = HEADER.split(",")
      .map((h) => `"${h.toUpperCase()}"`)
      .join(",");
    const csv = (answer: string, lines: string[]) =>
      [
        header,
        "",
        ...lines,
        `ratios,${prompt},Net worth,,Working capital,Capex,${answer},${explanation}`,
      ].join("\r\n");
    const post = (body: string) =>
      ctx.api("POST", "/api/admin/games/questions/import", {
        token: admin.token,
        body: { bank: "ecode", csv: body },
      });

    // Line 4 is the last line whatever blank lines come before it; B names option_b, which is empty.
    const empty = await post(csv("B", [""]));
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([{ row: 4, message: "answer: B points at option_b, which is empty" }]);
    const letter = await post(csv("E", ["", ""]));
    expect(letter.body.errors).toEqual([{ row: 5, message: 'answer: must be a letter A to D, not "E"' }]);
    const short = await post(csv("C", ["", "", "ratios,only,three", ""]));
    expect(short.body.errors).toEqual([{ row: 5, message: "has 3 fields but the header has 8" }]);
    const unclosed = await post(`${header}\n\n\nratios,"never closed,a,b,,,A,x\n`);
    expect(unclosed.body.errors).toEqual([
      { row: 4, message: 'a quoted field is never closed: a double quote (") is missing' },
    ]);
    expect((await ctx.db.select().from(gameQuestions)).length).toBe(before);

    const ok = await post(csv("c", ["", ""]));
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ imported: 1, skipped: [], errors: [] });
    const ecode = await ctx.api("GET", "/api/admin/games/questions?bank=ecode", { token: admin.token });
    const added = ecode.body.questions.find((q: { prompt: string }) =>
      q.prompt.startsWith("Which figure measures"),
    );
    expect(added.options).toEqual(["Net worth", "Working capital", "Capex"]);
    expect(added.options[added.answer]).toBe("Working capital");
  });

  it("lists results per learner and game", async () => {
    await ctx.api("GET", "/api/games/ibepgames", { token: learner.token });
    await ctx.api("GET", "/api/games/ibepdone", { token: learner.token });
    const res = await ctx.api("GET", `/api/admin/games/results?email=${encodeURIComponent(learner.email)}`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThanOrEqual(1);
    expect(res.body.results[0]).toMatchObject({
      email: learner.email,
      program: "IBEPGOLD",
      game: "ibep",
      max_score: 10,
    });
    const g1 = await ctx.api("GET", "/api/admin/games/results?game=g1", { token: admin.token });
    expect(g1.body.results).toEqual([]);
    expect((await ctx.api("GET", "/api/admin/games/results?game=chess", { token: admin.token })).status).toBe(
      400,
    );
  });
});
