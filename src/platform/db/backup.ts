import { existsSync, mkdirSync, openSync, readSync, closeSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { claimDataDir, releaseDataDir } from "./data-dir-owner";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";

/**
 * Backups of the embedded database (PGlite): PGlite's own dump of its data directory, a gzipped tarball that
 * PGlite loads back as it is (`dumpDataDir` / `loadDataDir`), so a backup restores on the same PGlite version
 * (PostgreSQL 18 for 0.5.x). The server must be stopped for both: PGlite has no second connection, and a second
 * process opening the directory would run recovery over the server's files (src/platform/db/data-dir-owner.ts
 * refuses it). For PostgreSQL, pg_dump and pg_restore: docs/operations.md.
 */
export const BACKUP_PREFIX = "wasla-pglite-";

/** 2026-11-27T00:01:02Z → 20261127-000102 (UTC, sorts by time). */
const stamp = (at: Date) => at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

export interface Backup {
  file: string;
  bytes: number;
}

/** Writes `<backupsDir>/wasla-pglite-<UTC time>.tar.gz` from the data directory `dir` (refused while a server has it open). */
export async function backupEmbedded({
  dir,
  backupsDir,
  now = new Date(),
}: {
  dir: string;
  backupsDir: string;
  now?: Date;
}): Promise<Backup> {
  const absolute = path.resolve(dir);
  if (!existsSync(path.join(absolute, "PG_VERSION")))
    throw new Error(`No embedded database in ${absolute} (PGLITE_DIR)`);
  const taken = claimDataDir(absolute);
  const pglite = new PGlite(absolute, { extensions: PGLITE_EXTENSIONS });
  try {
    // dumpDataDir does not wait for the database to be open: before then it never settles
    await pglite.waitReady;
    const dump = Buffer.from(await (await pglite.dumpDataDir("gzip")).arrayBuffer());
    mkdirSync(backupsDir, { recursive: true });
    // two backups within a second get -2, -3…
    for (let n = 1; ; n++) {
      const file = path.resolve(backupsDir, `${BACKUP_PREFIX}${stamp(now)}${n > 1 ? `-${n}` : ""}.tar.gz`);
      try {
        writeFileSync(file, dump, { flag: "wx" });
        return { file, bytes: dump.length };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
    }
  } finally {
    await pglite.close();
    if (taken) releaseDataDir(absolute);
  }
}

function isGzip(file: string): boolean {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(2);
    return readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    closeSync(fd);
  }
}

export interface Restored {
  /** where the database that was there before now is (kept until the operator deletes it), or null */
  previous: string | null;
}

/**
 * Replaces the data directory `dir` with the backup `file` (refused while a server has it open). The backup is
 * loaded and checked in a directory beside it first, so a bad file leaves the database as it was; the database that
 * was there is moved aside to `<dir>.before-restore-<UTC time>`, not deleted.
 */
export async function restoreEmbedded({
  file,
  dir,
  now = new Date(),
}: {
  file: string;
  dir: string;
  now?: Date;
}): Promise<Restored> {
  const absolute = path.resolve(dir);
  if (!existsSync(file)) throw new Error(`No backup at ${path.resolve(file)}`);
  if (!isGzip(file)) throw new Error(`${path.resolve(file)} is not a backup made by npm run db:backup (a .tar.gz)`);
  const taken = claimDataDir(absolute);
  const incoming = `${absolute}.restoring-${stamp(now)}`;
  try {
    rmSync(incoming, { recursive: true, force: true });
    const pglite = new PGlite(incoming, {
      loadDataDir: new Blob([await readFile(file)]),
      extensions: PGLITE_EXTENSIONS,
    });
    try {
      // a Wasla database: its migrations are recorded
      await pglite.query("SELECT count(*) FROM _prisma_migrations");
    } catch (error) {
      throw new Error(
        `${path.resolve(file)} does not hold a Wasla database: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      await pglite.close().catch(() => {});
    }
    let previous: string | null = null;
    if (existsSync(absolute)) {
      previous = `${absolute}.before-restore-${stamp(now)}`;
      renameSync(absolute, previous);
    }
    renameSync(incoming, absolute);
    return { previous };
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    if (taken) releaseDataDir(absolute);
  }
}
