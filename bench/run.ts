// npm run bench — latency of the platform's hot paths on a fresh embedded database (or TEST_DATABASE_URL's server):
// password hashing, building the actor of a request, and a protected procedure through the server-side caller.
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { createCaller } from "~/server/api/root";
import { createInnerTRPCContext } from "~/server/api/trpc";
import { loadActor } from "~/server/auth/actor";
import { hashPassword, verifyPassword } from "~/server/auth/password";
import { createDb } from "~/server/db";
import { migrate } from "~/server/db/migrate";
import { pgliteRunner } from "~/server/db/runners";
import { seedDemo } from "~/server/seed/seed";
import { benchSchool } from "./school";
import { benchAds, benchAdsOnPostgres } from "./ads";

async function measure(name: string, runs: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < Math.min(5, runs); i++) await fn(); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2);
  console.log(`${name.padEnd(42)} p50 ${at(0.5).padStart(8)} ms   p95 ${at(0.95).padStart(8)} ms   (${runs} runs)`);
}

const pglite = new PGlite();
await migrate(pgliteRunner(pglite));
const db = createDb({ pglite });
await seedDemo(db);
const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" } });

console.log("Wasla platform benchmarks (embedded PGlite, in process)\n");
const hash = await hashPassword("wasla-demo-2026");
await measure("argon2id hash", 20, () => hashPassword("wasla-demo-2026"));
await measure("argon2id verify", 20, () => verifyPassword(hash, "wasla-demo-2026"));
await measure("loadActor (roles + permissions)", 200, () => loadActor(db, admin.id, 0));
await measure("account.me through the caller", 200, async () => {
  const caller = createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, admin.id, 0) }));
  return caller.account.me();
});
await measure("reference.communes (wilaya 16)", 200, () => createCaller(createInnerTRPCContext({ db })).reference.communes({ wilayaCode: "16" }));
const superAdmin = await db.user.findUniqueOrThrow({ where: { email: "superadmin@wasla.dz" } });
await benchSchool(db, createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, superAdmin.id) })), measure);
await benchAds(db, "embedded PGlite");
await db.$disconnect();
await pglite.close();
if (process.env.TEST_DATABASE_URL) await benchAdsOnPostgres(process.env.TEST_DATABASE_URL, seedDemo);
