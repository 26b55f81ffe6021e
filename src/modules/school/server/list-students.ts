import type { MemberOf } from "~/platform/api/scope";
import { LIST_PAGE_SIZE } from "~/modules/school/schemas/school";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { forbidden } from "~/platform/errors";
import { userSearch, type ListInput } from "./people-search";
import { administers, isTeacherIn } from "./scope";
import { shownStudent, studentRow } from "./student-row";

/**
 * The school's students: all of them for its administrators, those of the classes they teach for a teacher.
 * Searchable by name, e-mail, phone, login identifier or ID number, sortable, 25 per page.
 */
/**
 * A school's pupils (the gate: a member of the school), for its staff: its administration reads every pupil with the
 * family's contacts, a teacher the pupils of the classes they teach, without them; anyone else of the school is refused.
 */
export async function listStudents(
  db: Db,
  actor: Actor,
  school: MemberOf,
  input: Omit<ListInput, "schoolId"> & { classId?: string },
) {
  const admin = administers(actor, school.id);
  if (!admin && !isTeacherIn(actor, school.id)) throw forbidden();
  const search = userSearch(input.search);
  const where: Prisma.StudentWhereInput = {
    schoolId: school.id,
    ...(input.search
      ? { OR: [{ user: search }, { registrationNumber: { contains: input.search, mode: "insensitive" } }] }
      : {}),
    ...(input.classId ? { enrollments: { some: { classId: input.classId } } } : {}),
    ...(admin
      ? {}
      : {
          enrollments: {
            some: {
              ...(input.classId ? { classId: input.classId } : {}),
              class: { subjects: { some: { teacherId: actor.userId } } },
            },
          },
        }),
  };
  const [total, rows] = await Promise.all([
    db.student.count({ where }),
    db.student.findMany({
      where,
      orderBy: input.sort.endsWith("createdAt")
        ? { createdAt: input.sort.startsWith("-") ? "desc" : "asc" }
        : { user: { name: input.sort.startsWith("-") ? "desc" : "asc" } },
      skip: (input.page - 1) * LIST_PAGE_SIZE,
      take: LIST_PAGE_SIZE,
      select: studentRow,
    }),
  ]);
  const shown = rows.map(shownStudent);
  // a teacher sees the class list, not the family's contacts
  return {
    total,
    rows: admin ? shown : shown.map((r) => ({ ...r, parents: [], user: { ...r.user, email: null, phone: null } })),
  };
}
