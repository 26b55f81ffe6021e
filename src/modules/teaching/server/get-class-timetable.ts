import type { ReadClass } from "~/platform/api/relations";
import type { Db } from "~/platform/db";

/**
 * A class's weekly timetable as the editor and the class page read it: slots, subjects with teachers, groups; for
 * the school's administration also the groups' members and the class's students (whom the editor puts into groups).
 * Who reads it (the class's staff, pupils and their guardians) was decided by the gate (classReaderProcedure).
 */
export async function getClassTimetable(db: Db, cls: ReadClass) {
  const classId = cls.id;
  const staff = cls.as === "administration";
  const [school, row, enrollments] = await Promise.all([
    db.school.findUniqueOrThrow({ where: { id: cls.schoolId }, select: { schoolDays: true } }),
    db.schoolClass.findUniqueOrThrow({
      where: { id: classId },
      select: {
        id: true,
        name: true,
        schoolId: true,
        schoolYearId: true,
        subjects: {
          orderBy: { subject: { nameFr: "asc" } },
          select: {
            id: true,
            subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
            teacher: { select: { id: true, name: true } },
          },
        },
        groups: {
          orderBy: { name: "asc" },
          select: { id: true, name: true, members: staff ? { select: { studentId: true } } : false },
        },
        slots: {
          orderBy: [{ weekday: "asc" }, { startMinute: "asc" }],
          select: {
            id: true,
            weekday: true,
            startMinute: true,
            endMinute: true,
            room: true,
            groupId: true,
            classSubjectId: true,
          },
        },
      },
    }),
    staff
      ? db.classEnrollment.findMany({
          where: { classId },
          orderBy: { student: { user: { name: "asc" } } },
          select: { student: { select: { id: true, user: { select: { name: true } } } } },
        })
      : [],
  ]);
  return {
    id: row.id,
    name: row.name,
    schoolId: row.schoolId,
    schoolYearId: row.schoolYearId,
    schoolDays: school.schoolDays,
    canEdit: staff,
    subjects: row.subjects,
    groups: row.groups.map((g) => ({ id: g.id, name: g.name, studentIds: (g.members || []).map((m) => m.studentId) })),
    slots: row.slots,
    students: enrollments.map((e) => ({ id: e.student.id, name: e.student.user.name })),
  };
}
