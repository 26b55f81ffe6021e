import { cache } from "react";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { forbidden, notFound } from "~/platform/errors";
import { administers, belongsTo } from "~/modules/school";
import type { CalendarRules } from "~/modules/teaching/domain/sessions";
import { schoolClock } from "~/lib/school-time";

/**
 * Who sees which part of teaching life: a school's administrators all of it; a teacher the sessions of the subjects
 * they teach; a student their own classes (and groups); a parent their children's. Every service resolves the
 * record's school first, then asks here.
 */

/**
 * Reads a page repeats (a parent's dashboard asks the same student, parent link and calendar for each card) are
 * made once per server render with React `cache`: it memoises within one request's render only (a tRPC call over
 * HTTP, a test or the seed call straight through), and its key includes the client (a transaction is another key).
 */

/** The calendar rules of a school's current year (or of `schoolYearId`). */
export const loadCalendar = cache(
  async (db: Db | Prisma.TransactionClient, schoolId: string, schoolYearId?: string) => {
    const school = await db.school.findUnique({
      where: { id: schoolId },
      select: {
        schoolDays: true,
        holidayMode: true,
        years: {
          where: schoolYearId ? { id: schoolYearId } : { isCurrent: true },
          select: {
            id: true,
            name: true,
            startsOn: true,
            endsOn: true,
            terms: { orderBy: { number: "asc" }, select: { id: true, number: true, startsOn: true, endsOn: true } },
          },
        },
      },
    });
    if (!school) throw notFound();
    const year = school.years[0] ?? null;
    const rules: CalendarRules = {
      schoolDays: school.schoolDays,
      holidayMode: school.holidayMode,
      terms: year?.terms ?? [],
    };
    return { rules, year };
  },
);

/**
 * Rules for a given date: holiday mode is the school's switch for now and the days ahead; it does not erase the
 * sessions that took place before it was turned on (a teacher may still write their record).
 */
export function rulesOn(rules: CalendarRules, date: Date, now = new Date()): CalendarRules {
  return date.getTime() < schoolClock(now).date.getTime() ? { ...rules, holidayMode: false } : rules;
}

/** The students whose timetable, homework and absences the actor reads as themself or as a parent, in a school. */
export const familyStudents = cache(async (db: Db, actor: Actor, schoolId: string) => {
  // each relationship through the role that carries it: themself as a student, their children as a parent
  const ways = [
    ...(hasRole(actor, "STUDENT", schoolId) ? [{ userId: actor.userId }] : []),
    ...(hasRole(actor, "PARENT", schoolId) ? [{ parents: { some: { parentId: actor.userId } } }] : []),
  ];
  if (!ways.length) return [];
  return db.student.findMany({
    where: { schoolId, OR: ways },
    orderBy: { user: { name: "asc" } },
    select: { id: true, userId: true, user: { select: { name: true } } },
  });
});

/**
 * The child a family screen shows: the student themself, or for a parent the child the address chose (?student=),
 * else the first one. Empty when the actor has no student in the school (staff screens take over).
 */
export async function chooseStudent(db: Db, actor: Actor, schoolId: string, requested: string | undefined) {
  const students = (await familyStudents(db, actor, schoolId)).map((s) => ({ id: s.id, name: s.user.name }));
  const current = students.find((s) => s.id === requested) ?? students[0] ?? null;
  return { students, current };
}

const studentForAccess = cache((db: Db, studentId: string) =>
  db.student.findUnique({
    where: { id: studentId },
    select: { id: true, schoolId: true, userId: true, user: { select: { name: true } } },
  }),
);

/** Is `parentId` a parent of the student (one read per request and pair)? */
export const isParentOf = cache(
  async (db: Db, parentId: string, studentId: string) =>
    !!(await db.parentLink.findUnique({
      where: { parentId_studentId: { parentId, studentId } },
      select: { studentId: true },
    })),
);

/**
 * The current year's classes the actor works with as staff (the pickers of /homeworks and the grade screens, the
 * classes a message may go to): every one for an administrator, those where they teach a subject for a teacher.
 */
export async function staffClasses(db: Db, actor: Actor, schoolId: string) {
  const admin = administers(actor, schoolId);
  if (!admin && !hasRole(actor, "TEACHER", schoolId)) return [];
  return db.schoolClass.findMany({
    where: {
      schoolId,
      schoolYear: { isCurrent: true },
      ...(admin ? {} : { subjects: { some: { teacherId: actor.userId } } }),
    },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
}

/** The current year's classes of a student whose teaching life the actor reads (a family's textbook). */
export async function studentClasses(db: Db, actor: Actor, studentId: string) {
  const student = await assertReadsStudent(db, actor, studentId);
  return db.schoolClass.findMany({
    where: { schoolYear: { isCurrent: true }, enrollments: { some: { studentId: student.id } } },
    orderBy: { name: "asc" },
    select: { id: true, name: true },
  });
}

/**
 * May the actor read this student's teaching life (timetable, homework, absences)? The school's administrators,
 * the student, their parents, and the teachers of one of their classes.
 */
export async function assertReadsStudent(db: Db, actor: Actor, studentId: string) {
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

/** Is the actor one of the student's parents, or the student? (what a family may do: justify, mark done) */
export async function isFamilyOf(db: Db, actor: Actor, student: { id: string; userId: string }) {
  if (student.userId === actor.userId) return true;
  return isParentOf(db, actor.userId, student.id);
}

/**
 * May the actor read the class's sessions (timetable, textbook)? Administrators; teachers of the class; its
 * students and their parents.
 */
export async function assertReadsClass(db: Db, actor: Actor, classId: string) {
  const cls = await db.schoolClass.findUnique({
    where: { id: classId },
    select: { id: true, schoolId: true, schoolYearId: true, name: true },
  });
  if (!cls) throw notFound();
  if (administers(actor, cls.schoolId)) return cls;
  if (!belongsTo(actor, cls.schoolId)) throw forbidden();
  const as = await classCapacity(db, actor, cls);
  if (!as) throw forbidden();
  return cls;
}

/**
 * How the actor is related to a class, each relationship through the role that carries it: "teacher" (a subject of
 * the class, with the Teacher role there) before "family" (a student of the class, or their parent, with that role).
 * What a capacity unlocks is the caller's choice; staff screens ask for "teacher", never for any relationship.
 */
export async function classCapacity(
  db: Db,
  actor: Actor,
  cls: { id: string; schoolId: string },
): Promise<"teacher" | "family" | null> {
  const teacher = hasRole(actor, "TEACHER", cls.schoolId);
  const student = hasRole(actor, "STUDENT", cls.schoolId);
  const parent = hasRole(actor, "PARENT", cls.schoolId);
  const [taught, family] = await Promise.all([
    teacher ? db.schoolClass.count({ where: { id: cls.id, subjects: { some: { teacherId: actor.userId } } } }) : 0,
    student || parent
      ? db.schoolClass.count({
          where: {
            id: cls.id,
            enrollments: {
              some: {
                student: {
                  OR: [
                    ...(student ? [{ userId: actor.userId }] : []),
                    ...(parent ? [{ parents: { some: { parentId: actor.userId } } }] : []),
                  ],
                },
              },
            },
          },
        })
      : 0,
  ]);
  return taught ? "teacher" : family ? "family" : null;
}

/** The class's staff: its school's administrators, or a teacher of one of its subjects (never a parent of a pupil in it). */
export async function assertTeachesClass(db: Db, actor: Actor, classId: string) {
  const cls = await db.schoolClass.findUnique({
    where: { id: classId },
    select: { id: true, schoolId: true, schoolYearId: true, name: true },
  });
  if (!cls) throw notFound();
  if (administers(actor, cls.schoolId)) return cls;
  if ((await classCapacity(db, actor, cls)) !== "teacher") throw forbidden();
  return cls;
}

/** The slot, its class and subject, and whether the actor may write its session (its teacher or an administrator). */
export async function loadSlot(db: Db | Prisma.TransactionClient, slotId: string) {
  const slot = await db.timetableSlot.findUnique({
    where: { id: slotId },
    select: {
      id: true,
      schoolId: true,
      classId: true,
      classSubjectId: true,
      groupId: true,
      weekday: true,
      startMinute: true,
      endMinute: true,
      room: true,
      class: { select: { name: true, schoolYearId: true } },
      group: { select: { name: true } },
      classSubject: { select: { teacherId: true, subject: { select: { nameFr: true, nameEn: true, nameAr: true } } } },
    },
  });
  if (!slot) throw notFound();
  return slot;
}

export type LoadedSlot = Awaited<ReturnType<typeof loadSlot>>;

export const teachesSlot = (actor: Actor, slot: LoadedSlot) =>
  slot.classSubject.teacherId === actor.userId && hasRole(actor, "TEACHER", slot.schoolId);

/** The students a session is for: the class's, or its group's. */
export async function sessionStudents(
  db: Db | Prisma.TransactionClient,
  slot: { classId: string; groupId: string | null },
) {
  const rows = await db.student.findMany({
    where: {
      enrollments: { some: { classId: slot.classId } },
      ...(slot.groupId ? { groups: { some: { groupId: slot.groupId } } } : {}),
    },
    orderBy: { user: { name: "asc" } },
    select: { id: true, userId: true, user: { select: { name: true } } },
  });
  return rows.map((s) => ({ id: s.id, userId: s.userId, name: s.user.name }));
}

/** A subject's name in the actor's language. */
export { localName as subjectName } from "~/lib/local-name";
