import type { Child } from "~/platform/api/relations";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { shownStudent, studentRow } from "./student-row";

/** A pupil's record, for whom the gate found reading them (READS_CHILD): the school's staff who teach them, the pupil, a guardian. */
export async function getStudent(db: Db, actor: Actor, child: Child) {
  const row = shownStudent(
    await db.student.findUniqueOrThrow({ where: { id: child.id }, select: { ...studentRow, schoolId: true } }),
  );
  // the family's own contacts are theirs to read, whichever role found them (a guardian who also teaches the child)
  const family = child.userId === actor.userId || row.parents.some((p) => p.parent.id === actor.userId);
  if (child.as === "administration" || family) return row;
  // a teacher sees the pupil, not the family's contacts (as in listStudents)
  return { ...row, parents: [], user: { ...row.user, email: null, phone: null } };
}
