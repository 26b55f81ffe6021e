// npm run db:reset — the database as a fresh clone has it: everything dropped, the migrations applied, the demo
// school seeded. The embedded database (PGLITE_DIR) is deleted and made again: stop `npm run dev` first (PGlite
// has no lock between processes). On PostgreSQL (DATABASE_URL) the schemas "public" and "pgboss" are dropped.
// Refused in production (NODE_ENV=production) and, on PostgreSQL, unless --yes is given.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { loadDotEnv } from "./load-env";

loadDotEnv();
const { env } = await import("~/env");
const { prepareEmbedded, applyMigrations } = await import("./db-tasks");

if (process.env.NODE_ENV === "production") {
  console.error("db:reset deletes every row: refused with NODE_ENV=production.");
  process.exit(1);
}
const log = (line: string) => console.log(`db:reset: ${line}`);
if (env.DATABASE_URL) {
  if (!process.argv.includes("--yes")) {
    console.error(
      `db:reset would drop every table of ${env.DATABASE_URL.replace(/:[^:@/]*@/, ":***@")}: run \`npm run db:reset -- --yes\` to confirm.`,
    );
    process.exit(1);
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  await client.query("DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
  await client.end();
  log("schemas dropped");
  await applyMigrations(log);
  const { db } = await import("~/platform/db");
  const { seedDemo } = await import("~/seed/seed");
  await seedDemo(db, log);
  await db.$disconnect();
} else {
  // not under a running server (`npm run dev`): it would keep writing into files deleted beneath it
  const { claimDataDir, DataDirInUse, releaseDataDir } = await import("~/platform/db/data-dir-owner");
  mkdirSync(path.dirname(path.resolve(env.PGLITE_DIR)), { recursive: true });
  try {
    claimDataDir(env.PGLITE_DIR);
  } catch (error) {
    if (error instanceof DataDirInUse) {
      console.error(`db:reset: ${error.message} — stop it first.`);
      process.exit(1);
    }
    throw error;
  }
  rmSync(env.PGLITE_DIR, { recursive: true, force: true });
  releaseDataDir(env.PGLITE_DIR);
  log(`deleted ${env.PGLITE_DIR}`);
  await prepareEmbedded(log);
}
log("done");
