// When the demo's live sessions happen: at hours an institute teaching working students holds them (issue 26), not
// at the second the seed ran (which put the masterclass at 04:26 IST).
import { addDays, istDate, istDayStart } from "@fincareer/domain/ist";

/** The evening slot of a weekday session and the morning slot of a weekend one, in IST minutes after midnight. */
export const EVENING_SLOT_MINUTE = 19 * 60;
export const WEEKEND_SLOT_MINUTE = 11 * 60;

/**
 * The two demo sessions' starts: the upcoming masterclass a week ahead on that day's evening (19:00 IST), and the
 * past orientation on the Saturday on or before two weeks ago, late morning (11:00 IST).
 */
export function demoLiveSlots(now: Date): { upcoming: Date; past: Date } {
  const today = istDate(now);
  const upcoming = istDayStart(addDays(today, 7), EVENING_SLOT_MINUTE);
  const twoWeeksAgo = addDays(today, -14);
  // getUTCDay of a yyyy-mm-dd at UTC midnight is that calendar day's weekday (6 = Saturday).
  const back = (new Date(`${twoWeeksAgo}T00:00:00Z`).getUTCDay() + 1) % 7;
  const past = istDayStart(addDays(twoWeeksAgo, -back), WEEKEND_SLOT_MINUTE);
  return { upcoming, past };
}
