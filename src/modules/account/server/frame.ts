import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { countUnread } from "~/modules/notify";
import { schoolNotices } from "~/modules/school";
import { storage } from "~/platform/storage";

/**
 * What the frame around every page shows the signed-in user (account.frame): their name and photo, their unread
 * notifications, and the notices of their schools (maintenance, holidays). It runs on every page, so it reads only
 * that: three small queries side by side.
 */
export async function accountFrame(db: Db, actor: Actor) {
  const [user, notices, unread] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { name: true, image: true } }),
    schoolNotices(db, actor),
    countUnread(db, actor),
  ]);
  return { name: user.name, imageUrl: user.image ? storage.url(user.image) : null, notices, unread };
}
