import type { z } from "zod";
import type { ZExemptionInput } from "~/modules/grades/schemas";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";
import type { TaughtClass } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import { classOfTaught } from "./access";

/**
 * Subject exemptions (a medical certificate for sport, a student excused from a language): per student, subject and
 * school year. An exempt subject counts nowhere — no cell to fill, no average, no coefficient — and the card says
 * "exempt". Read by the class's staff; set by the school's administrators.
 */
export async function classExemptions(db: Db, taught: TaughtClass) {
  const cls = await classOfTaught(db, taught);
  const [students, subjects, rows] = await Promise.all([
    db.student.findMany({
      where: { enrollments: { some: { classId: cls.id } } },
      orderBy: { user: { name: "asc" } },
      select: { id: true, user: { select: { name: true } } },
    }),
    db.classSubject.findMany({
      where: { classId: cls.id },
      orderBy: { subject: { nameFr: "asc" } },
      select: { subjectId: true, subject: { select: { nameFr: true, nameEn: true, nameAr: true } } },
    }),
    db.subjectExemption.findMany({
      where: { schoolYearId: cls.schoolYearId, student: { enrollments: { some: { classId: cls.id } } } },
      select: { studentId: true, subjectId: true, reason: true },
    }),
  ]);
  return {
    class: { id: cls.id, name: cls.name, schoolYearId: cls.schoolYearId },
    editable: cls.admin,
    students: students.map((s) => ({ id: s.id, name: s.user.name })),
    subjects: subjects.map((s) => ({ id: s.subjectId, name: s.subject })),
    exemptions: rows,
  };
}

/** Exempts a student from a subject of one of their classes for the class's year (or lifts it): the school's administrators. */
export async function setExemption(db: Db, cls: Scoped<"class">, input: z.output<typeof ZExemptionInput>) {
  const [enrolled, taught] = await Promise.all([
    db.classEnrollment.findUnique({
      where: { classId_studentId: { classId: cls.id, studentId: input.studentId } },
      select: { studentId: true },
    }),
    db.classSubject.findUnique({
      where: { classId_subjectId: { classId: cls.id, subjectId: input.subjectId } },
      select: { id: true },
    }),
  ]);
  if (!enrolled) throw fieldError("studentId", "validation.checkInput");
  if (!taught) throw fieldError("subjectId", "validation.checkInput");
  const key = {
    studentId_subjectId_schoolYearId: {
      studentId: input.studentId,
      subjectId: input.subjectId,
      schoolYearId: cls.schoolYearId,
    },
  };
  if (input.exempt) {
    await db.subjectExemption.upsert({
      where: key,
      create: {
        studentId: input.studentId,
        subjectId: input.subjectId,
        schoolYearId: cls.schoolYearId,
        reason: input.reason ?? "",
      },
      update: { reason: input.reason ?? "" },
    });
  } else {
    await db.subjectExemption.deleteMany({ where: key.studentId_subjectId_schoolYearId });
  }
  return { exempt: input.exempt };
}
