import { searchQueryWords } from "~/lib/search-text";
import { MEMBER_TODAY } from "./member-today";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { forbidden } from "~/platform/errors";
import { belongsTo } from "~/modules/school";

const HITS = 50;

/**
 * Searches the actor's own conversations of a school (never anyone else's): every word typed must begin a word of the
 * message, accents and Arabic letter variants folded as the board's search does ("ecole" finds "École", "المدرسه"
 * finds "المدرسة"). The latest 50 matches, each with its conversation.
 */
export async function searchMessages(db: Db, actor: Actor, input: { schoolId: string; query: string }) {
  if (!belongsTo(actor, input.schoolId)) throw forbidden();
  const words = searchQueryWords(input.query);
  if (words.length === 0) return [];
  // each word at the start of a word of the folded text: " word" in " text" (words hold letters and digits only)
  const conditions = words.map((w) => Prisma.sql`(' ' || m."searchText") LIKE ${`% ${w}%`}`);
  // the actor's conversations first (an index on the member), then their messages by conversation (an index too)
  const rows = await db.$queryRaw<
    {
      id: string;
      conversationId: string;
      body: string;
      createdAt: Date;
      authorId: string | null;
      author: string | null;
    }[]
  >`
    WITH mine AS MATERIALIZED (
      SELECT cm."conversationId" AS "id" FROM "ConversationMember" cm JOIN "Conversation" c ON c."id" = cm."conversationId"
      WHERE cm."userId" = ${actor.userId} AND c."schoolId" = ${input.schoolId} AND ${MEMBER_TODAY}
    ), hits AS MATERIALIZED (
      SELECT m."id", m."conversationId", m."body", m."createdAt", m."authorId" FROM mine JOIN "Message" m ON m."conversationId" = mine."id"
      WHERE m."deletedAt" IS NULL AND m."notice" IS NULL AND ${Prisma.join(conditions, " AND ")}
    )
    SELECT h.*, u."name" AS "author" FROM hits h LEFT JOIN "User" u ON u."id" = h."authorId"
    ORDER BY h."createdAt" DESC
    LIMIT ${HITS}`;
  return rows.map((r) => ({
    id: r.id,
    conversationId: r.conversationId,
    body: r.body,
    at: r.createdAt,
    author: r.author,
    mine: r.authorId === actor.userId,
  }));
}
