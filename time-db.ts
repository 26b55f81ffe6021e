import { performance } from "node:perf_hooks";
const { db } = await import("./src/server/db");
const { searchAds } = await import("./src/server/services/ads/search-ads");
const { getAdPage } = await import("./src/server/services/ads/ad-page");
const { listComments } = await import("./src/server/services/ads/comments");
const { adSearchFromParams } = await import("./src/lib/schemas/ads");
const time = async (label: string, f: () => Promise<unknown>) => {
  for (let i = 0; i < 5; i++) await f();
  const s: number[] = [];
  for (let i = 0; i < 30; i++) { const t = performance.now(); await f(); s.push(performance.now() - t); }
  s.sort((a, b) => a - b);
  console.log(label.padEnd(30), s[15]!.toFixed(2), "ms");
};
const first = await searchAds(db, adSearchFromParams({}));
const slug = (first.items[0] as { slug: string }).slug;
await time("searchAds (board)", () => searchAds(db, adSearchFromParams({})));
await time("getAdPage", () => getAdPage(db, null, slug));
const ad = await getAdPage(db, null, slug);
await time("listComments", () => listComments(db, (ad as { id: string }).id));
await time("select 1", () => db.$queryRaw`SELECT 1`);
process.exit(0);
