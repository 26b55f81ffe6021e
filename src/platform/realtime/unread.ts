import type { Db } from "~/platform/db";
import { countUnread } from "~/modules/notify";
import { topicKey, type LiveEvent, type LiveTopic } from "~/lib/live-events";
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
 * What one live stream sends: the user's unread count now, then, each time a signal names them, what changed — its
 * topics (a conversation, a receipt, a grade table: ~/lib/live-events) and their count when it moved — until
 * `signal` aborts. It subscribes before the first count, so a change committed in between is not missed; signals
 * arriving while a count is read fold into one more read, and a topic signalled several times meanwhile is sent
 * once; a count equal to the last one sent is not sent again (a topic always is: a receipt changes no count).
 */
export async function* liveEvents(
  hub: RealtimeHub,
  db: Db,
  userId: string,
  signal?: AbortSignal,
): AsyncGenerator<LiveEvent, void, undefined> {
  await hub.start();
  let unread = true;
  let resync = false;
  const topics = new Map<string, LiveTopic>();
  let wake: (() => void) | null = null;
  const unsubscribe = hub.subscribe(userId, (change) => {
    if (change.unread) unread = true;
    if (change.resync) resync = true;
    for (const topic of change.topics) topics.set(topicKey(topic), topic);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener("abort", onAbort);
  try {
    let last: number | null = null;
    while (!signal?.aborted) {
      if (!unread && !resync && topics.size === 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      if (resync) {
        resync = false;
        topics.clear();
        // the first count is the connection's own state: no screen has anything to read again yet
        if (last !== null) yield { kind: "resync" };
      }
      const pending = [...topics.values()];
      topics.clear();
      for (const topic of pending) {
        if (signal?.aborted) return;
        yield topic;
      }
      if (!unread) continue;
      unread = false;
      const count = await countUnread(db, { userId });
      if (count !== last && !signal?.aborted) {
        last = count;
        yield { kind: "unread", count };
      }
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener("abort", onAbort);
  }
}

/** The unread counts alone of a user's live stream (the benches and the second-instance test follow these). */
export async function* unreadCounts(
  hub: RealtimeHub,
  db: Db,
  userId: string,
  signal?: AbortSignal,
): AsyncGenerator<number, void, undefined> {
  for await (const event of liveEvents(hub, db, userId, signal)) if (event.kind === "unread") yield event.count;
}
