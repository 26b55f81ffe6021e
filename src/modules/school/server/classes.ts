import type { z } from "zod";
import type { ZClassInput, ZClassSubjectInput, ZUpdateClassInput } from "~/modules/school/schemas/school";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { withFreshSlug } from "~/platform/db/unique-slug";
import { AppError, fieldError, forbidden, notFound } from "~/platform/errors";
import type { ReadClass } from "~/platform/api/relations";
import type { MemberOf, Scoped } from "~/platform/api/scope";
import { administers } from "./scope";

/**
 * Which classes of a school the actor may see: all for its administrators; for a teacher those they teach; for a
 * student their own; for a parent their children's.
 */
function visibleClasses(actor: Actor, schoolId: string): Prisma.SchoolClassWhereInput | null {
  if (administers(actor, schoolId)) return {};
  const or: Prisma.SchoolClassWhereInput[] = [];
  if (hasRole(actor, "TEACHER", schoolId)) or.push({ subjects: { some: { teacherId: actor.userId } } });
  if (hasRole(actor, "STUDENT", schoolId)) or.push({ enrollments: { some: { student: { userId: actor.userId } } } });
  if (hasRole(actor, "PARENT", schoolId)) {
    or.push({ enrollments: { some: { student: { parents: { some: { parentId: actor.userId } } } } } });
  }
  return or.length > 0 ? { OR: or } : null;
}

/** The classes of a school the actor belongs to (the gate) that their own roles there show them (visibleClasses). */
export async function listClasses(db: Db, actor: Actor, school: MemberOf, input: { schoolYearId?: string }) {
  const visible = visibleClasses(actor, school.schoolId);
  if (!visible) throw forbidden();
  return db.schoolClass.findMany({
    where: {
      schoolId: school.schoolId,
      ...(input.schoolYearId ? { schoolYearId: input.schoolYearId } : { schoolYear: { isCurrent: true } }),
      ...visible,
    },
    orderBy: [{ level: { cycle: "asc" } }, { level: { grade: "asc" } }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      slug: true,
      level: { select: { id: true, nameFr: true, nameEn: true, nameAr: true } },
      schoolYear: { select: { id: true, name: true } },
      _count: { select: { enrollments: true, subjects: true } },
    },
  });
}

/**
 * The class page: its subjects and teachers, and its students. Staff see the students' details; a student or a
 * parent sees the class's subjects, teachers and classmates' names only. Who reads it, and as whom, the gate decided
 * (classPageProcedure: relations.ts's relateToClassReader).
 */
export async function getClass(db: Db, found: ReadClass) {
  // staff of this class: its school's admins or a teacher of one of its subjects — a teacher who sees it only as a
  // pupil's parent gets the family's view (issue 27)
  const staff = found.as !== "family";
  const cls = await db.schoolClass.findUniqueOrThrow({
    where: { id: found.id },
    select: {
      id: true,
      name: true,
      slug: true,
      schoolId: true,
      school: { select: { name: true, slug: true } },
      level: {
        select: {
          id: true,
          nameFr: true,
          nameEn: true,
          nameAr: true,
          subjects: { select: { subjectId: true, coefficient: true } },
        },
      },
      schoolYear: { select: { id: true, name: true } },
      subjects: {
        orderBy: { subject: { nameFr: "asc" } },
        select: {
          id: true,
          coefficient: true,
          subject: { select: { id: true, nameFr: true, nameEn: true, nameAr: true, coefficient: true } },
          teacher: { select: { id: true, name: true } },
        },
      },
      enrollments: {
        orderBy: { student: { user: { name: "asc" } } },
        select: {
          student: {
            select: {
              id: true,
              birthDate: true,
              registrationNumber: true,
              user: { select: { id: true, name: true } },
              parents: { select: { parent: { select: { id: true, name: true } } } },
            },
          },
        },
      },
    },
  });
  const levelCoef = new Map(cls.level.subjects.map((s) => [s.subjectId, s.coefficient]));
  return {
    id: cls.id,
    name: cls.name,
    slug: cls.slug,
    schoolId: cls.schoolId,
    school: cls.school,
    level: { id: cls.level.id, nameFr: cls.level.nameFr, nameEn: cls.level.nameEn, nameAr: cls.level.nameAr },
    schoolYear: cls.schoolYear,
    canManage: found.as === "administration",
    subjects: cls.subjects.map((s) => ({
      id: s.id,
      subject: s.subject,
      teacher: s.teacher,
      ownCoefficient: s.coefficient,
      /** class override, else the level's, else the subject's */
      coefficient: s.coefficient ?? levelCoef.get(s.subject.id) ?? s.subject.coefficient,
    })),
    students: cls.enrollments.map(({ student }) =>
      staff
        ? {
            id: student.id,
            name: student.user.name,
            birthDate: student.birthDate,
            registrationNumber: student.registrationNumber,
            parents: student.parents.map((p) => p.parent),
          }
        : { id: student.id, name: student.user.name, birthDate: null, registrationNumber: null, parents: [] },
    ),
  };
}

async function assertInSchool(db: Db, schoolId: string, input: { schoolYearId?: string; levelId: string }) {
  const [year, level] = await Promise.all([
    input.schoolYearId
      ? db.schoolYear.findUnique({ where: { id: input.schoolYearId }, select: { schoolId: true } })
      : null,
    db.level.findUnique({ where: { id: input.levelId }, select: { schoolId: true } }),
  ]);
  if (input.schoolYearId && year?.schoolId !== schoolId) throw fieldError("schoolYearId", "validation.checkInput");
  if (level?.schoolId !== schoolId) throw fieldError("levelId", "validation.checkInput");
}

async function assertFreeName(db: Db, schoolYearId: string, name: string, exceptId?: string) {
  const clash = await db.schoolClass.findFirst({
    where: {
      schoolYearId,
      name: { equals: name, mode: "insensitive" },
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (clash) throw fieldError("name", "validation.classExists");
}

export async function createClass(db: Db, _school: Scoped<"school">, input: z.output<typeof ZClassInput>) {
  await assertInSchool(db, input.schoolId, input);
  await assertFreeName(db, input.schoolYearId, input.name);
  return withFreshSlug(db, input.name, "classe", (slug) =>
    db.schoolClass.create({ data: { ...input, slug }, select: { id: true, slug: true } }),
  );
}

export async function updateClass(db: Db, cls: Scoped<"class">, input: z.output<typeof ZUpdateClassInput>) {
  // what is not sent stays as it is (Prisma leaves undefined fields alone)
  if (input.levelId !== undefined) await assertInSchool(db, cls.schoolId, { levelId: input.levelId });
  if (input.name !== undefined) await assertFreeName(db, cls.schoolYearId, input.name, cls.id);
  await db.schoolClass.update({ where: { id: cls.id }, data: { name: input.name, levelId: input.levelId } });
  return { ok: true as const };
}

/** Deletes a class without students. */
export async function deleteClass(db: Db, cls: Scoped<"class">) {
  if (await db.classEnrollment.count({ where: { classId: cls.id } })) throw new AppError("CONFLICT", "errors.inUse");
  await db.schoolClass.delete({ where: { id: cls.id } });
  return { ok: true as const };
}

async function assertTeacherOf(db: Db, schoolId: string, teacherId: string | null | undefined) {
  if (!teacherId) return;
  const held = await db.userRole.findFirst({ where: { userId: teacherId, schoolId, role: { key: "TEACHER" } } });
  if (!held) throw fieldError("teacherId", "validation.checkInput");
}

export async function addClassSubject(db: Db, cls: Scoped<"class">, input: z.output<typeof ZClassSubjectInput>) {
  const subject = await db.subject.findUnique({ where: { id: input.subjectId }, select: { schoolId: true } });
  if (subject?.schoolId !== cls.schoolId) throw fieldError("subjectId", "validation.checkInput");
  await assertTeacherOf(db, cls.schoolId, input.teacherId);
  if (
    await db.classSubject.findUnique({ where: { classId_subjectId: { classId: cls.id, subjectId: input.subjectId } } })
  ) {
    throw fieldError("subjectId", "validation.subjectAlreadyAdded");
  }
  return db.classSubject.create({
    data: {
      classId: cls.id,
      subjectId: input.subjectId,
      teacherId: input.teacherId ?? null,
      coefficient: input.coefficient ?? null,
    },
    select: { id: true },
  });
}

/** Changes a class subject's teacher or coefficient override: null clears one, an omitted one stays as it is. */
export async function updateClassSubject(
  db: Db,
  row: Scoped<"classSubject">,
  input: { teacherId?: string | null; coefficient?: number | null },
) {
  await assertTeacherOf(db, row.schoolId, input.teacherId);
  await db.classSubject.update({
    where: { id: row.id },
    data: { teacherId: input.teacherId, coefficient: input.coefficient },
  });
  return { ok: true as const };
}

export async function removeClassSubject(db: Db, row: Scoped<"classSubject">) {
  await db.classSubject.delete({ where: { id: row.id } });
  return { ok: true as const };
}

/**
 * Puts students of the school in the class. A student is in one class per school year: joining this one moves
 * them out of another class of the same year.
 */
export async function enrollStudents(db: Db, cls: Scoped<"class">, input: { studentIds: string[] }) {
  // a student listed twice is enrolled once (two rows would break the enrollment's unique key)
  const studentIds = [...new Set(input.studentIds)];
  const students = await db.student.findMany({
    where: { id: { in: studentIds }, schoolId: cls.schoolId },
    select: {
      id: true,
      enrollments: { where: { class: { schoolYearId: cls.schoolYearId } }, select: { classId: true } },
    },
  });
  if (students.length !== studentIds.length) throw fieldError("studentIds", "validation.checkInput");
  if (students.some((s) => s.enrollments.some((e) => e.classId === cls.id))) {
    throw fieldError("studentIds", "validation.userAlreadyAdded");
  }
  await db.$transaction([
    db.classEnrollment.deleteMany({
      where: { studentId: { in: studentIds }, class: { schoolYearId: cls.schoolYearId } },
    }),
    db.classEnrollment.createMany({ data: studentIds.map((studentId) => ({ classId: cls.id, studentId })) }),
  ]);
  return { ok: true as const };
}

export async function unenrollStudent(db: Db, cls: Scoped<"class">, input: { studentId: string }) {
  const { count } = await db.classEnrollment.deleteMany({ where: { classId: cls.id, studentId: input.studentId } });
  if (count === 0) throw notFound();
  return { ok: true as const };
}
