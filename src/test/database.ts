import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createDb, type Db } from "~/platform/db";
import { migrate } from "~/platform/db/migrate";
import { pgliteRunner, withPostgresRunner } from "~/platform/db/runners";
import { PGLITE_EXTENSIONS } from "~/platform/db/pglite-extensions.mjs";

/** The PostgreSQL server tests use: TEST_DATABASE_URL, else DATABASE_URL; unset → embedded PGlite. */
const serverUrl = () => process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;

/**
 * Real databases for tests, one per test file: PostgreSQL when TEST_DATABASE_URL (or DATABASE_URL) is set (CI),
 * embedded PGlite otherwise. Either way a migrated template is made once (global setup) and copied per file.
 */
/** Per checkout, so two clones on one machine (or one PostgreSQL server) never share a template. */
const CHECKOUT = createHash("sha1").update(process.cwd()).digest("hex").slice(0, 8);
export const TEMPLATE_DB = `wasla_test_template_${CHECKOUT}`;
/** The same, with the demo seeded (2 students a class): what `seedOnce()` gives a test file, copied not re-seeded. */
export const SEEDED_TEMPLATE_DB = `wasla_test_seeded_${CHECKOUT}`;
const PGLITE_TEMPLATE = path.join(os.tmpdir(), `wasla-test-template-${CHECKOUT}.tar.gz`);
const PGLITE_SEEDED_TEMPLATE = path.join(os.tmpdir(), `wasla-test-seeded-${CHECKOUT}.tar.gz`);

/** The demo as the tests use it: every school screen's records, 2 students a class. */
export const seedTestDemo = async (db: Db) => {
  const { seedDemo } = await import("~/seed/seed");
  return seedDemo(db, () => {}, { studentsPerClass: 2 });
};

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
    // the seeded copy: seeded once here instead of in each of the ~30 files that use the demo
    await admin(url, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${SEEDED_TEMPLATE_DB} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${SEEDED_TEMPLATE_DB} TEMPLATE ${TEMPLATE_DB}`);
    });
    const db = createDb({ databaseUrl: withDatabase(url, SEEDED_TEMPLATE_DB) });
    try {
      await seedTestDemo(db);
    } finally {
      await db.$disconnect();
    }
    return;
  }
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migrate(pgliteRunner(pglite));
  const dump = await pglite.dumpDataDir("gzip");
  await writeFile(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  const db = createDb({ pglite });
  await seedTestDemo(db);
  await db.$disconnect();
  const seeded = await pglite.dumpDataDir("gzip");
  await writeFile(PGLITE_SEEDED_TEMPLATE, Buffer.from(await seeded.arrayBuffer()));
  await pglite.close();
}

export interface TestDatabase {
  db: Db;
  drop(): Promise<void>;
}

/** A database for one test file: migrated and empty, or (`seeded`) with the demo already in it. */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const url = serverUrl();
  if (url) {
    const name = `wasla_test_${randomBytes(6).toString("hex")}`;
    await admin(url, (client) =>
      client.query(`CREATE DATABASE ${name} TEMPLATE ${options.seeded ? SEEDED_TEMPLATE_DB : TEMPLATE_DB}`),
    );
    const db = createDb({ databaseUrl: withDatabase(url, name) });
    return {
      db,
      drop: async () => {
        await db.$disconnect();
        await admin(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  return pgliteTestDatabase(new Blob([await readFile(options.seeded ? PGLITE_SEEDED_TEMPLATE : PGLITE_TEMPLATE)]));
}

/** Whether test databases are embedded (no PostgreSQL server named). */
export const embeddedTestDatabases = () => !serverUrl();

/**
 * The migrated, empty embedded database, made at once (no await: PGlite loads it before its first query), for a
 * file's first use of `db` (src/test/setup.ts): a file that never queries pays no PGlite start (~1-2 s of CPU).
 */
export function createPgliteTestDatabaseNow(): TestDatabase {
  return pgliteTestDatabase(new Blob([readFileSync(PGLITE_TEMPLATE)]));
}

function pgliteTestDatabase(template: Blob): TestDatabase {
  const pglite = new PGlite({ loadDataDir: template, extensions: PGLITE_EXTENSIONS });
  const db = createDb({ pglite });
  return {
    db,
    drop: async () => {
      await db.$disconnect();
      await pglite.close();
    },
  };
}
