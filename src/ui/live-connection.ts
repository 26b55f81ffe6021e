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
const ENDED = new Set(["UNAUTHORIZED", "FORBIDDEN"]);
/** The server pings every 25 s (src/platform/api/trpc.ts): this long without a word, the stream is dead. */
const SILENCE_MS = 70_000;

/**
 * The app's own stream: the tRPC subscription notifications.live, read with the browser's EventSource. tRPC's SSE
 * wire format is small (a "connected" event, one data event per value as superjson — a number is {"json": n} —,
 * "ping", "serialized-error", "return"), and reading it here keeps httpSubscriptionLink out of the pages: the tRPC
 * client is one module for the bundler, so using that link anywhere put 1.7 kB into every page with a tRPC
 * provider. The EventSource reconnects by itself after a network failure; the stream is opened again when the server
 * ends it (every 10 minutes), after a server error or a silence, and never after a 401/403.
 */
function openStream(onCount: Listener): () => void {
  let source: EventSource | null = null;
  let closed = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let silence: ReturnType<typeof setTimeout> | undefined;
  const reopen = (delay: number) => {
    source?.close();
    source = null;
    clearTimeout(silence);
    if (!closed) retry = setTimeout(connect, delay);
  };
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(() => reopen(0), SILENCE_MS);
  };
  function connect() {
    const es = (source = new EventSource("/api/trpc/notifications.live"));
    heard();
    es.addEventListener("connected", heard);
    es.addEventListener("ping", heard);
    es.addEventListener("message", (event: MessageEvent<string>) => {
      heard();
      const value = (JSON.parse(event.data) as { json?: unknown }).json;
      if (typeof value !== "number") return;
      failures = 0;
      onCount(value);
    });
    es.addEventListener("return", () => reopen(500));
    es.addEventListener("serialized-error", (event: MessageEvent<string>) => {
      const code = (JSON.parse(event.data) as { json?: { data?: { code?: string } } }).json?.data?.code;
      if (code && ENDED.has(code)) {
        closed = true;
        reopen(0);
      } else reopen(Math.min(60_000, 2_000 * 2 ** failures++));
    });
    es.addEventListener("error", () => {
      // CONNECTING: the browser is already retrying; CLOSED: it gave up (an HTTP error), so we retry, later
      if (es.readyState === EventSource.CLOSED) reopen(Math.min(60_000, 2_000 * 2 ** failures++));
    });
  }
  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    clearTimeout(silence);
    source?.close();
  };
}

/** Pusher Channels: the user's private channel, authorized by /api/pusher/auth; the count read again on each (re)connection. */
function openPusher(key: string, cluster: string, onCount: Listener): () => void {
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
      pusher
        .subscribe(name)
        .bind("unread", (data: { count?: unknown }) => typeof data.count === "number" && onCount(data.count));
      pusher.connection.bind("connected", () => void fetchUnread().then((n) => n !== null && onCount(n)));
      disconnect = () => pusher.disconnect();
      if (closed) disconnect();
    },
  );
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
  channel?.addEventListener(
    "message",
    (event: MessageEvent<unknown>) => typeof event.data === "number" && tell(event.data),
  );
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
