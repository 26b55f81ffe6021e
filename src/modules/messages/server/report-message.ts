import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden, notFound } from "~/platform/errors";
import { memberConversation } from "./access";

/**
 * A member reports someone else's message to the school's admins (/messages/reports), with a reason; the words are
 * kept as they were, so an edit or a deletion afterwards hides nothing from the school. Reporting twice is one report.
 */
export async function reportMessage(db: Db, actor: Actor, input: { messageId: string; reason: string }) {
  const message = await db.message.findUnique({
    where: { id: input.messageId },
    select: { id: true, conversationId: true, authorId: true, body: true, notice: true, deletedAt: true },
  });
  if (!message) throw notFound();
  await memberConversation(db, actor, message.conversationId);
  if (message.authorId === actor.userId || message.notice || message.deletedAt) throw forbidden();
  await db.messageReport.upsert({
    where: { messageId_reporterId: { messageId: message.id, reporterId: actor.userId } },
    create: { messageId: message.id, reporterId: actor.userId, reason: input.reason, snapshot: message.body },
    update: { reason: input.reason, resolvedAt: null },
  });
  return { reported: true };
}
