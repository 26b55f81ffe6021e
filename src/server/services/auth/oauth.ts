import type { Db } from "~/server/db";
import { createUser } from "../users/create-user";

export interface OAuthProfile {
  provider: "google" | "facebook";
  providerAccountId: string;
  email?: string | null;
  emailVerified: boolean;
  name?: string | null;
}

/**
 * Finds or creates the Wasla user behind a social login: an already linked account, else the account with the
 * same verified e-mail (linked now), else a new Member. Returns null for a suspended user.
 */
export async function userForOAuth(db: Db, profile: OAuthProfile) {
  const select = { id: true, sessionVersion: true, suspendedAt: true } as const;
  const linked = await db.oAuthAccount.findUnique({
    where: { provider_providerAccountId: { provider: profile.provider, providerAccountId: profile.providerAccountId } },
    select: { user: { select } },
  });
  let user = linked?.user ?? null;
  const email = profile.email?.toLowerCase();
  if (!user && email && profile.emailVerified) {
    user = await db.user.findUnique({ where: { email }, select });
  }
  if (!user) {
    const created = await createUser(db, {
      name: profile.name?.trim() || email?.split("@")[0] || "Membre",
      email: email && profile.emailVerified ? email : undefined,
    });
    user = { id: created.id, sessionVersion: created.sessionVersion, suspendedAt: created.suspendedAt };
  }
  if (!linked) {
    await db.oAuthAccount.create({
      data: { userId: user.id, provider: profile.provider, providerAccountId: profile.providerAccountId },
    });
  }
  return user.suspendedAt ? null : { id: user.id, sessionVersion: user.sessionVersion };
}
