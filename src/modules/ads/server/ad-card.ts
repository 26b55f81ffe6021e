import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { storage } from "~/platform/storage";

/** What a list shows of an ad (board, category, member page, my ads). */
export const AD_CARD_SELECT = {
  id: true,
  slug: true,
  type: true,
  status: true,
  title: true,
  description: true,
  happenedOn: true,
  publishedAt: true,
  createdAt: true,
  likeCount: true,
  commentCount: true,
  category: { select: { slug: true, nameFr: true, nameEn: true, nameAr: true } },
  wilaya: { select: { code: true, nameFr: true, nameAr: true } },
  commune: { select: { code: true, nameFr: true, nameAr: true } },
  photos: { select: { thumbKey: true }, orderBy: { position: "asc" }, take: 1 },
} satisfies Prisma.AdSelect;

export type CardRow = Prisma.AdGetPayload<{ select: typeof AD_CARD_SELECT }>;

function toCard({ photos, description, ...ad }: CardRow) {
  return {
    ...ad,
    excerpt: description.length > 180 ? `${description.slice(0, 177).trimEnd()}…` : description,
    thumbUrl: photos[0] ? storage.url(photos[0].thumbKey) : null,
  };
}
export type AdCard = ReturnType<typeof toCard>;

/** Cards for these ids, in the order given. */
export async function loadAdCards(db: Db, ids: string[]): Promise<AdCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.ad.findMany({ where: { id: { in: ids } }, select: AD_CARD_SELECT });
  const byId = new Map(rows.map((r) => [r.id, toCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function cardsOf(rows: CardRow[]): AdCard[] {
  return rows.map(toCard);
}
