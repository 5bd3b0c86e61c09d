// Learners are India-based (PRODUCT.md): "today" for enrolment dates is the IST calendar day.
import { istDate } from "@fincareer/domain/ist";

/** Today's date in India as yyyy-mm-dd. */
export function todayInIndia(now: Date): string {
  return istDate(now);
}
