import { createHash, randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createDb, type Db } from "~/server/db";
import { migrate } from "~/server/db/migrate";
import { pgliteRunner, withPostgresRunner } from "~/server/db/runners";

/** The PostgreSQL server tests use: TEST_DATABASE_URL, else DATABASE_URL; unset → embedded PGlite. */
const serverUrl = () => process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/**
 * Real databases for tests, one per test file: PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set (CI),
 * embedded PGlite otherwise. Either way a migrated template is made once (global setup) and copied per file.
 */
/** Per checkout, so two clones on one machine (or one PostgreSQL server) never share a template. */
const CHECKOUT = createHash("sha1").update(process.cwd()).digest("hex").slice(0, 8);
export const TEMPLATE_DB = `wasla_test_template_${CHECKOUT}`;
const PGLITE_TEMPLATE = path.join(os.tmpdir(), `wasla-test-template-${CHECKOUT}.tar.gz`);

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function prepareTemplate(): Promise<void> {
  const url = serverUrl();
  if (url) {
    await admin(url, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    });
    await withPostgresRunner(withDatabase(url, TEMPLATE_DB), (runner) => migrate(runner));
    return;
  }
  const pglite = new PGlite();
  await migrate(pgliteRunner(pglite));
  const dump = await pglite.dumpDataDir("gzip");
  await writeFile(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}

export interface TestDatabase {
  db: Db;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = serverUrl();
  if (url) {
    const name = `wasla_test_${randomBytes(6).toString("hex")}`;
    await admin(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
    const db = createDb({ databaseUrl: withDatabase(url, name) });
    return {
      db,
      drop: async () => {
        await db.$disconnect();
        await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const blob = new Blob([await readFile(PGLITE_TEMPLATE)]);
  const pglite = new PGlite({ loadDataDir: blob });
  const db = createDb({ pglite });
  return {
    db,
    drop: async () => {
      await db.$disconnect();
      await pglite.close();
    },
  };
}
