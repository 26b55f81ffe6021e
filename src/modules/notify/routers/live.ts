import { ownProcedure } from "~/platform/api/trpc";
import { realtimeHub } from "~/platform/realtime";
import { unreadCounts } from "~/platform/realtime/unread";

/**
 * The signed-in user's unread count, live (Server-Sent Events through httpSubscriptionLink): the current count
 * on connect, then each new count when a signal names the user (src/platform/realtime). The count is state, not a
 * series of events, so there is no tracked() id to resume from: a reconnection simply starts with the count.
 */
export const live = ownProcedure.subscription(({ ctx, signal }) =>
  unreadCounts(realtimeHub(), ctx.db, ctx.actor.userId, signal),
);
