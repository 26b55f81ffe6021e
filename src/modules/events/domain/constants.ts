/** Events (issue 14): limits and the school's clock, apart from the zod schemas (client components import these). */

export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 5000;
export const EVENT_PLACE_MAX = 200;
/** photos of an event, the first being its cover */
export const MAX_EVENT_PHOTOS = 6;

// the school's clock, shared by every module (src/lib/algiers-time.ts)
import { algiersInstant, algiersParts } from "~/lib/algiers-time";
export { algiersInstant, algiersParts };

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
