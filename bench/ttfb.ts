// Server time (issue 17): time to first byte of the board, an ad page, the home page and the login page on the
// production build (`.next`), against a fresh embedded database seeded with the demo — beside a reference: a bare
// dynamic App Router page (it reads the request's headers) built with the same `next`, `react` and `react-dom`.
// Target: the board and the ad page within 2 × the reference. Median and p95 of 40 sequential requests after 5.
// A visitor who is not signed in gets the public pages from the server's shared cache (scripts/page-cache.mjs) once
// one visitor has had them: the bench prints that answer ("shared") and, beside it, the page rendered for every
// request ("rendered": each request carries its own query string, so the cache never has it).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { floorVersions } from "./bundle/floor";
import { firstAdPath, freePort, startServer, stopServer, waitUntilUp } from "./app-server";

const RUNS = 40;

/**
 * The reference app, built once per set of versions (≈ 1 min) outside the project, with the project's node_modules
 * hard-linked: inside it, Next would take the project's src/proxy.ts and src/instrumentation.ts as its own.
 */
function referenceApp(projectDir: string): string {
  const dir = join(
    tmpdir(),
    `wasla-bench-reference-${createHash("sha1").update(resolve(projectDir)).digest("hex").slice(0, 8)}`,
  );
  const versions = JSON.stringify(floorVersions(projectDir));
  const stamp = join(dir, "versions.json");
  if (existsSync(stamp) && readFileSync(stamp, "utf8") === versions && existsSync(join(dir, ".next", "BUILD_ID")))
    return dir;
  rmSync(dir, { recursive: true, force: true });
  const files: Record<string, string> = {
    "next.config.mjs": "export default {};\n",
    "package.json": JSON.stringify({ private: true, type: "module" }),
    "app/layout.jsx": `export default function Layout({ children }) {
  return <html lang="fr"><body>{children}</body></html>;
}\n`,
    "app/page.jsx": `import { headers } from "next/headers";
export default async function Page() {
  const language = (await headers()).get("accept-language") ?? "fr";
  return <main><h1>Wasla</h1><p>{language}</p></main>;
}\n`,
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const linked = spawnSync("cp", ["-al", join(projectDir, "node_modules"), join(dir, "node_modules")]);
  if (linked.status !== 0) throw new Error(`linking node_modules failed: ${linked.stderr}`);
  const build = spawnSync(join(dir, "node_modules/.bin/next"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error(`reference build failed:\n${build.stdout}\n${build.stderr}`);
  writeFileSync(stamp, versions);
  return dir;
}

async function startReference(projectDir: string) {
  const dir = referenceApp(projectDir);
  const port = await freePort();
  const server = spawn(join(dir, "node_modules/.bin/next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(server, base, "reference server");
  return { base, server };
}

/**
 * Time until the response's headers (the first byte), and until its last byte: a page that streams sends its frame
 * before its data, so both are printed. The body is read to the end before the next request.
 */
async function ttfb(url: string, { rendered = false } = {}) {
  const samples: number[] = [];
  const wholes: number[] = [];
  for (let i = 0; i < 5 + RUNS; i++) {
    const start = performance.now();
    const target = rendered ? `${url}${url.includes("?") ? "&" : "?"}bench=${i}` : url;
    const response = await fetch(target, { headers: { "accept-language": "fr" } });
    const first = performance.now() - start;
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (i >= 5) {
      samples.push(first);
      wholes.push(performance.now() - start);
    }
  }
  samples.sort((a, b) => a - b);
  wholes.sort((a, b) => a - b);
  return {
    p50: samples[Math.floor(samples.length / 2)]!,
    p95: samples[Math.floor(samples.length * 0.95)]!,
    whole: wholes[Math.floor(wholes.length / 2)]!,
  };
}

export async function benchTtfb(projectDir = process.cwd()) {
  mkdirSync(join(projectDir, ".data"), { recursive: true });
  const dataDir = mkdtempSync(join(projectDir, ".data", "bench-ttfb-"));
  let app: ChildProcess | undefined;
  let reference: ChildProcess | undefined;
  try {
    const ref = await startReference(projectDir);
    reference = ref.server;
    const floor = await ttfb(ref.base);
    await stopServer(reference);
    const started = await startServer(dataDir);
    app = started.server;
    const ad = await firstAdPath(started.base);
    // label, path, whether the target is the page's, whether the page is one the cache may share
    const pages: [string, string, boolean, boolean][] = [
      ["/fr/old/annonces", "/fr/old/annonces", true, true],
      ...(ad ? [["ad page", ad, true, true] as [string, string, boolean, boolean]] : []),
      ["/fr", "/fr", false, true],
      ["/fr/login", "/fr/login", false, false],
    ];
    console.log(`\nServer time (TTFB) on the production build and the embedded database, ${RUNS} requests each`);
    console.log(
      `${"page".padEnd(26)} ${"p50".padStart(9)} ${"p95".padStart(9)} ${"whole p50".padStart(10)}  × reference (TTFB p50)`,
    );
    console.log(
      `${"reference (bare)".padEnd(26)} ${floor.p50.toFixed(1).padStart(6)} ms ${floor.p95.toFixed(1).padStart(6)} ms ${floor.whole.toFixed(1).padStart(7)} ms`,
    );
    for (const [label, path, targeted, shared] of pages) {
      for (const rendered of shared ? [false, true] : [true]) {
        const m = await ttfb(started.base + path, { rendered });
        const ratio = m.p50 / floor.p50;
        const name = shared ? `${label} ${rendered ? "rendered" : "shared"}` : label;
        console.log(
          `${name.padEnd(26)} ${m.p50.toFixed(1).padStart(6)} ms ${m.p95.toFixed(1).padStart(6)} ms ${m.whole.toFixed(1).padStart(7)} ms  ${ratio.toFixed(2)} ×` +
            (targeted && !rendered ? (ratio <= 2 ? "  (target ≤ 2 ×: met)" : "  (target ≤ 2 ×: NOT met)") : ""),
        );
      }
    }
    console.log(
      "shared: what a visitor who is not signed in gets once the page is in the server's cache (≤ 30 s, emptied by every write);",
    );
    console.log(
      "rendered: the same page rendered for this request (what a signed-in member gets, and the first visitor after a change)",
    );
  } finally {
    await stopServer(reference);
    await stopServer(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
