import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink, type TRPCClient } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "~/server/api/root";

let client: TRPCClient<AppRouter> | undefined;

/**
 * A tRPC client for live streams: subscriptions go over Server-Sent Events (an EventSource on /api/trpc, same
 * origin, so the session cookie goes with it and the CSP's connect-src 'self' covers it), anything else through the
 * batch link. Separate from the screens' client (./client.ts) so the pages with a tRPC provider do not carry the
 * SSE code: only the live notifications load it, after the page (src/features/notifications/live.ts).
 */
export function subscriptionClient(): TRPCClient<AppRouter> {
  return (client ??= createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === "subscription",
        true: httpSubscriptionLink({ url: "/api/trpc", transformer: superjson }),
        false: httpBatchLink({ url: "/api/trpc", transformer: superjson }),
      }),
    ],
  }));
}
