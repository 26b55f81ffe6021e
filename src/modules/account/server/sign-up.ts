import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { TSignUpInput } from "~/modules/account/schemas";
import { hashPassword } from "~/platform/auth/password";
import type { Db } from "~/platform/db";
import { AppError } from "~/platform/errors";
import { sendMail } from "~/platform/mail/mailer";
import { consume, limits } from "~/platform/rate-limit";
import { createUser } from "../../users/server/create-user";
import { EMAIL_LINK_MINUTES, newEmailLinkToken, sha256 } from "./email-links";

export type SignUpOutcome = { status: "check-email" } | { status: "created"; id: string; slug: string };
type SignUpData = Omit<TSignUpInput, "email" | "phone"> & { email?: string; phone?: string };

/**
 * Sign-up with an e-mail answers "check your e-mail" whether or not the address has an account: a free address
 * gets an activation link (the account is created when it is followed, with the address verified), a taken one
 * gets a note that an account exists (log in or reset the password). So the form tells a stranger nothing.
 * Sign-up with a phone only creates the account at once: no channel exists to reach a phone, so a taken number
 * is still reported on its field (docs/security.md weighs this).
 */
export async function signUp(
  db: Db,
  input: SignUpData,
  ctx: { locale: Locale; origin: string },
): Promise<SignUpOutcome> {
  const locale = input.locale ?? ctx.locale;
  if (!input.email) {
    const user = await createUser(db, { name: input.name, phone: input.phone, password: input.password, locale });
    return { status: "created", id: user.id, slug: user.slug };
  }
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password); // the same work either way
  const existing = await db.user.findUnique({ where: { email }, select: { name: true, locale: true } });
  if (!(await consume(limits.mailByAddress, email))) return { status: "check-email" };
  if (existing) {
    await sendMail({
      to: email,
      subject: t(existing.locale, "mail.signupExisting.subject"),
      text: t(existing.locale, "mail.signupExisting.body", {
        name: existing.name,
        loginUrl: `${ctx.origin}/${existing.locale}/login`,
        resetUrl: `${ctx.origin}/${existing.locale}/forgot-password`,
      }),
    });
    return { status: "check-email" };
  }
  const { token, tokenHash, expiresAt } = newEmailLinkToken();
  await db.signupRequest.create({
    data: { email, phone: input.phone ?? null, name: input.name, passwordHash, locale, tokenHash, expiresAt },
  });
  await sendMail({
    to: email,
    subject: t(locale, "mail.signupActivate.subject"),
    text: t(locale, "mail.signupActivate.body", {
      name: input.name,
      url: `${ctx.origin}/${locale}/activate?token=${token}`,
      minutes: EMAIL_LINK_MINUTES,
    }),
  });
  return { status: "check-email" };
}

/**
 * Following the activation link creates the account with its address verified. Single-use, time-limited; refused
 * when the address got an account meanwhile. A phone number taken meanwhile is left out (it can be added later).
 */
export async function activateAccount(db: Db, token: string): Promise<{ email: string }> {
  const used = await db.signupRequest.updateMany({
    where: { tokenHash: sha256(token), usedAt: null, expiresAt: { gt: new Date() } },
    data: { usedAt: new Date() },
  });
  if (used.count !== 1) throw new AppError("BAD_REQUEST", "errors.linkInvalid");
  const request = await db.signupRequest.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
  if (await db.user.findUnique({ where: { email: request.email }, select: { id: true } })) {
    throw new AppError("BAD_REQUEST", "errors.linkInvalid");
  }
  const phoneFree =
    request.phone && !(await db.user.findUnique({ where: { phone: request.phone }, select: { id: true } }));
  await createUser(db, {
    name: request.name,
    email: request.email,
    phone: phoneFree ? request.phone! : undefined,
    passwordHash: request.passwordHash,
    locale: request.locale,
    emailVerified: true,
  });
  return { email: request.email };
}
