import { env } from "~/env";
import { createDb, openPglite } from "~/platform/db";
import { migrate } from "~/platform/db/migrate";
import { pgliteRunner, withPostgresRunner } from "~/platform/db/runners";
import { demoSeedAllowed, seedDemo } from "~/seed/seed";

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
      if (demoSeedAllowed()) {
        log("empty embedded database: seeding the demo school");
        await seedDemo(db, log);
      } else {
        log(
          'empty database and NODE_ENV=production: no demo accounts; create the first super admin with `npm run admin:create -- --email you@example.com --name "Your Name"`',
        );
      }
    }
  } finally {
    await db.$disconnect();
    await pglite.close();
  }
}
