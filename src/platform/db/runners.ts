import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { SqlRunner } from "./migrate";

export function pgliteRunner(db: PGlite): SqlRunner {
  return {
    exec: async (sql) => {
      await db.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows,
    transaction: async (fn) => {
      await db.transaction(async (tx) => {
        await fn({
          exec: async (sql) => {
            await tx.exec(sql);
          },
          query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
        });
      });
    },
  };
}

/** A runner on one PostgreSQL connection, holding Prisma's advisory lock so two deploys never interleave. */
export async function withPostgresRunner<T>(
  connectionString: string,
  fn: (runner: SqlRunner) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const runner: SqlRunner = {
    exec: async (sql) => {
      await client.query(sql);
    },
    query: async <R>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[],
    transaction: async (fn) => {
      await client.query("BEGIN");
      try {
        await fn(runner);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    },
  };
  try {
    // 72707369 is the lock id Prisma Migrate itself takes.
    await client.query("SELECT pg_advisory_lock(72707369)");
    return await fn(runner);
  } finally {
    await client.query("SELECT pg_advisory_unlock(72707369)").catch(() => {});
    await client.end();
  }
}
