import { z } from "zod";
import type { MessageKey } from "~/lib/messages";
import { MESSAGE_MAX, VOICE_MAX_MS } from "~/modules/messages/domain/constants";
import { recordId } from "~/lib/validation";

export * from "~/modules/messages/domain/constants";

const key = (k: MessageKey) => k;

export const ZMessageBody = z
  .string()
  .trim()
  .min(1, key("validation.required"))
  .max(MESSAGE_MAX, key("validation.maxLength"));

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

export const ZEditMessage = z.object({
  messageId: recordId(),
  body: z.string().trim().max(MESSAGE_MAX, key("validation.maxLength")),
});
export type TEditMessage = z.input<typeof ZEditMessage>;

/** Why a message is reported: said in a few words, for the school's admins. */
export const REPORT_REASON_MAX = 500;
export const ZReportMessage = z.object({
  messageId: recordId(),
  reason: z.string().trim().min(1, key("validation.required")).max(REPORT_REASON_MAX, key("validation.maxLength")),
});
export type TReportMessage = z.input<typeof ZReportMessage>;

export const ZSearchMessages = z.object({ schoolId: recordId(), query: z.string().trim().max(100) });

const time = z.string().regex(/^([01]\d|2[0-3]):([0-5]\d)$/, key("validation.time"));
/** /settings: the teachers' hours and whether parents write to teachers (the end after the start). */
export const ZMessagingRules = z
  .object({
    hoursFrom: time,
    hoursTo: time,
    days: z.array(z.number().int().min(0).max(6)).max(7),
    parentsToTeachers: z.boolean(),
    studentsToTeachers: z.boolean().default(false),
  })
  .refine((r) => r.hoursFrom < r.hoursTo, { path: ["hoursTo"], message: key("validation.endAfterStart") });
export type TMessagingRules = z.input<typeof ZMessagingRules>;

/** A message to a class's parents: each family answers privately, or the class's group discussion. */
export const ZMessageClass = z.object({
  schoolId: recordId(),
  classId: recordId(),
  body: ZMessageBody,
  group: z.boolean().default(false),
});
export type TMessageClass = z.input<typeof ZMessageClass>;
