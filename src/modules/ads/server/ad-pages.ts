import type { Db } from "~/platform/db";
import { adPages, publicPagesChanged } from "~/platform/public-pages";

/** These ads changed what they show: their pages and the board's lists are dropped from the page cache. */
export async function adsChanged(db: Db, adIds: readonly string[]): Promise<void> {
  if (!adIds.length) return;
  const ads = await db.ad.findMany({ where: { id: { in: [...adIds] } }, select: { slug: true } });
  publicPagesChanged(adPages(...ads.map((ad) => ad.slug)));
}
