import { z } from "zod";
import {
  CIRCULAR_ANSWERS,
  CIRCULAR_BODY_MAX,
  CIRCULAR_STUDENTS_MAX,
  CIRCULAR_TITLE_MAX,
  SIGNATURE_MAX,
  SIGNATURE_MIN,
} from "~/modules/circulars/domain/constants";
import type { MessageKey } from "~/lib/messages";
import { optionalDateField } from "~/modules/school/client";
import { recordId, requiredString } from "~/lib/validation";

const key = (k: MessageKey) => k;

/** Who a circular goes to: the families of the school, of a level, of a class, or of chosen pupils (of one class). */
export const ZCircularAudience = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("school") }),
    z.object({ kind: z.literal("level"), levelId: recordId() }),
    z.object({ kind: z.literal("class"), classId: recordId() }),
    z.object({
      kind: z.literal("students"),
      classId: recordId(),
      studentIds: z.array(recordId()).min(1, key("validation.required")).max(CIRCULAR_STUDENTS_MAX),
    }),
  ],
  { error: key("validation.required") },
);
export type TCircularAudience = z.infer<typeof ZCircularAudience>;

/** /circulars/new: the circular, who it goes to, the answer asked and its deadline (a day, not in the past). */
export const ZSendCircular = z.object({
  schoolId: recordId(),
  title: requiredString(CIRCULAR_TITLE_MAX),
  body: requiredString(CIRCULAR_BODY_MAX),
  audience: ZCircularAudience,
  answer: z.enum(CIRCULAR_ANSWERS),
  deadline: optionalDateField(),
});
export type TSendCircular = z.input<typeof ZSendCircular>;

/** A family's answer: "I have read", or yes/no with the parent's name typed as signature. */
export const ZAnswerCircular = z.object({
  circularId: recordId(),
  studentId: recordId(),
  consent: z.boolean().optional(),
  signature: z.string().trim().max(SIGNATURE_MAX, key("validation.maxLength")).optional(),
});
export type TAnswerCircular = z.input<typeof ZAnswerCircular>;

export { SIGNATURE_MIN };
