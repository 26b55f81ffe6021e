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

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "src/test/empty.ts"),
    },
  },
  test: {
    include: area
      ? areaTestFiles(area)
      : ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
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
