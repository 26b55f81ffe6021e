import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden, notFound } from "~/platform/errors";
import { administers, belongsTo } from "~/modules/school";

/**
 * Who read a message to a class's parents, per family (its sender, or the school's administrators): a family read it
 * when one of its parents opened their conversation after it arrived. "Read by 23 of 31", then the families who read
 * it and those who have not yet, each linking to its conversation.
 */
export async function broadcastReads(db: Db, actor: Actor, input: { broadcastId: string }) {
  const broadcast = await db.messageBroadcast.findUnique({
    where: { id: input.broadcastId },
    select: {
      id: true,
      schoolId: true,
      authorId: true,
      body: true,
      createdAt: true,
      families: true,
      class: { select: { name: true } },
    },
  });
  if (
    !broadcast ||
    !belongsTo(actor, broadcast.schoolId) ||
    (broadcast.authorId !== actor.userId && !administers(actor, broadcast.schoolId))
  )
    throw notFound();
  const copies = await db.message.findMany({
    where: { broadcastId: broadcast.id },
    select: {
      createdAt: true,
      conversationId: true,
      conversation: {
        select: {
          student: { select: { user: { select: { name: true } } } },
          members: { where: { side: "FAMILY" }, select: { lastReadAt: true, user: { select: { name: true } } } },
        },
      },
    },
  });
  const families = copies
    .map((c) => {
      const readers = c.conversation.members.filter((m) => m.lastReadAt && m.lastReadAt >= c.createdAt);
      return {
        conversationId: c.conversationId,
        student: c.conversation.student?.user.name ?? "—",
        parents: c.conversation.members.map((m) => m.user.name),
        read: readers.length > 0,
        readers: readers.map((r) => r.user.name),
      };
    })
    .sort((a, b) => a.student.localeCompare(b.student));
  return {
    id: broadcast.id,
    body: broadcast.body,
    at: broadcast.createdAt,
    className: broadcast.class?.name ?? null,
    total: families.length,
    read: families.filter((f) => f.read).length,
    families,
  };
}

/** The actor's latest messages to classes in a school, with how many families read each (counted by the database). */
export async function myBroadcasts(db: Db, actor: Actor, schoolId: string) {
  if (!belongsTo(actor, schoolId)) throw forbidden();
  const rows = await db.$queryRaw<
    { id: string; body: string; createdAt: Date; className: string | null; families: number; read: number }[]
  >`
    SELECT b."id", b."body", b."createdAt", c."name" AS "className", b."families",
      (SELECT COUNT(*)::int FROM "Message" m WHERE m."broadcastId" = b."id" AND EXISTS (
         SELECT 1 FROM "ConversationMember" cm WHERE cm."conversationId" = m."conversationId" AND cm."side" = 'FAMILY' AND cm."lastReadAt" >= m."createdAt")) AS "read"
    FROM "MessageBroadcast" b LEFT JOIN "SchoolClass" c ON c."id" = b."classId"
    WHERE b."schoolId" = ${schoolId} AND b."authorId" = ${actor.userId}
    ORDER BY b."createdAt" DESC
    LIMIT 10`;
  return rows;
}
