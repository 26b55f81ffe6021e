import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { signal } from "~/modules/notify";
import type { Membership } from "~/platform/api/relations";
import { membersToday } from "./member-today";

/**
 * The actor has read the conversation up to now: their read receipt moves forward (never back), and the bell's
 * notifications of its messages are read too. The other members' pages learn it through the live signal.
 */
export async function markConversationRead(db: Db, actor: Actor, conversation: Membership) {
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`UPDATE "ConversationMember" SET "lastReadAt" = GREATEST(COALESCE("lastReadAt", ${now}), ${now}) WHERE "conversationId" = ${conversation.id} AND "userId" = ${actor.userId}`;
    await tx.notification.updateMany({
      where: { userId: actor.userId, url: `/messages/${conversation.id}`, readAt: null },
      data: { readAt: now },
    });
    // the reader's bell (and inbox) moves; the other members' receipts — the writers' "Read" — move too
    const members = await membersToday(tx, conversation.id);
    await signal(tx, [actor.userId]);
    await signal(
      tx,
      members.map((m) => m.userId).filter((id) => id !== actor.userId),
      { topics: [{ kind: "receipt", conversationId: conversation.id }], unread: false },
    );
  });
  return { readAt: now };
}
