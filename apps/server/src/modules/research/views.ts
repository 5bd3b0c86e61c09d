// Read views of research items: the author's, a rater's and the admin's serialisations, and the score, rules and
// flags each item shows. Pure functions of the rows; no database access.
import type {
  PeerResearchItem,
  Rating,
  ResearchFile,
  ResearchFileType,
  ResearchItem,
  ResearchKind,
} from "@fincareer/domain/contract/research";
import type { RatingsList } from "@fincareer/domain/programs";
import {
  awaitingRatings,
  itemVariant,
  researchEditState,
  researchFlags,
  scoreItem,
} from "@fincareer/domain/research-rules";
import { ratingComment, scoreText, variantRules } from "@fincareer/domain/research-score";
import type { ResearchScore } from "@fincareer/domain/research-score";
import type { ResearchItemRow, ResearchRatingRow } from "../../db/schema.ts";
import { iso } from "../../lib/dates.ts";

/** The URL base of each area. */
export const AREA_BASE: Record<ResearchKind, string> = {
  research: "/api/research",
  project: "/api/ivepresearch",
};

/** How the notices name each area. */
export const AREA_LABEL: Record<ResearchKind, string> = { research: "research", project: "case project" };

function variantOf(row: ResearchItemRow) {
  return itemVariant(row.ratingsList as RatingsList, row.researchType);
}

/** The scoring rules of an item's variant and week. */
export function rulesOf(row: ResearchItemRow) {
  return variantRules(variantOf(row), row.week);
}

/** An item's score from its admin points and the given ratings. */
export function scoreOf(row: ResearchItemRow, ratings: readonly { points: number }[]): ResearchScore {
  return scoreItem(
    { week: row.week, admin_points: row.adminPoints, ratings: ratings.map((r) => ({ points: r.points })) },
    row.ratingsList as RatingsList,
    row.researchType,
    row.extraPoints,
  );
}

/** A rating as its author, rater and admin see it. */
export function toRating(r: ResearchRatingRow): Rating {
  return {
    id: r.id,
    points: r.points,
    data: r.data,
    rate_res: ratingComment(r.data),
    createdAt: iso(r.createdAt),
  };
}

function fileOf(row: ResearchItemRow): ResearchFile | null {
  if (!row.filePath || !row.fileName || !row.fileType) return null;
  return {
    name: row.fileName,
    type: row.fileType as ResearchFileType,
    size: row.fileSize ?? 0,
    url: `${AREA_BASE[row.kind]}/file/${row.id}`,
  };
}

function base(row: ResearchItemRow) {
  return {
    id: row.id,
    kind: row.kind,
    program: row.program,
    research_type: row.researchType,
    week: row.week,
    company: row.company,
    text: row.text,
    file: fileOf(row),
    deadline: iso(row.deadline),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The author's (and admin's) view of an item; `ratings` go under the item's list name. */
export function toResearchItem<R>(
  row: ResearchItemRow,
  ratings: readonly ResearchRatingRow[],
  now: Date,
  show: (r: ResearchRatingRow) => R = toRating as unknown as (r: ResearchRatingRow) => R,
): ResearchItem & Record<string, unknown> {
  const list = row.ratingsList as RatingsList;
  const rules = rulesOf(row);
  const score = scoreOf(row, ratings);
  const editState = researchEditState(
    { deadline: row.deadline, adminPoints: row.adminPoints, ratings: ratings.length },
    now,
  );
  return {
    ...base(row),
    editable: editState === "open",
    edit_state: editState,
    admin_points: row.adminPoints,
    admin_comment: row.adminComment,
    extra_points: row.extraPoints,
    graded_at: row.gradedAt ? iso(row.gradedAt) : null,
    ratings_list: list,
    [list]: ratings.map(show),
    score: scoreText(score),
    score_detail: score,
    max_points: rules.maxPerRating,
    ratings_needed: rules.counted,
    awaiting_ratings: awaitingRatings({
      adminPoints: row.adminPoints,
      points: ratings.map((r) => r.points),
      needed: rules.counted,
    }),
  };
}

/** A rater's blind view of an item assigned to them. */
export function toPeerItem(
  row: ResearchItemRow,
  assignedAt: Date,
  mine: ResearchRatingRow | undefined,
): PeerResearchItem {
  return {
    ...base(row),
    ratings_list: row.ratingsList as RatingsList,
    max_points: rulesOf(row).maxPerRating,
    assignedAt: iso(assignedAt),
    rated: mine !== undefined,
    my_rating: mine ? toRating(mine) : null,
  };
}

/** The instructor flags of an item (late ratings, missing raters, ...). */
export function flagsOf(row: ResearchItemRow, ratings: readonly { points: number }[], now: Date) {
  const rules = rulesOf(row);
  return researchFlags(
    {
      createdAt: row.createdAt,
      adminPoints: row.adminPoints,
      points: ratings.map((r) => r.points),
      needed: rules.counted,
      maxPerRating: rules.maxPerRating,
    },
    now,
  );
}
