// The embedded database's own thread (see pglite-thread.ts): it owns the PGlite instance and answers the server's
// messages. Plain JavaScript; Next's build bundles it as a worker of its own (rebuild after changing it).
import { parentPort, workerData } from "node:worker_threads";
import { messages, parse, PGlite, protocol, types } from "@electric-sql/pglite";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";

const pglite = new PGlite(workerData.dataDir, { extensions: PGLITE_EXTENSIONS });
/**
 * Results leave as the database wrote them (text): the server thread parses them with its caller's parsers. PGlite
 * merges a query's parsers over its defaults by key, so every type it has a default parser for gets one that keeps
 * the text (types without one already stay text).
 */
const RAW = Object.fromEntries(Object.keys(types.parsers).map((type) => [type, (value) => value]));
/** Open transactions by id: each holds PGlite's lock until the server thread ends it. */
const transactions = new Map();
/** The LISTEN of each channel the server thread listens on, by channel. */
const listeners = new Map();

function errorOf(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  // a DatabaseError's fields (code, detail, constraint…) are own properties: they travel with it
  const fields = {};
  for (const key of Object.keys(error)) {
    const value = error[key];
    if (value === undefined || typeof value === "function" || typeof value === "object") continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, database: error instanceof messages.DatabaseError, fields };
}

/** A result as it crosses threads: rows, fields and counts (COPY's blob is not used by the server). */
function plain({ blob: _blob, ...result }) {
  return result;
}

/**
 * Prepared statements (issue 17, server time). PGlite's query() parses, analyses and plans its statement every time
 * (the board's search: 1.55 ms, of which 0.4 ms is running it). Prisma sends the same texts again and again with
 * other parameters, so each text is prepared once under a name, as drivers over a socket do, and then only bound and
 * run — with PGlite's own parameter serializers and result parser. Only plain reads and writes are prepared; the
 * least recently used of more than MAX_PREPARED are closed.
 */
const MAX_PREPARED = 500;
const PREPARABLE = /^\s*(?:select|insert|update|delete|with)\b/i;
/** sql → { name, paramTypes }, most recently used last */
const prepared = new Map();
let preparedCount = 0;
const { serialize } = protocol;

/** Runs protocol messages as PGlite's query() does (a Sync after them, even when one fails). */
async function run(...steps) {
  const results = [];
  try {
    for (const step of steps) results.push(...(await pglite.execProtocolStream(step, { syncToFs: false })));
  } finally {
    results.push(...(await pglite.execProtocolStream(serialize.sync(), { syncToFs: false })));
  }
  return results;
}

async function preparedQuery(sql, params, rowMode, inTransaction) {
  let statement = prepared.get(sql);
  if (statement) {
    prepared.delete(sql);
    prepared.set(sql, statement);
  } else {
    const name = `wasla_${++preparedCount}`;
    const described = await run(serialize.parse({ name, text: sql }), serialize.describe({ type: "S", name }));
    statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    prepared.set(sql, statement);
    if (prepared.size > MAX_PREPARED) {
      const [oldest, { name: closed }] = prepared.entries().next().value;
      prepared.delete(oldest);
      await run(serialize.close({ type: "S", name: closed }));
    }
  }
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pglite.serializers[statement.paramTypes[i]];
    return serializer ? serializer(value) : value.toString();
  });
  const results = await run(
    serialize.bind({ statement: statement.name, values }),
    serialize.describe({ type: "P" }),
    serialize.execute({}),
  );
  if (!inTransaction) await pglite.syncToFs();
  return parse.parseResults(results, pglite.parsers, { rowMode, parsers: RAW })[0];
}

/** A query, prepared when it can be, holding PGlite's locks as its own query() does. */
async function query(message) {
  const params = message.params ?? [];
  if (!PREPARABLE.test(message.sql))
    return await target(message.tx).query(message.sql, params, { rowMode: message.rowMode, parsers: RAW });
  const inTransaction = message.tx !== undefined;
  target(message.tx); // throws for a transaction that is not open, as the query would
  const attempt = () =>
    pglite._runExclusiveQuery(() => preparedQuery(message.sql, params, message.rowMode, inTransaction));
  try {
    return await (inTransaction ? attempt() : pglite._runExclusiveTransaction(attempt));
  } catch (error) {
    // a statement whose result's columns changed since it was prepared (a migration while the server runs): it is
    // prepared again, at once outside a transaction (inside one, the error has aborted it: the caller sees it)
    if (!(error instanceof messages.DatabaseError) || !/cached plan must not change result type/.test(error.message))
      throw error;
    prepared.delete(message.sql);
    if (inTransaction) throw error;
    return await pglite._runExclusiveTransaction(attempt);
  }
}

function target(tx) {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.tx;
}

async function handle(message) {
  switch (message.op) {
    case "ready":
      await pglite.waitReady;
      return null;
    case "query":
      return plain(await query(message));
    case "exec": {
      const results = await target(message.tx).exec(message.sql, { parsers: RAW });
      return results.map(plain);
    }
    case "begin":
      return await new Promise((resolve, reject) => {
        const id = message.id;
        pglite
          .transaction(
            (tx) =>
              new Promise((commit, abort) => {
                transactions.set(id, { tx, commit, abort, settled: null });
                resolve(id);
              }),
          )
          .then(
            () => transactions.get(id)?.settled?.resolve(null),
            (error) => (transactions.get(id)?.settled ? transactions.get(id).settled.reject(error) : reject(error)),
          )
          .finally(() => transactions.delete(id));
      });
    case "end": {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`transaction ${message.tx} is not open`);
      return await new Promise((resolve, reject) => {
        open.settled = { resolve, reject };
        if (message.commit) open.commit();
        else open.abort(new Error("rolled back"));
      });
    }
    case "rollback":
      await target(message.tx).rollback();
      return null;
    case "listen":
      listeners.set(
        message.channel,
        await pglite.listen(message.channel, (payload) => parentPort.postMessage({ notify: message.channel, payload })),
      );
      return null;
    case "unlisten": {
      const stop = listeners.get(message.channel);
      listeners.delete(message.channel);
      if (stop) await stop();
      return null;
    }
    case "close":
      if (!pglite.closed) await pglite.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on("message", (message) => {
  handle(message).then(
    (result) => parentPort.postMessage({ id: message.id, result }),
    (error) => parentPort.postMessage({ id: message.id, error: errorOf(error) }),
  );
});
