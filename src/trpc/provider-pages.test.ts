import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// tRPC's react-query provider is mounted by the pages that need it, not by the root layout (src/trpc/react.tsx):
// a page whose components call useTRPC without it fails in the browser, one that mounts it without need carries
// ~20 kB for nothing. Both are read here from the imports, as the bundler follows them (lazy ones included).
const ROOT = resolve(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");
const REACT = join(SRC, "trpc", "react.tsx");
const PROVIDER_IMPORT = /import \{[^}]*\bTrpcReactProvider\b[^}]*\} from "~\/trpc\/react"/;

function resolveImport(from: string, spec: string) {
  const base = spec.startsWith("~/") ? join(SRC, spec.slice(2)) : spec.startsWith(".") ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  for (const ext of ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The project files a file imports (static, dynamic and re-exports; type-only imports carry no code). */
function importsOf(file: string) {
  const code = readFileSync(file, "utf8").replace(/^import type .*$/gm, "").replace(/^export type .*$/gm, "");
  const specs = [...code.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^import\s+)"([^"]+)"/gm)].map((m) => m[1]!);
  return specs.map((spec) => resolveImport(file, spec)).filter((f): f is string => f !== null);
}

/** A chain of imports from `file` to a module that calls useTRPC (not counting a page's own provider import). */
function pathToUseTrpc(file: string): string[] | null {
  // breadth first, so the chain shown is the shortest
  const from = new Map<string, string | null>([[file, null]]);
  const queue = [file];
  while (queue.length) {
    const current = queue.shift()!;
    if (current !== REACT && /\buseTRPC(Client)?\(/.test(readFileSync(current, "utf8"))) {
      const chain = [current];
      for (let at = from.get(current); at; at = from.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of importsOf(current)) {
      if (next === REACT || from.has(next)) continue;
      from.set(next, current);
      queue.push(next);
    }
  }
  return null;
}

function pages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pages(path);
    return /^(page|layout|template|error|not-found|forbidden|unauthorized|global-error)\.tsx$/.test(name) ? [path] : [];
  });
}

describe("tRPC's provider", () => {
  const files = pages(join(SRC, "app"));

  it("is mounted by every page whose components call useTRPC", () => {
    const missing = files
      .filter((file) => pathToUseTrpc(file) && !PROVIDER_IMPORT.test(readFileSync(file, "utf8")))
      .map((file) => `${relative(ROOT, file)}: wrap what it renders in <TrpcReactProvider> (~/trpc/react), it reaches ${pathToUseTrpc(file)!.slice(1).map((f) => relative(ROOT, f)).join(" → ")}`);
    expect(missing).toEqual([]);
  });

  it("is left out of the pages that do not call it (the public pages above all)", () => {
    const needless = files.filter((file) => PROVIDER_IMPORT.test(readFileSync(file, "utf8")) && !pathToUseTrpc(file)).map((file) => relative(ROOT, file));
    expect(needless).toEqual([]);
    for (const page of ["(default)/page.tsx", "(default)/old/annonces/page.tsx", "(default)/old/annonces/[slug]/page.tsx", "(minimal)/login/page.tsx", "(minimal)/signup/page.tsx"]) {
      expect(pathToUseTrpc(join(SRC, "app", "[locale]", page)), page).toBeNull();
    }
  });

  it("is not in the root layout's providers", () => {
    expect(readFileSync(join(SRC, "app", "providers.tsx"), "utf8")).not.toMatch(/~\/trpc\/react/);
  });
});
