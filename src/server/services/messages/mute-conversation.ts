import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { memberConversation } from "./access";

/** A member mutes (or unmutes) a conversation: its messages still arrive and count unread, without bell or push. */
export async function muteConversation(db: Db, actor: Actor, input: { conversationId: string; muted: boolean }) {
  const conversation = await memberConversation(db, actor, input.conversationId);
  await db.conversationMember.update({
    where: { conversationId_userId: { conversationId: conversation.id, userId: actor.userId } },
    data: { mutedAt: input.muted ? new Date() : null },
  });
  return { muted: input.muted };
}
