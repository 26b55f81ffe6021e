import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { belongsTo } from "~/modules/school";
import { MEMBER_TODAY } from "./member-today";

const PREVIEW = 140;
const SHOWN = 200;

interface Row {
  id: string;
  kind: "FAMILY_TEACHER" | "FAMILY_OFFICE" | "STAFF" | "CLASS_GROUP";
  closedAt: Date | null;
  mutedAt: Date | null;
  studentId: string | null;
  student: string | null;
  className: string | null;
  body: string | null;
  authorId: string | null;
  createdAt: Date | null;
  deletedAt: Date | null;
  notice: string | null;
  attachment: string | null;
  unread: number;
}

/**
 * The actor's conversations in a school, the latest first (/messages): with whom, about which child, the last
 * message (its first words, or what it carries), how many messages the actor has not read, closed or muted. Two
 * statements whatever the number of conversations (a teacher may have 2,000): the latest 200 with their last message
 * and unread count, then the others in them.
 */
export async function listConversations(db: Db, actor: Actor, input: { schoolId: string }) {
  if (!belongsTo(actor, input.schoolId)) throw forbidden();
  const rows = await db.$queryRaw<Row[]>`
    SELECT c."id", c."kind"::text AS "kind", c."closedAt", cm."mutedAt", c."studentId", su."name" AS "student", cl."name" AS "className",
      lm."body", lm."authorId", lm."createdAt", lm."deletedAt", lm."notice",
      (SELECT a."kind"::text FROM "MessageAttachment" a WHERE a."messageId" = lm."id" LIMIT 1) AS "attachment",
      (SELECT COUNT(*)::int FROM "Message" m WHERE m."conversationId" = c."id" AND m."authorId" IS DISTINCT FROM ${actor.userId}
         AND (cm."lastReadAt" IS NULL OR m."createdAt" > cm."lastReadAt")) AS "unread"
    FROM "ConversationMember" cm
    JOIN "Conversation" c ON c."id" = cm."conversationId" AND c."schoolId" = ${input.schoolId}
    LEFT JOIN "Student" s ON s."id" = c."studentId"
    LEFT JOIN "User" su ON su."id" = s."userId"
    LEFT JOIN "SchoolClass" cl ON cl."id" = c."classId"
    LEFT JOIN LATERAL (
      SELECT m."id", m."body", m."authorId", m."createdAt", m."deletedAt", m."notice" FROM "Message" m
      WHERE m."conversationId" = c."id" ORDER BY m."createdAt" DESC LIMIT 1
    ) lm ON true
    WHERE cm."userId" = ${actor.userId} AND ${MEMBER_TODAY}
    ORDER BY c."lastMessageAt" DESC
    LIMIT ${SHOWN}`;
  const others = rows.length
    ? await db.$queryRaw<{ conversationId: string; side: string; name: string }[]>`
        SELECT cm."conversationId", cm."side", u."name" FROM "ConversationMember" cm JOIN "Conversation" c ON c."id" = cm."conversationId" JOIN "User" u ON u."id" = cm."userId"
        WHERE cm."conversationId" = ANY(${rows.map((r) => r.id)}::text[]) AND cm."userId" <> ${actor.userId} AND ${MEMBER_TODAY}
        ORDER BY cm."joinedAt"`
    : [];
  const withOf = new Map<string, { name: string; side: string }[]>();
  for (const o of others)
    withOf.set(o.conversationId, [...(withOf.get(o.conversationId) ?? []), { name: o.name, side: o.side }]);
  return rows.map((c) => ({
    id: c.id,
    kind: c.kind,
    student: c.studentId ? { id: c.studentId, name: c.student ?? "" } : null,
    /** the others in it: a teacher's or a parent's name (the office: "the school's office") */
    with: withOf.get(c.id) ?? [],
    last: c.createdAt
      ? {
          text: c.deletedAt ? "" : (c.body ?? "").slice(0, PREVIEW),
          /** what a message without words carries: its first file, or a line of the conversation's life */
          kind: c.deletedAt ? "deleted" : (c.notice ?? (c.body ? "text" : (c.attachment ?? "text"))),
          mine: c.authorId === actor.userId,
          at: c.createdAt,
        }
      : null,
    unread: c.unread,
    closed: c.closedAt !== null,
    className: c.className,
    muted: c.mutedAt !== null,
  }));
}
