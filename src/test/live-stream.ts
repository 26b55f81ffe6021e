import { expect } from "vitest";
import type { LiveEvent } from "~/lib/live-events";
import { db } from "~/platform/db";
import { realtimeHub } from "~/platform/realtime";
import { liveEvents } from "~/platform/realtime/unread";

/**
 * A user's live stream as the browser gets it (liveEvents on the process's hub and the test's database), its events
 * gathered as they come: `until` waits for one that matches, `stop` ends the stream.
 */
export function followLive(userId: string) {
  const ac = new AbortController();
  const seen: LiveEvent[] = [];
  const done = (async () => {
    for await (const event of liveEvents(realtimeHub(), db, userId, ac.signal)) seen.push(event);
  })();
  return {
    seen,
    async until(match: (event: LiveEvent) => boolean) {
      await expect.poll(() => seen.some(match), { timeout: 5_000 }).toBe(true);
    },
    async stop() {
      ac.abort();
      // a signal wakes the stream so that it sees the abort
      await db.$executeRaw`SELECT pg_notify('wasla_notifications', ${JSON.stringify({ users: [userId] })})`;
      await done;
    },
  };
}
