// Editing closes once rating starts (docs/decisions.md, issue 13): a peer's rating scores the content they read, so
// a submission a peer has rated (or an instructor graded) keeps that content. The rating insert locks the item row
// too (ratings.ts), so an edit and a first rating never interleave: whichever commits first decides.
import { count, eq } from "drizzle-orm";
import { RESEARCH_EDIT_CLOSED, researchEditState } from "@fincareer/domain/research-rules";
import type { Db } from "../../db/client.ts";
import { researchItems, researchRatings } from "../../db/schema.ts";
import type { ResearchItemRow } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/errors.ts";

/**
 * Refuses an edit of `item` (read FOR UPDATE by the caller): 409 `rating_started` once a peer has rated it, 409
 * `graded` once an instructor graded it, 400 `week_not_open` after its deadline.
 */
export async function assertEditable(tx: Db, item: ResearchItemRow, now: Date): Promise<void> {
  const [rated] = await tx
    .select({ n: count() })
    .from(researchRatings)
    .where(eq(researchRatings.researchId, item.id));
  const state = researchEditState(
    { deadline: item.deadline, adminPoints: item.adminPoints, ratings: rated?.n ?? 0 },
    now,
  );
  if (state === "rated") throw conflict(RESEARCH_EDIT_CLOSED.rated, "rating_started");
  if (state === "graded") throw conflict(RESEARCH_EDIT_CLOSED.graded, "graded");
  if (state === "deadline") throw badRequest(`the deadline of week ${item.week} has passed`, "week_not_open");
}

/** Locks an item row for a rating, so a concurrent edit waits for it (and then sees the rating). */
export async function lockForRating(tx: Db, itemId: number): Promise<void> {
  await tx
    .select({ id: researchItems.id })
    .from(researchItems)
    .where(eq(researchItems.id, itemId))
    .for("update");
}
