import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError, notFound } from "~/platform/errors";
import { signal } from "~/modules/notify";
import { grantRole } from "~/modules/users";
import { audit } from "~/platform/audit/audit";

export type Access = "FULL" | "READ_ONLY" | "NONE";

/**
 * A child's guardians as the school manages them (the parents drawer of /students, 'link a parent'): each linked
 * parent with the custody decision that stands (read-only, no pickup), the parents barred from the child, the
 * delegates the family named, and the pending link requests.
 */
export async function childGuardians(db: Db, scope: Scoped<"student">) {
  const [links, blocks, delegates, requests] = await Promise.all([
    db.parentLink.findMany({
      where: { studentId: scope.id },
      orderBy: { createdAt: "asc" },
      select: {
        readOnly: true,
        noPickup: true,
        parent: { select: { id: true, name: true, phone: true, email: true } },
      },
    }),
    db.parentBlock.findMany({
      where: { studentId: scope.id },
      select: { note: true, createdAt: true, parent: { select: { id: true, name: true } } },
    }),
    db.delegate.findMany({
      where: { studentId: scope.id },
      orderBy: { createdAt: "asc" },
      select: {
        id: true,
        name: true,
        phone: true,
        relation: true,
        pickup: true,
        timetable: true,
        grantedBy: { select: { name: true } },
      },
    }),
    db.familyRequest.count({ where: { studentId: scope.id, status: "PENDING" } }),
  ]);
  return {
    parents: links.map((l) => ({
      id: l.parent.id,
      name: l.parent.name,
      contact: l.parent.phone ?? l.parent.email ?? "",
      access: (l.readOnly ? "READ_ONLY" : "FULL") as Access,
      noPickup: l.noPickup,
    })),
    blocked: blocks.map((b) => ({ id: b.parent.id, name: b.parent.name, note: b.note, since: b.createdAt })),
    delegates: delegates.map((d) => ({
      id: d.id,
      name: d.name,
      phone: d.phone,
      relation: d.relation,
      pickup: d.pickup,
      timetable: d.timetable,
      grantedBy: d.grantedBy.name,
    })),
    pendingRequests: requests,
  };
}

/**
 * Records a custody decision for one parent of a child (issue 31): FULL, READ_ONLY (sees, may not act: justify,
 * answer, sign, book, write), or NONE — no access: the link goes (every screen, list, brief, PDF and push follows the
 * links), the parent leaves the child's conversations, their notifications about the child go, pending requests are
 * withdrawn, and no request can link them again while the decision stands; the Parent role goes when no other child
 * of theirs is in the school. "No pickup" is its own flag. Lifting NONE links the parent again. Audited.
 */
export async function setCustody(
  db: Db,
  actor: Actor,
  scope: Scoped<"student">,
  input: { parentId: string; access: Access; noPickup: boolean; note?: string },
) {
  return db.$transaction(async (tx) => {
    // the child's row locked: decisions, acceptances and links of one child happen one after the other
    await tx.$executeRaw`SELECT 1 FROM "Student" WHERE "id" = ${scope.id} FOR UPDATE`;
    const student = await tx.student.findUniqueOrThrow({
      where: { id: scope.id },
      select: { id: true, schoolId: true, user: { select: { name: true } } },
    });
    const [link, block] = await Promise.all([
      tx.parentLink.findUnique({
        where: { parentId_studentId: { parentId: input.parentId, studentId: student.id } },
        select: { parentId: true },
      }),
      tx.parentBlock.findUnique({
        where: { parentId_studentId: { parentId: input.parentId, studentId: student.id } },
        select: { parentId: true },
      }),
    ]);
    if (!link && !block) throw notFound();
    if (input.access === "NONE") {
      if (link)
        await tx.parentLink.delete({
          where: { parentId_studentId: { parentId: input.parentId, studentId: student.id } },
        });
      await tx.parentBlock.upsert({
        where: { parentId_studentId: { parentId: input.parentId, studentId: student.id } },
        create: {
          parentId: input.parentId,
          studentId: student.id,
          note: input.note?.trim() ?? "",
          decidedById: actor.userId,
        },
        update: { note: input.note?.trim() ?? "", decidedById: actor.userId },
      });
      await tx.conversationMember.deleteMany({
        where: { userId: input.parentId, side: "FAMILY", conversation: { studentId: student.id } },
      });
      await tx.familyRequest.updateMany({
        where: { userId: input.parentId, studentId: student.id, status: "PENDING" },
        data: { status: "WITHDRAWN" },
      });
      // the trusted adults they named, and any trusted-adult right they hold themselves (named by the other parent)
      await tx.delegate.deleteMany({
        where: { studentId: student.id, OR: [{ grantedById: input.parentId }, { userId: input.parentId }] },
      });
      // their meetings to come about the child: the slots are free again
      await tx.meetingBooking.deleteMany({
        where: { studentId: student.id, parentId: input.parentId, slot: { startsAt: { gt: new Date() } } },
      });
      await tx.familyCode.deleteMany({ where: { studentId: student.id, createdById: input.parentId, usedAt: null } });
      // their notifications about the child: those that name them (a feed row says the child's name or opens their page)
      await tx.$executeRaw`
        DELETE FROM "Notification" WHERE "userId" = ${input.parentId} AND "schoolId" = ${student.schoolId}
          AND ("url" LIKE ${`%${student.id}%`} OR "params"->>'student' IN (${student.id}, ${student.user.name}) OR "params"->>'child' = ${student.user.name})`;
      await signal(tx, [input.parentId]);
      const others = await tx.parentLink.count({
        where: { parentId: input.parentId, student: { schoolId: student.schoolId } },
      });
      if (others === 0)
        await tx.userRole.deleteMany({
          where: { userId: input.parentId, schoolId: student.schoolId, role: { key: "PARENT" } },
        });
    } else {
      if (block) {
        const parents = await tx.parentLink.count({ where: { studentId: student.id } });
        if (parents >= 2) throw fieldError("access", "validation.maxParents", { count: 2 });
        await tx.parentBlock.delete({
          where: { parentId_studentId: { parentId: input.parentId, studentId: student.id } },
        });
        await tx.parentLink.create({ data: { parentId: input.parentId, studentId: student.id } });
        await grantRole(tx, { userId: input.parentId, role: "PARENT", schoolId: student.schoolId });
      }
      await tx.parentLink.update({
        where: { parentId_studentId: { parentId: input.parentId, studentId: student.id } },
        data: { readOnly: input.access === "READ_ONLY", noPickup: input.noPickup },
      });
    }
    await audit(tx, actor, {
      action: "family.custody",
      targetType: "student",
      targetId: student.id,
      after: { parentId: input.parentId, access: input.access, noPickup: input.noPickup },
    });
    return { ok: true as const };
  });
}
