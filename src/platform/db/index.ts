import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { env } from "~/env";
import { claimDataDir } from "./data-dir-owner";
import { PrismaClient } from "./generated/client";
import { PgliteThread, type EmbeddedDatabase } from "./pglite-thread";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";

export type Db = PrismaClient;

/**
 * The database a client was made for: the realtime hub (src/platform/realtime) LISTENs on the same one, through its
 * own connection to the server, or through the very PGlite instance (one process owns an embedded database).
 */
export type DbTarget = { kind: "postgres"; url: string } | { kind: "pglite"; pglite: EmbeddedDatabase };
// process-wide, like the client itself: Next bundles this module more than once (route handlers, pages,
// instrumentation), and a client made by one copy is used by the others through globalThis.__waslaDb
const targets = ((globalThis as unknown as { __waslaDbTargets?: WeakMap<Db, DbTarget> }).__waslaDbTargets ??=
  new WeakMap<Db, DbTarget>());

function remember(client: Db, target: DbTarget): Db {
  targets.set(client, target);
  return client;
}

/**
 * The embedded database's directory, absolute, its parent created, and taken for this process: PGlite has no lock,
 * so a second process on it (a script while the server runs, a restore) is refused, naming the first one.
 */
function dataDir(dir: string): string {
  const absolute = path.resolve(dir);
  mkdirSync(path.dirname(absolute), { recursive: true });
  claimDataDir(absolute);
  return absolute;
}

/** Opens the embedded database in this thread (scripts, tests). */
export function openPglite(dir: string): PGlite {
  return new PGlite(dataDir(dir), { extensions: PGLITE_EXTENSIONS });
}

/** The embedded database on its own thread (pglite-thread.ts), for a long-running server. */
/** (exported for backup.test.ts, whose child server process opens the database as the app does) */
export function openPgliteThread(dir: string): PgliteThread {
  return new PgliteThread(dataDir(dir));
}

export function createDb(options: { databaseUrl?: string; pglite?: EmbeddedDatabase } = {}): Db {
  // the adapter calls only what EmbeddedDatabase has (query, exec, transaction)
  if (options.pglite)
    return remember(new PrismaClient({ adapter: new PrismaPGlite(options.pglite as PGlite) }), {
      kind: "pglite",
      pglite: options.pglite,
    });
  const url = options.databaseUrl ?? env.DATABASE_URL;
  if (url)
    return remember(new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) }), { kind: "postgres", url });
  const pglite = openPgliteThread(env.PGLITE_DIR);
  return remember(new PrismaClient({ adapter: new PrismaPGlite(pglite as unknown as PGlite) }), {
    kind: "pglite",
    pglite,
  });
}

const globalForDb = globalThis as unknown as { __waslaDb?: Db };

function processDb(): Db {
  return (globalForDb.__waslaDb ??= createDb());
}

/** Where the process-wide client connects (opening it if need be). */
export function processDbTarget(): DbTarget {
  const target = targets.get(processDb());
  if (!target) throw new Error("The process-wide database client was not made by createDb");
  return target;
}

/**
 * The process-wide client: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise (tests install theirs
 * in globalThis.__waslaDb first). Opened on first use, so importing a module (e.g. during `next build`) never
 * opens the embedded database.
 */
export const db: Db = new Proxy({} as Db, {
  get(_target, property) {
    const client = processDb();
    const value = Reflect.get(client, property, client) as unknown;
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});
