/**
 * This browser's live channel, loaded after the page (src/ui/live.ts): the events of ~/lib/live-events — the unread
 * count, and what changed (a conversation, a receipt, a grade table) — for every screen of every tab. One tab at a
 * time holds the connection (a Web Lock) and passes each event to the other tabs of the origin over a
 * BroadcastChannel, so ten open tabs cost the server one stream, and over HTTP/1.1 they do not use up the browser's
 * six connections to it; when that tab closes, another takes the lock and connects.
 *
 * Transport: Pusher Channels when the build was configured for it (NEXT_PUBLIC_PUSHER_KEY), else the app's own
 * stream — the tRPC subscription notifications.live through tRPC's own httpSubscriptionLink (SSE), which
 * reconnects after a network failure or a silence (the server's `reconnectAfterInactivityMs`). Both carry the same
 * events; each (re)connection starts with the count, and is followed by "resync" so screens read again what they
 * may have missed.
 */
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from "@trpc/client";
import superjson from "superjson";
import { parseLiveEvent, type LiveEvent } from "~/lib/live-events";
import type { AppRouter } from "~/modules/root";

type Listener = (event: LiveEvent) => void;

const NAME = "wasla-live";
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;
let stop: (() => void) | null = null;

const tell = (event: LiveEvent) => listeners.forEach((listener) => listener(event));

function publish(event: LiveEvent) {
  // the page says it is live (the journeys wait for it before writing): the transport delivered
  document.documentElement.dataset.live = "1";
  tell(event);
  channel?.postMessage(event);
}

const client = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === "subscription",
      true: httpSubscriptionLink({ url: "/api/trpc", transformer: superjson }),
      false: httpBatchLink({ url: "/api/trpc", transformer: superjson }),
    }),
  ],
});

/** The count as the server reads it now (a tab coming back into view, a reconnection). */
export async function fetchUnread(): Promise<number | null> {
  try {
    return await client.notifications.unreadCount.query();
  } catch {
    return null;
  }
}

/** A session that ended (signed out, suspended): nothing to follow until the next page. */
const ENDED = new Set(["UNAUTHORIZED", "FORBIDDEN"]);

/**
 * The app's own stream. httpSubscriptionLink retries what it can (a lost connection, a silence, a 502/503/504); the
 * subscription ends when the server closes the stream (every 10 minutes) or refuses it: opened again then, after a
 * growing delay for a server error, never after a 401/403.
 */
function openStream(onEvent: Listener): () => void {
  let closed = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe(): void } | null = null;
  let opened = 0;
  const reopen = (delay: number) => {
    subscription?.unsubscribe();
    subscription = null;
    if (!closed) retry = setTimeout(connect, delay);
  };
  function connect() {
    const first = opened++ === 0;
    let started = false;
    subscription = client.notifications.live.subscribe(undefined, {
      onData(value) {
        const event = parseLiveEvent(value);
        if (!event) return;
        failures = 0;
        onEvent(event);
        // after a reconnection, the count comes first: what else was missed meanwhile is read again
        if (!started && !first && event.kind === "unread") onEvent({ kind: "resync" });
        started = true;
      },
      onError(error) {
        const code = (error as { data?: { code?: string } }).data?.code;
        if (code && ENDED.has(code)) {
          closed = true;
          reopen(0);
        } else reopen(Math.min(60_000, 2_000 * 2 ** failures++));
      },
      onStopped: () => reopen(500),
    });
  }
  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    subscription?.unsubscribe();
  };
}

/** Pusher Channels: the user's private channel, authorized by /api/pusher/auth; the count read again on each (re)connection. */
function openPusher(key: string, cluster: string, onEvent: Listener): () => void {
  let closed = false;
  let disconnect: (() => void) | null = null;
  void Promise.all([import("pusher-js"), fetch("/api/pusher/auth", { credentials: "same-origin" })]).then(
    async ([{ default: Pusher }, mine]) => {
      if (closed || !mine.ok) return;
      const { channel: name } = (await mine.json()) as { channel: string };
      const pusher = new Pusher(key, {
        cluster,
        channelAuthorization: { endpoint: "/api/pusher/auth", transport: "ajax" },
      });
      pusher.subscribe(name).bind("live", (data: unknown) => {
        const event = parseLiveEvent(data);
        if (event) onEvent(event);
      });
      let connections = 0;
      pusher.connection.bind("connected", () => {
        const again = connections++ > 0;
        void fetchUnread().then((count) => {
          if (count !== null) onEvent({ kind: "unread", count });
          if (again) onEvent({ kind: "resync" });
        });
      });
      disconnect = () => pusher.disconnect();
      if (closed) disconnect();
    },
  );
  return () => {
    closed = true;
    disconnect?.();
  };
}

function openTransport(onEvent: Listener): () => void {
  const key = process.env.NEXT_PUBLIC_PUSHER_KEY;
  const cluster = process.env.NEXT_PUBLIC_PUSHER_CLUSTER;
  return key && cluster ? openPusher(key, cluster, onEvent) : openStream(onEvent);
}

function start() {
  channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(NAME) : null;
  channel?.addEventListener("message", (message: MessageEvent<unknown>) => {
    const event = parseLiveEvent(message.data);
    if (event) tell(event);
  });
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks || !channel) {
    stop = openTransport(publish);
    return;
  }
  const waiting = new AbortController();
  let release: (() => void) | null = null;
  locks
    .request(
      NAME,
      { signal: waiting.signal },
      () =>
        new Promise<void>((resolve) => {
          const close = openTransport(publish);
          release = () => {
            close();
            resolve();
          };
        }),
    )
    .catch(() => {});
  stop = () => {
    waiting.abort();
    release?.();
  };
}

/** Calls `listener` with each live event until the returned function is called. */
export function followLive(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) start();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stop?.();
    stop = null;
    channel?.close();
    channel = null;
  };
}
