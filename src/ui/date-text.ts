/**
 * A day as our date fields show it and read it back. Values stay "YYYY-MM-DD" strings (what the zod schemas'
 * dateField expects); people read and type day first, as in Algeria in all three languages.
 */

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/;
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;

function isoDay(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** What a person typed ("21/09/2026", "21.9.2026", "21092026", or "2026-09-21") as "YYYY-MM-DD"; null if not a day. */
export function parseTypedDay(text: string): string | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST.exec(value) ?? DIGITS.exec(value);
  if (dayFirst) return isoDay(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  return null;
}

/** "2026-09-21" as "21/09/2026"; anything else as it is. */
export function showDay(value: string | null | undefined): string {
  const iso = ISO.exec(value ?? "");
  return iso ? `${iso[3]!.padStart(2, "0")}/${iso[2]!.padStart(2, "0")}/${iso[1]}` : (value ?? "");
}
