// The lost & found board at 100,000 ads: p50/p95 of the search procedure (through the server-side caller, cards
// included) beside the raw SQL it runs (the ids page + the count capped at 1,000, straight through the same client).
// Called by bench/run.ts on its embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
import { findMatches, matchAd } from "~/modules/ads/server/match-ads";
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { searchDocument } from "~/lib/search-text";
import type { TAdSearch } from "~/modules/ads/schemas";
import { createCaller } from "~/modules/root";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { createDb, type Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { migrate } from "~/platform/db/migrate";
import { withPostgresRunner } from "~/platform/db/runners";
import { adSearchSql } from "~/modules/ads/server/search-ads";

const AD_COUNT = 100_000;
const BATCH = 1_000;
const RUNS = 100;

const FR_ITEMS = [
  "téléphone",
  "portefeuille",
  "clés",
  "sac à dos",
  "passeport",
  "carte d'identité",
  "montre",
  "chat",
  "chien",
  "bague",
  "lunettes",
  "cartable",
  "ordinateur portable",
  "permis de conduire",
  "écharpe",
];
const FR_STATES = ["perdu", "trouvé", "oublié", "disparu", "égaré"];
const FR_PLACES = [
  "au marché",
  "près de la gare",
  "dans le bus",
  "à l'université",
  "au stade",
  "devant la mairie",
  "dans un taxi",
  "au parc",
  "à la plage",
  "à la poste",
];
const AR_ITEMS = [
  "هاتف",
  "محفظة",
  "مفاتيح",
  "حقيبة",
  "جواز سفر",
  "بطاقة تعريف",
  "ساعة",
  "قطة",
  "كلب",
  "خاتم",
  "نظارات",
  "محفظة مدرسية",
  "حاسوب",
  "رخصة سياقة",
  "وشاح",
];
const AR_STATES = ["ضائع", "وُجد", "مفقود", "منسي"];
const AR_PLACES = [
  "في السوق",
  "قرب المحطة",
  "في الحافلة",
  "في الجامعة",
  "في الملعب",
  "أمام البلدية",
  "في سيارة أجرة",
  "في الحديقة",
  "على الشاطئ",
  "في البريد",
];
const TYPES = ["LOST", "FOUND", "MISSING"] as const;

/** A deterministic generator, so every run measures the same data. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

async function seedAds(db: Db, authorId: string) {
  const categories = (await db.category.findMany({ select: { id: true } })).map((c) => c.id);
  const communes = await db.commune.findMany({ select: { code: true, wilayaCode: true } });
  const rnd = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const now = Date.now();
  for (let start = 0; start < AD_COUNT; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, AD_COUNT - start) }, (_, i) => {
      const n = start + i;
      const arabic = rnd() < 0.4;
      const title = arabic
        ? `${pick(AR_ITEMS)} ${pick(AR_STATES)} ${pick(AR_PLACES)}`
        : `${pick(FR_ITEMS)} ${pick(FR_STATES)} ${pick(FR_PLACES)}`;
      const description = arabic
        ? `${title}. ${pick(AR_ITEMS)} و${pick(AR_ITEMS)} ${pick(AR_PLACES)}، الرجاء الاتصال.`
        : `${title}. Avec ${pick(FR_ITEMS)} et ${pick(FR_ITEMS)} ${pick(FR_PLACES)}, merci de me contacter.`;
      const commune = pick(communes);
      const published = new Date(now - Math.floor(rnd() * 730) * 86_400_000 - n);
      const roll = rnd();
      const status = roll < 0.9 ? "PUBLISHED" : roll < 0.97 ? "PENDING" : "HIDDEN";
      return Prisma.sql`(${`bench-${n}`}, ${`bench-${n}`}, ${pick(TYPES)}::"AdType", ${status}::"AdStatus", ${title}, ${description},
        ${pick(categories)}, ${commune.wilayaCode}, ${commune.code}, ${published.toISOString().slice(0, 10)}::date, ${"Bench"},
        ${"+213550000000"}, ${authorId}, ${searchDocument(title, description)}, ${status === "PUBLISHED" ? published : null}, ${published}, ${published})`;
    });
    await db.$executeRaw`INSERT INTO "Ad" ("id", "slug", "type", "status", "title", "description", "categoryId", "wilayaCode",
      "communeCode", "happenedOn", "contactName", "phone", "authorId", "searchText", "publishedAt", "createdAt", "updatedAt")
      VALUES ${Prisma.join(rows)}`;
  }
  await db.$executeRawUnsafe(`ANALYZE "Ad"`);
}

async function timings(fn: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2).padStart(7);
  return `p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`;
}

const QUERIES: [string, TAdSearch][] = [
  ["French word with accents: « téléphone »", { q: "téléphone" }],
  ["Arabic, article + variant: « الهاتف »", { q: "الهاتف" }],
  ["Arabic with tashkeel: « مَفْقُود »", { q: "مَفْقُود" }],
  ["two words + wilaya: « sac bus », 16", { q: "sac bus", wilaya: "16" }],
  ["filters only: LOST in wilaya 16", { type: "LOST", wilaya: "16" }],
  ["filters only: category + dates", { category: "telephones", from: "2025-01-01", to: "2025-06-30" }],
  ["no filter, page 3", { page: 3 }],
];

export async function benchAds(db: Db, label: string) {
  const author = await db.user.findFirstOrThrow({ select: { id: true } });
  const started = performance.now();
  await seedAds(db, author.id);
  console.log(
    `\nLost & found search, ${AD_COUNT.toLocaleString("en")} ads on ${label} (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s), ${RUNS} runs each`,
  );
  console.log(`${"query".padEnd(42)} ${"ads.search procedure".padEnd(34)} raw SQL (cards page + count)      matches`);
  const caller = createCaller(createInnerTRPCContext({ db }));
  for (const [name, input] of QUERIES) {
    const sql = adSearchSql(input);
    const procedure = await timings(() => caller.ads.search(input));
    const raw = await timings(() => Promise.all([db.$queryRaw(sql.cards), db.$queryRaw(sql.count)]));
    const { total, more } = await caller.ads.search(input);
    console.log(`${name.padEnd(42)} ${procedure}   ${raw}   ${total}${more ? "+" : ""}`);
  }
  await benchMatching(db);
}

/**
 * Matching a new ad against the 100,000 (issue 33, goal p95 ≤ 50 ms): a fresh lost or found ad of the sample's kinds
 * (type, category, wilaya, a recent day), its candidates scored (findMatches, read only), then the whole matchAd that
 * also keeps both sides' best 5 and tells the posters.
 */
async function benchMatching(db: Db) {
  const sample = await db.$queryRaw<
    { id: string }[]
  >`SELECT "id" FROM "Ad" WHERE "status" = 'PUBLISHED' AND "id" LIKE 'bench-%'
    ORDER BY md5("id") LIMIT ${RUNS + 5}`;
  // the sample's ads as if just posted: their day recent, so the window holds the most candidates; each gets its twin
  // of the opposite type (the same words, another place in the commune's wilaya, two days apart), as a real pair
  await db.$executeRaw`UPDATE "Ad" SET "happenedOn" = CURRENT_DATE - 5 WHERE "id" IN (${Prisma.join(sample.map((a) => a.id))})`;
  await db.$executeRaw`INSERT INTO "Ad" ("id", "slug", "type", "status", "title", "description", "categoryId", "wilayaCode", "communeCode",
      "happenedOn", "contactName", "phone", "authorId", "searchText", "publishedAt", "createdAt", "updatedAt")
    SELECT 'twin-' || a."id", 'twin-' || a."slug", CASE WHEN a."type" = 'FOUND' THEN 'LOST'::"AdType" ELSE 'FOUND'::"AdType" END, 'PUBLISHED',
      a."title", a."description", a."categoryId", a."wilayaCode", a."communeCode", CURRENT_DATE - 3, 'Twin', a."phone",
      (SELECT u."id" FROM "User" u WHERE u."id" <> a."authorId" ORDER BY u."id" LIMIT 1), a."searchText", now(), now(), now()
    FROM "Ad" a WHERE a."id" IN (${Prisma.join(sample.map((a) => a.id))})`;
  let i = 0;
  const find = await timings(() => findMatches(db, sample[i++ % sample.length]!.id));
  const counts = await Promise.all(sample.slice(0, 20).map((a) => findMatches(db, a.id).then((m) => m.length)));
  let j = 0;
  const match = await timings(() => matchAd(db, sample[j++ % sample.length]!.id));
  console.log(
    `matching a new ad against ${AD_COUNT.toLocaleString("en")}: findMatches ${find}; matchAd (kept + told) ${match}; matches per ad ${Math.min(...counts)}–${Math.max(...counts)} (each has its twin; the generated texts share few words otherwise)`,
  );
}

/** The same measurement on a fresh PostgreSQL database of TEST_DATABASE_URL's server (CI's PostgreSQL 15). */
export async function benchAdsOnPostgres(serverUrl: string, prepare: (db: Db) => Promise<unknown>) {
  // unique per run, so two benches (or a bench and CI) on one server never drop each other's database
  const name = `wasla_bench_ads_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // FORCE ends this run's own connections only: the name is ours alone
  const drop = () => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const dropOnInterrupt = () => void drop().finally(() => process.exit(130));
  process.once("SIGINT", dropOnInterrupt);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await withPostgresRunner(url.toString(), (runner) => migrate(runner));
    const db = createDb({ databaseUrl: url.toString() });
    await prepare(db);
    const version = ((await db.$queryRawUnsafe(`SHOW server_version`)) as { server_version: string }[])[0]!
      .server_version;
    await benchAds(db, `PostgreSQL ${version}`);
    await db.$disconnect();
  } finally {
    process.off("SIGINT", dropOnInterrupt);
    await drop();
    await admin.end();
  }
}
