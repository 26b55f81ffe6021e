import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { selectedArea } from "./scripts/test-areas.mjs";

/** AREA=grades: one domain's journeys (scripts/test-areas.mjs). */
const area = selectedArea();

/**
 * The journeys' browser: Chromium's headless shell (Debian's chromium-headless-shell) when installed — the same
 * Blink without the full browser's compositor and UI: the whole set of journeys took 476 s instead of 782 s, run
 * one after the other on this 2-core machine (README, "Tests") — else the full Chromium. E2E_CHROMIUM_PATH
 * chooses another; the app's own PDFs make the same choice (src/platform/pdf/print.ts) unless CHROMIUM_PATH says.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const browser =
  process.env.E2E_CHROMIUM_PATH ??
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** E2E_PORT lets two checkouts run their journeys side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: "e2e",
  ...(area ? { testMatch: area.journeys.map((name) => `${name}.spec.ts`) } : {}),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // three journeys at once on PostgreSQL: in clean-clone CI runs three took 425 s and 426 s, two 403 s and 534 s for
  // the same work (README, "CI time": the machine's own variance is that large); on a quiet machine 386 s against
  // 476 s. On the embedded database the server's PGlite answers one statement at a time: two. Journeys that share
  // one pupil's data stay in one file, run in order (fullyParallel off)
  workers: process.env.TEST_DATABASE_URL ? 3 : 2,
  // one retry: a journey that passes only on its retry is reported "flaky" in the output, not hidden. Known: a rare
  // React hydration error (#418) on the very first page of a fresh browser context (seen twice, on /fr and /ar)
  retries: 1,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // recorded on a failed journey's retry only: recording every journey (a screencast and a DOM snapshot per
    // action) took ~15% of the run's CPU, which the 2-core machine does not have; a failure keeps its screenshot
    trace: "on-first-retry",
    // the service worker (offline reading) would sit between the journeys and the server: e2e/pwa.spec.ts allows it
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: browser,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        // a microphone that plays a tone, granted without a prompt (the voice notes of e2e/messages.spec.ts)
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    },
  },
  webServer: {
    command: `node scripts/e2e-server.mjs ${PORT}`,
    url: `http://localhost:${PORT}/api/build-id`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
