import type { TaughtClass } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import { can, hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError, forbidden, notFound } from "~/platform/errors";
import { administers } from "~/modules/school";
import type { Permission } from "~/lib/permissions";

type Tx = Db | Prisma.TransactionClient;

/**
 * Who touches which grades: a school's administrators all of them; a teacher the subjects they teach (with the
 * permission the action names). Students and parents never see marks or cards before the class's cards for the term
 * are released (card-view.ts). The gate (trpc.ts) resolves the record and how the actor stands to it; the services
 * read here what the grade screens need of it, and ask the finer rules.
 */

/** Primary levels grade out of 10, middle and secondary out of 20. */
export const outOfFor = (cycle: string): 10 | 20 => (cycle === "PRIMARY" ? 10 : 20);

export async function loadClassSubject(db: Tx, classSubjectId: string) {
  const cs = await db.classSubject.findUnique({
    where: { id: classSubjectId },
    select: {
      id: true,
      classId: true,
      subjectId: true,
      teacherId: true,
      subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
      class: {
        select: {
          name: true,
          schoolId: true,
          schoolYearId: true,
          level: { select: { cycle: true, assessmentCoef: true, testCoef: true, examCoef: true } },
        },
      },
    },
  });
  if (!cs) throw notFound();
  return { ...cs, schoolId: cs.class.schoolId, outOf: outOfFor(cs.class.level.cycle) };
}
export type LoadedClassSubject = Awaited<ReturnType<typeof loadClassSubject>>;

/** The actor teaches this class subject (as a teacher of its school). */
export const teaches = (actor: Actor, cs: { teacherId: string | null; schoolId: string }) =>
  cs.teacherId === actor.userId && hasRole(actor, "TEACHER", cs.schoolId);

/** Edits the grades (or evaluations) of a class subject: the permission in its school, and its teacher or an administrator. */
export function assertEditsSubject(
  actor: Actor,
  cs: { teacherId: string | null; schoolId: string },
  permission: Permission,
) {
  if (!can(actor, permission, cs.schoolId)) throw forbidden();
  if (!administers(actor, cs.schoolId) && !teaches(actor, cs)) throw forbidden();
}

/** A term of the class's school year (a term of another year or school is a bad input, not a leak). */
export async function loadTerm(db: Tx, termId: string, schoolYearId: string) {
  const term = await db.term.findUnique({
    where: { id: termId },
    select: { id: true, number: true, startsOn: true, endsOn: true, schoolYearId: true },
  });
  if (!term || term.schoolYearId !== schoolYearId) throw fieldError("termId", "validation.checkInput");
  return term;
}

/** The classes among `classIds` where the actor teaches a subject, as a teacher of the school. */
export async function taughtAmong(
  db: Tx,
  actor: Actor,
  schoolId: string,
  classIds: readonly string[],
): Promise<Set<string>> {
  if (!classIds.length || !hasRole(actor, "TEACHER", schoolId)) return new Set();
  const rows = await db.classSubject.findMany({
    where: { teacherId: actor.userId, classId: { in: [...classIds] } },
    select: { classId: true },
    distinct: ["classId"],
  });
  return new Set(rows.map((r) => r.classId));
}

/** Are the class's cards for the term released to its pupils and their parents? (the rule that protects families' privacy: card-view.ts) */
export async function isReleased(db: Tx, classId: string, termId: string) {
  return !!(await db.reportCardRelease.findUnique({
    where: { classId_termId: { classId, termId } },
    select: { classId: true },
  }));
}

/** What the grade screens read of a class. */
const STAFF_CLASS = {
  id: true,
  name: true,
  schoolId: true,
  schoolYearId: true,
  level: {
    select: {
      id: true,
      cycle: true,
      grade: true,
      assessmentCoef: true,
      testCoef: true,
      examCoef: true,
      marksRelease: true,
    },
  },
} as const;

/** A class as the grade screens read it, and whether the actor administers it. */
async function staffClass(db: Tx, classId: string, admin: boolean) {
  const cls = await db.schoolClass.findUniqueOrThrow({ where: { id: classId }, select: STAFF_CLASS });
  return { ...cls, admin, outOf: outOfFor(cls.level.cycle) };
}

/** The class the gate found the actor teaches (or administers), with what the grade screens need of it. */
export const classOfTaught = (db: Tx, taught: TaughtClass) => staffClass(db, taught.id, taught.as === "administration");

/** A class the gate resolved for one of its school's actions (the year's decisions), with what the grade screens need of it. */
export const classOfScope = (db: Tx, actor: Actor, scope: Scoped<"class">) =>
  staffClass(db, scope.id, administers(actor, scope.schoolId));
