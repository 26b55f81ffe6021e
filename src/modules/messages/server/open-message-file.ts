import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { storage } from "~/platform/storage";
import { memberConversation } from "./access";

/**
 * A message's file for one download (a photo: its display size, or its thumbnail), to a member of its conversation
 * who still belongs to the school; anyone else "not found" (whether it exists is not told). A deleted message's files
 * are gone with it.
 */
export async function openMessageFile(db: Db, actor: Actor, input: { id: string; thumb: boolean }) {
  const attachment = await db.messageAttachment.findUnique({
    where: { id: input.id },
    select: {
      fileKey: true,
      thumbKey: true,
      fileName: true,
      fileType: true,
      kind: true,
      message: { select: { conversationId: true, deletedAt: true } },
    },
  });
  if (!attachment || attachment.message.deletedAt) throw notFound();
  await memberConversation(db, actor, attachment.message.conversationId);
  const key = input.thumb && attachment.thumbKey ? attachment.thumbKey : attachment.fileKey;
  const file = await storage.get(key);
  if (!file) throw notFound();
  return {
    body: file.body,
    name: attachment.fileName,
    type: attachment.fileType,
    inline: attachment.kind !== "DOCUMENT",
  };
}
