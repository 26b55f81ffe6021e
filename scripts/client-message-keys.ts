// Which messages the browser needs: the keys that client code (and the server, for what it sends the client, e.g.
// error keys) names, found by scanning the sources. The root layout sends only these to the client's IntlProvider;
// the rest (page text rendered on the server, titles, mails) stays on the server. A visitor who is not signed in
// gets only the keys of the pages a visitor can open (public-client-keys.json). `npm run i18n:client-keys`
// rewrites src/i18n/client-keys.json; src/i18n/client-keys.test.ts fails when it is out of date.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CLIENT_KEYS_FILE = path.join(root, "src/i18n/client-keys.json");
export const PUBLIC_CLIENT_KEYS_FILE = path.join(root, "src/i18n/public-client-keys.json");

/** Only formatted on the server (mails are sent from there). */
const SERVER_ONLY_NAMESPACES = ["mail."];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!["generated", "test"].includes(name)) sources(file, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$|^authorization\.rows\.ts$/.test(name)) out.push(file);
  }
  return out;
}

/** The catalogue's keys a source file names for client use: literals, and families like `ads.type.${type}`. */
function keysIn(file: string, catalogue: Record<string, string>, keys: string[], used: Set<string>) {
  let text = readFileSync(file, "utf8");
  // a route file, or a component formatting with the server's t() (which no client component can import)
  const serverComponent =
    !/^\s*["']use client["']/.test(text) &&
    (file.includes(`${path.sep}app${path.sep}`) || /from\s+["']~\/i18n\/server["']/.test(text));
  // a server component's own text is rendered on the server; a key it hands to a client component is still found
  if (serverComponent)
    text = text.replace(/\b(?:t\(locale,|pageMetadata\(|pageTitle\(locale,)\s*(["'`])[^"'`]*\1/g, "");
  // a key: "ads.page.back"; a family of keys: `ads.type.${type}` or "ads.type." + type
  for (const [, literal = ""] of text.matchAll(/["'`]([A-Za-z]\w*(?:\.\w+)+)["'`]/g))
    if (literal in catalogue) used.add(literal);
  for (const match of text.matchAll(/`([A-Za-z]\w*(?:\.\w+)*)\.\$\{|["']([A-Za-z]\w*(?:\.\w+)*)\.["']\s*\+/g)) {
    const prefix = `${match[1] ?? match[2]}.`;
    for (const key of keys) if (key.startsWith(prefix)) used.add(key);
  }
}

function scan(files: string[]): string[] {
  const catalogue = JSON.parse(readFileSync(path.join(root, "locales/fr.json"), "utf8")) as Record<string, string>;
  const keys = Object.keys(catalogue);
  const used = new Set<string>();
  for (const file of files) keysIn(file, catalogue, keys, used);
  return keys.filter((key) => used.has(key) && !SERVER_ONLY_NAMESPACES.some((ns) => key.startsWith(ns))).sort();
}

export function computeClientKeys(): string[] {
  return scan(sources(path.join(root, "src")));
}

/**
 * What a visitor who is not signed in can open (e2e/a11y.spec.ts's "visitor" routes): the shell, the error pages,
 * the board and its ads, categories, members, schools, events, the account screens. Signing in or out reloads
 * the whole page, so a visitor's browser never navigates to a screen whose messages it lacks.
 */
const PUBLIC_ENTRIES = [
  "src/app/providers.tsx",
  "src/app/global-error.tsx",
  "src/app/[locale]/layout.tsx",
  "src/app/[locale]/error.tsx",
  "src/app/[locale]/forbidden.tsx",
  "src/app/[locale]/not-found.tsx",
  "src/app/[locale]/[...rest]",
  "src/app/[locale]/(minimal)",
  "src/app/[locale]/(default)/layout.tsx",
  "src/app/[locale]/(default)/page.tsx",
  "src/app/[locale]/(default)/about",
  "src/app/[locale]/(default)/category",
  "src/app/[locale]/(default)/old",
  "src/app/[locale]/(default)/membre",
  "src/app/[locale]/(default)/school",
  "src/app/[locale]/(default)/event",
];
/** Keys a server's answer can name on any screen (a refusal, a field's error, a confirmation). */
const ANSWER_NAMESPACES = ["errors.", "validation.", "success."];

/** The file an import names (`~/…` or relative), or undefined for a package or a file that is not source. */
function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith("~/")
    ? path.join(root, "src", spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ]) {
    try {
      if (/\.tsx?$/.test(candidate) && statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Every source file the entries reach through their imports, static and dynamic. */
export function reachableFiles(entries: string[]): string[] {
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const entry of entries) {
    const full = path.join(root, entry);
    // a route folder brings every file under it
    queue.push(...(statSync(full).isDirectory() ? sources(full) : [full]));
  }
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || /\.test\.tsx?$/.test(file)) continue;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)) {
      const target = resolveImport(file, spec!);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].sort();
}

/** The client keys a visitor's pages need: those their files name, and every key a server's answer may carry. */
export function computePublicClientKeys(): string[] {
  const named = new Set(scan(reachableFiles(PUBLIC_ENTRIES)));
  return computeClientKeys().filter((key) => named.has(key) || ANSWER_NAMESPACES.some((ns) => key.startsWith(ns)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const keys = computeClientKeys();
  writeFileSync(CLIENT_KEYS_FILE, `${JSON.stringify(keys, null, 1)}\n`);
  const visitor = computePublicClientKeys();
  writeFileSync(PUBLIC_CLIENT_KEYS_FILE, `${JSON.stringify(visitor, null, 1)}\n`);
  console.log(
    `${keys.length} client message keys written to ${path.relative(root, CLIENT_KEYS_FILE)}, ${visitor.length} of them for visitors to ${path.relative(root, PUBLIC_CLIENT_KEYS_FILE)}`,
  );
}
