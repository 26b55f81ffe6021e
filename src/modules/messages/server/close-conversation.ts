import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Membership } from "~/platform/api/relations";
import { assertManages } from "./access";
import { postMessage } from "./send-message";

/**
 * The school's side closes a conversation (nobody writes in it any more; a family writing again opens a new one) or
 * reopens it. Either leaves a line in the conversation ("closed by …"), so nothing changes silently. Closing a closed
 * conversation, or reopening an open one, changes nothing.
 */
export async function closeConversation(db: Db, actor: Actor, conversation: Membership, input: { closed: boolean }) {
  assertManages(conversation);
  return db.$transaction(async (tx) => {
    const { count } = await tx.conversation.updateMany({
      where: { id: conversation.id, closedAt: input.closed ? null : { not: null } },
      data: input.closed ? { closedAt: new Date(), closedById: actor.userId } : { closedAt: null, closedById: null },
    });
    if (count > 0) await postMessage(tx, actor, conversation, "", [], input.closed ? "closed" : "reopened");
    return { closed: input.closed };
  });
}
