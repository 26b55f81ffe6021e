// npm test: everything CI checks — unit + procedure tests against a real database with types, lint and format
// beside them, then a production build, its bundle budget and the Playwright journeys in Chromium. Uses PostgreSQL when TEST_DATABASE_URL is set,
// the embedded PGlite otherwise.
import { Buffer } from "node:buffer";
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// typecheck, lint and format are single-threaded and never wait: they run beside the unit and procedure tests, whose
// files wait on PostgreSQL much of the time (output kept, printed when they end)
const checks = [
  // TypeScript 7's native compiler (package typescript-native): ~10 s here against ~50-110 s of CPU for 5.9's tsc,
  // which stays the `typescript` package for what loads TypeScript as a library (typescript-eslint, next build)
  ["typecheck", ["node", "node_modules/typescript-native/bin/tsc", "--noEmit"]],
  ["lint", ["npx", "eslint", "--max-warnings", "0", "."]],
  // one format (Prettier, .prettierrc.json): `npm run format` writes it
  ["format", ["npx", "prettier", "--check", "--log-level", "warn", "."]],
];
const tests = ["unit and procedure tests", ["npx", "vitest", "run"]];
const steps = [
  // with browser source maps, for the budget report (next.config.mjs)
  ["production build", ["npx", "next", "build"], { WASLA_BROWSER_SOURCE_MAPS: "1" }],
  // first-load JS per screen against bench/bundle-budget.json (see README, "Performance budget")
  ["bundle budget", ["npx", "tsx", "bench/bundle/check.ts"]],
  ["end-to-end journeys", ["npx", "playwright", "test"]],
];

process.env.NEXT_TELEMETRY_DISABLED = "1";

// The journeys drive Debian's Chromium and render PDFs with poppler's pdftoppm: found, installed the way .ci/run
// does when this user may (root with apt-get), or the run stops now with the exact command rather than after the build.
{
  const has = (command) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
  const chromium = process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : has("chromium");
  // the headless shell is optional (the journeys then drive the full Chromium), installed with them when we may
  if (!chromium || !has("pdftoppm") || (!has("chromium-headless-shell") && process.getuid?.() === 0)) {
    const install = "apt-get install -y --no-install-recommends chromium chromium-headless-shell poppler-utils";
    if (process.getuid?.() === 0 && has("apt-get")) {
      console.log(`\n▶ installing Chromium and pdftoppm (${install})`);
      const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
      if (spawnSync("sh", ["-c", install], { stdio: "inherit", env }).status !== 0) {
        spawnSync("sh", ["-c", `apt-get update && ${install}`], { stdio: "inherit", env });
      }
    }
    if (!(process.env.CHROMIUM_PATH ? existsSync(process.env.CHROMIUM_PATH) : has("chromium")) || !has("pdftoppm")) {
      console.error(
        `✖ the journeys need Chromium and pdftoppm: run \`sudo ${install}\` (or set CHROMIUM_PATH), then npm test again`,
      );
      process.exit(1);
    }
  }
}

/** Runs a command; its output goes to ours as it comes, or is kept and returned (`quiet`). */
function run([command, ...args], { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const output = [];
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    });
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => resolve({ status, output: Buffer.concat(output).toString() }));
  });
}

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

{
  const started = Date.now();
  const names = checks.map(([name]) => name).join(", ");
  console.log(`\n▶ ${tests[0]}, and beside them ${names}`);
  const checked = Promise.all(
    checks.map(async ([name, command]) => ({ name, ...(await run(command, { quiet: true })), at: Date.now() })),
  );
  const tested = await run(tests[1]);
  const results = await checked;
  for (const { name, status, output, at } of results) {
    process.stdout.write(output);
    if (status === 0) console.log(`✔ ${name} (done ${((at - started) / 1000).toFixed(0)} s after the start)`);
    else console.error(`✖ ${name} failed`);
  }
  const failed = results.find((r) => r.status !== 0);
  if (tested.status !== 0) console.error(`✖ ${tests[0]} failed`);
  if (failed || tested.status !== 0) process.exit((tested.status || failed?.status) ?? 1);
  console.log(`✔ ${tests[0]} (${seconds(started)})`);
}

for (const [name, [command, ...args], env = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = await run([command, ...args], { env });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds(started)})`);
}
