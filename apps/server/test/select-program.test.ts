import { beforeEach, describe, expect, it } from "vitest";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { BACKENDS, testSuite } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

describe.each(BACKENDS)("select program on $name", (backend) => {
  const suite = testSuite(backend);
  // Read at each test, not once when the file loads: a run that crosses IST midnight (18:30 UTC) would otherwise
  // make learners whose dates are a day behind the server's today.
  let today = todayIst();
  beforeEach(() => {
    today = todayIst();
  });

  const multi = () =>
    suite.ctx.makeUser({
      steps: 3,
      programs: [
        "FMEPGOLD",
        { program: "IBEPGOLD", start: today },
        { program: "BA", start: addDays(today, 10) },
        { program: "DS", start: null },
      ],
    });

  it("Done switches to a started program, records the chooser and redirects home", async () => {
    const user = await multi();
    const res = await suite.ctx.api("POST", "/api/selectprogram/Done", {
      token: user.token,
      body: { selection: "IBEPGOLD" },
    });
    expect(res).toMatchObject({ status: 200, body: { cprogram: "IBEPGOLD", redirect: "/newresource" } });
    const row = await suite.ctx.userRow(user.id);
    expect(row!.cprogram).toBe("IBEPGOLD");
    expect(row!.chooserDoneAt).toBeInstanceOf(Date);
  });

  it("switch changes the current program without touching the chooser; FMEP lands on /dashboard", async () => {
    const user = await multi();
    await suite.ctx.api("POST", "/api/selectprogram/switch", {
      token: user.token,
      body: { selection: "IBEPGOLD" },
    });
    const res = await suite.ctx.api("POST", "/api/selectprogram/switch", {
      token: user.token,
      body: { selection: "FMEPGOLD" },
    });
    expect(res).toMatchObject({ status: 200, body: { cprogram: "FMEPGOLD", redirect: "/dashboard" } });
    const row = await suite.ctx.userRow(user.id);
    expect(row!.cprogram).toBe("FMEPGOLD");
    expect(row!.chooserDoneAt).toBeNull();
    const info = await suite.ctx.api("GET", "/api/user/info", { token: user.token });
    expect(info.body.cprogram).toBe("FMEPGOLD");
  });

  it("refuses an unknown program name (400), one not enrolled in (403) and one not started (403), changing nothing", async () => {
    const user = await multi();
    const before = await suite.ctx.snapshot();
    const unknown = await suite.ctx.api("POST", "/api/selectprogram/switch", {
      token: user.token,
      body: { selection: "FMEPDIAMOND" },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      error: "validation_error",
      message: "Choose a program from the list",
      fields: [{ path: "body.selection", message: "Choose a program from the list" }],
    });
    const notEnrolled = await suite.ctx.api("POST", "/api/selectprogram/Done", {
      token: user.token,
      body: { selection: "ML" },
    });
    expect(notEnrolled).toMatchObject({ status: 403, body: { error: "not_enrolled" } });
    const future = await suite.ctx.api("POST", "/api/selectprogram/switch", {
      token: user.token,
      body: { selection: "BA" },
    });
    expect(future).toMatchObject({ status: 403, body: { error: "not_started" } });
    expect(fieldText(future.body)).toMatch(/BA starts on \d{2}\/\d{2}\/\d{4}/);
    const noStart = await suite.ctx.api("POST", "/api/selectprogram/Done", {
      token: user.token,
      body: { selection: "DS" },
    });
    expect(noStart).toMatchObject({ status: 403, body: { error: "not_started" } });
    const missing = await suite.ctx.api("POST", "/api/selectprogram/Done", { token: user.token, body: {} });
    expect(missing).toMatchObject({
      status: 400,
      body: { fields: [{ path: "body.selection", message: "Choose a program from the list" }] },
    });
    expect(await suite.ctx.snapshot()).toEqual(before);
  });

  it("needs a login", async () => {
    const res = await suite.ctx.api("POST", "/api/selectprogram/switch", { body: { selection: "FMEPGOLD" } });
    expect(res.status).toBe(401);
  });
});
