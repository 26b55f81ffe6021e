import { z } from "zod";
import { LOCALES } from "~/i18n/config";
import {
  NAME_MAX_LENGTH,
  emailField,
  clearableEmail,
  clearablePhone,
  optionalEmail,
  optionalPhone,
  passwordField,
  requiredString,
} from "../../lib/validation";

/**
 * Cross-field checks run even when a field already failed (zod skips refinements after an issue by default), so
 * every wrong field shows its message at once. They only look at values that are present.
 */
const always = { when: () => true };

const confirmed = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (typeof value?.password === "string" && value.password.length > 0 && value.confirmPassword !== value.password) {
    ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "validation.passwordConfirmation" });
  }
};

const contact = <T extends { email?: string; phone?: string }>(value: T, ctx: z.RefinementCtx) => {
  if (!value?.email && !value?.phone) {
    ctx.addIssue({ code: "custom", path: ["email"], message: "validation.phoneOrEmail" });
    ctx.addIssue({ code: "custom", path: ["phone"], message: "validation.phoneOrEmail" });
  }
};

export const ZSignUpInput = z
  .object({
    name: requiredString(NAME_MAX_LENGTH).pipe(z.string().min(2, "validation.minLength")),
    email: optionalEmail(),
    phone: optionalPhone(),
    password: passwordField(),
    confirmPassword: z.string(),
    locale: z.enum(LOCALES).optional(),
  })
  .superRefine(contact, always)
  .superRefine(confirmed, always);
export type TSignUpInput = z.input<typeof ZSignUpInput>;

export const ZLoginInput = z.object({
  identifier: requiredString(254),
  password: z.string().min(1, "validation.required"),
});
export type TLoginInput = z.input<typeof ZLoginInput>;

export const ZForgotPasswordInput = z.object({ email: emailField() });
export type TForgotPasswordInput = z.input<typeof ZForgotPasswordInput>;

/** The token of a link we mailed (account activation, social-account linking). */
export const ZEmailLinkInput = z.object({ token: z.string().min(10).max(200) });
export type TEmailLinkInput = z.input<typeof ZEmailLinkInput>;

export const ZResetPasswordInput = z
  .object({ token: z.string().min(10), password: passwordField(), confirmPassword: z.string() })
  .superRefine(confirmed, always);
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

export const ZChangePasswordInput = z
  .object({
    currentPassword: z.string().min(1, "validation.required"),
    password: passwordField(),
    confirmPassword: z.string(),
  })
  .superRefine(confirmed, always)
  .superRefine((value, ctx) => {
    if (value.currentPassword && value.password === value.currentPassword) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "validation.samePassword" });
    }
  });
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

/**
 * The profile's identifiers: a key left out is unchanged, one sent empty is removed (both empty: refused here; one
 * left out and the other emptied: the service checks against the account). Removing the account's e-mail asks for
 * `currentPassword` — only the service knows there is one to remove, so it is optional here and required there.
 */
export const ZUpdateProfileInput = z
  .object({
    name: requiredString(NAME_MAX_LENGTH).pipe(z.string().min(2, "validation.minLength")),
    email: clearableEmail(),
    phone: clearablePhone(),
    locale: z.enum(LOCALES),
    currentPassword: z.string().max(200, "validation.maxLength").optional(),
  })
  .superRefine((value, ctx) => {
    if (value?.email !== undefined && value?.phone !== undefined)
      contact({ email: value.email ?? undefined, phone: value.phone ?? undefined }, ctx);
  }, always);
export type TUpdateProfileInput = z.input<typeof ZUpdateProfileInput>;
