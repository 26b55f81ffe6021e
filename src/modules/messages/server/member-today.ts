import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";

type Tx = Db | Prisma.TransactionClient;

/**
 * "A member of this conversation today" (issue 47): a membership row says someone joined, not that they still
 * belong. It counts only while the relationship that put them there still holds, checked on every read rather than
 * cleaned on every write (a custody decision, an unlinked parent, a pupil moving class, a year ending, an erasure each
 * change it in their own way):
 * - the school's side: a staff role (Admin, Teacher) in the conversation's school, or the super admin;
 * - the family's side of a conversation about a child: a parent linked to that child today (a custody decision of
 *   "no access" removes the link), or the pupil themself;
 * - the family's side of a class's group discussion: a parent linked today to a pupil enrolled in that class, the
 *   class being of the school's current year.
 * One SQL predicate over a member row `cm` of a conversation `c`, so that a conversation's reads, its list, its
 * search and the people a new message tells all ask the same question.
 */
export const MEMBER_TODAY = Prisma.sql`(
  (cm."side" = 'STAFF' AND EXISTS (
    SELECT 1 FROM "UserRole" ur JOIN "Role" r ON r."id" = ur."roleId"
    WHERE ur."userId" = cm."userId" AND ((ur."schoolId" = c."schoolId" AND r."key" IN ('ADMIN', 'TEACHER')) OR (ur."schoolId" IS NULL AND r."key" = 'SUPER_ADMIN'))))
  OR (cm."side" = 'FAMILY' AND c."kind" = 'CLASS_GROUP' AND EXISTS (
    SELECT 1 FROM "ClassEnrollment" e
      JOIN "ParentLink" pl ON pl."studentId" = e."studentId"
      JOIN "SchoolClass" k ON k."id" = e."classId"
      JOIN "SchoolYear" y ON y."id" = k."schoolYearId" AND y."isCurrent"
    WHERE e."classId" = c."classId" AND pl."parentId" = cm."userId"))
  OR (cm."side" = 'FAMILY' AND c."kind" <> 'CLASS_GROUP' AND c."studentId" IS NOT NULL AND (
    EXISTS (SELECT 1 FROM "ParentLink" pl WHERE pl."parentId" = cm."userId" AND pl."studentId" = c."studentId")
    OR EXISTS (SELECT 1 FROM "Student" s WHERE s."id" = c."studentId" AND s."userId" = cm."userId")))
  OR (cm."side" = 'FAMILY' AND c."kind" <> 'CLASS_GROUP' AND c."studentId" IS NULL AND EXISTS (
    SELECT 1 FROM "UserRole" ur WHERE ur."userId" = cm."userId" AND ur."schoolId" = c."schoolId"))
)`;

export interface MemberToday {
  userId: string;
  side: "FAMILY" | "STAFF";
  name: string;
  lastReadAt: Date | null;
  mutedAt: Date | null;
  joinedAt: Date;
}

/** The members of a conversation today, in the order they joined. */
export function membersToday(db: Tx, conversationId: string): Promise<MemberToday[]> {
  return db.$queryRaw<MemberToday[]>`
    SELECT cm."userId", cm."side", u."name", cm."lastReadAt", cm."mutedAt", cm."joinedAt"
    FROM "ConversationMember" cm JOIN "Conversation" c ON c."id" = cm."conversationId" JOIN "User" u ON u."id" = cm."userId"
    WHERE cm."conversationId" = ${conversationId} AND ${MEMBER_TODAY}
    ORDER BY cm."joinedAt", cm."userId"`;
}

/** The conversations among `ids` in which `userId` is a member today. */
export async function conversationsOfMemberToday(db: Tx, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT c."id" FROM "ConversationMember" cm JOIN "Conversation" c ON c."id" = cm."conversationId"
    WHERE cm."userId" = ${userId} AND c."id" = ANY(${ids}::text[]) AND ${MEMBER_TODAY}`;
  return new Set(rows.map((r) => r.id));
}
