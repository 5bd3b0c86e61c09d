// Demo research and case projects for the demo accounts of seed.ts (enrolments started 30 days ago, so week 5 is
// open): past weeks with peer ratings, instructor grades, a flagged item of each kind, and peers' week-5 items so a
// demo learner who submits this week has someone to rate. Idempotent: a learner who already has items is skipped.
import { and, eq, inArray } from "drizzle-orm";
import { familyOf } from "@fincareer/domain/programs";
import {
  ratingsListFor,
  researchKindFor,
  researchStyleFor,
  researchWeek,
} from "@fincareer/domain/research-rules";
import type { Db } from "../../db/client.ts";
import {
  programEnrolments,
  researchAssignments,
  researchItems,
  researchRatings,
  users,
} from "../../db/schema.ts";

interface DemoItem {
  email: string;
  program: string;
  week: number;
  company: string;
  text: string;
  /** Days ago it was submitted (default: the middle of its week). */
  daysAgo?: number;
  ratings?: { by: string; points: number; comment: string }[];
  grade?: { points: number; comment: string };
}

const DAY_MS = 86_400_000;

const ITEMS: DemoItem[] = [
  // IBEP case projects: one passed (graded), one with peer ratings, a peer's open-week item to rate.
  {
    email: "ibep@demo.test",
    program: "IBEPGOLD",
    week: 1,
    company: "Infosys",
    text: "Case project 1: a DCF valuation of Infosys with a 9% WACC and 5% terminal growth; fair value 8% above market.",
    ratings: [{ by: "multi@demo.test", points: 8, comment: "Clear model; show the WACC build-up." }],
    grade: { points: 8, comment: "Good valuation. Add a sensitivity table on WACC and growth." },
  },
  {
    email: "multi@demo.test",
    program: "IBEPGOLD",
    week: 1,
    company: "TCS",
    text: "Case project 1: comparable-company analysis of TCS against Infosys, Wipro and HCL on EV/EBITDA and P/E.",
    ratings: [{ by: "ibep@demo.test", points: 7, comment: "Good peer set; explain the premium." }],
  },
  {
    email: "ibep@demo.test",
    program: "IBEPGOLD",
    week: 4,
    company: "HDFC Bank",
    text: "Case project 4: merger accretion/dilution of HDFC Ltd into HDFC Bank, EPS impact over three years.",
    ratings: [
      { by: "multi@demo.test", points: 6, comment: "Accretion maths is right; the synergy case is thin." },
    ],
  },
  {
    email: "multi@demo.test",
    program: "IBEPGOLD",
    week: 5,
    company: "Zomato",
    text: "Case project 5: unit economics of Zomato's food delivery and quick commerce, contribution margin per order.",
  },
  // Excel: one passed case project, so the Excel lessons of module 3 are open for the demo learner.
  {
    email: "excel@demo.test",
    program: "EXCEL",
    week: 1,
    company: "HR dashboard",
    text: "Case project 1: an HR attrition dashboard with pivot tables and slicers by department and tenure.",
    grade: { points: 7, comment: "Well-built pivots. Label the slicers and freeze the header row." },
  },
  // A BA project that has waited more than 7 days without ratings: flagged to instructors.
  {
    email: "ba@demo.test",
    program: "BA",
    week: 2,
    company: "Retail churn",
    text: "Case project 2: customer churn drivers for an online retailer from 18 months of order data.",
    daysAgo: 20,
  },
  // FMEP research (UpdatedRate): week 4 rated by peers, one pair of ratings far apart (flagged), one graded.
  {
    email: "gold@demo.test",
    program: "FMEPGOLD",
    week: 4,
    company: "Reliance Industries",
    text: "Research week 4: Reliance's retail and Jio segments, sum-of-the-parts valuation.",
    ratings: [
      { by: "silver@demo.test", points: 2, comment: "The SOTP misses the O2C segment entirely." },
      { by: "fmep@demo.test", points: 9, comment: "Thorough and well sourced." },
    ],
  },
  {
    email: "silver@demo.test",
    program: "FMEPSILVER",
    week: 4,
    company: "ITC",
    text: "Research week 4: ITC's FMCG margin expansion and the hotel demerger.",
    ratings: [
      { by: "gold@demo.test", points: 7, comment: "Good margin bridge." },
      { by: "fmep@demo.test", points: 8, comment: "Nice demerger analysis." },
    ],
    grade: { points: 9, comment: "Excellent: the margin bridge is exactly what a buy-side analyst wants." },
  },
  {
    email: "fmep@demo.test",
    program: "FAFMEP",
    week: 4,
    company: "Asian Paints",
    text: "Research week 4: Asian Paints versus new entrants; pricing power and raw-material costs.",
    ratings: [{ by: "gold@demo.test", points: 8, comment: "Solid competitive analysis." }],
  },
  {
    email: "gold@demo.test",
    program: "FMEPGOLD",
    week: 5,
    company: "Larsen & Toubro",
    text: "Research week 5: L&T's order book and execution cycle; working-capital trends.",
  },
  {
    email: "silver@demo.test",
    program: "FMEPSILVER",
    week: 5,
    company: "Bajaj Finance",
    text: "Research week 5: Bajaj Finance asset quality and cost of funds after the rate cycle.",
  },
];

/** Adds the demo research (inside the seed transaction); returns how many items it created. */
export async function seedResearch(tx: Db, now: Date = new Date()): Promise<number> {
  const emails = [...new Set(ITEMS.flatMap((i) => [i.email, ...(i.ratings ?? []).map((r) => r.by)]))];
  const rows = await tx.select().from(users).where(inArray(users.email, emails));
  const byEmail = new Map(rows.map((u) => [u.email, u]));
  const [admin] = await tx.select().from(users).where(eq(users.email, "admin@demo.test"));
  const existing = await tx
    .select({ userId: researchItems.userId })
    .from(researchItems)
    .where(inArray(researchItems.userId, rows.map((u) => u.id).concat(0)));
  const skip = new Set(existing.map((e) => e.userId));
  let created = 0;
  for (const item of ITEMS) {
    const user = byEmail.get(item.email);
    if (!user || skip.has(user.id)) continue;
    const [enrolment] = await tx
      .select()
      .from(programEnrolments)
      .where(and(eq(programEnrolments.userId, user.id), eq(programEnrolments.programName, item.program)));
    if (!enrolment?.startDate) continue;
    const week = researchWeek(enrolment.startDate, item.week);
    const createdAt = item.daysAgo
      ? new Date(now.getTime() - item.daysAgo * DAY_MS)
      : new Date(Math.min(week.deadline.getTime() - 3 * DAY_MS, now.getTime() - 60_000));
    const graded = item.grade ? new Date(Math.min(createdAt.getTime() + 4 * DAY_MS, now.getTime())) : null;
    const rated = (item.ratings ?? []).length > 0;
    const [row] = await tx
      .insert(researchItems)
      .values({
        userId: user.id,
        kind: researchKindFor(item.program),
        program: item.program,
        family: familyOf(item.program),
        ratingsList: ratingsListFor(item.program),
        researchType: researchStyleFor(item.program, user.researchType),
        week: item.week,
        deadline: week.deadline,
        company: item.company,
        text: item.text,
        adminPoints: item.grade?.points ?? null,
        adminComment: item.grade?.comment ?? null,
        gradedBy: item.grade ? (admin?.id ?? null) : null,
        gradedAt: graded,
        scoreChangedAt: graded ?? (rated ? new Date(createdAt.getTime() + 2 * DAY_MS) : null),
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    created += 1;
    for (const [i, r] of (item.ratings ?? []).entries()) {
      const rater = byEmail.get(r.by);
      if (!rater) continue;
      const at = new Date(createdAt.getTime() + (i + 1) * DAY_MS);
      await tx
        .insert(researchAssignments)
        .values({ researchId: row.id, raterId: rater.id, assignedAt: at })
        .onConflictDoNothing();
      await tx
        .insert(researchRatings)
        .values({
          researchId: row.id,
          raterId: rater.id,
          list: row.ratingsList,
          points: r.points,
          data: JSON.stringify({ rate_res: r.comment }),
          createdAt: at,
        })
        .onConflictDoNothing();
    }
  }
  return created;
}
