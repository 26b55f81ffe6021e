/** The school's clock, shared by every module (events, the weekly brief's window…). */

/** Algeria's clock: UTC+1 all year (no summer time), the spec's Lagos zone. */
const OFFSET_MS = 60 * 60_000;

/** "2026-12-03" + "09:30" on the school's clock → the instant; all-day events start at the day's midnight there. */
export function algiersInstant(day: string, time = "00:00"): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const [y, m, dd] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const utc = Date.UTC(y, m - 1, dd, Number(t[1]), Number(t[2]));
  const check = new Date(Date.UTC(y, m - 1, dd));
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== m - 1 ||
    check.getUTCDate() !== dd ||
    y < 1900 ||
    y > 2200
  )
    return null;
  return new Date(utc - OFFSET_MS);
}

/** An instant as the school's day and time: { day: "2026-12-03", time: "09:30" }. */
export function algiersParts(instant: Date): { day: string; time: string } {
  const iso = new Date(instant.getTime() + OFFSET_MS).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}
