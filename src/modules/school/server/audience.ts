import type { AudienceKind as AudienceKindInput } from "~/lib/audience";
import { hasRole, isSuperAdmin, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError } from "~/platform/errors";
import { administers, isTeacherIn } from "~/modules/school/server/scope";

/** The audience columns events and resources share (prisma/schema.prisma, enum Audience). */
type AudienceWhere = Prisma.SchoolEventWhereInput & Prisma.ResourceWhereInput;

/** Staff of the school (its administrators and teachers, the super admin): they see all it publishes. */
export function isStaffOf(actor: Actor | null, schoolId: string): boolean {
  return !!actor && (administers(actor, schoolId) || isTeacherIn(actor, schoolId) || isSuperAdmin(actor));
}

/**
 * What of a school's events and resources the actor may see, as a `where` on the shared audience columns (for
 * staff, the whole school: `{ schoolId }`), or null for nothing at all (then only the public ones: `isPublic` events, `onMainPage` resources — the callers add
 * those). Staff: everything; a student: the school, the students, their level and class this year; a parent: the
 * school, the parents, their children's levels and classes this year. Someone with no role there: nothing.
 */
export async function audienceWhere(db: Db, actor: Actor | null, schoolId: string): Promise<AudienceWhere | null> {
  if (!actor) return null;
  // not {}: Prisma reads an empty object inside OR as matching nothing
  if (isStaffOf(actor, schoolId)) return { schoolId };
  const student = hasRole(actor, "STUDENT", schoolId);
  const parent = hasRole(actor, "PARENT", schoolId);
  if (!student && !parent) return null;
  const classes = await db.schoolClass.findMany({
    where: {
      schoolId,
      schoolYear: { isCurrent: true },
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
    select: { id: true, levelId: true },
  });
  return {
    OR: [
      { audience: "SCHOOL" },
      ...(student ? [{ audience: "STUDENTS" as const }] : []),
      ...(parent ? [{ audience: "PARENTS" as const }] : []),
      { audience: "LEVEL", levelId: { in: [...new Set(classes.map((c) => c.levelId))] } },
      { audience: "CLASS", classId: { in: classes.map((c) => c.id) } },
    ],
  };
}

/**
 * The level or class an audience names, checked to be the school's (a class: of the current year); the other
 * audiences keep neither. A foreign or unknown id is refused on its field.
 */
export async function audienceTarget(
  db: Db | Prisma.TransactionClient,
  schoolId: string,
  input: { audience: AudienceKindInput; levelId?: string | null; classId?: string | null },
) {
  if (input.audience === "LEVEL") {
    const level = input.levelId
      ? await db.level.findFirst({ where: { id: input.levelId, schoolId }, select: { id: true } })
      : null;
    if (!level) throw fieldError("levelId", "validation.required");
    return { audience: input.audience, levelId: level.id, classId: null };
  }
  if (input.audience === "CLASS") {
    const cls = input.classId
      ? await db.schoolClass.findFirst({
          where: { id: input.classId, schoolId, schoolYear: { isCurrent: true } },
          select: { id: true },
        })
      : null;
    if (!cls) throw fieldError("classId", "validation.required");
    return { audience: input.audience, levelId: null, classId: cls.id };
  }
  return { audience: input.audience, levelId: null, classId: null };
}
