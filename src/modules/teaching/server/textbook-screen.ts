import { relateToClassReader } from "~/platform/api/relations";
import type { MemberOf } from "~/platform/api/scope";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import { chooseStudent } from "./choose-student";
import { staffClasses } from "./list-staff-classes";
import { studentClasses } from "./list-student-classes";
import { listTextbook } from "./list-textbook";
import { sessionsOfDay, writesSessions } from "./sessions-of-day";

/**
 * What /textbook shows, as one action. Who writes sessions gets the sessions of the chosen date (`sessionsOfDay`),
 * unless they asked for a class's textbook (`classView`); everyone else reads a class's textbook: the family's
 * child's class, else one the actor teaches or (administrators) any of the current year — the class the address
 * chose, else the first. The school is one the actor belongs to (the gate's).
 */
export async function textbookScreen(
  db: Db,
  actor: Actor,
  school: MemberOf,
  input: {
    classView: boolean;
    date?: Date;
    slot?: string;
    student?: string;
    class?: string;
    subject?: string;
    page: number;
  },
) {
  const { schoolId } = school;
  const writer = writesSessions(actor, schoolId);
  if (writer && !input.classView) return { writer, write: await sessionsOfDay(db, actor, school, input), read: null };
  const { students, current } = await chooseStudent(db, actor, schoolId, input.student);
  if (!current && !administers(actor, schoolId) && !hasRole(actor, "TEACHER", schoolId)) throw forbidden();
  const classes = current ? await studentClasses(db, actor, current.id) : await staffClasses(db, actor, schoolId);
  const cls = classes.find((c) => c.id === input.class) ?? classes[0];
  const book = cls
    ? await listTextbook(db, await relateToClassReader(db, actor, cls.id), {
        subjectId: input.subject,
        page: input.page,
      })
    : null;
  return { writer, write: null, read: { students, current, classes, classId: cls?.id ?? null, book } };
}
