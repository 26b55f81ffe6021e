import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { belongsTo } from "~/server/services/school/scope";
import { forbidden } from "~/server/errors";

const PREVIEW = 140;

/**
 * The actor's conversations in a school, the latest first (/messages): with whom, about which child, the last
 * message (its first words), and how many messages the actor has not read.
 */
export async function listConversations(db: Db, actor: Actor, input: { schoolId: string }) {
  if (!belongsTo(actor, input.schoolId)) throw forbidden();
  const conversations = await db.conversation.findMany({
    where: { schoolId: input.schoolId, members: { some: { userId: actor.userId } } },
    orderBy: { lastMessageAt: "desc" },
    take: 200,
    select: {
      id: true,
      kind: true,
      lastMessageAt: true,
      student: { select: { id: true, user: { select: { name: true } } } },
      members: { select: { userId: true, side: true, mutedAt: true, user: { select: { name: true } } } },
      closedAt: true,
      class: { select: { name: true } },
      messages: { orderBy: { createdAt: "desc" }, take: 1, select: { body: true, authorId: true, createdAt: true, deletedAt: true, notice: true, attachments: { take: 1, select: { kind: true } } } },
    },
  });
  const unread = await unreadByConversation(db, actor.userId, conversations.map((c) => c.id));
  return conversations.map((c) => {
    const last = c.messages[0];
    return {
      id: c.id,
      kind: c.kind,
      student: c.student ? { id: c.student.id, name: c.student.user.name } : null,
      /** the others in it: a teacher's or a parent's name (the office: "the school's office") */
      with: c.members.filter((m) => m.userId !== actor.userId).map((m) => ({ name: m.user.name, side: m.side })),
      last: last
        ? {
            text: last.deletedAt ? "" : last.body.slice(0, PREVIEW),
            /** what a message without words carries: its first file, or a line of the conversation's life */
            kind: last.deletedAt ? "deleted" : (last.notice ?? (last.body ? "text" : (last.attachments[0]?.kind ?? "text"))),
            mine: last.authorId === actor.userId,
            at: last.createdAt,
          }
        : null,
      unread: unread.get(c.id) ?? 0,
      closed: c.closedAt !== null,
      className: c.class?.name ?? null,
      muted: c.members.some((m) => m.userId === actor.userId && m.mutedAt !== null),
    };
  });
}

/** Messages others wrote after the actor last read each conversation. */
async function unreadByConversation(db: Db, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db.$queryRaw<{ conversationId: string; count: bigint }[]>`
    SELECT m."conversationId", COUNT(*)::bigint AS count
    FROM "Message" m JOIN "ConversationMember" cm ON cm."conversationId" = m."conversationId" AND cm."userId" = ${userId}
    WHERE m."conversationId" = ANY(${[...ids]}::text[]) AND (m."authorId" IS DISTINCT FROM ${userId}) AND (cm."lastReadAt" IS NULL OR m."createdAt" > cm."lastReadAt")
    GROUP BY m."conversationId"`;
  return new Map(rows.map((r) => [r.conversationId, Number(r.count)]));
}
