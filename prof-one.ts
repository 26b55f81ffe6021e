// throwaway: profile one page's server render (many requests, so start-up is a small share)
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { join } from "node:path";
import { firstAdPath, freePort, waitUntilUp } from "./bench/app-server";
const [, , page = "/fr", count = "1500"] = process.argv;
const dataDir = mkdtempSync("/tmp/prof/data-");
const port = await freePort();
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXTAUTH_SECRET: "bench-only-secret-bench-only-secret-bench", NEXTAUTH_URL: `http://localhost:${port}`, PGLITE_DIR: join(dataDir, "pglite"), UPLOAD_DIR: join(dataDir, "uploads"), MAIL_OUTBOX_FILE: join(dataDir, "outbox.jsonl") };
delete env.DATABASE_URL;
spawnSync("npx", ["tsx", "scripts/e2e-db.ts"], { stdio: ["ignore", "ignore", "inherit"], env: { ...env, NODE_ENV: "test" } });
const server = spawn("node", ["--cpu-prof", "--cpu-prof-dir=/tmp/prof/one", "--require", "/tmp/prof/exit.cjs", "scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], { stdio: ["ignore", "ignore", "inherit"], env: { ...env, NODE_ENV: "production" } });
const base = `http://127.0.0.1:${port}`;
await waitUntilUp(server, `${base}/api/build-id`, "server");
const path = page === "ad" ? (await firstAdPath(base))! : page;
for (let i = 0; i < Number(count); i++) await (await fetch(base + path, { headers: { "accept-language": "fr" } })).arrayBuffer();
server.kill("SIGINT");
await once(server, "exit");
