import { cache } from "react";
import { NOTIFICATIONS_PAGE } from "~/modules/notify/domain/constants";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import type { NotificationKind } from "./notify";

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  params: Record<string, string | number>;
  url: string | null;
  read: boolean;
  createdAt: Date;
}

/**
 * My notifications, newest first, a page at a time (`cursor`: the last one already shown). Only the user's own
 * rows: nothing here is addressed by anyone else.
 */
export async function listNotifications(db: Db, actor: Actor, input: { cursor?: string; limit?: number }) {
  const limit = input.limit ?? NOTIFICATIONS_PAGE;
  const rows = await db.notification.findMany({
    where: { userId: actor.userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
    select: { id: true, kind: true, params: true, url: true, readAt: true, createdAt: true },
  });
  const items: NotificationItem[] = rows.slice(0, limit).map((r) => ({
    id: r.id,
    kind: r.kind as NotificationKind,
    params: (r.params ?? {}) as Record<string, string | number>,
    url: r.url,
    read: r.readAt !== null,
    createdAt: r.createdAt,
  }));
  return { items, nextCursor: rows.length > limit ? items.at(-1)!.id : null };
}

/**
 * My unread notifications, as the bell shows them (the page, the header, the live stream, after a read). Counted
 * once per render: the header and /notifications ask for the same number.
 */
export async function countUnread(db: Db | Prisma.TransactionClient, actor: Pick<Actor, "userId">): Promise<number> {
  return unreadOf(db, actor.userId);
}

const unreadOf = cache((db: Db | Prisma.TransactionClient, userId: string) =>
  db.notification.count({ where: { userId, readAt: null } }),
);
