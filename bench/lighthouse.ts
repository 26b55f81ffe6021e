// Lighthouse mobile (default settings: simulated slow 4G and 4× CPU slowdown) on the production build, against
// `scripts/server.mjs` on a fresh embedded database seeded with the demo, in Debian's Chromium (CHROME_PATH,
// default /usr/bin/chromium). Each page is audited RUNS times; the median of each figure is printed.
import type { ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstAdPath, startServer, stopServer } from "./app-server";

const RUNS = 3;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchLighthouse(projectDir = process.cwd()) {
  mkdirSync(join(projectDir, ".data"), { recursive: true });
  const dataDir = mkdtempSync(join(projectDir, ".data", "bench-lighthouse-"));
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const started = await startServer(dataDir);
    server = started.server;
    const { base } = started;
    const ad = await firstAdPath(base);
    const pages = [
      ["/fr", "/fr"],
      ["/fr/old/annonces", "/fr/old/annonces"],
      ...(ad ? [["ad page", ad]] : []),
      ["/fr/login", "/fr/login"],
    ] as const;
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      chromeFlags: CHROME_FLAGS,
    });
    console.log(
      `\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version} mobile, ` +
        `Chromium ${((await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }).Browser}, median of ${RUNS}`,
    );
    console.log(
      `${"page".padEnd(18)} ${"perf".padStart(5)} ${"a11y".padStart(5)} ${"LCP".padStart(8)} ${"TBT".padStart(8)} ${"CLS".padStart(6)}  perf of each run  benchmarkIndex`,
    );
    for (const [label, path] of pages) {
      await fetch(base + path); // the server's first render of a page is not what a visitor measures
      const runs: { perf: number; a11y: number; lcp: number; tbt: number; cls: number; cpu: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(base + path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        const lhr = result?.lhr;
        if (!lhr || lhr.runtimeError)
          throw new Error(`Lighthouse failed on ${path}: ${lhr?.runtimeError?.message ?? "no result"}`);
        runs.push({
          perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
          tbt: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
          cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
          cpu: lhr.environment.benchmarkIndex,
        });
      }
      const m = (key: keyof (typeof runs)[number]) => median(runs.map((r) => r[key]));
      console.log(
        `${label.padEnd(18)} ${String(m("perf")).padStart(5)} ${String(m("a11y")).padStart(5)} ` +
          `${(m("lcp") / 1000).toFixed(2).padStart(6)} s ${(m("tbt") / 1000).toFixed(2).padStart(6)} s ${m("cls").toFixed(3).padStart(6)}  ` +
          `${runs
            .map((r) => r.perf)
            .join(" / ")
            .padEnd(14)} ${Math.round(m("cpu"))}`,
      );
    }
    console.log(
      "targets (issue 17): performance ≥ 95, accessibility 100. Lighthouse's benchmarkIndex is this machine's " +
        "CPU score while it ran: below ~1000, or a busy machine, makes TBT and the score pessimistic (its 4× slowdown is fixed)",
    );
  } finally {
    chrome?.kill();
    await stopServer(server); // the embedded database is closed before its directory goes
    rmSync(dataDir, { recursive: true, force: true });
  }
}
