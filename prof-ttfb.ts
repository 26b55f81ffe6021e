// throwaway: profile the board's server render on the production build and the embedded database
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { firstAdPath, freePort, waitUntilUp } from "./bench/app-server";
const dataDir = mkdtempSync("/tmp/prof/data-");
const port = await freePort();
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXTAUTH_SECRET: "bench-only-secret-bench-only-secret-bench", NEXTAUTH_URL: `http://localhost:${port}`, PGLITE_DIR: join(dataDir, "pglite"), UPLOAD_DIR: join(dataDir, "uploads"), MAIL_OUTBOX_FILE: join(dataDir, "outbox.jsonl") };
delete env.DATABASE_URL;
spawnSync("npx", ["tsx", "scripts/e2e-db.ts"], { stdio: ["ignore", "ignore", "inherit"], env: { ...env, NODE_ENV: "test" } });
const profile = process.argv[2] === "prof";
const server = spawn("node", [...(profile ? ["--cpu-prof", "--cpu-prof-dir=/tmp/prof", "--require", "/tmp/prof/exit.cjs"] : []), "scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], { stdio: ["ignore", "ignore", "inherit"], env: { ...env, NODE_ENV: "production" } });
const base = `http://127.0.0.1:${port}`;
await waitUntilUp(server, `${base}/api/build-id`, "server");
const ad = await firstAdPath(base);
for (const path of ["/fr/old/annonces", ad!, "/fr", "/fr/login", "/fr/about"]) {
  const samples: number[] = [];
  for (let i = 0; i < 60; i++) {
    const t = performance.now();
    const r = await fetch(base + path, { headers: { "accept-language": "fr" } });
    const first = performance.now() - t;
    await r.arrayBuffer();
    if (i >= 10) samples.push(first);
  }
  samples.sort((a, b) => a - b);
  console.log(path.padEnd(50), samples[25]!.toFixed(1), samples[47]!.toFixed(1));
}
server.kill("SIGINT");
await once(server, "exit");
