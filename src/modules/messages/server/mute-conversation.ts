import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Membership } from "~/platform/api/relations";

/** A member mutes (or unmutes) a conversation: its messages still arrive and count unread, without bell or push. */
export async function muteConversation(db: Db, actor: Actor, conversation: Membership, input: { muted: boolean }) {
  await db.conversationMember.update({
    where: { conversationId_userId: { conversationId: conversation.id, userId: actor.userId } },
    data: { mutedAt: input.muted ? new Date() : null },
  });
  return { muted: input.muted };
}
