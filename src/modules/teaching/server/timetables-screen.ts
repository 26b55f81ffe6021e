import { relateToClassReader } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { listClasses } from "~/modules/school";
import { listSchoolYears } from "~/modules/school";
import { getClassTimetable } from "./get-class-timetable";

/**
 * What /timetables shows, as one action ('edit class' in the school): the school's years, the current year's (else
 * the newest's) classes, and the week of the class the address chose (an unknown one falls back to the first).
 */
export async function timetablesScreen(db: Db, actor: Actor, school: Scoped<"school">, input: { class?: string }) {
  const years = await listSchoolYears(db, school);
  const yearId = (years.find((y) => y.isCurrent) ?? years[0])?.id;
  const classes = yearId ? await listClasses(db, actor, school, { schoolYearId: yearId }) : [];
  const cls = classes.find((c) => c.id === input.class) ?? classes[0];
  return {
    years: years.map((y) => ({ id: y.id, name: y.name })),
    yearId,
    classes: classes.map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
    timetable: cls ? await getClassTimetable(db, await relateToClassReader(db, actor, cls.id)) : null,
  };
}
