import { SLOTS_AT_ONCE_MAX } from "~/modules/meetings/domain/constants";
import { freePeriods } from "~/modules/meetings/domain/free-periods";
import { fieldError } from "~/platform/errors";

/** A day ("YYYY-MM-DD" as a UTC midnight) and an Algerian time of day ("HH:MM", UTC+1 all year) as a moment. */
export const algerianMoment = (day: Date, time: string) =>
  new Date(`${day.toISOString().slice(0, 10)}T${time}:00+01:00`);

/**
 * The slots of a run: from `from` to `to` on `day`, each `minutes` long (a last one that would end after `to` is
 * left out). Refused on the date when the run has already begun, on the times when it holds more than 60 slots.
 */
export function slotTimes(
  input: { date: Date; from: string; to: string; minutes: number },
  now = new Date(),
  busy: readonly { start: number; end: number }[] = [],
) {
  const start = algerianMoment(input.date, input.from);
  const end = algerianMoment(input.date, input.to);
  if (start < now) throw fieldError("date", "meetings.error.past");
  const slots: { startsAt: Date; endsAt: Date }[] = [];
  const midnight = algerianMoment(input.date, "00:00").getTime();
  const minuteOf = (at: Date) => Math.round((at.getTime() - midnight) / 60_000);
  // each free period cut into slots (without lessons: the whole run)
  for (const period of freePeriods(busy, minuteOf(start), minuteOf(end))) {
    for (let m = period.start; m + input.minutes <= period.end; m += input.minutes) {
      slots.push({
        startsAt: new Date(midnight + m * 60_000),
        endsAt: new Date(midnight + (m + input.minutes) * 60_000),
      });
    }
  }
  if (slots.length === 0) {
    // the run would hold slots without the lessons: say that the lessons took them, and how to offer them anyway
    const fitsWithoutLessons = busy.length > 0 && minuteOf(start) + input.minutes <= minuteOf(end);
    throw fitsWithoutLessons
      ? fieldError("freeOnly", "meetings.error.lessonsFill")
      : fieldError("to", "meetings.error.noSlot");
  }
  if (slots.length > SLOTS_AT_ONCE_MAX)
    throw fieldError("minutes", "meetings.error.tooMany", { count: SLOTS_AT_ONCE_MAX });
  return slots;
}
