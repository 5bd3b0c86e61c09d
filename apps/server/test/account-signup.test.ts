// Sign-up: the questionnaire (GET/PUT /api/user/hr) and its admin read-out, the risk appetite of step 2,
// the support contact; and FAQs (GET /api/faq, /api/admin/faq).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestYear, YEAR_RANGE } from "@fincareer/domain/constants";
import { HR_QUESTIONS } from "@fincareer/domain/signup-questionnaire";
import { seedFaqs, shippedFaqs } from "../src/modules/account/faq-seed.ts";
import { BACKENDS, createTestContext } from "./helpers/context.ts";
import type { TestContext, TestUser } from "./helpers/context.ts";
import { fieldText } from "./helpers/field-text.ts";

const ANSWERS = {
  current_status: "Student (final year)",
  highest_qualification: "Bachelor's degree",
  stream: "Commerce",
  institute: "Narsee Monjee College of Commerce and Economics, Mumbai",
  graduation_year: 2026,
  goals: ["Land my first job in finance", "Crack interviews and case rounds"],
  timeline: "In 3 to 6 months",
  work_experience: "None (internships only)",
  excel_level: "Intermediate: VLOOKUP/XLOOKUP, pivot tables, charts",
  market_experience: "Mutual funds or SIPs only",
  tools: ["Excel", "Python"],
  preferred_role: "Equity research analyst",
  preferred_city: "Mumbai",
  notes: "Available for internships from April.",
};

describe.each(BACKENDS)("sign-up and FAQs on $name", (backend) => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext(backend, { env: { SUPPORT_PHONE: "+91 90040 55555" } });
    admin = await ctx.makeUser({ role: "admin", steps: 3 });
    await seedFaqs(ctx.db);
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe("questionnaire", () => {
    it("serves blocks, questions, default answers and institutes to a learner with no program", async () => {
      const walkIn = await ctx.makeUser({ steps: 0 });
      const res = await ctx.api("GET", "/api/user/hr", { token: walkIn.token });
      expect(res.status).toBe(200);
      expect(res.body.blocks.map((b: { key: string }) => b.key)).toEqual([
        "background",
        "goals",
        "experience",
        "role",
      ]);
      expect(res.body.questions).toHaveLength(HR_QUESTIONS.length);
      expect(res.body.defaults.preferred_role).toBe("Not sure yet");
      expect(res.body.institutes).toContain("Shri Ram College of Commerce (SRCC), University of Delhi");
      expect(res.body.answers).toBeNull();
    });

    it("saves the answers, replaces them on a second save, and shows them to admins", async () => {
      const learner = await ctx.makeUser({ name: "Asha Rao", steps: 0, programs: ["IBEPGOLD"] });
      const put = await ctx.api("PUT", "/api/user/hr", { token: learner.token, body: { answers: ANSWERS } });
      expect(put.status).toBe(200);
      expect(put.body.answers).toEqual(ANSWERS);
      const again = await ctx.api("PUT", "/api/user/hr", {
        token: learner.token,
        body: { answers: { ...ANSWERS, preferred_role: "Credit analyst" } },
      });
      expect(again.status).toBe(200);
      const get = await ctx.api("GET", "/api/user/hr", { token: learner.token });
      expect(get.body.answers.preferred_role).toBe("Credit analyst");

      const list = await ctx.api("GET", "/api/admin/hr?q=asha", { token: admin.token });
      expect(list.status).toBe(200);
      expect(list.body.total).toBe(1);
      const [entry] = list.body.entries;
      expect(entry).toMatchObject({
        user_id: learner.id,
        name: "Asha Rao",
        cprogram: "IBEPGOLD",
        programs: ["IBEPGOLD"],
      });
      expect(entry.answers).toContainEqual({
        key: "preferred_role",
        label: "Which role are you aiming for?",
        answer: "Credit analyst",
      });
      expect(entry.answers).toContainEqual(
        expect.objectContaining({
          key: "goals",
          answer: "Land my first job in finance, Crack interviews and case rounds",
        }),
      );
    });

    it("counts concurrent saves of one learner once", async () => {
      const learner = await ctx.makeUser({ name: "Ravi Concurrent", steps: 0 });
      const results = await Promise.all(
        [1, 2, 3].map(() =>
          ctx.api("PUT", "/api/user/hr", { token: learner.token, body: { answers: ANSWERS } }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
      const list = await ctx.api("GET", "/api/admin/hr?q=ravi%20concurrent", { token: admin.token });
      expect(list.body.total).toBe(1);
    });

    // The whole message each question's rule writes (signup-questionnaire.ts answerSchema); a changed one fails.
    it.each([
      [
        "a missing required answer",
        { ...ANSWERS, stream: undefined },
        "body.answers.stream: Choose one of the options",
      ],
      [
        "a choice not offered",
        { ...ANSWERS, preferred_city: "London" },
        "body.answers.preferred_city: Choose one of the options",
      ],
      [
        "four goals",
        {
          ...ANSWERS,
          goals: [
            "Land my first job in finance",
            "Crack interviews and case rounds",
            "Build skills for my current role",
            "Manage my own investments better",
          ],
        },
        "body.answers.goals: Choose at most 3",
      ],
      ["no goal", { ...ANSWERS, goals: [] }, "body.answers.goals: Choose at least one"],
      [
        "a graduation year of 1900",
        { ...ANSWERS, graduation_year: 1900 },
        `body.answers.graduation_year: Enter a year from ${YEAR_RANGE.min} to ${latestYear()}`,
      ],
      [
        "an unknown question",
        { ...ANSWERS, salary_expectation: "20 LPA" },
        "body.answers: This form does not have the field salary_expectation",
      ],
      [
        "notes over 500 characters",
        { ...ANSWERS, notes: "x".repeat(501) },
        "body.answers.notes: Shorten your answer to 500 characters or fewer",
      ],
    ])("refuses %s with 400 and saves nothing", async (_name, answers, message) => {
      const learner = await ctx.makeUser({ steps: 0 });
      const res = await ctx.api("PUT", "/api/user/hr", { token: learner.token, body: { answers } });
      expect(res.status).toBe(400);
      expect(fieldText(res.body)).toBe(message);
      expect((await ctx.api("GET", "/api/user/hr", { token: learner.token })).body.answers).toBeNull();
    });

    it("copies qualification, graduation year and college to an empty profile, keeping what the profile has", async () => {
      const learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
      expect(
        (await ctx.api("PUT", "/api/user/hr", { token: learner.token, body: { answers: ANSWERS } })).status,
      ).toBe(200);
      const profile = await ctx.api("GET", "/api/user/profile", { token: learner.token });
      expect(profile.body).toMatchObject({
        education: "Bachelor's degree",
        graduation_year: 2026,
        university: "Narsee Monjee College of Commerce and Economics, Mumbai",
      });
      // Edited on the profile, then the questionnaire saved again: the profile's own values stay.
      const edited = await ctx.api("PUT", "/api/user/profile", {
        token: learner.token,
        body: {
          ...profile.body,
          graduation_year: 2027,
          photo: undefined,
          updated_at: undefined,
          options: undefined,
        },
      });
      expect(edited.status).toBe(200);
      await ctx.api("PUT", "/api/user/hr", {
        token: learner.token,
        body: { answers: { ...ANSWERS, graduation_year: 2025 } },
      });
      const after = await ctx.api("GET", "/api/user/profile", { token: learner.token });
      expect(after.body.graduation_year).toBe(2027);
    });

    it("asks for a graduation year in the profile's range (one constant)", async () => {
      const learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
      const questions = (await ctx.api("GET", "/api/user/hr", { token: learner.token })).body.questions;
      const year = questions.find((q: { key: string }) => q.key === "graduation_year");
      const profile = (await ctx.api("GET", "/api/user/profile", { token: learner.token })).body;
      expect([year.min, year.max]).toEqual([YEAR_RANGE.min, profile.options.max_year]);
      const at = (graduation_year: number) =>
        ctx.api("PUT", "/api/user/hr", {
          token: learner.token,
          body: { answers: { ...ANSWERS, graduation_year } },
        });
      expect((await at(YEAR_RANGE.min)).status).toBe(200);
      expect((await at(YEAR_RANGE.min - 1)).status).toBe(400);
      expect((await at(year.max + 1)).status).toBe(400);
    });

    it("keeps the admin read-out from learners", async () => {
      const learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
      expect((await ctx.api("GET", "/api/admin/hr", { token: learner.token })).status).toBe(403);
      expect((await ctx.api("GET", "/api/admin/hr")).status).toBe(401);
    });
  });

  describe("risk appetite", () => {
    it("is null until chosen, then shows its band and suggested allocation", async () => {
      const learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 1 });
      expect((await ctx.api("GET", "/api/user/risk", { token: learner.token })).body).toEqual({
        risk_appetite: null,
        profile: null,
      });
      const put = await ctx.api("PUT", "/api/user/risk", {
        token: learner.token,
        body: { risk_appetite: "balanced" },
      });
      expect(put.status).toBe(200);
      expect(put.body.profile).toMatchObject({ band: "Moderate", max_position_pct: 15 });
      const get = await ctx.api("GET", "/api/user/risk", { token: learner.token });
      expect(get.body.risk_appetite).toBe("balanced");
      const { large, mid, small, cash } = get.body.profile.allocation;
      expect(large + mid + small + cash).toBe(100);
    });

    it("keeps the profile fields when the risk is set, and the risk when the profile is saved", async () => {
      const learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
      await ctx.api("PUT", "/api/user/risk", { token: learner.token, body: { risk_appetite: "aggressive" } });
      const profile = await ctx.api("GET", "/api/user/profile", { token: learner.token });
      const { photo: _p, updated_at: _u, options: _o, ...fields } = profile.body;
      await ctx.api("PUT", "/api/user/profile", { token: learner.token, body: { ...fields, city: "Pune" } });
      expect((await ctx.api("GET", "/api/user/risk", { token: learner.token })).body.risk_appetite).toBe(
        "aggressive",
      );
    });

    it("refuses an appetite that is not one of the three", async () => {
      const learner = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 1 });
      const res = await ctx.api("PUT", "/api/user/risk", {
        token: learner.token,
        body: { risk_appetite: "yolo" },
      });
      expect(res.status).toBe(400);
      expect(fieldText(res.body)).toBe("body.risk_appetite: Choose conservative, balanced or aggressive");
    });
  });

  it("tells any learner, even one with no program, the support number", async () => {
    const walkIn = await ctx.makeUser({ steps: 1 });
    const res = await ctx.api("GET", "/api/user/support", { token: walkIn.token });
    expect(res.body).toEqual({ phone: "+91 90040 55555", whatsapp_url: "https://wa.me/919004055555" });
  });

  describe("FAQs", () => {
    it("ships at least 30 FAQs in the known categories", () => {
      const faqs = shippedFaqs();
      expect(faqs.length).toBeGreaterThanOrEqual(30);
      expect(new Set(faqs.map((f) => f.key)).size).toBe(faqs.length);
    });

    it("lists the FAQs of the learner's family with the support number filled in", async () => {
      const fmep = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 3 });
      const res = await ctx.api("GET", "/api/faq", { token: fmep.token });
      expect(res.status).toBe(200);
      const questions = res.body.faqs.map((f: { question: string }) => f.question);
      expect(questions).toContain("Why was my order rejected?");
      expect(questions).toContain("How is my weekly research scored?");
      expect(questions).not.toContain("How are case projects scored?");
      const contact = res.body.faqs.find(
        (f: { question: string }) => f.question === "Who do I contact for help?",
      );
      expect(contact.answer).toContain("+91 90040 55555");
      expect(JSON.stringify(res.body)).not.toContain("{{support_phone}}");

      const ibep = await ctx.makeUser({ programs: ["IBEPGOLD"], steps: 1 });
      const ibepQuestions = (await ctx.api("GET", "/api/faq", { token: ibep.token })).body.faqs.map(
        (f: { question: string }) => f.question,
      );
      expect(ibepQuestions).toContain("How are case projects scored?");
      expect(ibepQuestions).not.toContain("Why was my order rejected?");
    });

    it("states the scoring rules the research-score module applies", () => {
      const scoring = shippedFaqs().find((f) => f.key === "research-scoring")!.answer;
      expect(scoring).toContain("x/12");
      expect(scoring).toContain("x/22");
      expect(scoring).toContain("x/33");
      const projects = shippedFaqs().find((f) => f.key === "projects-scoring")!.answer;
      expect(projects).toContain("x/32");
      expect(projects).toContain("x/23");
    });

    it("lets an admin add, edit and delete a FAQ, and learners see the change", async () => {
      const learner = await ctx.makeUser({ programs: ["BAGOLD"], steps: 1 });
      const body = {
        category: "Getting started",
        question: "Is there a mobile app?",
        answer: "Not yet: the site works in your phone's browser. <script>alert(1)</script>",
        families: ["BA"],
      };
      const created = await ctx.api("POST", "/api/admin/faq", { token: admin.token, body });
      expect(created.status).toBe(200);
      const id = created.body.id;
      let faqs = (await ctx.api("GET", "/api/faq", { token: learner.token })).body.faqs;
      expect(faqs.find((f: { id: number }) => f.id === id)?.question).toBe("Is there a mobile app?");

      const edited = await ctx.api("PUT", `/api/admin/faq/${id}`, {
        token: admin.token,
        body: { ...body, question: "Do you have a mobile app?" },
      });
      expect(edited.body.question).toBe("Do you have a mobile app?");
      expect((await ctx.api("DELETE", `/api/admin/faq/${id}`, { token: admin.token })).status).toBe(200);
      faqs = (await ctx.api("GET", "/api/faq", { token: learner.token })).body.faqs;
      expect(faqs.find((f: { id: number }) => f.id === id)).toBeUndefined();
      expect((await ctx.api("DELETE", `/api/admin/faq/${id}`, { token: admin.token })).status).toBe(404);
    });

    it("refuses bad FAQ input and learners on the admin API", async () => {
      const learner = await ctx.makeUser({ programs: ["BAGOLD"], steps: 1 });
      const good = { category: "Getting started", question: "A real question?", answer: "A real answer." };
      expect((await ctx.api("POST", "/api/admin/faq", { token: learner.token, body: good })).status).toBe(
        403,
      );
      for (const bad of [
        { ...good, category: "Gossip" },
        { ...good, question: "?" },
        { ...good, answer: "x".repeat(5001) },
        { ...good, families: ["MARS"] },
      ]) {
        const res = await ctx.api("POST", "/api/admin/faq", { token: admin.token, body: bad });
        expect(res.status, JSON.stringify(bad).slice(0, 60)).toBe(400);
      }
      expect((await ctx.api("PUT", "/api/admin/faq/999999", { token: admin.token, body: good })).status).toBe(
        404,
      );
    });

    it("seeds idempotently: a second seed adds nothing and keeps an admin's edit", async () => {
      const [first] = (await ctx.api("GET", "/api/admin/faq", { token: admin.token })).body.faqs;
      await ctx.api("PUT", `/api/admin/faq/${first.id}`, {
        token: admin.token,
        body: {
          category: first.category,
          question: first.question,
          answer: "Edited by the instructor.",
          families: first.families,
          position: first.position,
        },
      });
      const before = (await ctx.api("GET", "/api/admin/faq", { token: admin.token })).body.faqs.length;
      expect(await seedFaqs(ctx.db)).toBe(0);
      const after = (await ctx.api("GET", "/api/admin/faq", { token: admin.token })).body.faqs;
      expect(after.length).toBe(before);
      expect(after.find((f: { id: number }) => f.id === first.id).answer).toBe("Edited by the instructor.");
    });
  });

  describe("who may call (the API access table)", () => {
    it("refuses the FAQs to programs barred from /faq, and serves a learner with no program (issue 26)", async () => {
      for (const programs of [["FnO"], ["EXCEL"], ["DS"]]) {
        const learner = await ctx.makeUser({ programs, steps: 1 });
        const res = await ctx.api("GET", "/api/faq", { token: learner.token });
        expect(res.status, programs.join()).toBe(403);
      }
      const walkIn = await ctx.makeUser({ programs: [], steps: 1 });
      expect((await ctx.api("GET", "/api/faq", { token: walkIn.token })).status).toBe(200);
    });

    it("opens Edit Profile only where SPEC.md offers it (past step 1, or IBEP)", async () => {
      const early = await ctx.makeUser({ programs: ["FMEPGOLD"], steps: 1 });
      expect((await ctx.api("GET", "/api/user/profile", { token: early.token })).status).toBe(403);
      const walkIn = await ctx.makeUser({ steps: 1 });
      expect((await ctx.api("PUT", "/api/user/profile", { token: walkIn.token, body: {} })).status).toBe(403);
      const ibep = await ctx.makeUser({ programs: ["IBEPGOLD"], steps: 1 });
      expect((await ctx.api("GET", "/api/user/profile", { token: ibep.token })).status).toBe(200);
    });

    it("keeps the risk appetite to the FMEP programs, and the questionnaire and support open to everyone", async () => {
      const ibep = await ctx.makeUser({ programs: ["IBEPGOLD"], steps: 1 });
      const risk = await ctx.api("PUT", "/api/user/risk", {
        token: ibep.token,
        body: { risk_appetite: "balanced" },
      });
      expect(risk.status).toBe(403);
      const walkIn = await ctx.makeUser({ steps: 0 });
      expect((await ctx.api("GET", "/api/user/hr", { token: walkIn.token })).status).toBe(200);
      expect((await ctx.api("GET", "/api/user/support", { token: walkIn.token })).status).toBe(200);
      expect((await ctx.api("GET", "/api/user/risk", { token: walkIn.token })).status).toBe(403);
    });
  });
});
