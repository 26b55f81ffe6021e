/** Events (issue 14): limits and the school's clock, apart from the zod schemas (client components import these). */

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_PLACE_MAX = 200;
/** photos of an event, the first being its cover */
export const MAX_EVENT_PHOTOS = 6;

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

/** "2026-12" → the first instants of that month and the next, on the school's clock. */
export function monthRange(month: string): { from: Date; to: Date } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  const [y, mm] = [Number(m[1]), Number(m[2])];
  if (y < 1900 || y > 2200) return null;
  const next = mm === 12 ? `${y + 1}-01` : `${y}-${String(mm + 1).padStart(2, "0")}`;
  return { from: algiersInstant(`${month}-01`)!, to: algiersInstant(`${next}-01`)! };
}

/** The month ("YYYY-MM") an instant falls in on the school's clock. */
export const algiersMonth = (instant: Date) => algiersParts(instant).day.slice(0, 7);
