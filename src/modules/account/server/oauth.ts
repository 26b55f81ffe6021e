import { env } from "~/env";
import { t } from "~/i18n/server";
import type { Db } from "~/platform/db";
import { AppError } from "~/platform/errors";
import { sendMail } from "~/platform/mail/mailer";
import { consume, limits } from "~/platform/rate-limit";
import { createUser } from "../../users/server/create-user";
import { EMAIL_LINK_MINUTES, newEmailLinkToken, sha256 } from "./email-links";

export type OAuthProvider = "google" | "facebook";
export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: "Google", facebook: "Facebook" };

export interface OAuthProfile {
  provider: OAuthProvider;
  providerAccountId: string;
  email?: string | null;
  /** The provider vouches for the address (Google's email_verified; Facebook returns confirmed addresses only). */
  emailVerified: boolean;
  name?: string | null;
}

export type OAuthOutcome =
  | { status: "ok"; id: string; sessionVersion: number }
  /** The address belongs to an account whose owner must first confirm by mail: no sign-in now. */
  | { status: "verify-email" }
  | { status: "refused" };

/**
 * The Wasla user behind a social login: the account already linked to this provider identity; else the account
 * with this address when that address was verified on our side (linked now); else, for an unverified account with
 * this address, nothing yet: its owner gets a link that confirms the linking (anyone can type someone else's
 * address at sign-up or in a school's form, so the address alone proves nothing). Otherwise a new Member, whose
 * address the provider vouched for.
 */
export async function userForOAuth(
  db: Db,
  profile: OAuthProfile,
  origin = env.NEXTAUTH_URL ?? "http://localhost:3000",
): Promise<OAuthOutcome> {
  const select = {
    id: true,
    name: true,
    locale: true,
    email: true,
    emailVerifiedAt: true,
    sessionVersion: true,
    suspendedAt: true,
  } as const;
  const identity = { provider: profile.provider, providerAccountId: profile.providerAccountId };
  const linked = await db.oAuthAccount.findUnique({
    where: { provider_providerAccountId: identity },
    select: { user: { select } },
  });
  const done = (user: { id: string; sessionVersion: number; suspendedAt: Date | null }): OAuthOutcome =>
    user.suspendedAt ? { status: "refused" } : { status: "ok", id: user.id, sessionVersion: user.sessionVersion };
  if (linked) return done(linked.user);

  const email = profile.email?.trim().toLowerCase() || undefined;
  const vouched = email && profile.emailVerified ? email : undefined;
  const owner = vouched ? await db.user.findUnique({ where: { email: vouched }, select }) : null;
  if (owner) {
    if (owner.suspendedAt) return { status: "refused" };
    if (owner.emailVerifiedAt) {
      await db.oAuthAccount.create({ data: { userId: owner.id, ...identity } });
      return done(owner);
    }
    if (await consume(limits.mailByAddress, owner.email!)) {
      const { token, tokenHash, expiresAt } = newEmailLinkToken();
      await db.oAuthLinkRequest.create({ data: { userId: owner.id, ...identity, tokenHash, expiresAt } });
      const url = `${origin}/${owner.locale}/link-account?token=${token}`;
      await sendMail({
        to: owner.email!,
        subject: t(owner.locale, "mail.oauthLink.subject", { provider: PROVIDER_NAMES[profile.provider] }),
        text: t(owner.locale, "mail.oauthLink.body", {
          name: owner.name,
          provider: PROVIDER_NAMES[profile.provider],
          url,
          minutes: EMAIL_LINK_MINUTES,
        }),
      });
    }
    return { status: "verify-email" };
  }

  // the account and its link are one write: a link lost in between would create a second account next time
  const created = await createUser(
    db,
    { name: profile.name?.trim() || email?.split("@")[0] || "Membre", email: vouched, emailVerified: !!vouched },
    (tx, userId) => tx.oAuthAccount.create({ data: { userId, ...identity } }),
  );
  return done(created);
}

/**
 * Following the mailed link: proves the reader owns the address, so the provider identity stored with the token is
 * linked to the account and the address counts as verified. Single-use, time-limited.
 */
export async function confirmOAuthLink(db: Db, token: string): Promise<{ provider: OAuthProvider }> {
  return db.$transaction(async (tx) => {
    const used = await tx.oAuthLinkRequest.updateMany({
      where: { tokenHash: sha256(token), usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) throw new AppError("BAD_REQUEST", "errors.linkInvalid");
    const request = await tx.oAuthLinkRequest.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    const identity = { provider: request.provider, providerAccountId: request.providerAccountId };
    const taken = await tx.oAuthAccount.findUnique({
      where: { provider_providerAccountId: identity },
      select: { userId: true },
    });
    if (taken && taken.userId !== request.userId) throw new AppError("BAD_REQUEST", "errors.linkInvalid");
    if (!taken) await tx.oAuthAccount.create({ data: { userId: request.userId, ...identity } });
    await tx.user.update({ where: { id: request.userId }, data: { emailVerifiedAt: new Date() } });
    return { provider: request.provider as OAuthProvider };
  });
}
