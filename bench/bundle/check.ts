// The bundle budget step of `npm test`, after `next build`: fails when a screen's first-load JS is over its budget
// in bench/bundle-budget.json, naming the largest modules and packages it pulls in (from the build's source maps).
//   npx tsx bench/bundle/check.ts            check .next against the budget file
//   npx tsx bench/bundle/check.ts --ratchet  after a weight fix: lower budgets to size + 2 kB (never raises),
//                                            add new screens at size + 2 kB, drop removed ones
//   npx tsx bench/bundle/check.ts --table    also print every screen's size; --explain /route names its modules
//   (EXPLAIN_TOP=50 names more of them)
import { performance } from "node:perf_hooks";
import { attribute, largest } from "./attribute";
import { budgetFor, evaluate, kindOf, readBudget, writeBudget, type Row } from "./budget";
import { kB } from "./first-load";
import { floorVersions } from "./floor";

const started = performance.now();
const distDir = process.env.NEXT_DIST_DIR ?? ".next";
const budget = readBudget();
const rows = evaluate(distDir, budget);
const fmt = (bytes: number) => `${kB(bytes).toFixed(1)} kB`;

if (process.argv.includes("--ratchet")) {
  const routes: typeof budget.routes = {};
  for (const row of rows) {
    const current = budget.routes[row.route];
    const proposed = budgetFor(row.bytes);
    routes[row.route] = {
      kind: current?.kind ?? kindOf(row.route),
      budgetKB: current ? Math.min(current.budgetKB, proposed) : proposed,
    };
    if (!current) console.log(`added    ${row.route}: ${proposed} kB`);
    else if (proposed < current.budgetKB) console.log(`lowered  ${row.route}: ${current.budgetKB} → ${proposed} kB`);
  }
  for (const route of Object.keys(budget.routes)) if (!routes[route]) console.log(`removed  ${route}`);
  writeBudget({ ...budget, routes });
  console.log("bench/bundle-budget.json written: review and commit it.");
  process.exit(0);
}

const over = rows.filter((r) => r.budgetKB !== undefined && kB(r.bytes) > r.budgetKB);
const unbudgeted = rows.filter((r) => r.budgetKB === undefined);
const removed = Object.keys(budget.routes).filter((route) => !rows.some((r) => r.route === route));

function explain(row: Row) {
  const { available, modules } = attribute(distDir, row.files);
  const top = largest(modules, Number(process.env.EXPLAIN_TOP ?? 12));
  const overBudget = row.budgetKB !== undefined && kB(row.bytes) > row.budgetKB;
  console.error(
    `\n${overBudget ? "✖" : "·"} ${row.route}: ${fmt(row.bytes)} of first-load JS, ${overBudget ? "over" : "within"} its budget of ${row.budgetKB} kB ` +
      `(target ${row.targetKB.toFixed(0)} kB = ${budget.targets[row.kind]} × floor ${budget.floor.bareKB} kB)`,
  );
  if (!available)
    console.error("  (this build has no browser source maps: sizes per chunk only — see next.config.mjs)");
  console.error(
    `  next + react + react-dom: ${fmt(top.framework)} (the floor's share); beyond them, by gzip-9 ` +
      "(a chunk's size shared among its modules by minified bytes):",
  );
  for (const [name, bytes] of top.modules) console.error(`    ${fmt(bytes).padStart(9)}  ${name}`);
  console.error("  by package (or project file):");
  for (const [name, bytes] of top.packages) console.error(`    ${fmt(bytes).padStart(9)}  ${name}`);
}

if (process.argv.includes("--table")) {
  for (const row of [...rows].sort((a, b) => a.route.localeCompare(b.route))) {
    console.log(
      `${row.route.padEnd(32)} ${fmt(row.bytes).padStart(9)}  ${row.ratio.toFixed(2)} × floor  budget ${row.budgetKB ?? "—"} kB`,
    );
  }
}
const asked = process.argv.indexOf("--explain");
if (asked >= 0) rows.filter((r) => r.route === process.argv[asked + 1]).forEach(explain);

over.forEach(explain);
for (const row of unbudgeted) {
  console.error(
    `\n✖ ${row.route} has no budget (${fmt(row.bytes)} now, target ${row.targetKB.toFixed(0)} kB): ` +
      `add it with \`npx tsx bench/bundle/check.ts --ratchet\` and commit bench/bundle-budget.json`,
  );
}
for (const route of removed)
  console.error(`\n✖ ${route} is in bench/bundle-budget.json but not in the build: remove it (--ratchet does)`);

const installed = floorVersions();
const stale = Object.entries(budget.floor.versions).filter(([name, version]) => installed[name] !== version);
if (stale.length) {
  console.log(
    `note: the floor was measured with ${stale.map(([n, v]) => `${n} ${v}`).join(", ")}; installed: ` +
      `${stale.map(([n]) => `${n} ${installed[n]}`).join(", ")} — \`npm run bench -- bundle\` measures it again`,
  );
}
const roomy = rows.filter((r) => r.budgetKB !== undefined && budgetFor(r.bytes) < r.budgetKB);
if (roomy.length) {
  console.log(
    `${roomy.length} route(s) shrank below their budget (${roomy.map((r) => r.route).join(", ")}): ` +
      "lock the gain in with `npx tsx bench/bundle/check.ts --ratchet`",
  );
}
const elapsed = ((performance.now() - started) / 1000).toFixed(1);
if (over.length || unbudgeted.length || removed.length) {
  console.error(
    `\nbundle budget: ${over.length} over, ${unbudgeted.length} without a budget, ${removed.length} removed (${elapsed} s)`,
  );
  process.exit(1);
}
const worst = rows.reduce((a, b) => (b.ratio > a.ratio ? b : a));
console.log(
  `bundle budget: ${rows.length} screens within budget; largest ${worst.route} ${fmt(worst.bytes)} ` +
    `(${worst.ratio.toFixed(2)} × floor ${budget.floor.bareKB} kB) (${elapsed} s)`,
);
