import { ownProcedure } from "~/platform/api/trpc";
import { realtimeHub } from "~/platform/realtime";
import { liveEvents } from "~/platform/realtime/unread";

/**
 * The signed-in user's live channel (Server-Sent Events through httpSubscriptionLink): their unread count on
 * connect, then what changed for them — the count, a conversation, a receipt, a grade table (~/lib/live-events) —
 * each time a signal names them (src/platform/realtime). Events name things and carry no content: a screen reads
 * what an event touches again, through its own gated procedure. Nothing to resume from (no tracked() id): a
 * reconnection starts with the count, and the screens read again.
 */
export const live = ownProcedure.subscription(({ ctx, signal }) =>
  liveEvents(realtimeHub(), ctx.db, ctx.actor.userId, signal),
);
