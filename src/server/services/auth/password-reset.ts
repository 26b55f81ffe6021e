import { createHash, randomBytes } from "node:crypto";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { hashPassword } from "~/server/auth/password";
import type { Db } from "~/server/db";
import { AppError } from "~/server/errors";
import { sendMail } from "~/server/mail/mailer";

export const RESET_TOKEN_MINUTES = 60;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/**
 * Sends a reset link when the address belongs to an active account, and says nothing either way (the page shows
 * the same sentence), so the form cannot be used to discover accounts.
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
