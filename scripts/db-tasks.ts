import { env } from "~/env";
import { createDb, openPglite } from "~/server/db";
import { migrate } from "~/server/db/migrate";
import { pgliteRunner, withPostgresRunner } from "~/server/db/runners";
import { seedDemo } from "~/server/seed/seed";

export async function applyMigrations(log: (line: string) => void) {
  if (env.DATABASE_URL) {
    const result = await withPostgresRunner(env.DATABASE_URL, (runner) => migrate(runner, { log }));
    log(`${result.applied.length} applied, ${result.alreadyApplied} already there (PostgreSQL)`);
    return;
  }
  const pglite = openPglite(env.PGLITE_DIR);
  try {
    const result = await migrate(pgliteRunner(pglite), { log });
    log(`${result.applied.length} applied, ${result.alreadyApplied} already there (embedded, ${env.PGLITE_DIR})`);
  } finally {
    await pglite.close();
  }
}

/** First start of the embedded database: migrate, and seed the demo when it holds no user yet. */
export async function prepareEmbedded(log: (line: string) => void) {
  await applyMigrations(log);
  if (env.DATABASE_URL) return;
  const pglite = openPglite(env.PGLITE_DIR);
  const db = createDb({ pglite });
  try {
    if ((await db.user.count()) === 0) {
      log("empty embedded database: seeding the demo school");
      await seedDemo(db, log);
    }
  } finally {
    await db.$disconnect();
    await pglite.close();
  }
}
