import { z } from "zod";
import { CYCLES } from "~/modules/school/domain/constants";
import type { MessageKey } from "~/lib/messages";
import { optionalEmail, optionalPhone, optionalString, requiredString, recordId } from "~/lib/validation";

/**
 * Shared schemas of the school screens: each form and its procedure parse the same object, so the messages shown
 * inline are the ones the server would send.
 */
export * from "~/modules/school/domain/constants";

const key = (k: MessageKey) => k;
const always = { when: () => true };

export const id = recordId;

/** "2026-09-21" (what <input type="date"> gives) → a UTC-midnight Date; impossible dates are refused. */
export const dateField = () =>
  z
    .string({ error: key("validation.required") })
    .trim()
    .min(1, key("validation.required"))
    .transform((value, ctx) => {
      const date = parseIsoDate(value);
      if (!date) {
        ctx.addIssue({ code: "custom", message: key("validation.date") });
        return z.NEVER;
      }
      return date;
    });

export const optionalDateField = () =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), dateField().optional());

export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  if (y < 1900 || y > 2200) return null;
  return date;
}

/** A Date (UTC midnight) back to the "YYYY-MM-DD" a date input shows. */
export { isoDate } from "~/lib/iso-date";

const coefficient = () =>
  z.coerce
    .number({ error: key("validation.checkInput") })
    .int(key("validation.checkInput"))
    .min(1, key("validation.minValue"))
    .max(20, key("validation.maxValue"));

/**
 * An optional field of an update: a blank value ("" — the form's emptied field) clears it (null), a missing key
 * leaves the stored value unchanged (undefined). Updates must never null what they were not sent.
 */
export const clearable = <T extends z.ZodType>(field: T) =>
  z
    .preprocess(
      (v: z.input<T> | null | undefined) => (typeof v === "string" && v.trim() === "" ? null : v),
      z.union([z.null(), field]),
    )
    .optional();

// (the school's settings form has its own file, ./school-settings.ts: only /settings loads it)

/** A person given by name and at least one of e-mail and phone (staff accounts, parents). */
const contactPerson = {
  name: requiredString(100),
  email: optionalEmail(),
  phone: optionalPhone(),
};
function phoneOrEmail(value: { email?: string; phone?: string }, ctx: z.RefinementCtx, prefix = "") {
  if (!value.email && !value.phone) {
    ctx.addIssue({ code: "custom", path: [`${prefix}email`], message: key("validation.phoneOrEmail") });
  }
}

export const ZCreateSchoolInput = z
  .object({
    name: requiredString(150),
    /** chosen by the seed; the form leaves it to the server */
    slug: z
      .string()
      .regex(/^[a-z0-9-]{3,60}$/)
      .optional(),
    wilayaCode: optionalString(2),
    adminName: optionalString(100),
    adminEmail: optionalEmail(),
    adminPhone: optionalPhone(),
  })
  .superRefine((value, ctx) => {
    if (value.adminName && !value.adminEmail && !value.adminPhone) {
      ctx.addIssue({ code: "custom", path: ["adminEmail"], message: key("validation.phoneOrEmail") });
    }
  }, always);
export type TCreateSchoolInput = z.input<typeof ZCreateSchoolInput>;

export const ZStaffInput = z
  .object({ schoolId: id(), ...contactPerson })
  .superRefine((v, ctx) => phoneOrEmail(v, ctx), always);
export type TStaffInput = z.input<typeof ZStaffInput>;

// ── School years and terms ──────────────────────────────────────────────────────────────────────────────────────

const yearFields = {
  name: requiredString(20),
  startsOn: dateField(),
  endsOn: dateField(),
  isCurrent: z.boolean().default(false),
};
function endsAfterStart(value: { startsOn?: Date; endsOn?: Date }, ctx: z.RefinementCtx) {
  if (value.startsOn && value.endsOn && value.endsOn <= value.startsOn) {
    ctx.addIssue({ code: "custom", path: ["endsOn"], message: key("validation.date") });
  }
}
export const ZSchoolYearInput = z.object({ schoolId: id(), ...yearFields }).superRefine(endsAfterStart, always);
export type TSchoolYearInput = z.input<typeof ZSchoolYearInput>;
/** Omitted fields stay as they are (the service checks the dates against the stored ones). */
export const ZUpdateSchoolYearInput = z
  .object({
    id: id(),
    name: yearFields.name.optional(),
    startsOn: dateField().optional(),
    endsOn: dateField().optional(),
    isCurrent: z.boolean().optional(),
  })
  .superRefine(endsAfterStart, always);
export const ZTermInput = z
  .object({ id: id(), startsOn: dateField(), endsOn: dateField() })
  .superRefine(endsAfterStart, always);
export type TTermInput = z.input<typeof ZTermInput>;

// ── Levels and subjects ─────────────────────────────────────────────────────────────────────────────────────────

const names = { nameFr: requiredString(100), nameEn: requiredString(100), nameAr: requiredString(100) };

export const ZLevelInput = z.object({
  schoolId: id(),
  cycle: z.enum(CYCLES),
  grade: z.coerce.number().int().min(1, key("validation.minValue")).max(5, key("validation.maxValue")),
  ...names,
  assessmentCoef: coefficient(),
  testCoef: coefficient(),
  examCoef: coefficient(),
});
export type TLevelInput = z.input<typeof ZLevelInput>;
/** Omitted fields stay as they are. */
export const ZUpdateLevelInput = ZLevelInput.omit({ schoolId: true }).partial().extend({ id: id() });

export const ZSubjectInput = z.object({ schoolId: id(), ...names, coefficient: coefficient() });
export type TSubjectInput = z.input<typeof ZSubjectInput>;
export const ZUpdateSubjectInput = ZSubjectInput.omit({ schoolId: true }).partial().extend({ id: id() });
/** A subject moved one place in the school's order (report cards, marks: docs/grades.md). */
export const ZMoveSubjectInput = z.object({ id: id(), direction: z.enum(["up", "down"]) });
export const ZLevelCoefficientInput = z.object({
  levelId: id(),
  subjectId: id(),
  /** null removes the override */
  coefficient: coefficient().nullable(),
});

// ── Classes ─────────────────────────────────────────────────────────────────────────────────────────────────────

export const ZClassInput = z.object({ schoolId: id(), schoolYearId: id(), levelId: id(), name: requiredString(40) });
export type TClassInput = z.input<typeof ZClassInput>;
/** Omitted fields stay as they are. */
export const ZUpdateClassInput = z.object({ id: id(), levelId: id().optional(), name: requiredString(40).optional() });

export const ZClassSubjectInput = z.object({
  classId: id(),
  subjectId: z.string({ error: key("validation.required") }).min(1, key("validation.required")),
  teacherId: recordId().nullable().optional(),
  coefficient: z.preprocess((v) => (v === "" ? null : v), coefficient().nullable().optional()),
});
export type TClassSubjectInput = z.input<typeof ZClassSubjectInput>;

// ── Students and parents ────────────────────────────────────────────────────────────────────────────────────────

const studentFields = {
  name: requiredString(100),
  birthDate: optionalDateField(),
  birthPlace: optionalString(100),
  registrationNumber: optionalString(30),
  email: optionalEmail(),
  phone: optionalPhone(),
};
function bornInThePast(value: { birthDate?: Date }, ctx: z.RefinementCtx) {
  if (value.birthDate && value.birthDate > new Date()) {
    ctx.addIssue({ code: "custom", path: ["birthDate"], message: key("validation.date") });
  }
}
export const ZStudentInput = z
  .object({ schoolId: id(), classId: recordId().optional(), ...studentFields })
  .superRefine(bornInThePast, always);
export type TStudentInput = z.input<typeof ZStudentInput>;
/** Omitted fields stay as they are; a blank one is cleared. */
export const ZUpdateStudentInput = z
  .object({
    id: id(),
    name: studentFields.name.optional(),
    birthDate: clearable(optionalDateField()),
    birthPlace: clearable(optionalString(100)),
    registrationNumber: clearable(optionalString(30)),
    email: clearable(optionalEmail()),
    phone: clearable(optionalPhone()),
  })
  .superRefine((value, ctx) => bornInThePast({ birthDate: value.birthDate ?? undefined }, ctx), always);

export const ZParentInput = z
  .object({ studentId: id(), ...contactPerson })
  .superRefine((v, ctx) => phoneOrEmail(v, ctx), always);
export type TParentInput = z.input<typeof ZParentInput>;

export const ZListInput = z.object({
  schoolId: id(),
  search: z.string().trim().max(100).optional(),
  page: z.number().int().min(1).default(1),
  sort: z.enum(["name", "-name", "createdAt", "-createdAt"]).default("name"),
});
