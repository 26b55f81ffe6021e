// First-load JS of each app route of a production build: the gzip-9 size of every module script a first visit
// loads (the noModule polyfill left out: modern browsers skip it). Read from the build's own files, no browser:
// Next 16 writes each route's first-load chunks to .next/diagnostics/route-bundle-stats.json; without that file the
// same list is rebuilt from build-manifest.json (the runtime) + the route's client-reference manifest (the client
// chunks of every layout, page and boundary of the route). Both gave the exact files and bytes Chromium downloaded
// on /fr, /fr/login, /fr/old/annonces, an ad page, /fr/dashboard and /fr/students (Next 16.4.6, Turbopack).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export type RouteLoad = { route: string; files: string[]; bytes: number };

/** kB as the table and the budget file write them: 1,000 bytes of gzip-9. */
export const kB = (bytes: number) => bytes / 1000;

const gzipCache = new Map<string, number>();
export const SOURCE_MAP_COMMENT = /\s*\/\/# sourceMappingURL=([^\s]*)\s*$/;

/**
 * gzip-9 bytes of one chunk as served, without its trailing `//# sourceMappingURL=` comment, so a build with
 * browser source maps (npm test's, for the budget report) measures the same as one without.
 */
export function chunkGzipBytes(distDir: string, file: string) {
  const path = join(distDir, file);
  let size = gzipCache.get(path);
  if (size === undefined) {
    const code = readFileSync(path, "utf8").replace(SOURCE_MAP_COMMENT, "");
    size = gzipSync(code, { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

/** `/[locale]/(default)/old/annonces/[slug]/page` or `/[locale]/old/annonces/[slug]` → `/old/annonces/[slug]`. */
function displayRoute(route: string) {
  const path = route
    .replace(/\/\([^)/]*\)/g, "")
    .replace(/\/page$/, "")
    .replace(/^\/\[locale\]/, "");
  return path || "/";
}

function fromRouteStats(distDir: string) {
  const file = join(distDir, "diagnostics/route-bundle-stats.json");
  if (!existsSync(file)) return undefined;
  const stats = JSON.parse(readFileSync(file, "utf8")) as { route: string; firstLoadChunkPaths: string[] }[];
  // a file of Next's diagnostics, not a documented format: a change of shape stops the measure rather than skewing it
  const odd = Array.isArray(stats)
    ? stats.find((s) => typeof s?.route !== "string" || !Array.isArray(s.firstLoadChunkPaths))
    : stats;
  if (odd !== undefined || stats.length === 0) {
    throw new Error(
      `${file} no longer lists { route, firstLoadChunkPaths[] } (Next changed it): ${JSON.stringify(odd ?? stats).slice(0, 200)}`,
    );
  }
  return stats.map(({ route, firstLoadChunkPaths }) => ({
    route,
    files: firstLoadChunkPaths.map((p) => p.replace(/^.*?(?=static\/)/, "")), // ".next/static/…" → "static/…"
  }));
}

function fromManifests(distDir: string) {
  const { rootMainFiles } = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const manifests: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry === "page_client-reference-manifest.js") manifests.push(path);
    }
  };
  walk(join(distDir, "server/app"));
  return manifests.map((path) => {
    const scope: { __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> } = {};
    new Function("globalThis", readFileSync(path, "utf8"))(scope);
    const [[page, manifest]] = Object.entries(scope.__RSC_MANIFEST ?? {}) as [
      [string, { entryJSFiles: Record<string, string[]> }],
    ];
    const files = new Set(rootMainFiles);
    for (const list of Object.values(manifest.entryJSFiles)) for (const f of list) files.add(f);
    return { route: page.replace(/\/\([^)/]*\)/g, "").replace(/\/page$/, "") || "/", files: [...files] };
  });
}

/** Every page route of the build with its first-load chunks (paths relative to distDir) and their gzip-9 bytes. */
export function firstLoadByRoute(distDir: string): RouteLoad[] {
  if (!existsSync(join(distDir, "build-manifest.json"))) {
    throw new Error(`No production build in ${distDir}: run \`npx next build\` first.`);
  }
  const routes = fromRouteStats(distDir) ?? fromManifests(distDir);
  return routes
    .map(({ route, files }) => ({ route, files, bytes: files.reduce((sum, f) => sum + chunkGzipBytes(distDir, f), 0) }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The app's own screens: every route under [locale] but the catch-all 404. */
export function appScreens(distDir: string) {
  return firstLoadByRoute(distDir)
    .filter(({ route }) => route === "/[locale]" || (route.startsWith("/[locale]/") && !route.includes("[...rest]")))
    .map((r) => ({ ...r, route: displayRoute(r.route) }));
}
