// The sign-up questionnaire (GET/PUT /api/user/hr) and the admins' read-out (GET /api/admin/hr).
import { desc, eq, ilike, or, sql } from "drizzle-orm";
import type { AdminHrList, HrResponse, HrSaved } from "@fincareer/domain/contract/hr";
import {
  describeAnswers,
  HR_BLOCKS,
  HR_DEFAULT_ANSWERS,
  HR_INSTITUTES,
  HR_QUESTIONS,
  type HrAnswers,
} from "@fincareer/domain/signup-questionnaire";
import { EDUCATION_LEVELS } from "@fincareer/domain/contract/profile";
import type { Db } from "../../db/client.ts";
import { hrAnswers, programEnrolments, userProfiles, users } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";

/**
 * Copies the answers the profile also asks for (highest qualification, graduation year, college) into the profile's
 * empty fields, so the learner does not type them twice (issue 41); a field already filled in on /profile is kept.
 */
async function copyToProfile(tx: Db, userId: number, answers: HrAnswers): Promise<void> {
  const qualification = answers.highest_qualification;
  const year = answers.graduation_year;
  const college = answers.institute;
  const education = (EDUCATION_LEVELS as readonly unknown[]).includes(qualification)
    ? (qualification as string)
    : null;
  const graduationYear = typeof year === "number" ? year : null;
  const university = typeof college === "string" ? college.trim() : "";
  await tx
    .insert(userProfiles)
    .values({ userId, education, graduationYear, university })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: {
        education: sql`coalesce(${userProfiles.education}, excluded.education)`,
        graduationYear: sql`coalesce(${userProfiles.graduationYear}, excluded.graduation_year)`,
        university: sql`case when ${userProfiles.university} = '' then excluded.university else ${userProfiles.university} end`,
      },
    });
}

/** Creates the questionnaire service. */
export function createHrService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** GET /api/user/hr: the questionnaire (blocks, questions, defaults, institutes) and the saved answers. */
    async get(userId: number): Promise<HrResponse> {
      const [row] = await db.select().from(hrAnswers).where(eq(hrAnswers.userId, userId));
      return {
        blocks: [...HR_BLOCKS],
        questions: HR_QUESTIONS.map((q) => ({ ...q, options: "options" in q ? [...q.options] : undefined })),
        defaults: HR_DEFAULT_ANSWERS,
        institutes: [...HR_INSTITUTES],
        answers: row?.answers ?? null,
        submitted_at: row ? iso(row.submittedAt) : null,
      };
    },

    /** PUT /api/user/hr: saves (or replaces) the answers; validated against the questions by the route schema. */
    async save(userId: number, answers: HrAnswers): Promise<HrSaved> {
      const now = new Date();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(hrAnswers)
          .values({ userId, answers, submittedAt: now })
          .onConflictDoUpdate({ target: hrAnswers.userId, set: { answers, submittedAt: now } })
          .returning();
        await copyToProfile(tx, userId, answers);
        return { answers: row!.answers, submitted_at: iso(row!.submittedAt) };
      });
    },

    /** GET /api/admin/hr: learners' answers, newest first, searchable by name or email. */
    async list(query: { q?: string; limit: number; offset: number }): Promise<AdminHrList> {
      const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined;
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({
            userId: users.id,
            name: users.name,
            email: users.email,
            cprogram: users.cprogram,
            answers: hrAnswers.answers,
            submittedAt: hrAnswers.submittedAt,
            programs: sql<
              string[]
            >`coalesce((select array_agg(${programEnrolments.programName} order by ${programEnrolments.id}) from ${programEnrolments} where ${programEnrolments.userId} = ${users.id}), '{}')`,
          })
          .from(hrAnswers)
          .innerJoin(users, eq(users.id, hrAnswers.userId))
          .where(where)
          .orderBy(desc(hrAnswers.submittedAt), desc(users.id))
          .limit(query.limit)
          .offset(query.offset);
        const [total] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(hrAnswers)
          .innerJoin(users, eq(users.id, hrAnswers.userId))
          .where(where);
        return {
          entries: rows.map((r) => ({
            user_id: r.userId,
            name: r.name,
            email: r.email,
            cprogram: r.cprogram,
            programs: r.programs,
            submitted_at: iso(r.submittedAt),
            answers: describeAnswers(r.answers),
          })),
          total: total?.n ?? 0,
        };
      });
    },
  };
}

/** The questionnaire service's interface. */
export type HrService = ReturnType<typeof createHrService>;
