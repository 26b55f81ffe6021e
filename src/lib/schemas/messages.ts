import { z } from "zod";
import type { MessageKey } from "~/lib/messages";
import { recordId } from "~/lib/validation";

const key = (k: MessageKey) => k;

/** A message's text: what a parent types on a phone, a page at most. */
export const MESSAGE_MAX = 2000;

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

export const ZSendMessage = z.object({ conversationId: recordId(), body: ZMessageBody });
export type TSendMessage = z.input<typeof ZSendMessage>;
