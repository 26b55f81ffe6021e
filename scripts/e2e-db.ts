// Migrates and seeds the e2e database (any mode), then exits so the server can own it.
import { env } from "~/env";
import { createDb, openPglite } from "~/platform/db";
import { seedDemo } from "~/seed/seed";
import { applyMigrations } from "./db-tasks";

await applyMigrations(() => {});
const pglite = env.DATABASE_URL ? undefined : openPglite(env.PGLITE_DIR);
const db = createDb({ pglite });
await seedDemo(db);
await db.$disconnect();
await pglite?.close();
await (await import("~/platform/redis")).closeSharedRedis();
console.log("e2e database ready");
