import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Who has the embedded database's directory open. PGlite takes no lock (two processes on one directory lose
 * writes silently, and a second one opening it runs recovery over the first one's files), so every process that
 * opens a directory (the server, npm run dev's preparation, a script, a backup or a restore) first writes its pid
 * beside it, in `<dir>.owner`, and refuses a directory a live process holds. The file goes when the process exits;
 * one left by a process that was killed names a process that is gone (or a pid now reused: the process's start
 * time, read from /proc on Linux, tells them apart) and is taken over.
 */
export interface DataDirOwner {
  pid: number;
  /** the process's start in clock ticks since boot (/proc/<pid>/stat), null where /proc is not there */
  startTicks: number | null;
  since: string;
}

export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly owner: DataDirOwner,
  ) {
    super(
      `The embedded database ${dir} is open in process ${owner.pid} (since ${owner.since}): stop the server (npm run dev, npm start) or the script using it first. ` +
        `If no such process runs, delete ${ownerFile(dir)}.`,
    );
    this.name = "DataDirInUse";
  }
}

export const ownerFile = (dir: string) => `${path.resolve(dir)}.owner`;

function startTicksOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (command) state ppid …": the command may hold spaces and parentheses; starttime is the 22nd field
    const ticks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
    return Number.isFinite(ticks) ? ticks : null;
  } catch {
    return null;
  }
}

function readOwner(file: string): DataDirOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<DataDirOwner>;
    return typeof owner.pid === "number"
      ? { pid: owner.pid, startTicks: owner.startTicks ?? null, since: owner.since ?? "?" }
      : null;
  } catch {
    return null;
  }
}

function isAlive(owner: DataDirOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists, under another user
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const ticks = startTicksOf(owner.pid);
  return owner.startTicks === null || ticks === null || ticks === owner.startTicks;
}

const isMe = (owner: DataDirOwner) =>
  owner.pid === process.pid && (owner.startTicks === null || owner.startTicks === startTicksOf(process.pid));

// per process, on globalThis: Next bundles this module more than once
const global = globalThis as unknown as { __waslaDataDirs?: Set<string>; __waslaDataDirsExit?: boolean };
const claimed = (global.__waslaDataDirs ??= new Set<string>());

function releaseAtExit() {
  if (global.__waslaDataDirsExit) return;
  global.__waslaDataDirsExit = true;
  process.once("exit", () => {
    for (const dir of claimed) releaseDataDir(dir);
  });
}

/** The live process holding `dir`, other than this one; null when it is free. */
export function dataDirOwner(dir: string): DataDirOwner | null {
  const owner = readOwner(ownerFile(dir));
  return owner && !isMe(owner) && isAlive(owner) ? owner : null;
}

/**
 * Takes `dir` for this process, or throws DataDirInUse naming the live process holding it. True when this call took
 * it, false when this process held it already.
 */
export function claimDataDir(dir: string): boolean {
  const absolute = path.resolve(dir);
  if (claimed.has(absolute)) return false;
  const file = ownerFile(absolute);
  const me: DataDirOwner = { pid: process.pid, startTicks: startTicksOf(process.pid), since: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(me) + "\n", { flag: "wx" });
      releaseAtExit();
      claimed.add(absolute);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(file);
    if (owner && !isMe(owner) && isAlive(owner)) throw new DataDirInUse(absolute, owner);
    // left by a process that is gone (or by this one, through another copy of this module): taken over
    try {
      unlinkSync(file);
    } catch {
      // another process took it over first: the next attempt reads its file
    }
  }
  throw new Error(`Could not take the embedded database ${absolute}: ${file} keeps changing`);
}

/** Gives `dir` back (a script done with it before it exits). */
export function releaseDataDir(dir: string): void {
  const absolute = path.resolve(dir);
  if (!claimed.delete(absolute)) return;
  const owner = readOwner(ownerFile(absolute));
  if (owner && isMe(owner)) {
    try {
      unlinkSync(ownerFile(absolute));
    } catch {
      // already gone
    }
  }
}
