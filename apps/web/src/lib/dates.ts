// Learners are India-based (PRODUCT.md): "today" for enrolment dates is the IST calendar day.
const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India as yyyy-mm-dd. */
export function todayInIndia(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
