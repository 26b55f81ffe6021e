import Pusher from "pusher";
import { env } from "~/env";
import type { Db } from "~/platform/db";
import type { RealtimeHub } from "./hub";
import { countUnreadOf } from "./unread";
import { logger } from "~/platform/logger.mjs";

/** A user's private channel: only they are authorized on it (src/app/api/pusher/auth). */
export const userChannel = (userId: string) => `private-user-${userId}`;
/** The event carrying { count } on a user's channel. */
export const UNREAD_EVENT = "unread";
/** Pusher accepts up to 10 events per batch request. */
const BATCH = 10;

/** The part of the Pusher server SDK we use: what the tests replace. */
export type PusherServer = Pick<Pusher, "triggerBatch" | "authorizeChannel">;

export function pusherConfigured(): boolean {
  return Boolean(env.PUSHER_APP_ID && env.PUSHER_KEY && env.PUSHER_SECRET && env.PUSHER_CLUSTER);
}

const globalForPusher = globalThis as unknown as { __waslaPusher?: PusherServer };

/** The process's Pusher client (null when Pusher is not configured). */
export function pusherServer(): PusherServer | null {
  if (!pusherConfigured()) return null;
  return (globalForPusher.__waslaPusher ??= new Pusher({
    appId: env.PUSHER_APP_ID!,
    key: env.PUSHER_KEY!,
    secret: env.PUSHER_SECRET!,
    cluster: env.PUSHER_CLUSTER!,
    useTLS: true,
  }));
}

/**
 * Passes each signal on to Pusher as an "unread" event with the user's count, on their private channel — from the
 * leading instance only (the holder of the forwarding lock, src/platform/realtime/sources.ts), so a signal heard by
 * every instance reaches Pusher once. A failed trigger is logged and dropped: the next signal, a reconnection or
 * the tab's next focus carries the count again.
 */
export function forwardToPusher(
  hub: RealtimeHub,
  db: Db,
  pusher: { triggerBatch(events: Pusher.BatchEvent[]): Promise<unknown> },
): () => void {
  // one signal at a time, each counted when its turn comes: a user's counts reach Pusher in the order they were read
  let queue = Promise.resolve();
  const forward = async (userIds: readonly string[]) => {
    const counts = await countUnreadOf(db, userIds);
    const events = [...counts].map(([userId, count]) => ({
      channel: userChannel(userId),
      name: UNREAD_EVENT,
      data: { count },
    }));
    for (let i = 0; i < events.length; i += BATCH) await pusher.triggerBatch(events.slice(i, i + BATCH));
  };
  return hub.observe((userIds) => {
    if (!hub.leads() || userIds.length === 0) return;
    queue = queue
      .then(() => forward(userIds))
      .catch((error: unknown) => logger.error({ err: error }, "realtime: Pusher trigger failed"));
  });
}
