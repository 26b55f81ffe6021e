import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { signal } from "./notify";

/** Clears my notification list (spec §4): every one of mine is deleted; the messages' broadcasts stay. */
export async function clearNotifications(db: Db, actor: Actor) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.notification.deleteMany({ where: { userId: actor.userId } });
    if (count) await signal(tx, [actor.userId]);
    return { count };
  });
}
