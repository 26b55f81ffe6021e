import path from "node:path";
import { Worker } from "node:worker_threads";
import { messages, types, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/**
 * The embedded database on a thread of its own. PGlite runs PostgreSQL as WebAssembly: in the server's thread, each
 * query's planning and execution (1–3 ms on the board) blocked every other request and every render, and a page
 * could not send its frame while its data was being read. Here the server's thread only posts the query and renders
 * on; the database thread answers, as a PostgreSQL server does over its socket. One owner, one connection: queries
 * and transactions keep PGlite's own order and locking, in the database thread.
 *
 * This covers what the server uses of PGlite: Prisma's adapter (query, exec, transaction with rollback), pg-boss
 * (query, exec) and the realtime hub (listen). Results cross as text and are parsed here with the caller's
 * parsers, so the adapter gets exactly what PGlite itself would have given it; database errors come back as
 * PGlite's own DatabaseError, with their code and fields, so Prisma still reports a unique violation as P2002.
 */
export type EmbeddedDatabase = Pick<
  PGlite,
  "query" | "exec" | "transaction" | "listen" | "close" | "closed" | "waitReady"
>;

type Reply = {
  id: number;
  result?: unknown;
  error?: { message: string; name?: string; database?: boolean; fields?: Record<string, unknown> };
};
type RawResults = { rows: unknown[]; fields: { name: string; dataTypeID: number }[] } & Omit<
  Results,
  "rows" | "fields"
>;

/** The worker's file, next to this one in the sources (Next does not bundle it: it is loaded by path at run time). */
const WORKER_FILE = path.join(process.cwd(), "src/platform/db/pglite-worker.mjs");

function errorOf(reply: NonNullable<Reply["error"]>): Error {
  if (reply.database) {
    const error = new messages.DatabaseError(reply.message, 0, "error");
    Object.assign(error, reply.fields);
    return error;
  }
  const error = new Error(reply.message);
  if (reply.name) error.name = reply.name;
  return error;
}

function parsed<T>(raw: RawResults, options?: QueryOptions): Results<T> {
  const parsers = options?.parsers;
  const parse = (value: unknown, type: number) =>
    typeof value === "string" ? types.parseType(value, type, parsers) : value;
  const rows =
    options?.rowMode === "array"
      ? (raw.rows as unknown[][]).map((row) => row.map((value, i) => parse(value, raw.fields[i]!.dataTypeID)))
      : (raw.rows as Record<string, unknown>[]).map((row) => {
          const out: Record<string, unknown> = {};
          for (const field of raw.fields) out[field.name] = parse(row[field.name], field.dataTypeID);
          return out;
        });
  return { ...raw, rows: rows as T[] };
}

export class PgliteThread implements EmbeddedDatabase {
  readonly waitReady: Promise<void>;
  #worker: Worker;
  #next = 1;
  #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #listeners = new Map<string, Set<(payload: string) => void>>();
  #closed = false;

  constructor(dataDir: string) {
    this.#worker = new Worker(WORKER_FILE, { workerData: { dataDir } });
    this.#worker.on("message", (message: Reply | { notify: string; payload: string }) => {
      if ("notify" in message) {
        for (const listener of this.#listeners.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.error) pending.reject(errorOf(message.error));
      else pending.resolve(message.result);
    });
    this.#worker.on("error", (error) => this.#failAll(error));
    this.#worker.on("exit", (code) => this.#failAll(new Error(`the embedded database's thread exited (${code})`)));
    // the server's process may exit while the database thread waits for work
    this.#worker.unref();
    this.waitReady = this.#call({ op: "ready" }).then(() => undefined);
  }

  get closed() {
    return this.#closed;
  }

  #failAll(error: Error) {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error("PGlite is closed"));
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      // a pending call keeps the process alive, as an open socket would
      if (this.#pending.size === 1) this.#worker.ref();
      this.#worker.postMessage({ ...message, id });
    }).finally(() => {
      if (this.#pending.size === 0) this.#worker.unref();
    });
  }

  #query = async <T>(
    tx: number | undefined,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> =>
    parsed<T>(await this.#call<RawResults>({ op: "query", tx, sql, params, rowMode: options?.rowMode }), options);

  #exec = async (tx: number | undefined, sql: string, options?: QueryOptions): Promise<Results[]> =>
    (await this.#call<RawResults[]>({ op: "exec", tx, sql })).map((raw) => parsed(raw, options));

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: "begin" });
    let closed = false;
    const open = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx: Transaction = {
      query: async (sql, params, options) => (open(), this.#query(id, sql, params, options)),
      sql: async () => {
        throw new Error("tx.sql is not available on the embedded database's thread; use tx.query");
      },
      exec: async (sql, options) => (open(), this.#exec(id, sql, options)),
      rollback: async () => {
        open();
        await this.#call({ op: "rollback", tx: id });
        closed = true;
      },
      listen: async () => {
        throw new Error("LISTEN inside a transaction is not available on the embedded database's thread");
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      closed = true;
      await this.#call({ op: "end", tx: id, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.#call({ op: "end", tx: id, commit: true });
    return result;
  }

  /** One LISTEN per channel in the database thread, whatever the number of callbacks here. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const callbacks = this.#listeners.get(channel) ?? new Set();
    const first = !this.#listeners.has(channel);
    callbacks.add(callback);
    if (first) {
      this.#listeners.set(channel, callbacks);
      await this.#call({ op: "listen", channel });
    }
    return async () => {
      callbacks.delete(callback);
      if (callbacks.size > 0 || this.#listeners.get(channel) !== callbacks) return;
      this.#listeners.delete(channel);
      if (!this.#closed) await this.#call({ op: "unlisten", channel });
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: "close" });
    this.#closed = true;
    await this.#worker.terminate();
  }
}
