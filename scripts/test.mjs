// npm test: everything CI checks, in order — types, lint, unit + procedure tests against a real database, then a
// production build, its bundle budget and the Playwright journeys in Chromium. Uses PostgreSQL when TEST_DATABASE_URL is set,
// the embedded PGlite otherwise.
import { Buffer } from "node:buffer";
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

// typecheck and lint are single-threaded: on two cores they run side by side
const checks = [
  ["typecheck", ["npx", "tsc", "--noEmit"]],
  ["lint", ["npx", "eslint", "--max-warnings", "0", "."]],
  // one format (Prettier, .prettierrc.json): `npm run format` writes it
  ["format", ["npx", "prettier", "--check", "--log-level", "warn", "."]],
];
const steps = [
  ["unit and procedure tests", ["npx", "vitest", "run"]],
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

{
  const started = Date.now();
  console.log(`\n▶ ${checks.map(([name]) => name).join(" and ")}`);
  const results = await Promise.all(
    checks.map(
      ([name, [command, ...args]]) =>
        new Promise((resolve) => {
          const output = [];
          const child = spawn(command, args, { env: process.env });
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (status) => resolve({ name, status, output: Buffer.concat(output).toString() }));
        }),
    ),
  );
  for (const { name, status, output } of results) {
    process.stdout.write(output);
    if (status !== 0) {
      console.error(`✖ ${name} failed`);
      process.exit(status ?? 1);
    }
  }
  console.log(`✔ ${checks.map(([name]) => name).join(" and ")} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

for (const [name, [command, ...args], env = {}] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
