import type { Db } from "~/platform/db";

/** How long a session cookie lives (next-auth's maxAge; it is renewed while used). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** lastSeenAt is refreshed at most this often, so a busy user costs one write a day, not one per request. */
const TOUCH_AFTER_MS = 24 * 60 * 60 * 1000;

/** A new signed-in browser: its id goes into the session cookie. Sessions idle past the cookie's life are purged. */
export async function startLoginSession(db: Db, userId: string): Promise<string> {
  await db.loginSession.deleteMany({
    where: { userId, lastSeenAt: { lt: new Date(Date.now() - SESSION_MAX_AGE_SECONDS * 1000) } },
  });
  const session = await db.loginSession.create({ data: { userId }, select: { id: true } });
  return session.id;
}

/** Sign-out: the row goes, so the cookie (and any copy of it) no longer names a live session. */
export async function endLoginSession(db: Db, sessionId: unknown) {
  if (typeof sessionId !== "string" || !sessionId) return;
  await db.loginSession.deleteMany({ where: { id: sessionId } });
}

export async function touchLoginSession(db: Db, sessionId: string, lastSeenAt: Date) {
  if (Date.now() - lastSeenAt.getTime() < TOUCH_AFTER_MS) return;
  await db.loginSession.updateMany({ where: { id: sessionId }, data: { lastSeenAt: new Date() } });
}
