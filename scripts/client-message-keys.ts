// Which messages the browser needs: the keys that client code (and the server, for what it sends the client, e.g.
// error keys) names, found by scanning the sources. The root layout sends only these to the client's IntlProvider;
// the rest (page text rendered on the server, titles, mails) stays on the server. `npm run i18n:client-keys`
// rewrites src/i18n/client-keys.json; src/i18n/client-keys.test.ts fails when it is out of date.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const CLIENT_KEYS_FILE = path.join(root, "src/i18n/client-keys.json");

/** Only formatted on the server (mails are sent from there). */
const SERVER_ONLY_NAMESPACES = ["mail."];

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!["generated", "test"].includes(name)) sources(file, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(file);
  }
  return out;
}

export function computeClientKeys(): string[] {
  const catalogue = JSON.parse(readFileSync(path.join(root, "locales/fr.json"), "utf8")) as Record<string, string>;
  const keys = Object.keys(catalogue);
  const used = new Set<string>();
  for (const file of sources(path.join(root, "src"))) {
    let text = readFileSync(file, "utf8");
    // a route file, or a component formatting with the server's t() (which no client component can import)
    const serverComponent =
      !/^\s*["']use client["']/.test(text) && (file.includes(`${path.sep}app${path.sep}`) || /from\s+["']~\/i18n\/server["']/.test(text));
    // a server component's own text is rendered on the server; a key it hands to a client component is still found
    if (serverComponent) text = text.replace(/\b(?:t\(locale,|pageMetadata\(|pageTitle\(locale,)\s*(["'`])[^"'`]*\1/g, "");
    // a key: "ads.page.back"; a family of keys: `ads.type.${type}` or "ads.type." + type
    for (const [, literal = ""] of text.matchAll(/["'`]([A-Za-z]\w*(?:\.\w+)+)["'`]/g)) if (literal in catalogue) used.add(literal);
    for (const match of text.matchAll(/`([A-Za-z]\w*(?:\.\w+)*)\.\$\{|["']([A-Za-z]\w*(?:\.\w+)*)\.["']\s*\+/g)) {
      const prefix = `${match[1] ?? match[2]}.`;
      for (const key of keys) if (key.startsWith(prefix)) used.add(key);
    }
  }
  return keys.filter((key) => used.has(key) && !SERVER_ONLY_NAMESPACES.some((ns) => key.startsWith(ns))).sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const keys = computeClientKeys();
  writeFileSync(CLIENT_KEYS_FILE, `${JSON.stringify(keys, null, 1)}\n`);
  console.log(`${keys.length} client message keys written to ${path.relative(root, CLIENT_KEYS_FILE)}`);
}
