import type { AudienceKind } from "~/lib/audience";
import type { Scoped } from "~/platform/api/scope";
import type { TAudience } from "~/modules/notify/schemas";
import { hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError, forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import type { Recipients } from "./notify";

type Tx = Db | Prisma.TransactionClient;

/**
 * Who a message reaches, within one school, never counting its sender:
 * - the school: every member (any role there);
 * - a level, a class: the families — its students (current year) and their parents;
 * - a role: the members holding it in the school;
 * - the parents of a class: only the parents;
 * - chosen people: those of them who belong to the school.
 * An administrator ('school.edit' there) may address any of these; another holder of 'send notification' (a
 * teacher) only a class they teach, its parents, or people of those classes' families.
 */
export async function audienceUserIds(
  db: Tx,
  actor: Actor,
  { id: schoolId }: Scoped<"school">,
  audience: TAudience,
): Promise<string[]> {
  const admin = administers(actor, schoolId);
  const taught = admin ? null : await taughtClassIds(db, actor, schoolId);
  const assertClass = async (classId: string, field: string) => {
    const cls = await db.schoolClass.findFirst({ where: { id: classId, schoolId }, select: { id: true } });
    if (!cls) throw fieldError(field, "validation.checkInput");
    if (taught && !taught.includes(classId)) throw forbidden();
  };
  let ids: string[];
  switch (audience.kind) {
    case "school":
    case "role": {
      if (taught) throw forbidden();
      const rows = await db.userRole.findMany({
        where: { schoolId, ...(audience.kind === "role" ? { role: { key: audience.role } } : {}) },
        select: { userId: true },
      });
      ids = rows.map((r) => r.userId);
      break;
    }
    case "level": {
      if (taught) throw forbidden();
      const level = await db.level.findFirst({ where: { id: audience.levelId, schoolId }, select: { id: true } });
      if (!level) throw fieldError("audience.levelId", "validation.checkInput");
      ids = await families(db, { class: { levelId: level.id, schoolId, schoolYear: { isCurrent: true } } }, true);
      break;
    }
    case "class":
      await assertClass(audience.classId, "audience.classId");
      ids = await families(db, { classId: audience.classId }, true);
      break;
    case "classParents":
      await assertClass(audience.classId, "audience.classId");
      ids = await families(db, { classId: audience.classId }, false);
      break;
    case "people": {
      const members = await db.userRole.findMany({
        where: { schoolId, userId: { in: audience.userIds } },
        select: { userId: true },
      });
      ids = members.map((m) => m.userId);
      if (taught) {
        const reachable = await teacherReach(db, actor, schoolId);
        if (ids.some((id) => !reachable.has(id))) throw forbidden();
      }
      break;
    }
  }
  return [...new Set(ids)].filter((id) => id !== actor.userId);
}

/** The people a teacher (not an administrator) may address: the families of the classes they teach. */
export async function teacherReach(db: Tx, actor: Actor, schoolId: string): Promise<Set<string>> {
  const taught = await taughtClassIds(db, actor, schoolId);
  return new Set(taught.length ? await families(db, { classId: { in: taught } }, true) : []);
}

/** The classes of the school's current year the actor teaches a subject in. */
async function taughtClassIds(db: Tx, actor: Actor, schoolId: string): Promise<string[]> {
  if (!hasRole(actor, "TEACHER", schoolId)) return [];
  const rows = await db.classSubject.findMany({
    where: { teacherId: actor.userId, class: { schoolId, schoolYear: { isCurrent: true } } },
    select: { classId: true },
    distinct: ["classId"],
  });
  return rows.map((r) => r.classId);
}

/**
 * Who an event or a resource of the school is announced to, by the part each plays (the school's rules then keep
 * the parts it chose): the same audiences as `audienceWhere` (src/modules/school/server/audience.ts) reads.
 * - the school: its students, parents and staff (administrators, teachers);
 * - a level, a class: the students enrolled there this year and their parents (the staff see it without a notice);
 * - the parents, the students, the staff: the holders of those roles in the school.
 * The author is never counted.
 */
export async function audienceRecipients(
  db: Tx,
  schoolId: string,
  target: { audience: AudienceKind; levelId: string | null; classId: string | null },
  authorId: string,
): Promise<Recipients> {
  const byRole = async (keys: string[]) =>
    (
      await db.userRole.findMany({
        where: { schoolId, role: { key: { in: keys } } },
        select: { userId: true, role: { select: { key: true } } },
      })
    ).map((r) => ({
      userId: r.userId,
      key: r.role.key,
    }));
  const split = (rows: { userId: string; key: string }[]): Recipients => ({
    STUDENT: rows.filter((r) => r.key === "STUDENT").map((r) => r.userId),
    PARENT: rows.filter((r) => r.key === "PARENT").map((r) => r.userId),
    STAFF: rows.filter((r) => r.key === "ADMIN" || r.key === "TEACHER").map((r) => r.userId),
  });
  let to: Recipients;
  switch (target.audience) {
    case "SCHOOL":
      to = split(await byRole(["STUDENT", "PARENT", "ADMIN", "TEACHER"]));
      break;
    case "PARENTS":
      to = split(await byRole(["PARENT"]));
      break;
    case "STUDENTS":
      to = split(await byRole(["STUDENT"]));
      break;
    case "STAFF":
      to = split(await byRole(["ADMIN", "TEACHER"]));
      break;
    case "LEVEL":
    case "CLASS": {
      const enrollment: Prisma.ClassEnrollmentWhereInput =
        target.audience === "CLASS"
          ? { classId: target.classId ?? "", class: { schoolId } }
          : { class: { levelId: target.levelId ?? "", schoolId, schoolYear: { isCurrent: true } } };
      const students = await db.student.findMany({
        where: { schoolId, enrollments: { some: enrollment } },
        select: { userId: true, parents: { select: { parentId: true } } },
      });
      to = {
        STUDENT: students.map((s) => s.userId),
        PARENT: students.flatMap((s) => s.parents.map((p) => p.parentId)),
      };
      break;
    }
  }
  const others = (ids: readonly string[] | undefined) => [...new Set(ids ?? [])].filter((id) => id !== authorId);
  return { STUDENT: others(to.STUDENT), PARENT: others(to.PARENT), STAFF: others(to.STAFF) };
}

/** The students enrolled in the classes matched (with their parents), or only their parents. */
async function families(
  db: Tx,
  enrollment: Prisma.ClassEnrollmentWhereInput,
  withStudents: boolean,
): Promise<string[]> {
  const students = await db.student.findMany({
    where: { enrollments: { some: enrollment } },
    select: { userId: true, parents: { select: { parentId: true } } },
  });
  return students.flatMap((s) => [...(withStudents ? [s.userId] : []), ...s.parents.map((p) => p.parentId)]);
}
