import type { Rating } from "@fincareer/domain/contract/research";
import type { RatingsList } from "@fincareer/domain/programs";
import { ratingComment } from "@fincareer/domain/research-score";

/** The ratings of an item, read from the list its `ratings_list` names (the API sends them under that name). */
export function ratingsOf<R extends Rating>(
  item: { ratings_list: RatingsList } & Partial<Record<RatingsList, R[] | undefined>>,
): R[] {
  return item[item.ratings_list] ?? [];
}

/** The rater's comment: rate_res as the server parsed it, else read from the data JSON. */
export function commentOf(rating: Rating): string | null {
  return rating.rate_res ?? ratingComment(rating.data);
}
