import { cache } from "react";
import { can, canIn, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import type { AdStatus, AdType } from "~/platform/db/generated/client";
import { storage } from "~/platform/storage";
import { PLACE_COLUMNS, PLACE_JOINS, placeOf, type PlaceColumns } from "./ad-place-sql";
import { photoUrls } from "./photos";
import { IDENTITY_CATEGORY_ID } from "~/modules/ads/domain/constants/board";

type AdRow = PlaceColumns & {
  id: string;
  slug: string;
  type: AdType;
  status: AdStatus;
  title: string;
  description: string;
  happenedOn: Date;
  publishedAt: Date | null;
  createdAt: Date;
  likeCount: number;
  authorId: string | null;
  contactName: string;
  whatsapp: string | null;
  viber: string | null;
  messenger: string | null;
  phone: string | null;
  hidePhone: boolean;
  claimQuestion: string | null;
  expiresAt: Date | null;
  returnedAt: Date | null;
  schoolId: string | null;
  categoryId: string;
  photoCount: number;
  authorName: string | null;
  authorSlug: string | null;
  authorImage: string | null;
  /** in their order on the page (json_agg) */
  photos: { id: string; thumbKey: string; displayKey: string; width: number; height: number }[];
};

/**
 * The ad's row with what its page shows, in one query (Prisma's relation reads took six round trips, ~1 ms each on
 * the embedded database), read once per server render: the page's metadata (link previews) and the page itself
 * both ask (React's cache; outside a render, as in a procedure, it simply reads).
 */
const loadAd = cache(async (db: Db, slug: string): Promise<AdRow | undefined> => {
  const rows = await db.$queryRaw<
    AdRow[]
  >`SELECT a."id", a."slug", a."type"::text AS "type", a."status"::text AS "status", a."title", a."description",
      a."happenedOn", a."publishedAt", a."createdAt", a."likeCount", a."authorId",
      a."contactName", a."whatsapp", a."viber", a."messenger", a."phone",
      a."hidePhone", a."claimQuestion", a."expiresAt", a."returnedAt", a."schoolId", a."categoryId",
      (SELECT count(*)::int FROM "AdPhoto" p WHERE p."adId" = a."id") AS "photoCount",
      ${PLACE_COLUMNS},
      u."name" AS "authorName", u."slug" AS "authorSlug", u."image" AS "authorImage",
      COALESCE((SELECT json_agg(json_build_object('id', p."id", 'thumbKey', p."thumbKey", 'displayKey', p."displayKey", 'width', p."width", 'height', p."height")
          ORDER BY p."position" ASC) FROM "AdPhoto" p WHERE p."adId" = a."id"), '[]'::json) AS "photos"
    FROM "Ad" a
    ${PLACE_JOINS}
    LEFT JOIN "User" u ON u."id" = a."authorId"
    WHERE a."slug" = ${slug}`;
  return rows[0];
});

/**
 * One ad as its page shows it. Published ads are public; a pending or hidden ad exists only for its author and
 * for moderators (with its status shown); a deleted ad for nobody. Link previews use the same rule.
 */
export async function getAdPage(db: Db, actor: Actor | null, slug: string) {
  const ad = await loadAd(db, slug);
  if (!ad || ad.status === "DELETED") throw notFound();
  const isAuthor = !!actor && ad.authorId === actor.userId;
  const isModerator = canIn(actor, "ad.moderate", null);
  // a returned ad stays readable (the board's good news); pending, hidden and expired ones are their author's
  if (ad.status !== "PUBLISHED" && ad.status !== "RETURNED" && !isAuthor && !isModerator) throw notFound();
  // a school's lost property: that school's members only (and its staff who posted it)
  if (
    ad.schoolId &&
    !isAuthor &&
    !isModerator &&
    !actor?.schoolIds.includes(ad.schoolId) &&
    !canIn(actor, "lostProperty.manage", ad.schoolId)
  )
    throw notFound();
  const liked = actor
    ? (await db.adLike.findUnique({
        where: { adId_userId: { adId: ad.id, userId: actor.userId } },
        select: { adId: true },
      })) !== null
    : false;
  const place = placeOf(ad);
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
    category: place.category,
    wilaya: place.wilaya,
    commune: place.commune,
    // safe contact: hidden contacts never leave the server (the poster sees their own)
    contact:
      ad.hidePhone && !isAuthor
        ? { name: ad.contactName, whatsapp: null, viber: null, messenger: null, phone: null }
        : { name: ad.contactName, whatsapp: ad.whatsapp, viber: ad.viber, messenger: ad.messenger, phone: ad.phone },
    hidePhone: ad.hidePhone,
    /** a found ad's claim: its question (public), and whether the reader may claim it */
    claimQuestion: ad.type === "FOUND" ? ad.claimQuestion : null,
    canClaim: ad.type === "FOUND" && ad.status === "PUBLISHED" && !isAuthor,
    /** members may write to the poster through the board (the poster has an account) */
    canWrite: ad.authorId !== null && !isAuthor && (ad.status === "PUBLISHED" || ad.status === "RETURNED"),
    expiresAt: isAuthor || isModerator ? ad.expiresAt : null,
    canExtend:
      isAuthor &&
      can(actor, "ad.edit") &&
      ad.schoolId === null &&
      (ad.status === "PUBLISHED" || ad.status === "EXPIRED"),
    returnedAt: ad.returnedAt,
    /** identity papers with photos: the form told the poster to blur them; moderators see the flag */
    identityPhotos: isModerator && ad.categoryId === IDENTITY_CATEGORY_ID && ad.photoCount > 0,
    isAuthor,
    schoolId: ad.schoolId,
    author:
      ad.authorName !== null && ad.authorSlug !== null
        ? { name: ad.authorName, slug: ad.authorSlug, imageUrl: ad.authorImage ? storage.url(ad.authorImage) : null }
        : null,
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
  const ad = await db.ad.findUnique({ where: { id: adId }, select: { id: true, status: true, schoolId: true } });
  if (!ad || ad.status !== "PUBLISHED" || ad.schoolId !== null) throw notFound();
  return ad.id;
}
