// Eligibility (GET /api/user/<call>): the case projects a learner has passed in the programs that use the call.
import { and, eq, inArray } from "drizzle-orm";
import { PROGRAM_NAMES, PROGRAMS } from "@fincareer/domain/programs";
import type { EligibilityCall, RatingsList } from "@fincareer/domain/programs";
import { hasPassed, scoreItem } from "@fincareer/domain/research-rules";
import type { Db } from "../../db/client.ts";
import { researchItems, researchRatings } from "../../db/schema.ts";

/**
 * Passed items (distinct program and week) of the learner in every program whose catalogue entry names this
 * eligibility call. Passed = a final score at or above the pass mark (research-rules.hasPassed): an instructor
 * grade, or all counted peer ratings received.
 */
export async function countPassed(db: Db, userId: number, call: EligibilityCall): Promise<number> {
  const programs = PROGRAM_NAMES.filter((name) => PROGRAMS[name].eligibility === call);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(researchItems)
      .where(and(eq(researchItems.userId, userId), inArray(researchItems.program, programs)));
    if (rows.length === 0) return 0;
    const ratings = await tx
      .select({ researchId: researchRatings.researchId, points: researchRatings.points })
      .from(researchRatings)
      .where(
        inArray(
          researchRatings.researchId,
          rows.map((r) => r.id),
        ),
      );
    const passed = new Set<string>();
    for (const row of rows) {
      const score = scoreItem(
        {
          week: row.week,
          admin_points: row.adminPoints,
          ratings: ratings.filter((r) => r.researchId === row.id),
        },
        row.ratingsList as RatingsList,
        row.researchType,
        row.extraPoints,
      );
      if (hasPassed(score)) passed.add(`${row.program}:${row.week}`);
    }
    return passed.size;
  });
}
