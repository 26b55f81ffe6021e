import type { Locale } from "~/i18n/config";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError } from "~/platform/errors";

/** A person's browsers receiving pushes; beyond this, the longest silent are forgotten. */
export const DEVICES_PER_USER = 10;

/**
 * This browser receives my pushes, in this language, for as long as this login session lasts: the token is bound to
 * the session, so signing out of it ends its pushes (the row goes with the session). A browser holds one token, so
 * the session's previous token (refreshed by the browser) is replaced, and nothing of my other sessions' devices is
 * touched. A token already known moves to this session: whoever is signed in on the browser now receives its
 * pushes, never the account signed in before. Called at least every 7 days by a browser with push on (refreshedAt).
 */
export async function registerDevice(
  db: Db,
  actor: Actor,
  input: { token: string; previousToken?: string; locale: Locale },
): Promise<{ registered: true }> {
  const loginSessionId = actor.loginSessionId;
  // a server-side caller (seed, script) has no browser to push to
  if (!loginSessionId) throw new AppError("FORBIDDEN", "notifications.push.failed");
  await db.$transaction(async (tx) => {
    await tx.pushDevice.deleteMany({ where: { loginSessionId, token: { not: input.token } } });
    if (input.previousToken && input.previousToken !== input.token) {
      await tx.pushDevice.deleteMany({ where: { token: input.previousToken, userId: actor.userId } });
    }
    const now = new Date();
    await tx.pushDevice.upsert({
      where: { token: input.token },
      create: { token: input.token, userId: actor.userId, loginSessionId, locale: input.locale, refreshedAt: now },
      update: { userId: actor.userId, loginSessionId, locale: input.locale, refreshedAt: now },
    });
    const extra = await tx.pushDevice.findMany({
      where: { userId: actor.userId },
      orderBy: { refreshedAt: "desc" },
      skip: DEVICES_PER_USER,
      select: { id: true },
    });
    if (extra.length) await tx.pushDevice.deleteMany({ where: { id: { in: extra.map((d) => d.id) } } });
  });
  return { registered: true };
}

/** This browser stops receiving my pushes (turned off, or logging out). Someone else's token changes nothing. */
export async function unregisterDevice(db: Db, actor: Actor, input: { token: string }): Promise<{ count: number }> {
  return db.pushDevice.deleteMany({ where: { token: input.token, userId: actor.userId } });
}
