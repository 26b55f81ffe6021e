// npm run db:restore backups/wasla-pglite-<time>.tar.gz — puts a backup of the embedded database back (stop the
// server first; the database it replaces is moved aside, not deleted). PostgreSQL: pg_restore, docs/operations.md.
import { loadDotEnv } from "./load-env";

loadDotEnv();
const { env } = await import("~/env");
const file = process.argv[2];
if (!file) {
  console.error("usage: npm run db:restore backups/wasla-pglite-<time>.tar.gz");
  process.exit(1);
}
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations.md, "Backups").');
  process.exit(1);
}
const { restoreEmbedded } = await import("~/platform/db/backup");
try {
  const { previous } = await restoreEmbedded({ file, dir: env.PGLITE_DIR });
  console.log(`${file} restored into ${env.PGLITE_DIR}.`);
  if (previous) console.log(`The database it replaced is in ${previous}: delete it once the restored one is right.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
