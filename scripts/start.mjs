// npm run dev / npm start: prepares the database (embedded: created, migrated and seeded on first start), then Next.
import { spawnSync, spawn } from "node:child_process";

const mode = process.argv[2] === "start" ? "start" : "dev";
process.env.NEXT_TELEMETRY_DISABLED = "1";

const prepared = spawnSync("npx", ["tsx", "scripts/prepare.ts"], { stdio: "inherit" });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);

const args = mode === "dev" ? ["next", "dev"] : ["next", "start"];
const child = spawn("npx", [...args, ...process.argv.slice(3)], { stdio: "inherit" });
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
