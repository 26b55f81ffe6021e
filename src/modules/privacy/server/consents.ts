import type { z } from "zod";
import { OPTIONAL_PURPOSES, type OptionalPurpose } from "~/modules/privacy/domain/purposes";
import type { ZSaveConsents } from "~/modules/privacy/schemas";
import type { Actor } from "~/platform/auth/actor";
import { hasRole } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import type { Scoped } from "~/platform/api/scope";
import { AppError } from "~/platform/errors";

type Answers = Record<OptionalPurpose, boolean | null>;

/** The schools where the actor answers for a child: those where they hold the Parent role. */
const parentSchools = (actor: Actor) => [
  ...new Set(actor.roles.filter((r) => r.key === "PARENT" && r.schoolId).map((r) => r.schoolId!)),
];

/**
 * The actor's consents, per school where they are a parent (issue 34): each optional purpose given, refused or not
 * answered yet (null), with the school's data-protection officer.
 */
export async function myConsents(db: Db, actor: Actor) {
  const schoolIds = parentSchools(actor);
  if (schoolIds.length === 0) return [];
  const [schools, rows] = await Promise.all([
    db.school.findMany({
      where: { id: { in: schoolIds } },
      select: { id: true, name: true, dpoName: true, dpoEmail: true, email: true },
    }),
    db.consent.findMany({
      where: { userId: actor.userId, schoolId: { in: schoolIds } },
      select: { schoolId: true, purpose: true, granted: true },
    }),
  ]);
  return schools.map((s) => {
    const answers = Object.fromEntries(
      OPTIONAL_PURPOSES.map((p) => [p, rows.find((r) => r.schoolId === s.id && r.purpose === p)?.granted ?? null]),
    ) as Answers;
    return { schoolId: s.id, school: s.name, dpo: { name: s.dpoName, email: s.dpoEmail ?? s.email }, answers };
  });
}

/** Has the actor a school where some optional purpose is not answered yet (the consent page comes first)? */
export async function consentPending(db: Db, actor: Actor): Promise<boolean> {
  const schoolIds = parentSchools(actor);
  if (schoolIds.length === 0) return false;
  const answered = await db.consent.count({
    where: { userId: actor.userId, schoolId: { in: schoolIds }, purpose: { in: [...OPTIONAL_PURPOSES] } },
  });
  return answered < schoolIds.length * OPTIONAL_PURPOSES.length;
}

/** A parent gives or refuses each optional purpose of one of their schools; changed at any time on /profil/data. */
export async function saveConsents(db: Db, actor: Actor, input: z.output<typeof ZSaveConsents>, now = new Date()) {
  if (!hasRole(actor, "PARENT", input.schoolId)) throw new AppError("FORBIDDEN", "errors.forbidden");
  await db.$transaction(
    OPTIONAL_PURPOSES.map((purpose) =>
      db.consent.upsert({
        where: { userId_schoolId_purpose: { userId: actor.userId, schoolId: input.schoolId, purpose } },
        create: {
          userId: actor.userId,
          schoolId: input.schoolId,
          purpose,
          granted: input.answers[purpose],
          decidedAt: now,
        },
        update: { granted: input.answers[purpose], decidedAt: now },
      }),
    ),
  );
  return { ok: true as const };
}

/**
 * The school's families and their answers (issue 34: "the school sees who has not consented"): each parent with
 * their children of the school and, per optional purpose, given, refused or not answered.
 */
export async function schoolConsents(db: Db, scope: Scoped<"school">) {
  const parents = await db.user.findMany({
    where: { roles: { some: { schoolId: scope.schoolId, role: { key: "PARENT" } } }, erasedAt: null },
    orderBy: { name: "asc" },
    select: {
      id: true,
      name: true,
      children: {
        where: { student: { schoolId: scope.schoolId } },
        select: { student: { select: { id: true, user: { select: { name: true } } } } },
      },
      consents: { where: { schoolId: scope.schoolId }, select: { purpose: true, granted: true } },
    },
  });
  const rows = parents.map((p) => ({
    id: p.id,
    name: p.name,
    children: p.children.map((c) => c.student.user.name),
    answers: Object.fromEntries(
      OPTIONAL_PURPOSES.map((purpose) => [purpose, p.consents.find((c) => c.purpose === purpose)?.granted ?? null]),
    ) as Answers,
  }));
  const count = (purpose: OptionalPurpose, value: boolean | null) =>
    rows.filter((r) => r.answers[purpose] === value).length;
  return {
    rows,
    totals: Object.fromEntries(
      OPTIONAL_PURPOSES.map((p) => [
        p,
        { granted: count(p, true), refused: count(p, false), unanswered: count(p, null) },
      ]),
    ) as Record<OptionalPurpose, { granted: number; refused: number; unanswered: number }>,
  };
}

/**
 * The pupils of a school (or of some classes) a parent of whom refused school-life photos: flagged where a photo is
 * posted to them (issue 34). Only names: the poster leaves them out of the picture.
 */
export async function photoRefusals(db: Db | Prisma.TransactionClient, schoolId: string, classIds?: readonly string[]) {
  const students = await db.student.findMany({
    where: {
      schoolId,
      ...(classIds ? { enrollments: { some: { classId: { in: [...classIds] } } } } : {}),
      parents: { some: { parent: { consents: { some: { schoolId, purpose: "photos", granted: false } } } } },
    },
    orderBy: { user: { name: "asc" } },
    select: { id: true, user: { select: { name: true } } },
  });
  return students.map((s) => ({ id: s.id, name: s.user.name }));
}

/**
 * Of these (person, school) pairs, those who refused a purpose: their notifications of that school go without
 * detail (detailedMessages) or not by SMS (sms). A family that has not answered yet follows the school's choice —
 * the consent page meets them at their first sign-in (docs/privacy.md).
 */
export async function refusedBy(
  db: Db | Prisma.TransactionClient,
  purpose: OptionalPurpose,
  pairs: readonly { userId: string; schoolId: string | null }[],
): Promise<Set<string>> {
  const wanted = pairs.filter((p) => p.schoolId);
  if (wanted.length === 0) return new Set();
  const rows = await db.consent.findMany({
    where: {
      purpose,
      granted: false,
      userId: { in: [...new Set(wanted.map((p) => p.userId))] },
      schoolId: { in: [...new Set(wanted.map((p) => p.schoolId!))] },
    },
    select: { userId: true, schoolId: true },
  });
  return new Set(rows.map((r) => `${r.userId}:${r.schoolId}`));
}
