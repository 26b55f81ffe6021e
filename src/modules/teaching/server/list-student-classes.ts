import { cache } from "react";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden, notFound } from "~/platform/errors";
import { administers, belongsTo } from "~/modules/school";
import { isParentOf } from "./gate-relations";

/** The current year's classes of a student whose teaching life the actor reads (a family's textbook). */
export async function studentClasses(db: Db, actor: Actor, studentId: string) {
  const student = await assertReadsStudent(db, actor, studentId);
  return db.schoolClass.findMany({
    where: { schoolYear: { isCurrent: true }, enrollments: { some: { studentId: student.id } } },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
}

const studentForAccess = cache((db: Db, studentId: string) =>
  db.student.findUnique({
    where: { id: studentId },
    select: { id: true, schoolId: true, userId: true, user: { select: { name: true } } },
  }),
);

/**
 * May the actor read this student's teaching life (timetable, homework, absences)? The school's administrators,
 * the student, their parents, and the teachers of one of their classes.
 */
async function assertReadsStudent(db: Db, actor: Actor, studentId: string) {
  const student = await studentForAccess(db, studentId);
  if (!student) throw notFound();
  if (administers(actor, student.schoolId) || student.userId === actor.userId) return student;
  if (!belongsTo(actor, student.schoolId)) throw forbidden();
  // each relationship counts through the role that carries it: a parent link as a parent, a class as its teacher
  const [parent, taught] = await Promise.all([
    hasRole(actor, "PARENT", student.schoolId) ? isParentOf(db, actor.userId, studentId) : false,
    hasRole(actor, "TEACHER", student.schoolId)
      ? db.classEnrollment.findFirst({
          where: { studentId, class: { subjects: { some: { teacherId: actor.userId } } } },
          select: { classId: true },
        })
      : null,
  ]);
  if (!parent && !taught) throw forbidden();
  return student;
}
