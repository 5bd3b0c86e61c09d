// How the analytics screens write shares, weeks and months.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 0.4567 -> "46%"; null -> "–". */
export function pct(share: number | null): string {
  return share === null ? "–" : `${Math.round(share * 100)}%`;
}

/** "2026-09" -> "Sep 2026". */
export function formatMonth(month: string): string {
  const [y, m] = month.split("-");
  return `${MONTHS[Number(m) - 1] ?? m} ${y}`;
}

/** "2026-11-23" -> "23 Nov". */
export function formatWeek(day: string): string {
  const [, m, d] = day.split("-");
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m}`;
}
