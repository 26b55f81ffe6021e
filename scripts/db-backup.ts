// npm run db:backup — a copy of the embedded database under backups/ (stop the server first). PostgreSQL: pg_dump,
// see docs/operations.md.
import { loadDotEnv } from "./load-env";

loadDotEnv();
const { env } = await import("~/env");
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump -Fc (docs/operations.md, "Backups").');
  process.exit(1);
}
const { backupEmbedded } = await import("~/platform/db/backup");
try {
  const { file, bytes } = await backupEmbedded({ dir: env.PGLITE_DIR, backupsDir: "backups" });
  console.log(`Backup of ${env.PGLITE_DIR} written to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
