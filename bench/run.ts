// npm run bench — what the platform costs, in four parts (all by default; name some to run only those):
//   bundle      production build, first-load JS of every screen beside the floor, budgets and targets
//               (--no-build reuses .next; --floor rebuilds the floor even when next/react/mantine did not change)
//   lighthouse  Lighthouse mobile on /fr, the board, an ad page and /fr/login (after `bundle`, or on .next)
//   ttfb        server time of the board, an ad page, /fr and /fr/login beside a bare dynamic page (on .next)
//   queries     database statements and server time of signed-in pages (parent, teacher, admin dashboards…) on
//               PostgreSQL (TEST_DATABASE_URL's server; its log must be readable: PG_LOG), on .next
//   server      latency of the hot paths on a fresh embedded database (or TEST_DATABASE_URL's server):
//               password hashing, the actor of a request, procedures through the server-side caller, search,
//               notifications (1,000 recipients stored and queued, the feed, the live stream's delay), conversations and
//               circulars (lists of 200 and 2,000, a circular to 1,000 families, its counts, send → live), the weekly brief
//               (1,000 pupils' weeks built, sent, 1,000 SMS queued), resources, payments
//   live        a live update between two browsers: reply → the other screen, → the writer's receipt (p50/p95), and
//               the bytes each costs (the stream's event, the screen's re-render) — on .next (bench/live.ts)
//   peak        results day (only when named): 1,000 families sign in, open their child's card and its PDF within 10
//               minutes on one instance of .next on PostgreSQL, after the queue made the PDFs (bench/peak.ts)
//               (--grades: only up to the grades, marks, documents and /verify — what they need set up first;
//               --board: only the board's search and matching at 100,000 ads)
// e.g. `npm run bench -- bundle --no-build`, `npm run bench -- lighthouse`, `npm run bench -- server --grades`.
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { createCaller } from "~/modules/root";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { loadActor } from "~/platform/auth/actor";
import { hashPassword, verifyPassword } from "~/platform/auth/password";
import { createDb } from "~/platform/db";
import { migrate } from "~/platform/db/migrate";
import { pgliteRunner } from "~/platform/db/runners";
import { seedDemo } from "~/seed/seed";
import { benchAds, benchAdsOnPostgres } from "./ads";
import { benchBundle } from "./bundle/report";
import { benchLighthouse } from "./lighthouse";
import { benchTtfb } from "./ttfb";
import { benchSchool } from "./school";
import { benchTeaching } from "./teaching";
import { benchDocuments, benchGrades } from "./grades";
import { benchNotifications } from "./notifications";
import { benchConversations } from "./conversations";
import { benchBrief } from "./brief";
import { benchResources } from "./resources";
import { benchPayments } from "./payments";
import { main as benchPageQueries } from "./page-queries";
import { benchLive } from "./live";
import { benchPeak } from "./peak";
import { PGLITE_EXTENSIONS } from "~/platform/db/pglite-extensions.mjs";

const PARTS = ["bundle", "lighthouse", "ttfb", "queries", "live", "server", "peak"] as const;
const args = process.argv.slice(2);
const named = PARTS.filter((part) => args.includes(part));
const OPTIONS = ["--no-build", "--floor", "--grades", "--board"];
const unknown = args.filter((a) => !(PARTS as readonly string[]).includes(a) && !OPTIONS.includes(a));
if (unknown.length) {
  console.error(`unknown argument(s) ${unknown.join(" ")}; parts: ${PARTS.join(", ")}; options: ${OPTIONS.join(", ")}`);
  process.exit(2);
}
// the peak (half an hour or more) runs only when named
const run = (part: (typeof PARTS)[number]) => (named.length === 0 ? part !== "peak" : named.includes(part));

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

if (run("bundle")) benchBundle({ build: !args.includes("--no-build"), floor: args.includes("--floor") });
if (run("lighthouse")) await benchLighthouse();
if (run("ttfb")) await benchTtfb();
if (run("queries")) await benchPageQueries();
if (run("live")) await benchLive();
if (run("peak")) await benchPeak();
if (run("server")) await benchServer();

async function benchServer() {
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migrate(pgliteRunner(pglite));
  const db = createDb({ pglite });
  await seedDemo(db);
  const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" } });
  if (args.includes("--board")) {
    await benchAds(db, "embedded PGlite");
    await db.$disconnect();
    await pglite.close();
    if (process.env.TEST_DATABASE_URL) await benchAdsOnPostgres(process.env.TEST_DATABASE_URL, seedDemo);
    return;
  }

  console.log("\nServer hot paths (embedded PGlite, in process)\n");
  const hash = await hashPassword("wasla-demo-2026");
  await measure("argon2id hash", 20, () => hashPassword("wasla-demo-2026"));
  await measure("argon2id verify", 20, () => verifyPassword(hash, "wasla-demo-2026"));
  await measure("loadActor (roles + permissions)", 200, () => loadActor(db, admin.id, 0));
  await measure("account.me through the caller", 200, async () => {
    const caller = createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, admin.id, 0) }));
    return caller.account.me();
  });
  await measure("reference.communes (wilaya 16)", 200, () =>
    createCaller(createInnerTRPCContext({ db })).reference.communes({ wilayaCode: "16" }),
  );
  const superAdmin = await db.user.findUniqueOrThrow({ where: { email: "superadmin@wasla.dz" } });
  const asSuperAdmin = createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, superAdmin.id) }));
  await benchSchool(db, asSuperAdmin, measure);
  await benchTeaching(db, asSuperAdmin, measure);
  await benchGrades(db, asSuperAdmin, measure);
  await benchDocuments(db, asSuperAdmin, measure);
  if (args.includes("--grades")) return;
  await benchNotifications(db, measure);
  await benchConversations(db, measure);
  await benchBrief(db, measure);
  await benchResources(db, measure);
  await benchPayments(db, measure);
  await benchAds(db, "embedded PGlite");
  await db.$disconnect();
  await pglite.close();
  if (process.env.TEST_DATABASE_URL) await benchAdsOnPostgres(process.env.TEST_DATABASE_URL, seedDemo);
}
