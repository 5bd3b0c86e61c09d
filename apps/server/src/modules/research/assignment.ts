// Assignment of peer raters: when a learner asks for their rating list, they get items of their week to rate.
import { and, eq, inArray, ne } from "drizzle-orm";
import type { ResearchKind } from "@fincareer/domain/contract/research";
import type { Db } from "../../db/client.ts";
import { researchAssignments, researchItems, users } from "../../db/schema.ts";
import type { ResearchItemRow } from "../../db/schema.ts";
import { ratingsByItem } from "./store.ts";
import { rulesOf } from "./views.ts";

/** Tops up the rater's assignments: for each week they submitted in, up to the counted ratings of their item. */
export async function assignPeers(
  tx: Db,
  raterId: number,
  kind: ResearchKind,
  clock: () => Date,
): Promise<void> {
  // Serialises the rater's own concurrent requests (two tabs must not overshoot the quota).
  await tx.select({ id: users.id }).from(users).where(eq(users.id, raterId)).for("update");
  const mine = await tx
    .select()
    .from(researchItems)
    .where(and(eq(researchItems.userId, raterId), eq(researchItems.kind, kind)));
  for (const own of mine) {
    const quota = rulesOf(own).counted;
    const peers = await tx
      .select()
      .from(researchItems)
      .where(
        and(
          eq(researchItems.kind, kind),
          eq(researchItems.family, own.family),
          eq(researchItems.week, own.week),
          ne(researchItems.userId, raterId),
        ),
      );
    if (peers.length === 0) continue;
    const ids = peers.map((p) => p.id);
    const assigned = await tx
      .select({ researchId: researchAssignments.researchId, raterId: researchAssignments.raterId })
      .from(researchAssignments)
      .where(inArray(researchAssignments.researchId, ids));
    const have = assigned.filter((a) => a.raterId === raterId).length;
    if (have >= quota) continue;
    const ratings = await ratingsByItem(tx, ids);
    const assignedCount = new Map<number, number>();
    for (const a of assigned) assignedCount.set(a.researchId, (assignedCount.get(a.researchId) ?? 0) + 1);
    const mineSet = new Set(assigned.filter((a) => a.raterId === raterId).map((a) => a.researchId));
    // Positions in submission order: ties go to the items right after the rater's own, cyclically. When everyone
    // asks after everyone submitted, that is the round-robin where each item gets exactly `quota` raters.
    const ring = [...peers, own].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    const pos = new Map(ring.map((p, i) => [p.id, i]));
    const distance = (p: ResearchItemRow) => (pos.get(p.id)! - pos.get(own.id)! + ring.length) % ring.length;
    // Slack = raters still to come who could take the item minus the raters it still needs; an item whose author
    // has not asked yet has one potential rater fewer (its author). Smallest slack first, then least-assigned,
    // then fewest ratings: every submission gets its raters before any gets extra ones (a simulation over random
    // arrival orders of 4-12 learners gives every item exactly its quota). Graded items and items that already
    // have their counted ratings need no more raters.
    const done = new Set(assigned.map((a) => a.raterId));
    const pending = peers.filter((p) => !done.has(p.userId)).length;
    const slack = (p: ResearchItemRow) =>
      pending - (done.has(p.userId) ? 0 : 1) - (rulesOf(p).counted - (assignedCount.get(p.id) ?? 0));
    const candidates = peers
      .filter((p) => !mineSet.has(p.id))
      .filter((p) => !((p.adminPoints ?? 0) > 0))
      .filter((p) => (ratings.get(p.id)?.length ?? 0) < rulesOf(p).counted)
      .sort(
        (a, b) =>
          slack(a) - slack(b) ||
          (assignedCount.get(a.id) ?? 0) - (assignedCount.get(b.id) ?? 0) ||
          (ratings.get(a.id)?.length ?? 0) - (ratings.get(b.id)?.length ?? 0) ||
          distance(a) - distance(b),
      )
      .slice(0, quota - have);
    if (candidates.length === 0) continue;
    await tx
      .insert(researchAssignments)
      .values(candidates.map((c) => ({ researchId: c.id, raterId, assignedAt: clock() })))
      .onConflictDoNothing();
  }
}
