// npm run dev / npm start: prepares the database (embedded: created, migrated and seeded on first start), then Next.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { parseEnv } from "node:util";

const mode = process.argv[2] === "start" ? "start" : "dev";
process.env.NEXT_TELEMETRY_DISABLED = "1";
// `next start` runs in production mode: so does the preparation (the demo seed is refused there)
if (mode === "start") process.env.NODE_ENV = "production";

// next-auth warns on every development start when NEXTAUTH_URL is unset: development defaults it to its own
// origin (production requires it, src/env.ts)
const inDotEnv = [".env.development.local", ".env.local", ".env.development", ".env"].some(
  (file) => existsSync(file) && parseEnv(readFileSync(file, "utf8")).NEXTAUTH_URL,
);
if (mode === "dev" && !process.env.NEXTAUTH_URL && !inDotEnv) {
  const flag = process.argv.findIndex((a) => a === "-p" || a === "--port");
  const port = (flag >= 0 ? process.argv[flag + 1] : undefined) ?? process.env.PORT ?? "3000";
  process.env.NEXTAUTH_URL = `http://localhost:${port}`;
}

const prepared = spawnSync("npx", ["tsx", "scripts/prepare.ts"], { stdio: "inherit" });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

// production goes through scripts/server.mjs, which tells the app each request's socket address (rate limits)
const command = mode === "dev" ? ["npx", "next", "dev"] : ["node", "scripts/server.mjs"];
const child = spawn(command[0], [...command.slice(1), ...process.argv.slice(3)], { stdio: "inherit" });
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
