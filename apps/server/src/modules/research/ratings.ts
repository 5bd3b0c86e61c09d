// Adding a peer rating: the request's comment text and the insert that rescores and notifies the author. Shared by
// the learner's rate route and the admin demo route.
import { researchNoticeLink } from "@fincareer/domain/notification-links";
import { eq } from "drizzle-orm";
import { RatingData } from "@fincareer/domain/contract/research";
import { scoreStatus, scoreText } from "@fincareer/domain/research-score";
import type { Db } from "../../db/client.ts";
import { researchItems, researchRatings } from "../../db/schema.ts";
import type { ResearchItemRow, ResearchRatingRow } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { isUniqueViolation } from "../../lib/pg-errors.ts";
import { lockForRating } from "./edit-lock.ts";
import type { ResearchDeps } from "./store.ts";
import { AREA_LABEL, rulesOf, scoreOf } from "./views.ts";

/** The rating data text from a request: `data` (JSON text with rate_res) or a bare `rate_res` comment. */
export function ratingDataText(body: { data?: string | undefined; rate_res?: string | undefined }): string {
  let value: unknown = { rate_res: body.rate_res };
  if (body.data !== undefined) {
    try {
      value = JSON.parse(body.data);
    } catch {
      throw badRequest('body.data: must be JSON text like {"rate_res": "your comment"}', "validation_error");
    }
  }
  const parsed = RatingData.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`body.data.rate_res: ${issue?.message ?? "invalid"}`, "validation_error");
  }
  return JSON.stringify({ rate_res: parsed.data.rate_res });
}

/** Adds a rating in a transaction (shared by the learner route and the admin demo route); returns the push. */
export async function insertRating(
  deps: Pick<ResearchDeps, "notifications" | "clock">,
  tx: Db,
  item: ResearchItemRow,
  raterId: number,
  points: number,
  data: string,
): Promise<{ rating: ResearchRatingRow; push: () => void }> {
  const max = rulesOf(item).maxPerRating;
  if (points > max) {
    throw badRequest(`body.points: must be between 0 and ${max} for week ${item.week}`, "invalid_points");
  }
  await lockForRating(tx, item.id);
  const now = deps.clock();
  let rating: ResearchRatingRow;
  try {
    const [inserted] = await tx
      .insert(researchRatings)
      .values({ researchId: item.id, raterId, list: item.ratingsList, points, data, createdAt: now })
      .returning();
    rating = inserted!;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(`you have already rated research ${item.id}`, "already_rated");
    throw err;
  }
  await tx.update(researchItems).set({ scoreChangedAt: now }).where(eq(researchItems.id, item.id));
  const all = await tx.select().from(researchRatings).where(eq(researchRatings.researchId, item.id));
  const score = scoreOf(item, all);
  // A partial total is not a grade: the notice says how many ratings it has so far (scoreStatus).
  const status = score.final
    ? `Your score is now ${scoreText(score)}.`
    : `Your provisional score is ${scoreText(score)} (${scoreStatus(score).progress}).`;
  const push = await deps.notifications.notifyIn(
    tx,
    item.userId,
    `A peer rated your ${AREA_LABEL[item.kind]} for week ${item.week}: ${points}/${max}. ${status}`,
    researchNoticeLink(item.kind, item.program, item.researchType === "NEW" ? "NEW" : "OLD"),
  );
  return { rating, push };
}
