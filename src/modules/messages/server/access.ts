import { resolveMessagingRules } from "~/modules/messages/domain/messaging-rules";
import { can, familyCan, hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { forbidden, notFound } from "~/platform/errors";
import { mayActFor } from "~/modules/family";
import { belongsTo } from "~/modules/school";
import { MEMBER_TODAY } from "./member-today";

type Tx = Db | Prisma.TransactionClient;

/**
 * Who writes in /messages (issue 30), and as whom: a right comes from the role that grants it. "staff": the school's
 * `message.send` through a staff role (Admin, Teacher); "family": through a parent's role (Parent), for their own
 * children only. Students write to their teachers only where the school allows it (studentWrites, off by default).
 */
export function messagingSides(actor: Actor, schoolId: string) {
  return { staff: can(actor, "message.send", schoolId), family: familyCan(actor, "message.send", schoolId) };
}

/**
 * A pupil writes to their teachers only where their school allows it (its messaging rules, off by default): a right
 * that comes from the Student role and the school's choice together.
 */
export async function studentWrites(db: Tx, actor: Actor, schoolId: string) {
  if (!hasRole(actor, "STUDENT", schoolId)) return false;
  const school = await db.school.findUnique({ where: { id: schoolId }, select: { messagingRules: true } });
  return !!school && resolveMessagingRules(school.messagingRules).studentsToTeachers;
}

/** The staff of a school who may receive a message: its admins and teachers. */
export async function schoolStaff(
  db: Tx,
  schoolId: string,
  keys: readonly ("ADMIN" | "TEACHER")[] = ["ADMIN", "TEACHER"],
) {
  const rows = await db.userRole.findMany({
    where: { schoolId, role: { key: { in: [...keys] } }, user: { suspendedAt: null } },
    select: { user: { select: { id: true, name: true } }, role: { select: { key: true } } },
    orderBy: { user: { name: "asc" } },
  });
  const byId = new Map<string, { id: string; name: string; roles: string[] }>();
  for (const r of rows) {
    const person = byId.get(r.user.id) ?? { ...r.user, roles: [] };
    person.roles.push(r.role.key);
    byId.set(r.user.id, person);
  }
  return [...byId.values()];
}

/**
 * The conversation, if the actor is a member of it today (member-today.ts: the relationship that put them there still
 * holds), else "not found": a stranger, a parent barred from the child, a parent whose child left the class learn
 * nothing of it. The gate (api/relations.ts) calls this once per action.
 */
export async function memberConversation(db: Tx, actor: Actor, conversationId: string) {
  const [conversation] = await db.$queryRaw<
    {
      id: string;
      schoolId: string;
      kind: "FAMILY_TEACHER" | "FAMILY_OFFICE" | "STAFF" | "CLASS_GROUP";
      studentId: string | null;
      classId: string | null;
      closedAt: Date | null;
      side: "FAMILY" | "STAFF";
      mutedAt: Date | null;
    }[]
  >`
    SELECT c."id", c."schoolId", c."kind"::text AS "kind", c."studentId", c."classId", c."closedAt", cm."side", cm."mutedAt"
    FROM "ConversationMember" cm JOIN "Conversation" c ON c."id" = cm."conversationId"
    WHERE cm."conversationId" = ${conversationId} AND cm."userId" = ${actor.userId} AND ${MEMBER_TODAY}`;
  // someone who has left the school (a teacher gone, a parent whose child moved) no longer reads its conversations
  if (!conversation || !belongsTo(actor, conversation.schoolId)) throw notFound();
  const { staff, family } = messagingSides(actor, conversation.schoolId);
  const pupil = !staff && !family && (await studentWrites(db, actor, conversation.schoolId));
  const { side, mutedAt, ...rest } = conversation;
  // a parent writes about a child only while linked and not left read-only by a custody decision (issue 31); in a
  // class's group, only for a child of the class whom they may act for (a read-only parent reads it)
  const acts =
    side !== "FAMILY" ||
    !family ||
    (conversation.kind === "CLASS_GROUP"
      ? await actsForPupilOf(db, actor.userId, conversation.classId!)
      : !conversation.studentId || (await mayActFor(db, actor.userId, conversation.studentId)));
  return {
    ...rest,
    side,
    muted: mutedAt !== null,
    // the member may still write only while their role grants it (a parent unlinked, a teacher who left: read only),
    // and while nobody of the school has closed the conversation
    canWrite: (staff || family || pupil) && acts && !conversation.closedAt,
    // closing, reopening and handing over: the school's side, through a staff role that still grants it
    canManage: side === "STAFF" && staff,
  };
}

/** Is the parent linked, with full custody, to a pupil of the class? */
async function actsForPupilOf(db: Tx, parentId: string, classId: string) {
  return (
    (await db.parentLink.count({
      where: { parentId, readOnly: false, student: { enrollments: { some: { classId } } } },
    })) > 0
  );
}

export const assertManages = (conversation: { canManage: boolean }) => {
  if (!conversation.canManage) throw forbidden();
};

export const assertWrites = (conversation: { canWrite: boolean }) => {
  if (!conversation.canWrite) throw forbidden();
};

/**
 * The open conversations a message may continue for these people (issue 47): members join a conversation only when it
 * is made — someone added later would read words that were never meant for them. So one is continued only if it
 * already holds every one of them, and its family side is exactly theirs (all of them, no one else); otherwise the
 * caller makes a new one. The one exception, the class's group discussion (CLASS_GROUP), says so where it is built.
 */
export function continuedWith(
  members: readonly { userId: string; side: "FAMILY" | "STAFF" }[],
): Prisma.ConversationWhereInput {
  const family = members.filter((m) => m.side === "FAMILY").map((m) => m.userId);
  return {
    closedAt: null,
    AND: members.map((m) => ({ members: { some: { userId: m.userId, side: m.side } } })),
    members: { none: { side: "FAMILY", userId: { notIn: family } } },
  };
}
