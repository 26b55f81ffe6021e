import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";
import { notify } from "~/modules/notify";
import { MAX_PARENTS } from "~/modules/school";
import { grantRole } from "~/modules/users";

/**
 * The school's queue of link requests (/family/requests, 'link a parent'): those waiting, oldest first, with what
 * the school needs to judge — who asks (name, contact), as what, how (matricule, or whose invitation), for which pupil
 * and class, and how many wrong birth dates were tried on that pupil lately; and the last 30 decided. Beside them, the
 * failed attempts of the last 14 days (issue 47): per pupil, how many wrong birth dates from how many accounts, and
 * how many matricules that name no pupil — the requester is told "sent" for these as for a match, so the school is the
 * one who sees them.
 */
const FAILED_ATTEMPT_DAYS = 14;

export async function listFamilyRequests(db: Db, scope: Scoped<"school">) {
  const select = {
    id: true,
    studentId: true,
    via: true,
    relation: true,
    status: true,
    reason: true,
    createdAt: true,
    decidedAt: true,
    user: { select: { name: true, email: true, phone: true } },
    invitedBy: { select: { name: true } },
    decidedBy: { select: { name: true } },
    student: {
      select: {
        registrationNumber: true,
        user: { select: { name: true } },
        enrollments: {
          where: { class: { schoolYear: { isCurrent: true } } },
          select: { class: { select: { name: true } } },
        },
        parents: { select: { parent: { select: { name: true } } } },
      },
    },
  } as const;
  const since = new Date(Date.now() - FAILED_ATTEMPT_DAYS * 86_400_000);
  const [pending, decided, failed, unknown] = await Promise.all([
    db.familyRequest.findMany({
      where: { schoolId: scope.schoolId, status: "PENDING" },
      orderBy: { createdAt: "asc" },
      select,
      take: 500,
    }),
    db.familyRequest.findMany({
      where: { schoolId: scope.schoolId, status: { in: ["ACCEPTED", "REFUSED"] } },
      orderBy: { decidedAt: "desc" },
      select,
      take: 30,
    }),
    db.familyLinkAttempt.groupBy({
      by: ["studentId"],
      where: { schoolId: scope.schoolId, outcome: "WRONG_BIRTH_DATE", createdAt: { gte: since } },
      _count: { _all: true },
      _max: { createdAt: true },
      orderBy: { _max: { createdAt: "desc" } },
      take: 100,
    }),
    db.familyLinkAttempt.count({ where: { schoolId: scope.schoolId, outcome: "NO_PUPIL", createdAt: { gte: since } } }),
  ]);
  const pupils = await db.student.findMany({
    where: { id: { in: failed.flatMap((f) => (f.studentId ? [f.studentId] : [])) } },
    select: {
      id: true,
      registrationNumber: true,
      user: { select: { name: true } },
      enrollments: {
        where: { class: { schoolYear: { isCurrent: true } } },
        select: { class: { select: { name: true } } },
      },
    },
  });
  const accounts = await db.familyLinkAttempt.groupBy({
    by: ["studentId", "userId"],
    where: {
      schoolId: scope.schoolId,
      outcome: "WRONG_BIRTH_DATE",
      createdAt: { gte: since },
      studentId: { in: pupils.map((p) => p.id) },
    },
  });
  const pupilOf = new Map(pupils.map((p) => [p.id, p]));
  const failedAttempts = failed.flatMap((f) => {
    const p = f.studentId ? pupilOf.get(f.studentId) : undefined;
    if (!p) return [];
    return [
      {
        studentId: p.id,
        student: {
          name: p.user.name,
          matricule: p.registrationNumber,
          className: p.enrollments[0]?.class.name ?? null,
        },
        attempts: f._count._all,
        accounts: accounts.filter((a) => a.studentId === p.id).length,
        lastAt: f._max.createdAt!,
      },
    ];
  });
  const failedOf = new Map(failedAttempts.map((f) => [f.studentId, f.attempts]));
  const view = (r: (typeof pending)[number]) => ({
    id: r.id,
    via: r.via,
    relation: r.relation,
    status: r.status,
    reason: r.reason,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
    person: { name: r.user.name, contact: r.user.phone ?? r.user.email ?? "" },
    invitedBy: r.invitedBy?.name ?? null,
    decidedBy: r.decidedBy?.name ?? null,
    failedAttempts: failedOf.get(r.studentId) ?? 0,
    student: {
      name: r.student.user.name,
      matricule: r.student.registrationNumber,
      className: r.student.enrollments[0]?.class.name ?? null,
      parents: r.student.parents.map((p) => p.parent.name),
    },
  });
  return {
    pending: pending.map(view),
    decided: decided.map(view),
    failedAttempts,
    unknownMatricules: unknown,
    failedAttemptDays: FAILED_ATTEMPT_DAYS,
  };
}

/**
 * Accepts (the link is made, the Parent role granted in the school) or refuses (with the reason the person reads) a
 * pending request; the person is told. Decided once: two decisions at once → the second finds it decided. Accepting
 * still checks the custody decisions and the two-parents limit as they stand now.
 */
export async function decideFamilyRequest(
  db: Db,
  actor: Actor,
  scope: Scoped<"familyRequest">,
  input: { accept: boolean; reason?: string },
) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.familyRequest.updateMany({
      where: { id: scope.id, status: "PENDING" },
      data: {
        status: input.accept ? "ACCEPTED" : "REFUSED",
        reason: input.accept ? null : (input.reason ?? "").trim() || null,
        decidedById: actor.userId,
        decidedAt: new Date(),
      },
    });
    if (count === 0) throw fieldError("requestId", "family.error.decided");
    const request = await tx.familyRequest.findUniqueOrThrow({
      where: { id: scope.id },
      select: { userId: true, studentId: true, schoolId: true },
    });
    // the child's row locked: two acceptances at once count the parents one after the other
    await tx.$executeRaw`SELECT 1 FROM "Student" WHERE "id" = ${request.studentId} FOR UPDATE`;
    if (input.accept) {
      const [blocked, parents] = await Promise.all([
        tx.parentBlock.findUnique({
          where: { parentId_studentId: { parentId: request.userId, studentId: request.studentId } },
          select: { studentId: true },
        }),
        tx.parentLink.count({ where: { studentId: request.studentId } }),
      ]);
      if (blocked) throw fieldError("requestId", "family.error.blocked");
      if (parents >= MAX_PARENTS) throw fieldError("requestId", "validation.maxParents", { count: MAX_PARENTS });
      await tx.parentLink.upsert({
        where: { parentId_studentId: { parentId: request.userId, studentId: request.studentId } },
        create: { parentId: request.userId, studentId: request.studentId },
        update: {},
      });
      await grantRole(tx, { userId: request.userId, role: "PARENT", schoolId: request.schoolId });
    }
    await notify(tx, {
      schoolId: request.schoolId,
      kind: "family.decided",
      to: { STAFF: [request.userId] },
      params: { accepted: input.accept ? 1 : 0, reason: (input.reason ?? "").trim() },
      url: "/family",
    });
    return { ok: true as const };
  });
}
