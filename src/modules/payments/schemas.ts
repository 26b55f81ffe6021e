import { z } from "zod";
import type { MessageKey } from "~/lib/messages";
import { FEE_KINDS, PAYMENT_METHODS } from "~/modules/payments/domain/kinds";
import { recordId } from "~/lib/validation";
import { parseIsoDate } from "../school/schemas/school";

export { FEE_KINDS, PAYMENT_METHODS };

const key = (k: MessageKey) => k;
const month = () => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, key("validation.checkInput"));

/**
 * The largest amount a form accepts, in centimes: 10 million dinars, well above any school's year and below what the
 * database's integer columns hold (2^31 − 1 centimes, 21.4 million dinars), so no amount reaches them that they
 * would refuse (the fuzz found 100 million accepted here and refused there).
 */
export const MAX_CENTIMES = 10_000_000_00;

/** Recording a payment: the amount in centimes (the form parses what was typed, src/lib/money.ts). */
export const ZRecordPaymentInput = z.object({
  studentId: recordId(),
  months: z
    .array(z.object({ feeId: recordId(), month: month() }))
    .min(1, key("payments.error.chooseMonths"))
    .max(60),
  amount: z.number().int().min(1, key("payments.error.amount")).max(MAX_CENTIMES, key("payments.error.amount")),
  paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, key("validation.date")),
  method: z.enum(PAYMENT_METHODS, { error: key("validation.required") }),
  reference: z.string().trim().max(100, key("validation.maxLength")).optional(),
  note: z.string().trim().max(500, key("validation.maxLength")).default(""),
  payerId: recordId().nullish(),
  sharedWithSpouse: z.boolean().default(false),
});
export type TRecordPaymentInput = z.input<typeof ZRecordPaymentInput>;

export const ZCancelPaymentInput = z.object({
  id: recordId(),
  note: z.string().trim().min(1, key("validation.required")).max(500, key("validation.maxLength")),
});

/** A fee of the current year: for everyone, a level or a class; an amount per month in centimes; its months. */
export const ZFeeInput = z.object({
  id: recordId().optional(),
  schoolId: recordId(),
  kind: z.enum(FEE_KINDS, { error: key("validation.required") }),
  name: z.string().trim().min(1, key("validation.required")).max(80, key("validation.maxLength")),
  /** the name in Arabic and in English (empty: the French name is shown) */
  nameAr: z.string().trim().max(80, key("validation.maxLength")).optional(),
  nameEn: z.string().trim().max(80, key("validation.maxLength")).optional(),
  amount: z.number().int().min(1, key("payments.error.amount")).max(MAX_CENTIMES, key("payments.error.amount")),
  months: z.array(month()).min(1, key("payments.error.chooseMonths")).max(12),
  levelId: recordId().nullish(),
  classId: recordId().nullish(),
});

/** Paying chosen months online (a Chargily checkout); the amount is what they still lack. */
export const ZCheckoutInput = z.object({
  studentId: recordId(),
  months: z
    .array(z.object({ feeId: recordId(), month: month() }))
    .min(1, key("payments.error.chooseMonths"))
    .max(60),
  locale: z.enum(["fr", "en", "ar"]),
});

/** A school's Chargily Pay keys: the secret key (test_sk_… or live_sk_…); empty turns online payment off. */
export const ZOnlineSettingsInput = z.object({
  schoolId: recordId(),
  secretKey: z
    .string()
    .trim()
    .max(200, key("validation.maxLength"))
    .refine((v) => v === "" || /^(test|live)_sk_[A-Za-z0-9]{10,}$/.test(v), key("payments.error.secretKey")),
  mode: z.enum(["test", "live"]),
});

/** A per-student reduction: on one fee (or all: feeId empty), a percentage and/or a fixed amount per month. */
export const ZDiscountInput = z
  .object({
    studentId: recordId(),
    feeId: z
      .union([z.literal(""), recordId()])
      .nullish()
      .transform((v) => v || null),
    percent: z.number().int().min(0, key("validation.minValue")).max(100, key("validation.maxValue")).default(0),
    amount: z
      .number()
      .int()
      .min(0, key("payments.error.amount"))
      .max(MAX_CENTIMES, key("payments.error.amount"))
      .default(0),
    reason: z.string().trim().min(1, key("validation.required")).max(100, key("validation.maxLength")),
  })
  .refine((v) => v.percent > 0 || v.amount > 0, { path: ["percent"], message: key("payments.error.discountEmpty") });
export type TDiscountInput = z.input<typeof ZDiscountInput>;

/** The proof of a transfer (CCP, BaridiMob) a family sends for chosen months: the "fields" part of a multipart form. */
export const ZSubmitProof = z.object({
  studentId: recordId(),
  months: z
    .array(z.object({ feeId: recordId(), month: month() }))
    .min(1, key("payments.error.chooseMonths"))
    .max(60),
  amount: z
    .number({ error: key("payments.error.amount") })
    .int()
    .min(1, key("payments.error.amount"))
    .max(MAX_CENTIMES, key("payments.error.amount")),
  // a real day, neither in the future nor over a year ago (the confirmed payment keeps it; Algeria's clock: UTC+1)
  paidOn: z.string().refine((v) => {
    const day = parseIsoDate(v);
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    return !!day && v <= today && v >= `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  }, key("validation.date")),
  reference: z.string().trim().max(100, key("validation.maxLength")).optional(),
});
export type TSubmitProof = z.input<typeof ZSubmitProof>;
export { PROOF_MAX_BYTES } from "~/modules/payments/domain/proof";

/** The school refuses a proof: the family reads why. */
export const ZRefuseProof = z.object({
  proofId: recordId(),
  reason: z
    .string({ error: key("validation.required") })
    .trim()
    .min(3, key("documents.error.reason"))
    .max(300, key("validation.maxLength")),
});
