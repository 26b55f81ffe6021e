import { cache } from "react";
import { can, type Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { notFound } from "~/server/errors";
import { storage } from "~/server/storage";
import { photoUrls } from "./photos";

/**
 * The ad's row with what its page shows, read once per server render: the page's metadata (link previews) and the
 * page itself both ask (React's cache; outside a render, as in a procedure, it simply reads).
 */
const loadAd = cache((db: Db, slug: string) =>
  db.ad.findUnique({
    where: { slug },
    include: {
      photos: { orderBy: { position: "asc" } },
      category: { select: { slug: true, nameFr: true, nameEn: true, nameAr: true } },
      wilaya: { select: { code: true, nameFr: true, nameAr: true } },
      commune: { select: { code: true, nameFr: true, nameAr: true } },
      author: { select: { id: true, name: true, slug: true, image: true } },
    },
  }),
);

/**
 * One ad as its page shows it. Published ads are public; a pending or hidden ad exists only for its author and
 * for moderators (with its status shown); a deleted ad for nobody. Link previews use the same rule.
 */
export async function getAdPage(db: Db, actor: Actor | null, slug: string) {
  const ad = await loadAd(db, slug);
  if (!ad || ad.status === "DELETED") throw notFound();
  const isAuthor = !!actor && ad.authorId === actor.userId;
  const isModerator = can(actor, "ad.moderate");
  if (ad.status !== "PUBLISHED" && !isAuthor && !isModerator) throw notFound();
  const liked = actor
    ? (await db.adLike.findUnique({ where: { adId_userId: { adId: ad.id, userId: actor.userId } }, select: { adId: true } })) !== null
    : false;
  return {
    id: ad.id,
    slug: ad.slug,
    type: ad.type,
    status: ad.status,
    title: ad.title,
    description: ad.description,
    happenedOn: ad.happenedOn,
    publishedAt: ad.publishedAt,
    createdAt: ad.createdAt,
    category: ad.category,
    wilaya: ad.wilaya,
    commune: ad.commune,
    contact: { name: ad.contactName, whatsapp: ad.whatsapp, viber: ad.viber, messenger: ad.messenger, phone: ad.phone },
    author: ad.author && { name: ad.author.name, slug: ad.author.slug, imageUrl: ad.author.image ? storage.url(ad.author.image) : null },
    photos: ad.photos.map(photoUrls),
    likeCount: ad.likeCount,
    liked,
    canEdit: (isAuthor && can(actor, "ad.edit")) || isModerator,
    canDelete: (isAuthor && can(actor, "ad.delete")) || isModerator,
    canModerate: isModerator,
  };
}
export type AdPage = Awaited<ReturnType<typeof getAdPage>>;

/** A published ad's id, or NOT_FOUND: likes, comments and reports only concern public ads. */
export async function publicAdId(db: Db, adId: string): Promise<string> {
  const ad = await db.ad.findUnique({ where: { id: adId }, select: { id: true, status: true } });
  if (!ad || ad.status !== "PUBLISHED") throw notFound();
  return ad.id;
}
