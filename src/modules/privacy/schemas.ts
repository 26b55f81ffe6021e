import { z } from "zod";
import type { MessageKey } from "~/lib/messages";
import { OPTIONAL_PURPOSES } from "~/modules/privacy/domain/purposes";
import { RETENTION } from "~/modules/privacy/domain/retention";
import { optionalEmail, optionalString, recordId } from "~/lib/validation";

/** Data protection's forms (issue 34): each form and its procedure parse the same object. */
const key = (k: MessageKey) => k;

export const DETAILS_MAX = 1000;
export const ANSWER_MAX = 1000;

/** A family's answers for one school: every optional purpose given (true) or refused (false). */
export const ZSaveConsents = z.object({
  schoolId: recordId(),
  answers: z.object(
    Object.fromEntries(OPTIONAL_PURPOSES.map((p) => [p, z.boolean({ error: key("privacy.error.answer") })])) as Record<
      (typeof OPTIONAL_PURPOSES)[number],
      z.ZodBoolean
    >,
  ),
});
export type TSaveConsents = z.input<typeof ZSaveConsents>;

/** A correction or erasure request: to a school (about oneself or one's child there), or to the platform. */
export const ZDataRequest = z.object({
  /** "" = the platform (a board member's account) */
  schoolId: z.union([recordId(), z.literal("")]).default(""),
  studentId: z.union([recordId(), z.literal("")]).default(""),
  kind: z.enum(["CORRECTION", "ERASURE"], { error: key("validation.required") }),
  details: z
    .string({ error: key("validation.required") })
    .trim()
    .min(10, key("privacy.error.details"))
    .max(DETAILS_MAX, key("validation.maxLength")),
});
export type TDataRequest = z.input<typeof ZDataRequest>;

/** The school's or the platform's answer: carried out (an erasure is then done) or refused with a reason. */
export const ZDecideDataRequest = z
  .object({
    requestId: recordId(),
    accept: z.boolean(),
    answer: z.string().trim().max(ANSWER_MAX, key("validation.maxLength")).default(""),
  })
  .superRefine((v, ctx) => {
    if (!v.accept && v.answer.length < 3)
      ctx.addIssue({ code: "custom", path: ["answer"], message: key("privacy.error.reason") });
  });
export type TDecideDataRequest = z.input<typeof ZDecideDataRequest>;

/** A school's privacy settings on /settings: its data-protection officer and how long it keeps textbooks and homework. */
export const ZPrivacySettings = z.object({
  schoolId: recordId(),
  dpoName: optionalString(150),
  dpoEmail: optionalEmail(),
  keepSchoolWorkYears: z.coerce
    .number({ error: key("validation.required") })
    .int(key("privacy.error.years"))
    .min(RETENTION.schoolWork.minYears, key("privacy.error.years"))
    .max(RETENTION.schoolWork.maxYears, key("privacy.error.years")),
});
export type TPrivacySettings = z.input<typeof ZPrivacySettings>;

const day = () =>
  z
    .string({ error: key("validation.required") })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, key("validation.date"))
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), key("validation.date"));
const optionalDay = () => z.union([day(), z.literal("")]).default("");

/** A breach in the platform's register (the super admin's). */
export const ZBreach = z.object({
  breachId: z.union([recordId(), z.literal("")]).default(""),
  occurredAt: optionalDay(),
  discoveredAt: day(),
  description: z
    .string({ error: key("validation.required") })
    .trim()
    .min(10, key("privacy.error.details"))
    .max(2000, key("validation.maxLength")),
  dataConcerned: z
    .string({ error: key("validation.required") })
    .trim()
    .min(3, key("validation.required"))
    .max(500, key("validation.maxLength")),
  peopleCount: z.coerce
    .number({ error: key("validation.required") })
    .int(key("validation.required"))
    .min(0, key("validation.required"))
    .max(10_000_000, key("validation.maxLength")),
  measures: z
    .string({ error: key("validation.required") })
    .trim()
    .min(3, key("validation.required"))
    .max(2000, key("validation.maxLength")),
  authorityNotifiedAt: optionalDay(),
  peopleNotifiedAt: optionalDay(),
});
export type TBreach = z.input<typeof ZBreach>;
