// Which modules make up a route's first-load JS, from the browser source maps of the build (npm test builds with
// them, see next.config.mjs). Each chunk's gzip-9 size is shared among its source files in proportion to the
// minified bytes each one produced: gzip does not split exactly by module, but the ranking and the order of
// magnitude are what a reader needs to know where to cut.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chunkGzipBytes, SOURCE_MAP_COMMENT } from "./first-load";

type Section = { offset: { line: number; column: number }; map: RawMap };
type RawMap = { sources?: string[]; mappings?: string; sections?: Section[] };

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one line of a source map's mappings into [generated column, source index | -1]. */
function decodeLine(line: string, state: { source: number }) {
  const segments: [number, number][] = [];
  let column = 0;
  for (const segment of line.split(",")) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = DIGIT.get(char)!;
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0]!;
    if (values.length >= 4) {
      state.source += values[1]!;
      segments.push([column, state.source]);
    } else segments.push([column, -1]);
  }
  return segments;
}

/** Minified bytes per original source file of one chunk (its generated code and its map). */
function bytesPerSource(code: string, map: RawMap) {
  const lines = code.split("\n");
  const result = new Map<string, number>();
  const add = (source: string, n: number) => n > 0 && result.set(source, (result.get(source) ?? 0) + n);
  // a plain map is a section at 0:0 that runs to the end
  const sections: Section[] = map.sections ?? [{ offset: { line: 0, column: 0 }, map }];
  const starts = sections.map((s) => s.offset);
  sections.forEach((section, index) => {
    const end = starts[index + 1] ?? { line: lines.length, column: 0 };
    const sources = section.map.sources ?? [];
    const state = { source: 0 };
    const mappingLines = (section.map.mappings ?? "").split(";");
    for (let i = 0; i < mappingLines.length; i++) {
      const line = section.offset.line + i;
      if (line > end.line || line >= lines.length) break;
      const shift = i === 0 ? section.offset.column : 0;
      const lineEnd = line === end.line ? end.column : lines[line]!.length;
      const segments = decodeLine(mappingLines[i]!, state);
      segments.forEach(([column, source], k) => {
        const from = column + shift;
        const to = Math.min(k + 1 < segments.length ? segments[k + 1]![0] + shift : lineEnd, lineEnd);
        add(source >= 0 ? (sources[source] ?? "(unmapped)") : "(runtime and glue)", to - from);
      });
    }
  });
  return result;
}

/** `turbopack:///[project]/node_modules/zod/v4/core/schemas.js` → `node_modules/zod/v4/core/schemas.js`. */
function tidy(source: string) {
  return source
    .replace(/^.*\[project\]\//, "")
    .replace(/^(turbopack|webpack):\/\/\/?/, "")
    .replace(/\?.*$/, "");
}

/** The package a file belongs to (`zod`, `@mantine/core`), or the project file itself. */
export function packageOf(file: string) {
  // next ships React inside itself: name those as the packages they are
  const compiled = /node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (compiled) return `${compiled[1]} (in next)`;
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(
    file.replace(/.*node_modules\/\.pnpm\/[^/]+\//, "node_modules/"),
  );
  if (!match) return file;
  // a package's own source map may name its files right under the scope (`@formatjs/parser.ts`)
  return /\.[cm]?[jt]sx?$/.test(match[1]!) ? match[1]!.split("/")[0]! : match[1]!;
}

/** What every App Router page carries (the floor): Next's client and the React it ships. */
export const isFramework = (pkg: string) =>
  pkg === "next" || pkg === "react" || pkg === "react-dom" || pkg.endsWith("(in next)");

const perChunk = new Map<string, Map<string, number> | undefined>();

/** gzip-9 bytes per tidied source file of one chunk, or undefined without a source map (cached: chunks are shared). */
function chunkModules(distDir: string, file: string) {
  const key = join(distDir, file);
  if (perChunk.has(key)) return perChunk.get(key);
  const code = readFileSync(key, "utf8");
  // Turbopack names a chunk's map by the map's own hash: follow the chunk's comment
  const mapName = SOURCE_MAP_COMMENT.exec(code)?.[1];
  const mapPath = mapName && join(key, "..", mapName);
  let modules: Map<string, number> | undefined;
  if (mapPath && existsSync(mapPath)) {
    const gzipped = chunkGzipBytes(distDir, file);
    const perSource = bytesPerSource(code, JSON.parse(readFileSync(mapPath, "utf8")) as RawMap);
    const total = [...perSource.values()].reduce((a, b) => a + b, 0) || 1;
    modules = new Map();
    for (const [source, bytes] of perSource) {
      const name = tidy(source);
      modules.set(name, (modules.get(name) ?? 0) + (gzipped * bytes) / total);
    }
  }
  perChunk.set(key, modules);
  return modules;
}

export type Attribution = { available: boolean; modules: Map<string, number> };

/** gzip-9 bytes per source file across the given chunks; `available` is false when the build has no maps. */
export function attribute(distDir: string, files: string[]): Attribution {
  const modules = new Map<string, number>();
  let available = true;
  for (const file of files) {
    const own = chunkModules(distDir, file);
    if (!own) {
      available = false;
      modules.set(`(no source map) ${file}`, chunkGzipBytes(distDir, file));
      continue;
    }
    for (const [name, bytes] of own) modules.set(name, (modules.get(name) ?? 0) + bytes);
  }
  return { available, modules };
}

/**
 * The n largest modules and packages beyond the framework (which the floor already counts), and the framework's
 * total, so the list shows what a route adds.
 */
export function largest(modules: Map<string, number>, n: number) {
  const packages = new Map<string, number>();
  const own = new Map<string, number>();
  let framework = 0;
  for (const [file, bytes] of modules) {
    const pkg = packageOf(file);
    if (isFramework(pkg)) framework += bytes;
    else {
      own.set(file, bytes);
      packages.set(pkg, (packages.get(pkg) ?? 0) + bytes);
    }
  }
  const top = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { framework, modules: top(own), packages: top(packages) };
}
