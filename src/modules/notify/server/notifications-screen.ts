import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { countUnread, listNotifications } from "./list-notifications";

/**
 * What /notifications shows, as one action: a page of mine (after `cursor`; from the newest when the cursor names
 * none of mine, e.g. cleared since) and how many are unread.
 */
export async function notificationsScreen(db: Db, actor: Actor, input: { cursor?: string }) {
  const [page, unread] = await Promise.all([
    listNotifications(db, actor, input).catch(() => listNotifications(db, actor, {})),
    countUnread(db, actor),
  ]);
  return { page, unread };
}
