// The bundle part of `npm run bench`: first-load JS of every screen beside the floor, its budget and its target.
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { evaluate, readBudget, writeBudget } from "./budget";
import { kB } from "./first-load";
import { buildFloor, floorVersions } from "./floor";

export function benchBundle({ build, floor }: { build: boolean; floor: boolean }) {
  if (build) {
    const started = performance.now();
    const result = spawnSync("npx", ["next", "build"], {
      encoding: "utf8",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (result.status !== 0) throw new Error(`next build failed:\n${result.stdout}\n${result.stderr}`);
    console.log(`\nProduction build: ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const budget = readBudget();
  const installed = floorVersions();
  const stale = Object.entries(installed).some(([name, version]) => budget.floor.versions[name] !== version);
  if (floor || stale) {
    const started = performance.now();
    const measured = buildFloor();
    budget.floor = {
      bareKB: Number(kB(measured.bareBytes).toFixed(1)),
      mantineButtonKB: Number(kB(measured.mantineButtonBytes).toFixed(1)),
      versions: measured.versions,
    };
    writeBudget(budget);
    console.log(
      `Floor built and measured in ${((performance.now() - started) / 1000).toFixed(0)} s, written to bench/bundle-budget.json`,
    );
  }
  const { bareKB, mantineButtonKB, versions } = budget.floor;
  console.log(
    `\nFirst-load JS per screen (gzip-9 of every module script of a first visit, noModule polyfill left out)`,
  );
  console.log(
    `floor: ${bareKB} kB bare App Router page, ${mantineButtonKB} kB with a Mantine button ` +
      `(${Object.entries(versions)
        .map(([n, v]) => `${n} ${v}`)
        .join(", ")})`,
  );
  const rows = evaluate(".next", budget).sort((a, b) => a.kind.localeCompare(b.kind) || a.route.localeCompare(b.route));
  console.log(
    `${"route".padEnd(32)} ${"kind".padEnd(9)} ${"JS kB".padStart(7)} ${"× floor".padStart(7)} ${"budget".padStart(7)} ${"target".padStart(14)}`,
  );
  for (const row of rows) {
    const size = kB(row.bytes);
    const target = `${row.targetKB.toFixed(0)} (${budget.targets[row.kind]}×)`;
    const verdict = size <= row.targetKB ? "on target" : `+${(size - row.targetKB).toFixed(0)} kB`;
    console.log(
      `${row.route.padEnd(32)} ${(row.kind === "public" ? "public" : "signed-in").padEnd(9)} ${size.toFixed(1).padStart(7)} ` +
        `${row.ratio.toFixed(2).padStart(7)} ${String(row.budgetKB ?? "—").padStart(7)} ${target.padStart(14)}  ${verdict}`,
    );
  }
}
