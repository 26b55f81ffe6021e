import type { ReadClass } from "~/platform/api/relations";
import type { Db } from "~/platform/db";

const PAGE = 30;

/**
 * A class's textbook, newest first: each written session's record, by subject and date. Read by the class's
 * students and parents, its teachers and the school's administrators. The absents are not listed here (families
 * see their own child's absences on /absences). The class is one the gate found the actor reads.
 */
export async function listTextbook(
  db: Db,
  readClass: ReadClass,
  input: { subjectId?: string; from?: Date; to?: Date; page?: number },
) {
  const cls = await db.schoolClass.findUniqueOrThrow({ where: { id: readClass.id }, select: { id: true, name: true } });
  const where = {
    classId: cls.id,
    ...(input.subjectId ? { classSubject: { subjectId: input.subjectId } } : {}),
    ...(input.from || input.to
      ? { date: { ...(input.from ? { gte: input.from } : {}), ...(input.to ? { lte: input.to } : {}) } }
      : {}),
  };
  const page = Math.max(1, input.page ?? 1);
  const [total, entries, subjects] = await Promise.all([
    db.sessionRecord.count({ where }),
    db.sessionRecord.findMany({
      where,
      orderBy: [{ date: "desc" }, { startMinute: "desc" }],
      skip: (page - 1) * PAGE,
      take: PAGE,
      select: {
        id: true,
        date: true,
        startMinute: true,
        endMinute: true,
        title: true,
        content: true,
        nextContent: true,
        workExpected: true,
        teacherAbsent: true,
        group: { select: { name: true } },
        teacher: { select: { name: true } },
        classSubject: {
          select: { subjectId: true, subject: { select: { nameFr: true, nameEn: true, nameAr: true } } },
        },
        homeworks: { where: { noHomework: false }, select: { id: true, description: true, dueOn: true } },
      },
    }),
    db.classSubject.findMany({
      where: { classId: cls.id },
      orderBy: { subject: { nameFr: "asc" } },
      select: { subjectId: true, subject: { select: { nameFr: true, nameEn: true, nameAr: true } } },
    }),
  ]);
  return { class: { id: cls.id, name: cls.name }, subjects, total, page, pageSize: PAGE, entries };
}
