import type { z } from "zod";
import type { ZSendMessage } from "~/modules/messages/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import type { UploadedFile } from "~/platform/api/multipart";
import { fieldError } from "~/platform/errors";
import { inTeachersHours, resolveMessagingRules } from "~/modules/messages/domain/messaging-rules";
import { searchDocument } from "~/lib/search-text";
import { notify, signal } from "~/modules/notify";
import { assertWrites, memberConversation } from "./access";
import { membersToday } from "./member-today";
import { removeMessageFiles, storeMessageFiles, type StoredAttachment } from "./message-files";

/**
 * A reply in a conversation the actor is in (and may still write in): text, photos and documents, a voice note —
 * at least one of them. Files are checked and stored before the message is written, and removed if it is not. Two
 * replies at once are both kept, in order.
 */
export async function sendMessage(
  db: Db,
  actor: Actor,
  input: z.output<typeof ZSendMessage>,
  files: UploadedFile[] = [],
  voice: UploadedFile | null = null,
) {
  const conversation = await memberConversation(db, actor, input.conversationId);
  assertWrites(conversation);
  if (!input.body && files.length === 0 && !voice) throw fieldError("body", "validation.required");
  const attachments = await storeMessageFiles(conversation.id, files, voice, input.voiceMs);
  try {
    return await db.$transaction(async (tx) => {
      const message = await postMessage(tx, actor, conversation, input.body, attachments);
      return { messageId: message.id };
    });
  } catch (error) {
    await removeMessageFiles(attachments);
    throw error;
  }
}

/**
 * Stores a message, moves its conversation to the top of everyone's list, counts it read by its author, and tells
 * the other members through notify (their bell and live count; a push that names the sender only — the words, and
 * any child in them, stay in Wasla — and waits for the quiet hours as every push does). A member who muted the
 * conversation is only signalled (their open page redraws; no bell, no push); staff outside the school's teachers'
 * hours get the bell but no push when a family writes. `notice`: a line of the conversation's life (closed…).
 */
export async function postMessage(
  tx: Prisma.TransactionClient,
  actor: Actor,
  conversation: { id: string; schoolId: string },
  body: string,
  attachments: StoredAttachment[] = [],
  notice: "closed" | "reopened" | "handedOver" | null = null,
  broadcastId: string | null = null,
) {
  const message = await tx.message.create({
    data: {
      conversationId: conversation.id,
      authorId: actor.userId,
      body,
      searchText: searchDocument(body),
      notice,
      broadcastId,
      attachments: { create: attachments },
    },
    select: { id: true, createdAt: true },
  });
  // two replies at once: each moves the times forward, never back
  await tx.$executeRaw`UPDATE "Conversation" SET "lastMessageAt" = GREATEST("lastMessageAt", ${message.createdAt}) WHERE "id" = ${conversation.id}`;
  await tx.$executeRaw`UPDATE "ConversationMember" SET "lastReadAt" = GREATEST(COALESCE("lastReadAt", ${message.createdAt}), ${message.createdAt}) WHERE "conversationId" = ${conversation.id} AND "userId" = ${actor.userId}`;
  // those who belong to it today: a parent barred from the child or whose child left the class is told nothing
  const members = await membersToday(tx, conversation.id);
  const others = members.filter((m) => m.userId !== actor.userId);
  const told = others.filter((m) => !m.mutedAt).map((m) => m.userId);
  const fromFamily = members.find((m) => m.userId === actor.userId)?.side === "FAMILY";
  let quiet: string[] = [];
  if (fromFamily) {
    const school = await tx.school.findUniqueOrThrow({
      where: { id: conversation.schoolId },
      select: { messagingRules: true },
    });
    if (!inTeachersHours(message.createdAt, resolveMessagingRules(school.messagingRules)))
      quiet = others.filter((m) => m.side === "STAFF").map((m) => m.userId);
  }
  if (told.length)
    await notify(tx, {
      schoolId: conversation.schoolId,
      kind: "conversation.message",
      to: { STAFF: told },
      params: { sender: actor.name },
      url: `/messages/${conversation.id}`,
      quiet,
    });
  // every member's open screens (the thread, the inbox, the sender's other tabs; a muted member's too) read it again
  await signal(
    tx,
    members.map((m) => m.userId),
    { topics: [{ kind: "conversation", id: conversation.id }], unread: false },
  );
  return message;
}
