import { hasRole, type Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { forbidden } from "~/server/errors";
import { administers, assertBelongsTo } from "~/server/services/school/scope";
import { chooseStudent, staffClasses, studentClasses } from "./access";
import { listTextbook } from "./list-textbook";
import { sessionsOfDay, writesSessions } from "./sessions-of-day";

/**
 * What /textbook shows, as one action. Who writes sessions gets the sessions of the chosen date (`sessionsOfDay`),
 * unless they asked for a class's textbook (`classView`); everyone else reads a class's textbook: the family's
 * child's class, else one the actor teaches or (administrators) any of the current year — the class the address
 * chose, else the first.
 */
export async function textbookScreen(
  db: Db,
  actor: Actor,
  input: { schoolId: string; classView: boolean; date?: Date; slot?: string; student?: string; class?: string; subject?: string; page: number },
) {
  assertBelongsTo(actor, input.schoolId);
  const writer = writesSessions(actor, input.schoolId);
  if (writer && !input.classView) return { writer, write: await sessionsOfDay(db, actor, input), read: null };
  const { students, current } = await chooseStudent(db, actor, input.schoolId, input.student);
  if (!current && !administers(actor, input.schoolId) && !hasRole(actor, "TEACHER", input.schoolId)) throw forbidden();
  const classes = current ? await studentClasses(db, actor, current.id) : await staffClasses(db, actor, input.schoolId);
  const cls = classes.find((c) => c.id === input.class) ?? classes[0];
  const book = cls ? await listTextbook(db, actor, { classId: cls.id, subjectId: input.subject, page: input.page }) : null;
  return { writer, write: null, read: { students, current, classes, classId: cls?.id ?? null, book } };
}
