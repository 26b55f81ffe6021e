import type { TCircularAudience } from "~/modules/circulars/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError, forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";

type Tx = Db | Prisma.TransactionClient;

/**
 * The pupils (one family each) a circular reaches, this school year, with their class: the school's, a level's, a
 * class's, or chosen pupils of a class. An administrator addresses any of them; a teacher only the classes they teach.
 */
export async function circularPupils(db: Tx, actor: Actor, schoolId: string, audience: TCircularAudience) {
  const admin = administers(actor, schoolId);
  const taught = { subjects: { some: { teacherId: actor.userId } } };
  const current = { schoolId, schoolYear: { isCurrent: true } };
  let classWhere: Prisma.SchoolClassWhereInput;
  switch (audience.kind) {
    case "school":
      if (!admin) throw forbidden();
      classWhere = current;
      break;
    case "level":
      if (!admin) throw forbidden();
      if (!(await db.level.count({ where: { id: audience.levelId, schoolId } })))
        throw fieldError("audience.levelId", "validation.checkInput");
      classWhere = { ...current, levelId: audience.levelId };
      break;
    case "class":
    case "students": {
      const cls = await db.schoolClass.findFirst({ where: { id: audience.classId, ...current }, select: { id: true } });
      if (!cls) throw fieldError("audience.classId", "validation.checkInput");
      if (!admin && !(await db.schoolClass.count({ where: { id: cls.id, ...taught } }))) throw forbidden();
      classWhere = { id: cls.id };
      break;
    }
  }
  const enrollments = await db.classEnrollment.findMany({
    where: { class: classWhere, ...(audience.kind === "students" ? { studentId: { in: audience.studentIds } } : {}) },
    select: { studentId: true, classId: true },
  });
  // a pupil is in one class a year; the first seen stands
  const pupils = new Map<string, string>();
  for (const e of enrollments) if (!pupils.has(e.studentId)) pupils.set(e.studentId, e.classId);
  return [...pupils].map(([studentId, classId]) => ({ studentId, classId }));
}
