import { NOTIFICATION_CHANNEL } from "~/modules/notify";
import { logger } from "~/platform/logger.mjs";

/** What the hub hears from the database: the users a committed transaction signalled, or "some may be lost". */
export interface SignalHandlers {
  /** the users of one NOTIFY payload */
  signal(userIds: readonly string[]): void;
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

/** The users named by a NOTIFY payload ({"users": [ids]}); anything else names nobody. */
export function usersOf(payload: string): string[] {
  try {
    const parsed = JSON.parse(payload) as { users?: unknown };
    return Array.isArray(parsed.users) ? parsed.users.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export { NOTIFICATION_CHANNEL };

/**
 * The process's end of the live channel: one LISTEN connection, fanned out to the subscribers of each user id in
 * this process (the open live streams) and to the observers of every signal (the Pusher forwarder). A signal only
 * says "this user's notifications changed": whoever hears it reads the state from the database.
 */
export class RealtimeHub {
  private readonly subscribers = new Map<string, Set<() => void>>();
  private readonly observers = new Set<(userIds: readonly string[]) => void>();
  private started: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly source: SignalSource) {}

  /** Starts listening (once); resolves when the LISTEN is in place, so a signal committed after it is heard. */
  start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error("The realtime hub is closed"));
    this.started ??= this.source
      .start({ signal: (userIds) => this.dispatch(userIds), resync: () => this.resync() })
      .catch((error: unknown) => {
        this.started = null;
        throw error;
      });
    return this.started;
  }

  /** Calls `listener` whenever `userId`'s notifications change; returns the unsubscribe. */
  subscribe(userId: string, listener: () => void): () => void {
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.subscribers.get(userId) === set) this.subscribers.delete(userId);
    };
  }

  /** Calls `listener` with the users of every signal; returns the unsubscribe. */
  observe(listener: (userIds: readonly string[]) => void): () => void {
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

  private dispatch(userIds: readonly string[]) {
    for (const userId of userIds) for (const listener of this.subscribers.get(userId) ?? []) safely(listener);
    for (const observer of this.observers) safely(() => observer(userIds));
  }

  private resync() {
    for (const set of this.subscribers.values()) for (const listener of set) safely(listener);
  }
}

function safely(fn: () => void) {
  try {
    fn();
  } catch (error) {
    logger.error({ err: error }, "realtime: a listener failed");
  }
}
