import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { env } from "~/env";
import { PrismaClient } from "./generated/client";

export type Db = PrismaClient;

/** Opens the embedded database directory (creating it) — one owner process per directory, PGlite has no lock. */
export function openPglite(dir: string): PGlite {
  const absolute = path.resolve(dir);
  mkdirSync(path.dirname(absolute), { recursive: true });
  return new PGlite(absolute);
}

export function createDb(options: { databaseUrl?: string; pglite?: PGlite } = {}): Db {
  if (options.pglite) return new PrismaClient({ adapter: new PrismaPGlite(options.pglite) });
  const url = options.databaseUrl ?? env.DATABASE_URL;
  if (url) return new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return new PrismaClient({ adapter: new PrismaPGlite(openPglite(env.PGLITE_DIR)) });
}

const globalForDb = globalThis as unknown as { __waslaDb?: Db };

function processDb(): Db {
  return (globalForDb.__waslaDb ??= createDb());
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

