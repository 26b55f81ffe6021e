import { z } from "zod";
import { recordId } from "~/lib/validation";
import type { MessageKey } from "../../lib/messages";
import { NAME_MAX_LENGTH, optionalPhone, requiredString } from "../../lib/validation";

import { AD_CLAIM_ANSWER_MAX, AD_CLAIM_QUESTION_MAX, AD_MESSAGE_MAX } from "./domain/constants/board";
import {
  AD_DESCRIPTION_MAX,
  AD_TITLE_MAX,
  AD_TYPES,
  COMMENT_MAX,
  CONTACT_FIELDS,
  MAX_AD_PHOTOS,
  REPORT_REASONS,
  todayInAlgeria,
} from "./domain/constants/ads";

export * from "./domain/constants/ads";

const always = { when: () => true };
const key = (k: MessageKey) => k;

/** A real calendar day (no 31 February), not in the future, not before 1900. */
export { emptyAdInput, todayInAlgeria } from "./domain/constants/ads";

export function isValidPastDay(value: string, today = todayInAlgeria()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && value <= today;
}

const dayField = () =>
  z
    .string({ error: key("validation.required") })
    .trim()
    .min(1, key("validation.required"))
    .refine((v) => isValidPastDay(v), key("validation.date"));

/** "m.me/amine.b", "https://www.facebook.com/amine.b", "@amine.b" or "amine.b" → "amine.b". */
export function normalizeMessenger(input: string): string | null {
  const text = input.trim();
  const link = /(?:m\.me|messenger\.com\/t|facebook\.com)\/@?([^/?#\s]+)/i.exec(text);
  const name = link ? link[1]! : text.replace(/^@/, "");
  return /^[A-Za-z0-9.]{3,50}$/.test(name) ? name : null;
}

const optionalMessenger = () =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .transform((value, ctx) => {
        const name = normalizeMessenger(value);
        if (!name) {
          ctx.addIssue({ code: "custom", message: key("validation.messenger") });
          return z.NEVER;
        }
        return name;
      })
      .optional(),
  );

/** The four parts of the posting form (spec §2). Photos travel beside these fields as files. */
const ZAdFields = z.object({
  title: requiredString(AD_TITLE_MAX).pipe(z.string().min(5, key("validation.minLength"))),
  type: z.enum(AD_TYPES, { error: key("validation.required") }),
  categoryId: requiredString(40),
  description: requiredString(AD_DESCRIPTION_MAX).pipe(z.string().min(20, key("validation.minLength"))),
  wilayaCode: z.string({ error: key("validation.required") }).regex(/^\d{2}$/, key("validation.required")),
  communeCode: z.string({ error: key("validation.required") }).regex(/^\d{4}$/, key("validation.required")),
  happenedOn: dayField(),
  contactName: requiredString(NAME_MAX_LENGTH).pipe(z.string().min(2, key("validation.minLength"))),
  whatsapp: optionalPhone(),
  viber: optionalPhone(),
  messenger: optionalMessenger(),
  phone: optionalPhone(),
  /** safe contact (members only): the contacts stay hidden, members write through the board's messages */
  hidePhone: z.boolean().default(false),
  /** a found ad's question for claimants ("what is inside?"); empty: anyone may claim with a message */
  claimQuestion: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .trim()
      .min(5, key("validation.minLength"))
      .max(AD_CLAIM_QUESTION_MAX, key("validation.maxLength"))
      .optional(),
  ),
  /** Honeypot: hidden from people, filled by bots. */
  website: z
    .string()
    .refine((v) => v === "", key("validation.checkInput"))
    .optional(),
});

/** "contact" is the error slot above the four contact fields. */
const atLeastOneContact = (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const filled = CONTACT_FIELDS.some((f) => typeof value?.[f] === "string" && (value[f] as string).trim() !== "");
  if (!filled) ctx.addIssue({ code: "custom", path: ["contact"], message: key("validation.contactMethod") });
};

export const ZAdInput = ZAdFields.superRefine(atLeastOneContact, always);
export type TAdInput = z.input<typeof ZAdInput>;
export type TAdValues = z.output<typeof ZAdInput>;

/** Editing: the fields and the photos to keep, in display order (new photos travel as files). */
export const ZAdUpdate = ZAdFields.extend({
  slug: z.string().min(1).max(200),
  keepPhotoIds: z.array(z.string()).max(MAX_AD_PHOTOS),
}).superRefine(atLeastOneContact, always);
export type TAdUpdate = z.output<typeof ZAdUpdate>;

export const ZAdRef = z.object({ slug: z.string().min(1).max(200) });
/** A visitor's private link: the ad and the secret token it carries. */
export const ZAdLinkRef = ZAdRef.extend({ token: z.string().min(16).max(100) });

const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => isValidPastDay(v, "9999-12-31"))
  .optional()
  .catch(undefined);

/** The board's filters, as they appear in the URL (?q=&type=&category=&wilaya=&commune=&from=&to=&page=). */
export const ZAdSearch = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  type: z.enum(AD_TYPES).optional().catch(undefined),
  category: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .catch(undefined),
  wilaya: z
    .string()
    .regex(/^\d{2}$/)
    .optional()
    .catch(undefined),
  commune: z
    .string()
    .regex(/^\d{4}$/)
    .optional()
    .catch(undefined),
  from: optionalDay,
  to: optionalDay,
  page: z.coerce.number().int().min(1).max(500).catch(1).default(1),
});
export type TAdSearch = z.input<typeof ZAdSearch>;

/** Reads the filters from URL search params; anything malformed is dropped rather than refused. */
export function adSearchFromParams(params: Record<string, string | string[] | undefined>) {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;
  return ZAdSearch.parse(Object.fromEntries(Object.keys(ZAdSearch.shape).map((k) => [k, first(params[k])])));
}

export const ZCommentInput = z.object({ adId: recordId(), body: requiredString(COMMENT_MAX) });
export const ZCommentEdit = z.object({ id: recordId(), body: requiredString(COMMENT_MAX) });
export const ZReportInput = z.object({
  adId: recordId(),
  commentId: recordId().optional(),
  reason: z.enum(REPORT_REASONS, { error: key("validation.required") }),
});
export type TReportInput = z.input<typeof ZReportInput>;

/** A claim on a found ad: the answer to its question (or a message saying why it is theirs). */
export const ZAdClaim = z.object({
  slug: z.string().min(1).max(200),
  answer: requiredString(AD_CLAIM_ANSWER_MAX).pipe(z.string().min(2, key("validation.minLength"))),
});
export type TAdClaim = z.input<typeof ZAdClaim>;

/** A board message (safe contact): to an ad's poster, or the poster's reply in a thread. */
export const ZAdMessage = z.object({
  slug: z.string().min(1).max(200),
  /** the poster answers in a member's thread; a member writing to the poster leaves it out */
  threadId: z.string().min(1).max(40).optional(),
  body: requiredString(AD_MESSAGE_MAX),
});
export type TAdMessage = z.input<typeof ZAdMessage>;

/** An item found at school (its lost property): what, when, and a question for whoever claims it. */
export const ZLostItem = z.object({
  schoolId: recordId(),
  title: requiredString(AD_TITLE_MAX).pipe(z.string().min(5, key("validation.minLength"))),
  categoryId: requiredString(40),
  description: requiredString(AD_DESCRIPTION_MAX).pipe(z.string().min(10, key("validation.minLength"))),
  happenedOn: dayField(),
  /** where it was found: the school's own address, which the form proposes */
  wilayaCode: z.string({ error: key("validation.required") }).regex(/^\d{2}$/, key("validation.required")),
  communeCode: z.string({ error: key("validation.required") }).regex(/^\d{4}$/, key("validation.required")),
  claimQuestion: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .trim()
      .min(5, key("validation.minLength"))
      .max(AD_CLAIM_QUESTION_MAX, key("validation.maxLength"))
      .optional(),
  ),
});
export type TLostItem = z.input<typeof ZLostItem>;
export type TLostItemValues = z.output<typeof ZLostItem>;

/** How long the school keeps an item and where it goes unclaimed. */
export const ZLostPropertyRules = z.object({
  schoolId: recordId(),
  days: z
    .number({ error: key("validation.required") })
    .int()
    .min(7, key("validation.minValue"))
    .max(365, key("validation.maxValue")),
  fate: z.enum(["PUBLIC", "CHARITY"]),
});
export type TLostPropertyRules = z.input<typeof ZLostPropertyRules>;
