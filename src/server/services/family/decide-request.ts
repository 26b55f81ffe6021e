import type { Scoped } from "~/server/api/scope";
import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { fieldError } from "~/server/errors";
import { notify } from "~/server/services/notify/notify";
import { MAX_PARENTS } from "~/server/services/school/people";
import { grantRole } from "~/server/services/users/grant-role";

/**
 * The school's queue of link requests (/family/requests, 'link a parent'): those waiting, oldest first, with what
 * the school needs to judge — who asks (name, contact), as what, how (matricule, or whose invitation), for which pupil
 * and class; and the last 30 decided.
 */
export async function listFamilyRequests(db: Db, scope: Scoped<"school">) {
  const select = {
    id: true,
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
        enrollments: { where: { class: { schoolYear: { isCurrent: true } } }, select: { class: { select: { name: true } } } },
        parents: { select: { parent: { select: { name: true } } } },
      },
    },
  } as const;
  const [pending, decided] = await Promise.all([
    db.familyRequest.findMany({ where: { schoolId: scope.schoolId, status: "PENDING" }, orderBy: { createdAt: "asc" }, select, take: 500 }),
    db.familyRequest.findMany({ where: { schoolId: scope.schoolId, status: { in: ["ACCEPTED", "REFUSED"] } }, orderBy: { decidedAt: "desc" }, select, take: 30 }),
  ]);
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
    student: { name: r.student.user.name, matricule: r.student.registrationNumber, className: r.student.enrollments[0]?.class.name ?? null, parents: r.student.parents.map((p) => p.parent.name) },
  });
  return { pending: pending.map(view), decided: decided.map(view) };
}

/**
 * Accepts (the link is made, the Parent role granted in the school) or refuses (with the reason the person reads) a
 * pending request; the person is told. Decided once: two decisions at once → the second finds it decided. Accepting
 * still checks the custody decisions and the two-parents limit as they stand now.
 */
export async function decideFamilyRequest(db: Db, actor: Actor, scope: Scoped<"familyRequest">, input: { accept: boolean; reason?: string }) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.familyRequest.updateMany({
      where: { id: scope.id, status: "PENDING" },
      data: { status: input.accept ? "ACCEPTED" : "REFUSED", reason: input.accept ? null : (input.reason ?? "").trim() || null, decidedById: actor.userId, decidedAt: new Date() },
    });
    if (count === 0) throw fieldError("requestId", "family.error.decided");
    const request = await tx.familyRequest.findUniqueOrThrow({ where: { id: scope.id }, select: { userId: true, studentId: true, schoolId: true } });
    // the child's row locked: two acceptances at once count the parents one after the other
    await tx.$executeRaw`SELECT 1 FROM "Student" WHERE "id" = ${request.studentId} FOR UPDATE`;
    if (input.accept) {
      const [blocked, parents] = await Promise.all([
        tx.parentBlock.findUnique({ where: { parentId_studentId: { parentId: request.userId, studentId: request.studentId } }, select: { studentId: true } }),
        tx.parentLink.count({ where: { studentId: request.studentId } }),
      ]);
      if (blocked) throw fieldError("requestId", "family.error.blocked");
      if (parents >= MAX_PARENTS) throw fieldError("requestId", "validation.maxParents", { count: MAX_PARENTS });
      await tx.parentLink.upsert({ where: { parentId_studentId: { parentId: request.userId, studentId: request.studentId } }, create: { parentId: request.userId, studentId: request.studentId }, update: {} });
      await grantRole(tx, { userId: request.userId, role: "PARENT", schoolId: request.schoolId });
    }
    await notify(tx, { schoolId: request.schoolId, kind: "family.decided", to: { STAFF: [request.userId] }, params: { accepted: input.accept ? 1 : 0, reason: (input.reason ?? "").trim() }, url: "/family" });
    return { ok: true as const };
  });
}
