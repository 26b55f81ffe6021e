import type { Db } from "~/platform/db";
import { countUnread } from "~/modules/notify";
import type { RealtimeHub } from "./hub";

/** The unread counts of several users at once, every one of them named (0 for those with none). */
export async function countUnreadOf(db: Db, userIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db.notification.groupBy({
    by: ["userId"],
    where: { userId: { in: [...userIds] }, readAt: null },
    _count: { _all: true },
  });
  for (const row of rows) counts.set(row.userId, row._count._all);
  return counts;
}

/**
 * The user's unread count now, then again each time a signal names them, until `signal` aborts: what one live
 * stream sends. It subscribes before the first count, so a change committed in between is not missed; signals
 * arriving while a count is read fold into one more read; a count equal to the last one sent is not sent again.
 */
export async function* unreadCounts(
  hub: RealtimeHub,
  db: Db,
  userId: string,
  signal?: AbortSignal,
): AsyncGenerator<number, void, undefined> {
  await hub.start();
  let changed = true;
  let wake: (() => void) | null = null;
  const unsubscribe = hub.subscribe(userId, () => {
    changed = true;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  try {
    let last: number | null = null;
    while (!signal?.aborted) {
      if (!changed) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      changed = false;
      const count = await countUnread(db, { userId });
      if (count !== last && !signal?.aborted) {
        last = count;
        yield count;
      }
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener("abort", onAbort);
  }
}
