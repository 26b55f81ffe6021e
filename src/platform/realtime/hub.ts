import { NOTIFICATION_CHANNEL } from "~/modules/notify";
import { parseTopic, type LiveTopic } from "~/lib/live-events";
import { logger } from "~/platform/logger.mjs";

/** One committed signal: the users it names, whether their unread counts may have changed, and what else did. */
export interface Signal {
  users: readonly string[];
  unread: boolean;
  topics: readonly LiveTopic[];
}

/** What a subscriber hears: for its user, whether the count may have changed and what else did. */
export interface Change {
  unread: boolean;
  topics: readonly LiveTopic[];
  /** signals may have been lost: everything should be read again */
  resync?: boolean;
}

/** What the hub hears from the database: the users a committed transaction signalled, or "some may be lost". */
export interface SignalHandlers {
  /** one NOTIFY payload */
  signal(signal: Signal): void;
  /** the listening connection came back after a gap: every subscriber should read its state again */
  resync(): void;
}

/** One LISTEN on the notification channel (src/platform/realtime/sources.ts). */
export interface SignalSource {
  start(handlers: SignalHandlers): Promise<void>;
  close(): Promise<void>;
  /**
   * Whether this process is the one among the app's instances that forwards signals to outside services (Pusher):
   * every instance hears every NOTIFY, one of them passes it on.
   */
  leads(): boolean;
}

/**
 * A NOTIFY payload read ({"users": [ids], "topics"?: [...], "unread"?: false}, src/modules/notify/server/notify.ts);
 * anything else names nobody.
 */
export function signalOf(payload: string): Signal {
  try {
    const parsed = JSON.parse(payload) as { users?: unknown; topics?: unknown; unread?: unknown };
    return {
      users: Array.isArray(parsed.users) ? parsed.users.filter((id): id is string => typeof id === "string") : [],
      unread: parsed.unread !== false,
      topics: Array.isArray(parsed.topics)
        ? parsed.topics.map(parseTopic).filter((t): t is LiveTopic => t !== null)
        : [],
    };
  } catch {
    return { users: [], unread: false, topics: [] };
  }
}

export { NOTIFICATION_CHANNEL };

/**
 * The process's end of the live channel: one LISTEN connection, fanned out to the subscribers of each user id in
 * this process (the open live streams) and to the observers of every signal (the Pusher forwarder). A signal only
 * says "this user's notifications changed": whoever hears it reads the state from the database.
 */
export class RealtimeHub {
  private readonly subscribers = new Map<string, Set<(change: Change) => void>>();
  private readonly observers = new Set<(signal: Signal) => void>();
  private started: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly source: SignalSource) {}

  /** Starts listening (once); resolves when the LISTEN is in place, so a signal committed after it is heard. */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error("The realtime hub is closed"));
    this.started ??= this.source
      .start({ signal: (signal) => this.dispatch(signal), resync: () => this.resync() })
      .catch((error: unknown) => {
        this.started = null;
        throw error;
      });
    return this.started;
  }

  /** Calls `listener` whenever a signal names `userId` (what changed for them); returns the unsubscribe. */
  subscribe(userId: string, listener: (change: Change) => void): () => void {
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
    };
  }

  /** Calls `listener` with every signal; returns the unsubscribe. */
  observe(listener: (signal: Signal) => void): () => void {
    this.observers.add(listener);
    return () => this.observers.delete(listener);
  }

  leads(): boolean {
    return this.source.leads();
  }

  /** Open subscriptions in this process (users, listeners): for tests and diagnostics. */
  size(): { users: number; listeners: number } {
    let listeners = 0;
    for (const set of this.subscribers.values()) listeners += set.size;
    return { users: this.subscribers.size, listeners };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    this.observers.clear();
    await this.source.close();
  }

  private dispatch(signal: Signal) {
    const change: Change = { unread: signal.unread, topics: signal.topics };
    for (const userId of signal.users)
      for (const listener of this.subscribers.get(userId) ?? []) safely(() => listener(change));
    for (const observer of this.observers) safely(() => observer(signal));
  }

  private resync() {
    const change: Change = { unread: true, topics: [], resync: true };
    for (const set of this.subscribers.values()) for (const listener of set) safely(() => listener(change));
  }
}

function safely(fn: () => void) {
  try {
    fn();
  } catch (error) {
    logger.error({ err: error }, "realtime: a listener failed");
  }
}
