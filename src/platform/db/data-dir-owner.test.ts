import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { claimDataDir, DataDirInUse, dataDirOwner, ownerFile, releaseDataDir } from "./data-dir-owner";

const work = mkdtempSync(path.join(os.tmpdir(), "wasla-owner-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The start of a process in clock ticks, as the owner file records it (Linux). */
const ticksOf = (pid: number) => Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[19]);
const onLinux = it.skipIf(!existsSync("/proc/self/stat"));

describe("the embedded database's owner file", () => {
  it("is written on the first claim, kept on the next ones, and removed on release", () => {
    const dir = path.join(work, "a");
    expect(claimDataDir(dir)).toBe(true);
    expect(claimDataDir(dir)).toBe(false);
    expect(JSON.parse(readFileSync(ownerFile(dir), "utf8"))).toMatchObject({ pid: process.pid });
    expect(dataDirOwner(dir)).toBeNull();
    releaseDataDir(dir);
    expect(existsSync(ownerFile(dir))).toBe(false);
  });

  onLinux("refuses a directory a live process holds, and takes over one whose pid now names another process", () => {
    const dir = path.join(work, "b");
    // the test runner's parent process is alive
    const parent = { pid: process.ppid, startTicks: ticksOf(process.ppid), since: "2026-11-27T08:00:00.000Z" };
    writeFileSync(ownerFile(dir), JSON.stringify(parent));
    expect(() => claimDataDir(dir)).toThrow(DataDirInUse);
    expect(dataDirOwner(dir)).toEqual(parent);
    // the same pid started at another moment: the owner died and the number was given again (a container's restart)
    writeFileSync(ownerFile(dir), JSON.stringify({ ...parent, startTicks: parent.startTicks - 1 }));
    expect(dataDirOwner(dir)).toBeNull();
    expect(claimDataDir(dir)).toBe(true);
    releaseDataDir(dir);
  });

  it("takes over a file naming no live process, or unreadable", () => {
    const dir = path.join(work, "c");
    writeFileSync(ownerFile(dir), JSON.stringify({ pid: 2 ** 22 + 17, startTicks: 1, since: "?" }));
    expect(claimDataDir(dir)).toBe(true);
    releaseDataDir(dir);
    writeFileSync(ownerFile(dir), "{half a file");
    expect(claimDataDir(dir)).toBe(true);
    releaseDataDir(dir);
  });
});
