import { z } from "zod";
import { DOCUMENT_KINDS } from "~/modules/documents/domain/paper";
import type { MessageKey } from "~/lib/messages";
import { recordId } from "~/lib/validation";

/** The documents desk's forms (issue 32): each form and its procedure parse the same object. */
const key = (k: MessageKey) => k;

export const PURPOSE_MAX = 200;
export const REASON_MAX = 300;

const kind = () => z.enum(DOCUMENT_KINDS, { error: key("validation.required") });

/** A family asks: the pupil, the paper, what it is for (an employer's allowance, a transfer, a sports club…). */
export const ZRequestDocument = z.object({
  studentId: recordId(),
  kind: kind(),
  purpose: z
    .string({ error: key("validation.required") })
    .trim()
    .min(3, key("documents.error.purpose"))
    .max(PURPOSE_MAX, key("validation.maxLength")),
});
export type TRequestDocument = z.input<typeof ZRequestDocument>;

/** The office issues unasked: one pupil, or (`classId`, no pupil) each pupil of a class. */
export const ZIssueDocuments = z
  .object({
    classId: recordId(),
    studentId: z.union([recordId(), z.literal("")]).optional(),
    kind: kind(),
    purpose: z.string().trim().max(PURPOSE_MAX, key("validation.maxLength")).default(""),
  })
  .transform(({ studentId, ...rest }) => ({ ...rest, studentId: studentId || undefined }));
export type TIssueDocuments = z.input<typeof ZIssueDocuments>;

/** Refusing a request, or withdrawing an issued paper: the family reads the reason. */
export const ZDecideDocument = z.object({
  documentId: recordId(),
  reason: z
    .string({ error: key("validation.required") })
    .trim()
    .min(3, key("documents.error.reason"))
    .max(REASON_MAX, key("validation.maxLength")),
});
export type TDecideDocument = z.input<typeof ZDecideDocument>;
