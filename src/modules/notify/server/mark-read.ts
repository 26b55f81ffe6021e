import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { countUnread } from "./list-notifications";
import { signal } from "./notify";

/**
 * Marks some of my notifications read (`ids`), or all of them. Ids that are not mine are ignored: whether a
 * notification exists for someone else is not mine to learn. The user's other tabs and devices are told.
 */
export async function markRead(db: Db, actor: Actor, input: { ids?: string[] }) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.notification.updateMany({
      where: { userId: actor.userId, readAt: null, ...(input.ids ? { id: { in: input.ids } } : {}) },
      data: { readAt: new Date() },
    });
    if (count) await signal(tx, [actor.userId]);
    return { count, unread: await countUnread(tx, actor) };
  });
}

/** Opens one of my notifications: marks it read and gives the page of its subject (null: not mine, or none). */
export async function openNotification(db: Db, actor: Actor, id: string): Promise<{ url: string | null } | null> {
  const row = await db.notification.findFirst({
    where: { id, userId: actor.userId },
    select: { id: true, url: true, readAt: true },
  });
  if (!row) return null;
  if (!row.readAt) await markRead(db, actor, { ids: [row.id] });
  return { url: row.url };
}
