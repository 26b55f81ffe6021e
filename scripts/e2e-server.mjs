// The server the Playwright journeys run against: a fresh database (PostgreSQL when TEST_DATABASE_URL is set,
// else a new embedded one), migrated and seeded with the demo, then `next start` on the built app.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import pg from "pg";

const port = process.argv[2] ?? "3100";
const env = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  NEXTAUTH_SECRET: "e2e-only-secret-e2e-only-secret-e2e-only",
  NEXTAUTH_URL: `http://localhost:${port}`,
  MAIL_OUTBOX_FILE: ".data/e2e/outbox.jsonl",
  UPLOAD_DIR: ".data/e2e/uploads",
  LOGIN_LIMIT_PER_IP: "1000",
  // every journey signs up from 127.0.0.1: more than the default 10 an hour
  SIGNUP_LIMIT_PER_IP: "1000",
  // SMS through Twilio's API at the SMS journey's recording fake (e2e/brief-sms.spec.ts listens there); schools
  // send none until one sets a budget
  TWILIO_ACCOUNT_SID: "AC00000000000000000000000000e2e0e2",
  TWILIO_AUTH_TOKEN: "e2e-twilio-token",
  TWILIO_SMS_FROM: "WASLA",
  TWILIO_API_URL: `http://127.0.0.1:${Number(port) + 50}`,
  // a line per request would flood the journeys' output (Playwright prints the server's): warnings and errors only
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};
rmSync(".data/e2e", { recursive: true, force: true });
mkdirSync(".data/e2e", { recursive: true });

if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  // per checkout, so two clones on one server never drop each other's database
  const database = `wasla_e2e_${createHash("sha1").update(process.cwd()).digest("hex").slice(0, 8)}`;
  await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
} else {
  delete env.DATABASE_URL;
  env.PGLITE_DIR = ".data/e2e/pglite";
}

const seeded = spawnSync("npx", ["tsx", "scripts/e2e-db.ts"], { stdio: "inherit", env: { ...env, NODE_ENV: "test" } });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const server = spawn("node", ["scripts/server.mjs", "-p", port], { stdio: "inherit", env });
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
