import { dayKey, schoolClock } from "~/lib/school-time";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";

/**
 * What the grade screens' pickers offer (read by the screens' actions, which then load the chosen class through
 * the services that check it): the current year and its terms, the years after it. The actor's classes:
 * `staffClasses` (src/modules/teaching/server/list-staff-classes.ts).
 */

/**
 * The school's current year, its terms (as "YYYY-MM-DD" days) and the term today falls in: the last one begun, or
 * the first before the year starts.
 */
export async function currentYearTerms(db: Db, schoolId: string, today = dayKey(schoolClock().date)) {
  // one statement: the school's term type and its current year with the terms (a round trip less on every grade screen)
  const school = await db.school.findUnique({
    where: { id: schoolId },
    select: {
      termType: true,
      years: {
        where: { isCurrent: true },
        take: 1,
        select: {
          id: true,
          name: true,
          startsOn: true,
          terms: { orderBy: { number: "asc" }, select: { id: true, number: true, startsOn: true, endsOn: true } },
        },
      },
    },
  });
  if (!school) throw notFound();
  const year = school.years[0];
  if (!year) return null;
  const terms = year.terms.map((t) => ({
    id: t.id,
    number: t.number,
    startsOn: dayKey(t.startsOn),
    endsOn: dayKey(t.endsOn),
  }));
  const current = terms.filter((t) => t.startsOn <= today).at(-1) ?? terms[0] ?? null;
  return {
    id: year.id,
    name: year.name,
    startsOn: year.startsOn,
    termType: school.termType,
    terms,
    currentTermId: current?.id ?? null,
  };
}

/** The school's years that start after `after`, the nearest first: where the year's students can move. */
export function yearsAfter(db: Db, schoolId: string, after: Date) {
  return db.schoolYear.findMany({
    where: { schoolId, startsOn: { gt: after } },
    orderBy: { startsOn: "asc" },
    select: { id: true, name: true },
  });
}
