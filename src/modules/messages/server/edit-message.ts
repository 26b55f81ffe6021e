import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { searchDocument } from "~/lib/search-text";
import { fieldError, notFound } from "~/platform/errors";
import { signal } from "~/modules/notify";
import { assertWrites, memberConversation } from "./access";
import { membersToday } from "./member-today";
import { removeMessageFiles } from "./message-files";

/** One of the actor's own messages (not a conversation's notice), in a conversation they may still write in. */
async function ownMessage(db: Db, actor: Actor, messageId: string) {
  const message = await db.message.findFirst({
    where: { id: messageId, authorId: actor.userId, notice: null, deletedAt: null },
    select: { id: true, conversationId: true, body: true, _count: { select: { attachments: true } } },
  });
  if (!message) throw notFound();
  const conversation = await memberConversation(db, actor, message.conversationId);
  assertWrites(conversation);
  return { ...message, conversation };
}

/** Those who belong to the conversation today (as for a new message) learn that it changed. */
async function signalMembers(db: Db, conversationId: string) {
  await db.$transaction(async (tx) =>
    signal(
      tx,
      (await membersToday(tx, conversationId)).map((m) => m.userId),
      { topics: [{ kind: "conversation", id: conversationId }], unread: false },
    ),
  );
}

/** The author changes a message's words: it then says "edited" to everyone (a report keeps the words it was made on). */
export async function editMessage(db: Db, actor: Actor, input: { messageId: string; body: string }) {
  const message = await ownMessage(db, actor, input.messageId);
  // only words are edited: a voice note or a photo sent without text offers no "edit" and gains no caption afterwards
  if (!message.body) throw fieldError("body", "validation.checkInput");
  if (!input.body && message._count.attachments === 0) throw fieldError("body", "validation.required");
  await db.message.update({
    where: { id: message.id },
    data: { body: input.body, searchText: searchDocument(input.body), editedAt: new Date() },
  });
  await signalMembers(db, message.conversationId);
  return { messageId: message.id };
}

/** The author deletes a message: its words and files are gone, "deleted" stays in its place. */
export async function deleteMessage(db: Db, actor: Actor, input: { messageId: string }) {
  const message = await ownMessage(db, actor, input.messageId);
  await eraseMessage(db, message.id);
  await signalMembers(db, message.conversationId);
  return { messageId: message.id };
}

/** Empties a message (its author's deletion, or the school's after a report), leaving "deleted" in its place. */
export async function eraseMessage(db: Db, messageId: string) {
  const files = await db.messageAttachment.findMany({
    where: { messageId },
    select: { fileKey: true, thumbKey: true },
  });
  await db.$transaction([
    db.message.update({ where: { id: messageId }, data: { body: "", searchText: "", deletedAt: new Date() } }),
    db.messageAttachment.deleteMany({ where: { messageId } }),
  ]);
  await removeMessageFiles(files);
}
