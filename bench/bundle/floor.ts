// The floor: what a bare App Router page costs with the same next, react and react-dom (and one with a Mantine
// button), measured like the app's routes. Built in a throw-away directory under .data/ so it resolves the
// project's own node_modules (no network); Turbopack refuses a node_modules symlink that leaves its root.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { firstLoadByRoute } from "./first-load";

export type Floor = { bareBytes: number; mantineButtonBytes: number; versions: Record<string, string> };

/** The versions the floor depends on; a floor recorded with other versions is stale. */
export function floorVersions(projectDir = process.cwd()): Record<string, string> {
  const version = (name: string) =>
    (JSON.parse(readFileSync(join(projectDir, "node_modules", name, "package.json"), "utf8")) as { version: string })
      .version;
  return Object.fromEntries(["next", "react", "react-dom", "@mantine/core"].map((name) => [name, version(name)]));
}

const files = (projectDir: string): Record<string, string> => ({
  "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(resolve(projectDir))} } };\n`,
  // two root layouts, so one build gives both floors
  "app/(bare)/layout.jsx": `export default function Layout({ children }) {
  return <html lang="fr"><body>{children}</body></html>;
}\n`,
  "app/(bare)/page.jsx": `export default function Page() {
  return <main><h1>Wasla</h1></main>;
}\n`,
  "app/(mantine)/layout.jsx": `import "@mantine/core/styles.css";
import { MantineProvider } from "@mantine/core";
export default function Layout({ children }) {
  return <html lang="fr"><body><MantineProvider>{children}</MantineProvider></body></html>;
}\n`,
  "app/(mantine)/mantine/page.jsx": `import { Button } from "@mantine/core";
export default function Page() {
  return <main><Button>Wasla</Button></main>;
}\n`,
});

export function buildFloor(projectDir = process.cwd()): Floor {
  mkdirSync(join(projectDir, ".data"), { recursive: true });
  const dir = mkdtempSync(join(projectDir, ".data", "bench-floor-"));
  try {
    for (const [file, text] of Object.entries(files(projectDir))) {
      mkdirSync(join(dir, file, ".."), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true, type: "module" }));
    const build = spawnSync(join(projectDir, "node_modules/.bin/next"), ["build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
    });
    if (build.status !== 0) throw new Error(`floor build failed:\n${build.stdout}\n${build.stderr}`);
    const routes = firstLoadByRoute(join(dir, ".next"));
    const bytes = (route: string) => {
      const found = routes.find((r) => r.route === route);
      if (!found) throw new Error(`floor build has no route ${route}`);
      return found.bytes;
    };
    return { bareBytes: bytes("/"), mantineButtonBytes: bytes("/mantine"), versions: floorVersions(projectDir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
