// The embedded database's own thread (see pglite-thread.ts): it owns the PGlite instance and answers the server's
// messages. Plain JavaScript, loaded by path: it is not part of Next's bundle.
import { parentPort, workerData } from "node:worker_threads";
import { messages, PGlite, types } from "@electric-sql/pglite";

const pglite = new PGlite(workerData.dataDir);
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
    case "query": {
      return plain(await target(message.tx).query(message.sql, message.params, { rowMode: message.rowMode, parsers: RAW }));
    }
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
      listeners.set(message.channel, await pglite.listen(message.channel, (payload) => parentPort.postMessage({ notify: message.channel, payload })));
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
