import { addDays } from "~/lib/school-time";

/**
 * The sessions of a date are derived from the weekly timetable, never stored ahead: a slot takes place on a date
 * when the date falls on its weekday, within one of the year's terms (the holidays between terms have no
 * sessions), on a day the school teaches, and the school is not in holiday mode.
 */
export interface CalendarRules {
  /** 0 = Sunday … 6 = Saturday */
  schoolDays: readonly number[];
  terms: readonly { startsOn: Date; endsOn: Date }[];
  holidayMode: boolean;
}

export type DayStatus = "school" | "holiday" | "closed" | "outsideTerm";

/** Why a date has sessions or not: "school", the school's "holiday" mode, a "closed" weekday, or "outsideTerm". */
export function dayStatus(date: Date, rules: CalendarRules): DayStatus {
  if (rules.holidayMode) return "holiday";
  if (!rules.schoolDays.includes(date.getUTCDay())) return "closed";
  const t = date.getTime();
  if (!rules.terms.some((term) => term.startsOn.getTime() <= t && t <= term.endsOn.getTime())) return "outsideTerm";
  return "school";
}

export function sessionsOfDate<S extends { weekday: number; startMinute: number }>(
  date: Date,
  slots: readonly S[],
  rules: CalendarRules,
): S[] {
  if (dayStatus(date, rules) !== "school") return [];
  return slots.filter((slot) => slot.weekday === date.getUTCDay()).sort((a, b) => a.startMinute - b.startMinute);
}

/** The first date after `after` (exclusive) on which one of the slots takes place, within `horizonDays`. */
export function nextSessionDate(
  after: Date,
  slots: readonly { weekday: number; startMinute: number }[],
  rules: CalendarRules,
  horizonDays = 120,
): Date | null {
  if (slots.length === 0) return null;
  for (let i = 1; i <= horizonDays; i++) {
    const date = addDays(after, i);
    if (sessionsOfDate(date, slots, { ...rules, holidayMode: false }).length > 0) return date;
  }
  return null;
}

/** Where a session stands at a minute of its day. */
export function sessionPhase(
  session: { startMinute: number; endMinute: number },
  minute: number,
): "past" | "inProgress" | "upcoming" {
  if (minute >= session.endMinute) return "past";
  if (minute >= session.startMinute) return "inProgress";
  return "upcoming";
}
