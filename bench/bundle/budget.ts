// The bundle budget: one committed file, bench/bundle-budget.json, with the floor, the targets of issue 17 and a
// budget per route. Budgets are a ratchet: set at a measured size + 2 kB, lowered after each weight fix, raised
// only by hand (a reviewed decision).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { appScreens, kB } from "./first-load";

export const BUDGET_FILE = join(import.meta.dirname, "..", "bundle-budget.json");

export type Kind = "public" | "signedIn";
export type BudgetFile = {
  about: string;
  floor: { bareKB: number; mantineButtonKB: number; versions: Record<string, string> };
  targets: Record<Kind, number>;
  routes: Record<string, { kind: Kind; budgetKB: number }>;
};

/** The routes a visitor reaches without an account (target 1.25 × floor); every other screen is signed-in (1.6 ×). */
const PUBLIC_ROUTES = new Set([
  "/",
  "/about",
  "/login",
  "/signup",
  "/old/annonces",
  "/old/annonces/[slug]",
  "/category",
  "/category/[slug]",
  "/membre/[slug]",
  "/school/[slug]",
  // events: visitors read the public ones, and an event's link is what a school shares
  "/event",
  "/event/[slug]",
]);

export const kindOf = (route: string): Kind => (PUBLIC_ROUTES.has(route) ? "public" : "signedIn");

/** A new or lowered budget: the measured size rounded up, plus 2 kB of slack for unrelated small changes. */
export const budgetFor = (bytes: number) => Math.ceil(kB(bytes) + 2);

export function readBudget(): BudgetFile {
  return JSON.parse(readFileSync(BUDGET_FILE, "utf8")) as BudgetFile;
}

/** Written with one route a line, sorted, so a budget change is a one-line diff. */
export function writeBudget(budget: BudgetFile) {
  const { routes, ...rest } = budget;
  const head = JSON.stringify(rest, null, 2).replace(/\n}$/, "");
  const lines = Object.entries(routes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([route, entry]) =>
        `    ${JSON.stringify(route)}: ${JSON.stringify(entry)
          .replace(/([:,])/g, "$1 ")
          .replace(/^{/, "{ ")
          .replace(/}$/, " }")}`,
    );
  writeFileSync(BUDGET_FILE, `${head},\n  "routes": {\n${lines.join(",\n")}\n  }\n}\n`);
}

export type Row = {
  route: string;
  files: string[];
  bytes: number;
  kind: Kind;
  budgetKB: number | undefined;
  targetKB: number;
  ratio: number;
};

/** Every screen of the build beside its budget and target. */
export function evaluate(distDir: string, budget: BudgetFile): Row[] {
  return appScreens(distDir).map(({ route, files, bytes }) => {
    const kind = budget.routes[route]?.kind ?? kindOf(route);
    return {
      route,
      files,
      bytes,
      kind,
      budgetKB: budget.routes[route]?.budgetKB,
      targetKB: budget.floor.bareKB * budget.targets[kind],
      ratio: kB(bytes) / budget.floor.bareKB,
    };
  });
}
