/**
 * The live unread count of this browser, loaded after the page by ./live.ts. One tab at a time holds the connection
 * (a Web Lock): it streams the count and passes it to the other tabs of the origin over a BroadcastChannel, so ten
 * open tabs cost the server one stream, and over HTTP/1.1 they do not use up the browser's six connections to it.
 * When that tab closes, another takes the lock and connects. Transport: Pusher Channels when the build was
 * configured for it (NEXT_PUBLIC_PUSHER_KEY), else the app's own stream, notifications.live over SSE.
 */
type Listener = (count: number) => void;

const NAME = "wasla-live-unread";
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;
let stop: (() => void) | null = null;

const tell = (count: number) => listeners.forEach((listener) => listener(count));

function publish(count: number) {
  // the page says it is live (the journeys wait for it before sending): the transport delivered
  document.documentElement.dataset.live = "1";
  tell(count);
  channel?.postMessage(count);
}

/** The count as the server reads it now (after a reconnection, when events may have been missed). */
export async function fetchUnread(): Promise<number | null> {
  try {
    const response = await fetch("/api/trpc/notifications.unreadCount", { credentials: "same-origin" });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { data?: { json?: number } } };
    return typeof body.result?.data?.json === "number" ? body.result.data.json : null;
  } catch {
    return null;
  }
}

/** A session that ended (signed out, suspended): nothing to follow until the next page. */
const endedSession = (error: unknown) => {
  const code = (error as { data?: { code?: string } } | null)?.data?.code;
  return code === "UNAUTHORIZED" || code === "FORBIDDEN";
};

/** The app's own stream; reopened when the server ends it (every 10 minutes) or it fails, never after a 401/403. */
function openStream(onCount: Listener): () => void {
  let closed = false;
  let failures = 0;
  let subscription: { unsubscribe(): void } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const again = (delay: number) => {
    if (!closed) timer = setTimeout(connect, delay);
  };
  function connect() {
    void import("~/trpc/subscriptions").then(({ subscriptionClient }) => {
      if (closed) return;
      subscription = subscriptionClient().notifications.live.subscribe(undefined, {
        onData(count) {
          failures = 0;
          onCount(count);
        },
        onError(error) {
          subscription = null;
          if (!endedSession(error)) again(Math.min(60_000, 2_000 * 2 ** failures++));
        },
        onComplete() {
          subscription = null;
          again(500);
        },
      });
    });
  }
  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    subscription?.unsubscribe();
  };
}

/** Pusher Channels: the user's private channel, authorized by /api/pusher/auth; the count read again on each (re)connection. */
function openPusher(key: string, cluster: string, onCount: Listener): () => void {
  let closed = false;
  let disconnect: (() => void) | null = null;
  void Promise.all([import("pusher-js"), fetch("/api/pusher/auth", { credentials: "same-origin" })]).then(async ([{ default: Pusher }, mine]) => {
    if (closed || !mine.ok) return;
    const { channel: name } = (await mine.json()) as { channel: string };
    const pusher = new Pusher(key, { cluster, channelAuthorization: { endpoint: "/api/pusher/auth", transport: "ajax" } });
    pusher.subscribe(name).bind("unread", (data: { count?: unknown }) => typeof data.count === "number" && onCount(data.count));
    pusher.connection.bind("connected", () => void fetchUnread().then((n) => n !== null && onCount(n)));
    disconnect = () => pusher.disconnect();
    if (closed) disconnect();
  });
  return () => {
    closed = true;
    disconnect?.();
  };
}

function openTransport(onCount: Listener): () => void {
  const key = process.env.NEXT_PUBLIC_PUSHER_KEY;
  const cluster = process.env.NEXT_PUBLIC_PUSHER_CLUSTER;
  return key && cluster ? openPusher(key, cluster, onCount) : openStream(onCount);
}

function start() {
  channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(NAME) : null;
  channel?.addEventListener("message", (event: MessageEvent<unknown>) => typeof event.data === "number" && tell(event.data));
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks || !channel) {
    stop = openTransport(publish);
    return;
  }
  const waiting = new AbortController();
  let release: (() => void) | null = null;
  locks
    .request(NAME, { signal: waiting.signal }, () => new Promise<void>((resolve) => {
      const close = openTransport(publish);
      release = () => {
        close();
        resolve();
      };
    }))
    .catch(() => {});
  stop = () => {
    waiting.abort();
    release?.();
  };
}

/** Calls `listener` with each new unread count until the returned function is called. */
export function followUnread(listener: Listener): () => void {
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
