import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "./index";
import { backupEmbedded, restoreEmbedded } from "./backup";
import { DataDirInUse, ownerFile, releaseDataDir } from "./data-dir-owner";
import { PGLITE_EXTENSIONS } from "./pglite-extensions.mjs";

// npm run db:backup / db:restore on an embedded database of their own, and the server's hold on its directory
const work = mkdtempSync(path.join(os.tmpdir(), "wasla-backup-"));
const dir = path.join(work, "pglite");
const backupsDir = path.join(work, "backups");
const children: ChildProcess[] = [];

async function notes(): Promise<string[]> {
  const pglite = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  try {
    return (await pglite.query<{ text: string }>("SELECT text FROM note ORDER BY id")).rows.map((r) => r.text);
  } finally {
    await pglite.close();
  }
}

async function addNote(text: string) {
  const pglite = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  await pglite.query("INSERT INTO note (text) VALUES ($1)", [text]);
  await pglite.close();
}

/** A server on the directory, as `npm start` opens it (its own process, the database on a worker thread). */
async function serverOn(directory: string): Promise<ChildProcess> {
  const script = path.join(work, "server.mjs");
  writeFileSync(
    script,
    `const { openPgliteThread } = await import(${JSON.stringify(path.resolve("src/platform/db/index.ts"))});
    const db = openPgliteThread(${JSON.stringify(directory)});
    await db.waitReady;
    console.log("open");
    setInterval(() => {}, 60_000);`,
  );
  const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  const opened = once(child.stdout!, "data").then(([chunk]) => String(chunk));
  const exited = once(child, "exit").then(([code]) => `exited (${String(code)})`);
  expect(await Promise.race([opened, exited])).toContain("open");
  return child;
}

beforeAll(async () => {
  const pglite = openPglite(dir);
  // what the restore checks a backup holds (the migrations' record), and something to change
  await pglite.exec(
    "CREATE TABLE _prisma_migrations (id text); CREATE TABLE note (id serial PRIMARY KEY, text text NOT NULL); INSERT INTO note (text) VALUES ('before the backup')",
  );
  await pglite.close();
  releaseDataDir(dir);
}, 60_000);

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
  rmSync(work, { recursive: true, force: true });
});

describe("npm run db:backup, then db:restore", () => {
  it("puts the database back as it was at the backup: a change made since is gone", async () => {
    const at = new Date("2026-11-27T08:30:05Z");
    const backup = await backupEmbedded({ dir, backupsDir, now: at });
    expect(backup.file).toBe(path.join(backupsDir, "wasla-pglite-20261127-083005.tar.gz"));
    expect(backup.bytes).toBeGreaterThan(100_000);
    // a second one within the same second does not overwrite the first
    expect((await backupEmbedded({ dir, backupsDir, now: at })).file).toBe(
      path.join(backupsDir, "wasla-pglite-20261127-083005-2.tar.gz"),
    );

    await addNote("after the backup");
    expect(await notes()).toEqual(["before the backup", "after the backup"]);

    const { previous } = await restoreEmbedded({ file: backup.file, dir, now: new Date("2026-11-27T09:00:00Z") });
    expect(await notes()).toEqual(["before the backup"]);
    // the database it replaced is kept aside, whole
    expect(previous).toBe(`${dir}.before-restore-20261127-090000`);
    const replaced = new PGlite(previous!, { extensions: PGLITE_EXTENSIONS });
    expect((await replaced.query("SELECT count(*)::int AS n FROM note")).rows).toEqual([{ n: 2 }]);
    await replaced.close();
    expect(readdirSync(work).filter((name) => name.includes(".restoring-"))).toEqual([]);
    expect(existsSync(ownerFile(dir))).toBe(false);
  }, 120_000);

  it("refuses while a server has the directory open, naming its process, and goes ahead once it is gone", async () => {
    const backup = await backupEmbedded({ dir, backupsDir });
    await addNote("written while the server runs");
    const server = await serverOn(dir);

    const refusal = new RegExp(`open in process ${server.pid}.*stop the server`);
    await expect(restoreEmbedded({ file: backup.file, dir })).rejects.toThrow(refusal);
    await expect(backupEmbedded({ dir, backupsDir })).rejects.toThrow(DataDirInUse);
    // a script opening it (db:seed, db:migrate, admin:create) is refused the same way
    expect(() => openPglite(dir)).toThrow(refusal);

    // killed without a chance to clean up: its file names a process that is gone, and is taken over
    server.kill("SIGKILL");
    await once(server, "exit");
    expect(existsSync(ownerFile(dir))).toBe(true);
    await restoreEmbedded({ file: backup.file, dir });
    expect(await notes()).toEqual(["before the backup"]);
  }, 120_000);

  it("refuses a file that is not a backup, and leaves the database as it was", async () => {
    const bogus = path.join(work, "notes.tar.gz");
    writeFileSync(bogus, "not a tarball");
    await expect(restoreEmbedded({ file: bogus, dir })).rejects.toThrow(/not a backup made by npm run db:backup/);
    await expect(restoreEmbedded({ file: path.join(work, "missing.tar.gz"), dir })).rejects.toThrow(/No backup at/);
    expect(await notes()).toEqual(["before the backup"]);
  });
});
