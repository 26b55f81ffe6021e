import path from "node:path";
import { defineConfig } from "vitest/config";
import { areaTestFiles, selectedArea } from "./scripts/test-areas.mjs";

/** AREA=grades: one domain's tests (scripts/test-areas.mjs). */
const area = selectedArea();

export default defineConfig({
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "src"),
      "server-only": path.resolve(import.meta.dirname, "src/test/empty.ts"),
    },
  },
  test: {
    include: area ? areaTestFiles(area) : ["src/**/*.test.ts", "src/**/*.test.tsx", "tests/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["src/test/global-setup.ts"],
    setupFiles: ["src/test/setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 240_000,
    pool: "forks",
    // each file waits on its own PostgreSQL database much of the time: 3 files at once keep 2 cores busy (vitest's
    // default, cores − 1, ran them one at a time here)
    maxWorkers: 3,
    env: { NODE_ENV: "test", SKIP_ENV_VALIDATION: "0" },
  },
});
