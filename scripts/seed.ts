// npm run db:seed — demo school and one user per role (refused in production unless ALLOW_DEMO_SEED=1).
import { loadDotEnv } from "./load-env";

loadDotEnv();
const { db } = await import("~/platform/db");
const { demoSeedAllowed, seedDemo } = await import("~/seed/seed");

if (!demoSeedAllowed()) {
  console.error(
    "db:seed creates demo accounts with a public password: refused in production (set ALLOW_DEMO_SEED=1 to force).",
  );
  process.exit(1);
}

await seedDemo(db, (line) => console.log(`seed: ${line}`));
console.log("seed: done");
await db.$disconnect();
await (await import("~/platform/redis")).closeSharedRedis();
