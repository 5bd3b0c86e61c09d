// Rules that run as SQL as well as TypeScript (issue 37): each has one SQL text, and this file holds it equal to the
// TypeScript rule on generated data: the raters' gap (raterGapSql against raterGap), the median (medianSql against
// stats.ts's median), and the program's cohort (programLearnersSql, which the analytics overview, the raters'
// timeliness and My progress read) with the medians My progress computes over it.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { familyOf } from "@fincareer/domain/programs";
import { RATER_FAR_FRACTION, raterGap } from "@fincareer/domain/question-stats";
import { researchKindFor } from "@fincareer/domain/research-rules";
import { median } from "@fincareer/domain/stats";
import type { Db } from "../src/db/client.ts";
import { rowsOf } from "../src/db/rows.ts";
import { medianSql } from "../src/db/stats-sql.ts";
import { raterGapSql } from "../src/modules/analytics-quality/raters.ts";
import { learnerFacts } from "../src/modules/analytics/queries.ts";
import { createProgressService } from "../src/modules/progress/service.ts";
import { programLearnersSql } from "../src/platform/enrolments.ts";
import { addDays, todayIst } from "../src/lib/dates.ts";
import { BACKENDS, freshDatabase } from "./helpers/context.ts";
import type { DatabaseHandle } from "../src/db/client.ts";

/** A fixed pseudo-random sequence in [0, 1) (a linear congruential generator): the same data on every run. */
function sequence(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

describe.each(BACKENDS)("rules written in SQL and TypeScript agree on $name", (backend) => {
  let fresh: { handle: DatabaseHandle; drop: () => Promise<void> };
  let db: Db;

  beforeAll(async () => {
    fresh = await freshDatabase(backend);
    db = fresh.handle.db;
  });
  afterAll(async () => {
    await fresh?.drop();
  });

  it("gives the raters' gap of raterGap, and the same far ratings, on generated ratings", async () => {
    const next = sequence(37);
    // Peer points on both peer scales (5 in the weekly variant's first weeks, 10 after), instructor points out of 10,
    // halves included, and scores outside their scale (old or imported data) that the rule holds to 0-1.
    const ratings = Array.from({ length: 600 }, (_, i) => {
      const peerMax = next() < 0.4 ? 5 : 10;
      const outside = i % 25 === 0;
      return {
        i,
        p: outside ? Math.round(next() * 30) - 10 : Math.round(next() * peerMax * 2) / 2,
        m: peerMax,
        a: outside ? Math.round(next() * 30) - 10 : Math.round(next() * 20) / 2,
      };
    });
    // The boundary cases by hand: equal shares on different scales, a gap of exactly RATER_FAR_FRACTION, the ends.
    ratings.push(
      { i: 600, p: 4, m: 5, a: 8 },
      { i: 601, p: 5, m: 10, a: 7.5 },
      { i: 602, p: 0, m: 5, a: 10 },
      { i: 603, p: 12, m: 10, a: -3 },
    );
    const rows = rowsOf<{ i: number; gap: number; far: boolean }>(
      await db.execute(sql`
        select t.i, ${raterGapSql(sql`t.p`, sql`t.m`, sql`t.a`)} as gap,
               ${raterGapSql(sql`t.p`, sql`t.m`, sql`t.a`)} > ${RATER_FAR_FRACTION}::float8 as far
        from json_to_recordset(${JSON.stringify(ratings)}::json) as t(i int, p float8, m float8, a float8)
        order by t.i`),
    );
    expect(rows).toHaveLength(ratings.length);
    for (const [k, row] of rows.entries()) {
      const r = ratings[k]!;
      const gap = raterGap(r.p, r.m, r.a);
      expect(Number(row.gap), `rating ${JSON.stringify(r)}`).toBe(gap);
      expect(row.far, `rating ${JSON.stringify(r)}`).toBe(gap > RATER_FAR_FRACTION);
    }
    expect(rows.slice(600).map((r) => Number(r.gap))).toEqual([0, 0.25, 1, 1]);
  });

  it("gives the median of stats.ts: odd and even counts, repeats, negatives, NULLs left out, none for an empty set", async () => {
    const next = sequence(5);
    const sets: { set: number; v: number | null }[] = [];
    const expected = new Map<number, number | null>();
    for (let set = 0; set < 80; set++) {
      const size = set % 9; // 0..8 values: empty, odd and even counts
      const values: number[] = [];
      for (let k = 0; k < size; k++) {
        const v = set % 3 === 0 ? Math.round(next() * 6) : Math.round((next() * 200 - 100) * 1000) / 1000;
        values.push(v);
        sets.push({ set, v });
      }
      // A NULL in every third set: the SQL leaves it out, as the TypeScript callers leave out a missing figure.
      if (set % 3 === 1) sets.push({ set, v: null });
      if (size === 0) sets.push({ set, v: null });
      expected.set(set, median(values));
    }
    const rows = rowsOf<{ set: number; median: number | null }>(
      await db.execute(sql`
        select t.set, ${medianSql(sql`t.v`)} as median
        from json_to_recordset(${JSON.stringify(sets)}::json) as t(set int, v float8)
        group by t.set order by t.set`),
    );
    expect(rows).toHaveLength(expected.size);
    for (const row of rows) {
      const want = expected.get(Number(row.set));
      if (want === null) expect(row.median, `set ${row.set}`).toBeNull();
      else expect(Number(row.median), `set ${row.set}`).toBeCloseTo(want!, 9);
    }
  });

  describe("the program's cohort", () => {
    const PROGRAM = "BAGOLD";
    const OTHER = "FMEPGOLD";
    const family = familyOf(PROGRAM);
    const kind = researchKindFor(PROGRAM);
    /** What the generator made: who should count, and each one's figures. */
    const cohort = new Map<
      number,
      { videos: number; answers: number; correct: number; items: number; games: number }
    >();

    beforeAll(async () => {
      const next = sequence(2026);
      const today = todayIst();
      for (let n = 0; n < 45; n++) {
        const admin = n % 7 === 3;
        const inProgram = n % 5 !== 4;
        const inOther = n % 3 === 0;
        const [user] = rowsOf<{ id: number }>(
          await db.execute(sql`
            insert into users (email, name, password_hash, role)
            values (${`cohort${n}@sql-rules.test`}, ${`Learner ${n}`}, 'x', ${admin ? "admin" : "learner"})
            returning id`),
        );
        const id = Number(user!.id);
        const enrol = (program: string) =>
          db.execute(sql`
            insert into program_enrolments (user_id, program_name, start_date, end_date)
            values (${id}, ${program}, ${addDays(today, -10 - n)}::date, ${addDays(today, 300)}::date)`);
        if (inProgram) await enrol(PROGRAM);
        if (inOther) await enrol(OTHER);
        // Figures of the program (its family's main track, its research kind, its games) and of another program,
        // which must not count; some learners have no row at all (zero, and no accuracy).
        const videos = Math.floor(next() * 12);
        const answers = n % 4 === 1 ? 0 : Math.floor(next() * 30);
        const correct = Math.floor(next() * (answers + 1));
        const items = Math.floor(next() * 6);
        const games = Math.floor(next() * 5);
        const hasContent = n % 6 !== 5;
        if (hasContent)
          await db.execute(sql`
            insert into learner_content_summary (user_id, family, track, videos_finished, answers, answers_correct)
            values (${id}, ${family}, 'main', ${videos}, ${answers}, ${correct})`);
        await db.execute(sql`
          insert into learner_content_summary (user_id, family, track, videos_finished, answers, answers_correct)
          values (${id}, ${familyOf(OTHER)}, 'main', ${Math.floor(next() * 40)}, 9, 9)`);
        if (n % 5 !== 2)
          await db.execute(sql`
            insert into learner_research_summary (user_id, program, kind, items)
            values (${id}, ${PROGRAM}, ${kind}, ${items}), (${id}, ${OTHER}, ${researchKindFor(OTHER)}, 17)`);
        if (n % 4 !== 0)
          await db.execute(sql`
            insert into learner_game_summary (user_id, program, sets_done)
            values (${id}, ${PROGRAM}, ${games}), (${id}, ${OTHER}, 11)`);
        if (inProgram && !admin)
          cohort.set(id, {
            videos: hasContent ? videos : 0,
            answers: hasContent ? answers : 0,
            correct: hasContent ? correct : 0,
            items: n % 5 !== 2 ? items : 0,
            games: n % 4 !== 0 ? games : 0,
          });
      }
    });

    it("is the program's enrolled learners: admins and other programs' learners never count", async () => {
      const ids = rowsOf<{ user_id: number }>(
        await db.execute(sql`select e.user_id from ${programLearnersSql(PROGRAM)} order by e.user_id`),
      ).map((r) => Number(r.user_id));
      expect(ids).toEqual([...cohort.keys()].sort((a, b) => a - b));
      // The analytics overview reads the same learners, with the same figures.
      const facts = await learnerFacts(db, { program: PROGRAM }, todayIst());
      expect(facts.map((f) => f.id).sort((a, b) => a - b)).toEqual(ids);
      for (const f of facts) {
        const want = cohort.get(f.id)!;
        expect({ videos: f.videos_finished, answers: f.answers, correct: f.correct, items: f.items }).toEqual(
          {
            videos: want.videos,
            answers: want.answers,
            correct: want.correct,
            items: want.items,
          },
        );
      }
    });

    it("gives My progress the medians stats.ts gives over the same learners", async () => {
      const progress = createProgressService({ db });
      const learner = [...cohort.keys()][0]!;
      const res = await progress.forLearner(learner, PROGRAM, {
        resources: true,
        research: true,
        games: true,
      });
      const all = [...cohort.values()];
      const accuracy = median(all.filter((l) => l.answers > 0).map((l) => l.correct / l.answers));
      expect(res.cohort).toBe(cohort.size);
      expect(res.videos?.median_finished).toBe(median(all.map((l) => l.videos)));
      expect(res.quiz?.median_accuracy).toBeCloseTo(accuracy!, 12);
      expect(res.research?.median_submitted).toBe(median(all.map((l) => l.items)));
      expect(res.games?.median_played).toBe(median(all.map((l) => l.games)));
    });
  });
});
