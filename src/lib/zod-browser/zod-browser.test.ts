import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import nextConfig from "../../../next.config.mjs";

// next.config.mjs gives the browser these stubs in place of zod's JSON Schema modules, by the relative names zod's
// own files import them with (zod exports no name for them). An upgrade of zod that renames, moves or grows them
// would silently put them back in the browser's zod chunk (+5.5 kB gzip, measured in docs/infrastructure.md) or
// break a form page at its first focus: it fails here instead.
const ZOD = path.resolve("node_modules/zod/v4");
const STUBBED = /(?:^|\/)(json-schema-processors|to-json-schema)\.js$/;

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? jsFiles(file) : entry.name.endsWith(".js") ? [file] : [];
  });
}

/** Every module name zod's ES modules import or re-export a stubbed module by. */
function zodImportsOfStubbed(): Set<string> {
  const names = new Set<string>();
  for (const file of jsFiles(ZOD)) {
    for (const [, name] of readFileSync(file, "utf8").matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g)) {
      if (STUBBED.test(name!)) names.add(name!);
    }
  }
  return names;
}

const aliases = Object.entries(
  (nextConfig.turbopack?.resolveAlias ?? {}) as Record<string, string | { browser?: string }>,
).filter(([name]) => STUBBED.test(name));

describe("zod's JSON Schema modules, left out of the browser", () => {
  it("are aliased by every name zod imports them with, and by no other", () => {
    expect(aliases.map(([name]) => name).sort()).toEqual([...zodImportsOfStubbed()].sort());
  });

  it.each(aliases.map(([name, target]) => [name, typeof target === "string" ? target : target.browser!]))(
    "%s: the stub exports every name zod's module does",
    async (name, stub) => {
      const real = path.join(ZOD, "core", path.basename(name));
      const [theirs, ours] = await Promise.all([
        import(pathToFileURL(real).href),
        import(pathToFileURL(path.resolve(stub)).href),
      ]);
      expect(Object.keys(ours).sort()).toEqual(expect.arrayContaining(Object.keys(theirs).sort()));
    },
  );
});
