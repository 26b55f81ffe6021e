import type { MemberOf } from "~/platform/api/scope";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import { chooseStudent } from "./choose-student";
import { staffClasses } from "./list-staff-classes";
import { getWeek, type WeekInput } from "./get-week";

/**
 * What /timetable shows, as one action: the week (`date`'s, else this one) of the family's chosen child, else the
 * teacher's own, else for an administrator the class the address chose (else the first of the current year's, and
 * no week when there is none); anyone else is refused.
 */
export async function timetableScreen(
  db: Db,
  actor: Actor,
  school: MemberOf,
  input: { date?: Date; student?: string; class?: string },
) {
  const { schoolId } = school;
  const { date } = input;
  const { students, current } = await chooseStudent(db, actor, schoolId, input.student);
  let classes: { id: string; name: string }[] = [];
  let week: WeekInput;
  if (current) week = { schoolId, studentId: current.id, date };
  else if (hasRole(actor, "TEACHER", schoolId)) week = { schoolId, date };
  else if (administers(actor, schoolId)) {
    classes = await staffClasses(db, actor, schoolId);
    const chosen = classes.find((c) => c.id === input.class) ?? classes[0];
    if (!chosen) return { students, current, classes, classId: null, week: null };
    week = { schoolId, classId: chosen.id, date };
  } else throw forbidden();
  return { students, current, classes, classId: week.classId ?? null, week: await getWeek(db, actor, week) };
}
