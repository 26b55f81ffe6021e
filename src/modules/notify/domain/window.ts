import { algiersInstant, algiersParts } from "~/lib/algiers-time";

/** The hours a school may choose for its weekly brief (Algeria's time): after the school day, before quiet hours. */
export const BRIEF_HOURS = [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20] as const;

/** What one week's brief covers, on the school's clock. */
export interface BriefWindow {
  /** the brief's day, "2026-12-03" */
  day: string;
  /** the week's first and last days (seven days ending on the brief's day) */
  from: string;
  to: string;
  /** what was released since the last brief: [a week before, the brief's hour) */
  releasedFrom: Date;
  releasedTo: Date;
  /** next week's events: from the day after the brief's to seven days later */
  nextFrom: Date;
  nextTo: Date;
  /** the brief's hour in minutes: sessions of the brief's day ending later are not counted yet */
  untilMinute: number;
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + n)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, of a calendar day. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function briefWindow(day: string, hour: number): BriefWindow {
  const time = `${String(hour).padStart(2, "0")}:00`;
  return {
    day,
    from: addDays(day, -6),
    to: day,
    releasedFrom: algiersInstant(addDays(day, -7), time)!,
    releasedTo: algiersInstant(day, time)!,
    nextFrom: algiersInstant(addDays(day, 1))!,
    nextTo: algiersInstant(addDays(day, 8))!,
    untilMinute: hour * 60,
  };
}

/**
 * The day whose brief is due at `now` for a school's schedule, or null: on the chosen weekday, from the chosen hour
 * to the day's end (Algeria's time). An hourly job that missed the hour (a server restarting) still sends it later
 * that day; the run claimed per school and day keeps it to one.
 */
export function briefDueDay(now: Date, schedule: { briefDay: number | null; briefHour: number }): string | null {
  if (schedule.briefDay === null) return null;
  const { day, time } = algiersParts(now);
  if (weekdayOf(day) !== schedule.briefDay) return null;
  return Number(time.slice(0, 2)) >= schedule.briefHour ? day : null;
}
