import { z } from "zod";
import type { MessageKey } from "~/lib/messages";
import { MESSAGE_MAX, VOICE_MAX_MS } from "~/lib/constants/messages";
import { recordId } from "~/lib/validation";

export * from "~/lib/constants/messages";

const key = (k: MessageKey) => k;

export const ZMessageBody = z.string().trim().min(1, key("validation.required")).max(MESSAGE_MAX, key("validation.maxLength"));

/**
 * /messages/new: to whom (a teacher's or a parent's account, a colleague's, or "office": the school's admins), about
 * which child (required when a family is in it), and the first message.
 */
export const ZStartConversation = z.object({
  schoolId: recordId(),
  to: z.union([z.literal("office"), recordId()], { error: key("validation.required") }),
  studentId: recordId().optional(),
  body: ZMessageBody,
});
export type TStartConversation = z.input<typeof ZStartConversation>;

/**
 * A reply: its text may be empty when it carries a photo, a document or a voice note (the service says "required"
 * on the text when there is nothing at all). `voiceMs`: the recorder's measure of the voice note, if any.
 */
export const ZSendMessage = z.object({
  conversationId: recordId(),
  body: z.string().trim().max(MESSAGE_MAX, key("validation.maxLength")),
  voiceMs: z.number().int().min(0).max(VOICE_MAX_MS).optional(),
});
export type TSendMessage = z.input<typeof ZSendMessage>;
