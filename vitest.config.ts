import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { areaTestFiles, selectedArea } from "./scripts/test-areas.mjs";

/** AREA=grades: one domain's tests (scripts/test-areas.mjs). */
const area = selectedArea();

/**
 * The files that take a minute or more, started first. Vitest orders by the last run's durations, but a clean clone
 * has none and it falls back to file size: the matrix's part files (4 lines each) would start last and run alone.
 */
const LONG_FILES = [
  /authorization-matrix\.\d+\.test\.ts$/,
  /\/fuzz\.test\.ts$/,
  /\/migrations\.test\.ts$/,
  /\/backup\.test\.ts$/,
  /\/http-routes-matrix\.test\.ts$/,
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const long = (file: TestSpecification) => LONG_FILES.some((pattern) => pattern.test(file.moduleId));
    return [...sorted.filter(long), ...sorted.filter((file) => !long(file))];
  }
}

const include = area
  ? areaTestFiles(area)
  : ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Files that replace a module or the environment (vi.mock, vi.stubEnv, vi.stubGlobal, process.env written) run each
 * in a fresh process; so do the few that keep state of their own between tests across the app's modules (below).
 * Every other file shares its worker's loaded modules with the files before it (isolate: false): each file still
 * gets its own database (src/test/setup.ts runs per file and forgets the last file's demo), and the suite spent more
 * than half of its time loading the app again for each of 164 files — 395 s isolated against 181 s shared on this
 * machine (README, "CI time").
 */
const REPLACES = /vi\.(mock|doMock|stubEnv|stubGlobal|hoisted)\(|process\.env(\.[A-Z_]+|\[[^\]]+\]) =[^=]/;
const STATEFUL = [
  // a member's account merged in one file is looked up by a module-level cache another file filled
  "src/modules/account/server/merge-accounts.test.ts",
];
const testFiles = ["src", "scripts", "tests"]
  .filter((dir) => existsSync(path.join(import.meta.dirname, dir)))
  .flatMap((dir) =>
    readdirSync(path.join(import.meta.dirname, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file.split(path.sep).join("/")}`),
  );
const isolated = testFiles.filter(
  (file) => STATEFUL.includes(file) || REPLACES.test(readFileSync(path.join(import.meta.dirname, file), "utf8")),
);
const shared = testFiles.filter((file) => !isolated.includes(file));

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "src/test/empty.ts"),
    },
  },
  test: {
    projects: [
      { extends: true, test: { name: "isolated", include, exclude: shared, isolate: true } },
      { extends: true, test: { name: "shared", include, exclude: isolated, isolate: false } },
    ],
    environment: "node",
    globalSetup: ["src/test/global-setup.ts"],
    setupFiles: ["src/test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: "forks",
    // each file waits on its own PostgreSQL database much of the time: 3 files at once keep 2 cores busy (vitest's
    // default, cores − 1, ran them one at a time here)
    maxWorkers: 3,
    sequence: { sequencer: LongFilesFirst },
    env: { NODE_ENV: "test", SKIP_ENV_VALIDATION: "0" },
  },
});
