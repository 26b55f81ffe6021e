/**
 * School time: the spec's time zone is West Africa (Africa/Lagos, UTC+1 all year, the same clock as Algiers).
 * Dates of the school calendar are stored as UTC midnights ("2026-11-23" → 2026-11-23T00:00:00Z); times of day as
 * minutes after midnight on the school's clock.
 */
const OFFSET_MINUTES = 60;

/** The school's calendar date and minute of day at this instant. */
export function schoolClock(now: Date = new Date()): { date: Date; minute: number } {
  const shifted = new Date(now.getTime() + OFFSET_MINUTES * 60_000);
  const date = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
  return { date, minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** "08:30" → 510; anything else (or past 23:59) → null. */
export function parseTime(value: string): number | null {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 510 → "08:30". */
export const formatTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** A UTC-midnight date plus n days. */
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** "2026-11-23" of a UTC-midnight date. */
export const dayKey = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the week holding `date`, weeks starting on `firstDay` (0 = Sunday, the Algerian week). */
export function weekStart(date: Date, firstDay = 0): Date {
  const back = (date.getUTCDay() - firstDay + 7) % 7;
  return addDays(date, -back);
}
