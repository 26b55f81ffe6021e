import Pusher from "pusher";
import { env } from "~/env";
import type { Db } from "~/platform/db";
import type { LiveEvent } from "~/lib/live-events";
import type { RealtimeHub, Signal } from "./hub";
import { countUnreadOf } from "./unread";
import { logger } from "~/platform/logger.mjs";

/** A user's private channel: only they are authorized on it (src/app/api/pusher/auth). */
export const userChannel = (userId: string) => `private-user-${userId}`;
/** The event on a user's channel: its data is one live event (~/lib/live-events), as the app's own stream sends it. */
export const LIVE_EVENT = "live";
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
 * Passes each signal on to Pusher as the same events the app's own stream sends (~/lib/live-events): the user's
 * count when it may have changed, and each topic, on their private channel — from the leading instance only (the holder of the forwarding lock, src/platform/realtime/sources.ts), so a signal heard by
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
  const forward = async ({ users, unread, topics }: Signal) => {
    const counts = unread ? await countUnreadOf(db, users) : new Map<string, number>();
    const events = users.flatMap((userId) =>
      [
        ...topics,
        ...(counts.has(userId) ? [{ kind: "unread" as const, count: counts.get(userId)! } satisfies LiveEvent] : []),
      ].map((data) => ({ channel: userChannel(userId), name: LIVE_EVENT, data })),
    );
    for (let i = 0; i < events.length; i += BATCH) await pusher.triggerBatch(events.slice(i, i + BATCH));
  };
  return hub.observe((signal) => {
    if (!hub.leads() || signal.users.length === 0) return;
    queue = queue
      .then(() => forward(signal))
      .catch((error: unknown) => logger.error({ err: error }, "realtime: Pusher trigger failed"));
  });
}
