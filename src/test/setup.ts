import { afterAll } from "vitest";
import type { Db } from "~/platform/db";
import { createPgliteTestDatabaseNow, createTestDatabase, embeddedTestDatabases, type TestDatabase } from "./database";

// Each test file gets its own migrated database, installed as the process-wide client before any app module runs
// (the app's `db` reads globalThis.__waslaDb on every use). `seedOnce()` (src/test/callers.ts) swaps in a copy of
// the seeded template instead, the first time a file asks for the demo. On the embedded database the empty one is
// made when the file first reads `db` (about half the files never do, and a seeded file never needs it): a PGlite
// start is 1-2 s of CPU, a PostgreSQL copy a few milliseconds of this process's time.
const databases: TestDatabase[] = [];
// a new file: no demo yet (seedOnce, src/test/callers.ts)
(globalThis as { __waslaSeeded?: unknown }).__waslaSeeded = undefined;
if (embeddedTestDatabases()) {
  let current: Db | undefined;
  Object.defineProperty(globalThis, "__waslaDb", {
    configurable: true,
    get: () => {
      if (!current) {
        const first = createPgliteTestDatabaseNow();
        databases.push(first);
        current = first.db;
      }
      return current;
    },
    set: (db: Db | undefined) => {
      current = db;
    },
  });
} else {
  databases.push(await createTestDatabase());
  (globalThis as { __waslaDb?: unknown }).__waslaDb = databases[0]!.db;
}

/** Installs a copy of the seeded template as this file's database (dropped with the first one after the file). */
export async function useSeededDatabase(): Promise<void> {
  const seeded = await createTestDatabase({ seeded: true });
  databases.push(seeded);
  (globalThis as { __waslaDb?: unknown }).__waslaDb = seeded.db;
}

(globalThis as { __waslaUseSeededDatabase?: () => Promise<void> }).__waslaUseSeededDatabase = useSeededDatabase;

afterAll(async () => {
  for (const database of databases) await database.drop();
});
