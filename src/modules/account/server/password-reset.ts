import { createHash, randomBytes } from "node:crypto";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { hashPassword } from "~/platform/auth/password";
import type { Db } from "~/platform/db";
import { AppError } from "~/platform/errors";
import { sendMail } from "~/platform/mail/mailer";
import { consume, limits as processLimits, type Limits } from "~/platform/rate-limit";

export const RESET_TOKEN_MINUTES = 60;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Sends a reset link when the address belongs to an active account, and says nothing either way (the page shows
 * the same sentence), so the form cannot be used to discover accounts. Run by the mail queue's worker
 * (src/platform/mail/queue.ts), never in the request: `askPasswordReset` is what the request does.
 */
export async function requestPasswordReset(db: Db, input: { email: string; locale: Locale; origin: string }) {
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, name: true, locale: true, suspendedAt: true },
  });
  if (!user || user.suspendedAt) return;
  const token = randomBytes(32).toString("base64url");
  await db.passwordResetToken.create({
    data: {
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
    },
  });
  const locale = input.locale;
  const url = `${input.origin}/${locale}/reset-password?token=${token}`;
  await sendMail({
    to: input.email,
    subject: t(locale, "mail.reset.subject"),
    text: t(locale, "mail.reset.body", { name: user.name, url, minutes: RESET_TOKEN_MINUTES }),
  });
}

/**
 * The request's part: at most 3 mails an hour to one address (the budget sign-up and account-linking mails share), whoever asks and from wherever (the router limits
 * each address's asker too); then a job for the queue. Known and unknown addresses take the same path and the same
 * time, and the answer is the same either way.
 */
export async function askPasswordReset(
  input: { email: string; locale: Locale; origin: string },
  limits: Limits = processLimits,
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if (!(await consume(limits.mailByAddress, email))) return;
  const { enqueueMail } = await import("~/platform/mail/queue");
  await enqueueMail({ kind: "password-reset", email, locale: input.locale, origin: input.origin });
}

/** Sets the new password from a valid, unused, unexpired token; the token and every session then end. */
export async function resetPassword(db: Db, input: { token: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  await db.$transaction(async (tx) => {
    // the conditional update is the single-use guarantee: two concurrent uses cannot both match usedAt = null
    const used = await tx.passwordResetToken.updateMany({
      where: { tokenHash: sha256(input.token), usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) throw new AppError("BAD_REQUEST", "errors.resetLinkInvalid");
    const token = await tx.passwordResetToken.findUniqueOrThrow({ where: { tokenHash: sha256(input.token) } });
    await tx.user.update({
      where: { id: token.userId },
      // the link reached this mailbox: the address is the user's
      data: { passwordHash, sessionVersion: { increment: 1 }, mustChangePassword: false, emailVerifiedAt: new Date() },
    });
  });
}
