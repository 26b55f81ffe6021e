import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * Applies prisma/migrations the way `prisma migrate deploy` does, recording each one in `_prisma_migrations`
 * with Prisma's own columns and checksum (sha256 of migration.sql). Prisma's native engine cannot run on our
 * machines; this runner keeps the database in the exact state Prisma expects, so `prisma migrate deploy`
 * elsewhere sees the same history. Works on PostgreSQL (pg) and on embedded PGlite through `SqlRunner`.
 */
export interface SqlRunner {
  /** Runs one or more statements (simple query protocol). */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` inside one transaction. */
  transaction(fn: (tx: Pick<SqlRunner, "exec" | "query">) => Promise<void>): Promise<void>;
}

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

const MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, "../../../prisma/migrations");

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: number;
}

export async function migrate(
  runner: SqlRunner,
  options: { migrations?: MigrationFile[]; log?: (line: string) => void } = {},
): Promise<MigrateResult> {
  const log = options.log ?? (() => {});
  const migrations = options.migrations ?? (await readMigrations());
  await runner.exec(MIGRATIONS_TABLE);
  const rows = await runner.query<AppliedRow>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"`,
  );
  const failed = rows.find((r) => r.finished_at === null && r.rolled_back_at === null);
  if (failed) {
    throw new Error(
      `Migration ${failed.migration_name} failed earlier and was not rolled back. Fix the database, then mark it ` +
        `rolled back (UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = '${failed.migration_name}').`,
    );
  }
  const done = new Map(
    rows.filter((r) => r.finished_at !== null && r.rolled_back_at === null).map((r) => [r.migration_name, r]),
  );
  const applied: string[] = [];
  for (const migration of migrations) {
    const previous = done.get(migration.name);
    if (previous) {
      if (previous.checksum !== migration.checksum) {
        log(`warning: migration ${migration.name} was modified after it was applied`);
      }
      continue;
    }
    const id = randomUUID();
    await runner.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count) VALUES ($1, $2, $3, now(), 0)`,
        [id, migration.checksum, migration.name],
      );
      await tx.exec(migration.sql);
      await tx.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [
        id,
      ]);
    });
    log(`applied ${migration.name}`);
    applied.push(migration.name);
  }
  return { applied, alreadyApplied: done.size };
}
