import type { EmbeddedDatabase } from "~/platform/db/pglite-thread";
import pg from "pg";
import { NOTIFICATION_CHANNEL, signalOf, type SignalHandlers, type SignalSource } from "./hub";
import { logger } from "~/platform/logger.mjs";

/**
 * Who forwards signals to Pusher: the instance holding this session-level advisory lock on its LISTEN connection.
 * PostgreSQL releases it when that connection ends (the instance stopped or lost the database), and another instance
 * takes it at its next try. Advisory locks are per database.
 */
export const FORWARDER_LOCK = 0x77_61_73_6c_61; // "wasla"

export interface PostgresSourceOptions {
  /** try to become the forwarding instance (only when something is forwarded: Pusher configured) */
  lead?: boolean;
  /** how often a non-leading instance tries the lock again, and the longest wait between reconnections */
  retryMs?: number;
}

/**
 * LISTEN on a dedicated connection to the PostgreSQL server (a pooled connection cannot LISTEN: the pool hands it
 * to other queries and may close it). The connection is re-opened with a growing delay when it drops; a gap may
 * have swallowed signals, so the hub is told to resync once it is back.
 */
export function postgresSource(url: string, options: PostgresSourceOptions = {}): SignalSource {
  const retryMs = options.retryMs ?? 5_000;
  let client: pg.Client | null = null;
  let handlers: SignalHandlers | null = null;
  let leading = false;
  let closed = false;
  let failures = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let leadTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, keepAlive: true, application_name: "wasla-realtime" });
    next.on("notification", (message) => {
      if (message.channel === NOTIFICATION_CHANNEL && message.payload) handlers?.signal(signalOf(message.payload));
    });
    next.on("error", () => dropped(next));
    next.on("end", () => dropped(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${NOTIFICATION_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
    if (options.lead) await tryToLead();
  }

  async function tryToLead() {
    if (!client || leading || closed) return;
    try {
      const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
        FORWARDER_LOCK,
      ]);
      leading = rows[0]?.locked === true;
    } catch {
      // the connection is failing: its "error" handler reconnects
    }
  }

  function dropped(which: pg.Client) {
    if (which !== client || closed) return;
    client = null;
    leading = false;
    which.removeAllListeners();
    which.on("error", () => {});
    void which.end().catch(() => {});
    if (failures === 0) logger.warn("realtime: lost the LISTEN connection; reconnecting");
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const delay = Math.min(retryMs, 250 * 2 ** failures);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().then(
        () => {
          failures = 0;
          logger.warn("realtime: LISTEN connection restored");
          handlers?.resync();
        },
        () => {
          failures++;
          scheduleReconnect();
        },
      );
    }, delay);
    reconnectTimer.unref();
  }

  return {
    async start(h) {
      handlers = h;
      await connect();
      if (options.lead) {
        leadTimer = setInterval(() => void tryToLead(), retryMs);
        leadTimer.unref();
      }
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(leadTimer);
      const last = client;
      client = null;
      leading = false;
      if (last) {
        last.removeAllListeners();
        last.on("error", () => {});
        await last.end().catch(() => {});
      }
    },
    leads: () => leading,
  };
}

/**
 * LISTEN in the embedded database: the process owns its PGlite, so it is the only instance and always leads.
 * PGlite hands the notifications over after the statement that committed them.
 */
export function pgliteSource(pglite: EmbeddedDatabase): SignalSource {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start(handlers) {
      unlisten = await pglite.listen(NOTIFICATION_CHANNEL, (payload) => handlers.signal(signalOf(payload)));
    },
    async close() {
      const stop = unlisten;
      unlisten = null;
      if (stop && !pglite.closed) await stop().catch(() => {});
    },
    leads: () => true,
  };
}
