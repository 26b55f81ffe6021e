import { cache } from "react";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { notFound } from "~/platform/errors";
import type { CalendarRules } from "~/modules/teaching/domain/sessions";
import { schoolClock } from "~/lib/school-time";

/**
 * Reads a page repeats (a parent's dashboard asks the same student, parent link and calendar for each card) are
 * made once per server render with React `cache`: it memoises within one request's render only (a tRPC call over
 * HTTP, a test or the seed call straight through), and its key includes the client (a transaction is another key).
 */

/** The calendar rules of a school's current year (or of `schoolYearId`). */
export const loadCalendar = cache(
  async (db: Db | Prisma.TransactionClient, schoolId: string, schoolYearId?: string) => {
    const school = await db.school.findUnique({
      where: { id: schoolId },
      select: {
        schoolDays: true,
        holidayMode: true,
        years: {
          where: schoolYearId ? { id: schoolYearId } : { isCurrent: true },
          select: {
            id: true,
            name: true,
            startsOn: true,
            endsOn: true,
            terms: { orderBy: { number: "asc" }, select: { id: true, number: true, startsOn: true, endsOn: true } },
          },
        },
      },
    });
    if (!school) throw notFound();
    const year = school.years[0] ?? null;
    const rules: CalendarRules = {
      schoolDays: school.schoolDays,
      holidayMode: school.holidayMode,
      terms: year?.terms ?? [],
    };
    return { rules, year };
  },
);

/**
 * Rules for a given date: holiday mode is the school's switch for now and the days ahead; it does not erase the
 * sessions that took place before it was turned on (a teacher may still write their record).
 */
export function rulesOn(rules: CalendarRules, date: Date, now = new Date()): CalendarRules {
  return date.getTime() < schoolClock(now).date.getTime() ? { ...rules, holidayMode: false } : rules;
}
