import type { Child } from "~/platform/api/relations";
import type { MemberOf, Scoped } from "~/platform/api/scope";
import type { z } from "zod";
import type {
  ZListInput,
  ZParentInput,
  ZStaffInput,
  ZStudentInput,
  ZUpdateStudentInput,
} from "~/modules/school/schemas/school";
import { LIST_PAGE_SIZE } from "~/modules/school/schemas/school";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError, forbidden, notFound } from "~/platform/errors";
import { grantRole } from "~/modules/users";
import { changeIdentifiers } from "~/modules/account";
import { offerToOwner, personForSchool, shownContact } from "./person-account";
import { administers, isTeacherIn } from "./scope";

type Tx = Db | Prisma.TransactionClient;
type ListInput = z.output<typeof ZListInput>;

/** A child has one or two parents. */
export const MAX_PARENTS = 2;

const orderBy = (sort: ListInput["sort"]) =>
  sort.endsWith("createdAt")
    ? { createdAt: sort.startsWith("-") ? "desc" : "asc" }
    : { name: sort.startsWith("-") ? "desc" : "asc" };

const userSearch = (search?: string) =>
  search
    ? {
        OR: [
          { name: { contains: search, mode: "insensitive" as const } },
          { email: { contains: search, mode: "insensitive" as const } },
          { phone: { contains: search.replace(/\s/g, "") } },
          { contactEmail: { contains: search, mode: "insensitive" as const } },
          { contactPhone: { contains: search.replace(/\s/g, "") } },
          { username: { contains: search.toLowerCase() } },
        ],
      }
    : {};

// ── Teachers ────────────────────────────────────────────────────────────────────────────────────────────────────

export async function listTeachers(db: Db, actor: Actor, input: ListInput) {
  if (!administers(actor, input.schoolId) && !isTeacherIn(actor, input.schoolId)) throw forbidden();
  const where = {
    roles: { some: { schoolId: input.schoolId, role: { key: "TEACHER" } } },
    ...userSearch(input.search),
  };
  const [total, rows] = await Promise.all([
    db.user.count({ where }),
    db.user.findMany({
      where,
      orderBy: orderBy(input.sort) as Prisma.UserOrderByWithRelationInput,
      skip: (input.page - 1) * LIST_PAGE_SIZE,
      take: LIST_PAGE_SIZE,
      select: {
        id: true,
        name: true,
        email: true,
        phone: true,
        contactEmail: true,
        contactPhone: true,
        createdAt: true,
        teaching: {
          where: { class: { schoolId: input.schoolId, schoolYear: { isCurrent: true } } },
          select: {
            class: { select: { name: true, slug: true } },
            subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
          },
        },
      },
    }),
  ]);
  return { total, rows: rows.map(shownContact) };
}

/**
 * Links a teacher to the school: a new account, the school's own, or a placeholder whose address's owner is asked
 * to take its place — the school is answered the same in every case (person-account.ts, `personForSchool`).
 */
export async function addTeacher(db: Db, actor: Actor, _school: Scoped<"school">, input: z.output<typeof ZStaffInput>) {
  return db.$transaction(async (tx) => {
    const person = await personForSchool(tx, input.schoolId, input);
    const ids = [person.user.id, ...person.owners];
    if (
      await tx.userRole.findFirst({
        where: { userId: { in: ids }, schoolId: input.schoolId, role: { key: "TEACHER" } },
      })
    ) {
      throw fieldError(input.email ? "email" : "phone", "validation.userAlreadyAdded");
    }
    await grantRole(tx, { userId: person.user.id, role: "TEACHER", schoolId: input.schoolId });
    await offerToOwner(tx, person, {
      schoolId: input.schoolId,
      role: "TEACHER",
      invitedById: actor.userId,
      name: input.name,
    });
    return { id: person.user.id };
  });
}

/** Unlinks a teacher: the role in this school goes, and their subjects here are left without a teacher. */
export async function removeTeacher(db: Db, _school: Scoped<"school">, input: { schoolId: string; userId: string }) {
  await db.$transaction(async (tx) => {
    const { count } = await tx.userRole.deleteMany({
      where: { userId: input.userId, schoolId: input.schoolId, role: { key: "TEACHER" } },
    });
    if (count === 0) throw notFound();
    await tx.classSubject.updateMany({
      where: { teacherId: input.userId, class: { schoolId: input.schoolId } },
      data: { teacherId: null },
    });
  });
  return { ok: true as const };
}

// ── Students ────────────────────────────────────────────────────────────────────────────────────────────────────

const studentRow = {
  id: true,
  birthDate: true,
  birthPlace: true,
  registrationNumber: true,
  createdAt: true,
  user: {
    select: { id: true, name: true, email: true, phone: true, contactEmail: true, contactPhone: true, username: true },
  },
  enrollments: {
    where: { class: { schoolYear: { isCurrent: true } } },
    select: { class: { select: { id: true, name: true, slug: true } } },
  },
  parents: {
    select: {
      parent: { select: { id: true, name: true, email: true, phone: true, contactEmail: true, contactPhone: true } },
    },
  },
} as const;

type StudentRow = Prisma.StudentGetPayload<{ select: typeof studentRow }>;

/** A student row as the school reads it: a placeholder account shows the contact the school typed. */
const shownStudent = <R extends StudentRow>(row: R) => ({
  ...row,
  user: shownContact(row.user),
  parents: row.parents.map((p) => ({ parent: shownContact(p.parent) })),
});

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

/** The children linked to the acting parent, in every school. */
export async function myChildren(db: Db, actor: Actor) {
  const links = await db.parentLink.findMany({
    where: { parentId: actor.userId },
    select: { student: { select: { ...studentRow, school: { select: { name: true, slug: true } } } } },
  });
  return links.map((l) => ({ ...shownStudent(l.student), parents: [] }));
}

async function assertFreeRegistration(tx: Tx, schoolId: string, number: string | undefined, exceptId?: string) {
  if (!number) return;
  const clash = await tx.student.findFirst({
    where: { schoolId, registrationNumber: number, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
    select: { id: true },
  });
  if (clash) throw fieldError("registrationNumber", "validation.registrationTaken");
}

/** Creates (or links an existing account as) a student of the school, optionally in a class. */
export async function addStudent(
  db: Db,
  actor: Actor,
  _school: Scoped<"school">,
  input: z.output<typeof ZStudentInput>,
) {
  if (input.classId) await assertClassOfSchool(db, input.classId, input.schoolId);
  return db.$transaction((tx) => addStudentTx(tx, input, actor.userId));
}

/**
 * The named person becomes a student at once: a new account, the school's own, or a placeholder whose address's
 * owner is asked to take its place (accepting merges it, with its class and marks, into their account).
 */
export async function addStudentTx(tx: Tx, input: z.output<typeof ZStudentInput>, invitedById: string | null) {
  await assertFreeRegistration(tx, input.schoolId, input.registrationNumber);
  const person = await personForSchool(tx, input.schoolId, input);
  const ids = [person.user.id, ...person.owners];
  if (await tx.student.findFirst({ where: { userId: { in: ids }, schoolId: input.schoolId }, select: { id: true } })) {
    throw fieldError(input.email ? "email" : "phone", "validation.userAlreadyAdded");
  }
  const user = person.user;
  const student = await tx.student.create({
    data: {
      userId: user.id,
      schoolId: input.schoolId,
      birthDate: input.birthDate ?? null,
      birthPlace: input.birthPlace ?? null,
      registrationNumber: input.registrationNumber ?? null,
    },
    select: { id: true },
  });
  await grantRole(tx, { userId: user.id, role: "STUDENT", schoolId: input.schoolId });
  if (input.classId) await tx.classEnrollment.create({ data: { classId: input.classId, studentId: student.id } });
  await offerToOwner(tx, person, { schoolId: input.schoolId, role: "STUDENT", invitedById, name: input.name });
  return { id: student.id };
}

async function assertClassOfSchool(db: Tx, classId: string, schoolId: string) {
  const found = await db.schoolClass.findUnique({ where: { id: classId }, select: { schoolId: true } });
  if (!found || found.schoolId !== schoolId) throw fieldError("classId", "validation.checkInput");
}

/**
 * The school's own fields of a student, and the account's name and contacts through the one door for login
 * identifiers (account/login-identifiers.ts): only while the school still holds the account.
 */
export async function updateStudent(
  db: Db,
  student: Scoped<"student">,
  input: z.output<typeof ZUpdateStudentInput>,
  ctx: { origin: string },
) {
  await assertFreeRegistration(db, student.schoolId, input.registrationNumber ?? undefined, student.id);
  // a field sent blank is cleared (null); a field not sent stays as it is (undefined, which Prisma leaves alone)
  const { pendingEmail } = await changeIdentifiers(
    db,
    student.userId,
    { kind: "school", schoolId: student.schoolId },
    { name: input.name, email: input.email, phone: input.phone },
    ctx,
    (tx) =>
      tx.student.update({
        where: { id: student.id },
        data: {
          birthDate: input.birthDate,
          birthPlace: input.birthPlace,
          registrationNumber: input.registrationNumber,
        },
      }),
  );
  return { ok: true as const, pendingEmail };
}

/** Unlinks a student from the school: their record, class places and parent links here go; the account stays. */
export async function removeStudent(db: Db, student: Scoped<"student">) {
  await db.$transaction([
    db.student.delete({ where: { id: student.id } }),
    db.userRole.deleteMany({ where: { userId: student.userId, schoolId: student.schoolId, role: { key: "STUDENT" } } }),
  ]);
  return { ok: true as const };
}

// ── Parents ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Links a parent (found by e-mail or phone, else created) to a student; a child has one or two parents. */
export async function linkParent(
  db: Db,
  actor: Actor,
  student: Scoped<"student">,
  input: z.output<typeof ZParentInput>,
) {
  return db.$transaction((tx) => linkParentTx(tx, student, input, actor.userId));
}

/**
 * Links the school's own, a new, or a placeholder parent account at once; the owner of a placeholder's address is
 * asked to take its place. The answer is the same in every case.
 */
export async function linkParentTx(
  tx: Tx,
  student: { id: string; schoolId: string },
  input: { name: string; email?: string; phone?: string },
  invitedById: string | null,
) {
  const person = await personForSchool(tx, student.schoolId, input);
  const parent = person.user;
  const links = await tx.parentLink.findMany({ where: { studentId: student.id }, select: { parentId: true } });
  if (links.some((l) => l.parentId === parent.id || person.owners.includes(l.parentId))) {
    throw fieldError(input.email ? "email" : "phone", "validation.userAlreadyAdded");
  }
  if (links.length >= MAX_PARENTS) throw fieldError("name", "validation.maxParents", { count: MAX_PARENTS });
  // a custody decision "no access" stands: lifting it is the parents drawer's custody choice, not a new link
  if (
    await tx.parentBlock.findFirst({
      where: { studentId: student.id, parentId: { in: [parent.id, ...person.owners] } },
      select: { studentId: true },
    })
  ) {
    throw fieldError(input.email ? "email" : "phone", "family.error.blocked");
  }
  await tx.parentLink.create({ data: { parentId: parent.id, studentId: student.id } });
  await grantRole(tx, { userId: parent.id, role: "PARENT", schoolId: student.schoolId });
  await offerToOwner(tx, person, {
    schoolId: student.schoolId,
    role: "PARENT",
    studentId: student.id,
    invitedById,
    name: input.name,
  });
  return { id: parent.id };
}

/** Unlinks a parent from a child; the parent keeps the school role while another child of theirs is there. */
export async function unlinkParent(db: Db, student: Scoped<"student">, input: { parentId: string }) {
  await db.$transaction(async (tx) => {
    const { count } = await tx.parentLink.deleteMany({ where: { parentId: input.parentId, studentId: student.id } });
    if (count === 0) throw notFound();
    const others = await tx.parentLink.count({
      where: { parentId: input.parentId, student: { schoolId: student.schoolId } },
    });
    if (others === 0) {
      await tx.userRole.deleteMany({
        where: { userId: input.parentId, schoolId: student.schoolId, role: { key: "PARENT" } },
      });
    }
  });
  return { ok: true as const };
}
