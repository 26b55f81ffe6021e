// npm run db:migrate — applies prisma/migrations to PostgreSQL (DATABASE_URL) or to the embedded database.
import { loadDotEnv } from "./load-env";

loadDotEnv();
const { applyMigrations } = await import("./db-tasks");
await applyMigrations((line) => console.log(`migrate: ${line}`));
