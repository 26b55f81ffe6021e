import type { Locale } from "~/i18n/config";
import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";

/** A person's browsers receiving pushes; beyond this, the longest silent are forgotten. */
export const DEVICES_PER_USER = 10;

/**
 * This browser receives my pushes, in this language. A token already known moves to me (the browser's previous
 * user logged out and I logged in: their pushes must stop reaching it); `previousToken`, the one the browser just
 * replaced, is deleted if it is mine. Called at least every 7 days by a browser with push on (refreshedAt).
 */
export async function registerDevice(db: Db, actor: Actor, input: { token: string; previousToken?: string; locale: Locale }): Promise<{ registered: true }> {
  await db.$transaction(async (tx) => {
    if (input.previousToken && input.previousToken !== input.token) {
      await tx.pushDevice.deleteMany({ where: { token: input.previousToken, userId: actor.userId } });
    }
    const now = new Date();
    await tx.pushDevice.upsert({
      where: { token: input.token },
      create: { token: input.token, userId: actor.userId, locale: input.locale, refreshedAt: now },
      update: { userId: actor.userId, locale: input.locale, refreshedAt: now },
    });
    const extra = await tx.pushDevice.findMany({ where: { userId: actor.userId }, orderBy: { refreshedAt: "desc" }, skip: DEVICES_PER_USER, select: { id: true } });
    if (extra.length) await tx.pushDevice.deleteMany({ where: { id: { in: extra.map((d) => d.id) } } });
  });
  return { registered: true };
}

/** This browser stops receiving my pushes (turned off, or logging out). Someone else's token changes nothing. */
export async function unregisterDevice(db: Db, actor: Actor, input: { token: string }): Promise<{ count: number }> {
  return db.pushDevice.deleteMany({ where: { token: input.token, userId: actor.userId } });
}
