import { requestMatch } from "~/modules/ads";
import { expiryFrom } from "~/modules/ads";
import type { z } from "zod";
import {
  MODERATION_PAGE_SIZE,
  type ZAdCategory,
  type ZModerateAd,
  type ZModerationAdList,
} from "~/modules/moderation/schemas";
import { canIn, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { AppError, forbidden, notFound } from "~/platform/errors";
import { removeStoredPhotos } from "~/modules/ads";
import { audit, auditOf } from "~/platform/audit/audit";
import { complaintsOfAd } from "./complaints";
import { adsChanged } from "~/modules/ads";

export function assertModerator(actor: Actor) {
  if (!canIn(actor, "ad.moderate", null)) throw forbidden();
}

/** Every ad in every state, newest first, filtered by state, category and words of its title or contact name. */
export async function listAdsForModeration(db: Db, actor: Actor, input: z.output<typeof ZModerationAdList>) {
  assertModerator(actor);
  const where: Prisma.AdWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.categoryId ? { categoryId: input.categoryId } : {}),
    ...(input.search
      ? {
          OR: [
            { title: { contains: input.search, mode: "insensitive" } },
            { contactName: { contains: input.search, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const [total, rows] = await Promise.all([
    db.ad.count({ where }),
    db.ad.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: (input.page - 1) * MODERATION_PAGE_SIZE,
      take: MODERATION_PAGE_SIZE,
      select: {
        id: true,
        slug: true,
        title: true,
        type: true,
        status: true,
        createdAt: true,
        contactName: true,
        author: { select: { name: true, slug: true } },
        category: { select: { nameFr: true, nameEn: true, nameAr: true } },
        _count: { select: { reports: { where: { status: "OPEN" } } } },
      },
    }),
  ]);
  return { total, rows: rows.map(({ _count, ...ad }) => ({ ...ad, openReports: _count.reports })) };
}

/** One ad for its moderator: details, its complaints grouped by target, and its history. Never the private link. */
export async function adForModeration(db: Db, actor: Actor, slug: string) {
  assertModerator(actor);
  const ad = await db.ad.findUnique({
    where: { slug },
    select: {
      id: true,
      slug: true,
      title: true,
      description: true,
      type: true,
      status: true,
      happenedOn: true,
      createdAt: true,
      publishedAt: true,
      contactName: true,
      whatsapp: true,
      viber: true,
      messenger: true,
      phone: true,
      categoryId: true,
      author: { select: { id: true, name: true, slug: true, suspendedAt: true } },
      wilaya: { select: { nameFr: true, nameAr: true } },
      commune: { select: { nameFr: true, nameAr: true } },
      photos: { orderBy: { position: "asc" }, select: { thumbKey: true } },
    },
  });
  if (!ad) throw notFound();
  const [complaints, history] = await Promise.all([complaintsOfAd(db, ad.id), auditOf(db, "ad", ad.id)]);
  return { ...ad, photos: ad.photos.map((p) => `/media/${p.thumbKey}`), complaints, history };
}

const TRANSITIONS = {
  approve: { from: ["PENDING"], to: "PUBLISHED" },
  hide: { from: ["PENDING", "PUBLISHED"], to: "HIDDEN" },
  restore: { from: ["HIDDEN"], to: "PUBLISHED" },
  delete: { from: ["PENDING", "PUBLISHED", "HIDDEN"], to: "DELETED" },
} as const;

/**
 * Approves a pending ad, hides or restores one, or deletes it (photos erased from storage). Hidden and deleted
 * ads leave every public surface at once: the board only ever reads PUBLISHED. Each action is audited.
 */
export async function moderateAd(db: Db, actor: Actor, input: z.output<typeof ZModerateAd>) {
  assertModerator(actor);
  const ad = await db.ad.findUnique({
    where: { id: input.adId },
    select: { id: true, status: true, publishedAt: true, photos: { select: { thumbKey: true, displayKey: true } } },
  });
  if (!ad) throw notFound();
  const rule = TRANSITIONS[input.action];
  if (!(rule.from as readonly string[]).includes(ad.status)) throw new AppError("CONFLICT", "errors.operationFailed");
  await db.$transaction(async (tx) => {
    await tx.ad.update({
      where: { id: ad.id },
      data: {
        status: rule.to,
        ...(rule.to === "PUBLISHED" && !ad.publishedAt
          ? { publishedAt: new Date(), expiresAt: expiryFrom(new Date()) }
          : {}),
        ...(rule.to === "DELETED" ? { deletedAt: new Date(), editTokenHash: null } : {}),
      },
    });
    if (rule.to === "DELETED") await tx.adPhoto.deleteMany({ where: { adId: ad.id } });
    await audit(tx, actor, {
      action: `ad.${input.action}`,
      targetType: "ad",
      targetId: ad.id,
      before: { status: ad.status },
      after: { status: rule.to },
    });
  });
  await adsChanged(db, [ad.id]);
  if (rule.to === "DELETED") await removeStoredPhotos(ad.photos);
  if (rule.to === "PUBLISHED") await requestMatch(ad.id);
  return { ok: true as const };
}

/** Moves an ad to another category (e.g. after a "wrong category" complaint). */
export async function setAdCategory(db: Db, actor: Actor, input: z.output<typeof ZAdCategory>) {
  assertModerator(actor);
  const [ad, category] = await Promise.all([
    db.ad.findUnique({
      where: { id: input.adId },
      select: { id: true, category: { select: { id: true, slug: true } } },
    }),
    db.category.findUnique({ where: { id: input.categoryId }, select: { id: true, slug: true } }),
  ]);
  if (!ad) throw notFound();
  if (!category) throw new AppError("BAD_REQUEST", "validation.checkInput");
  if (category.id === ad.category.id) return { ok: true as const };
  await db.$transaction(async (tx) => {
    await tx.ad.update({ where: { id: ad.id }, data: { categoryId: category.id } });
    await audit(tx, actor, {
      action: "ad.category",
      targetType: "ad",
      targetId: ad.id,
      before: { category: ad.category.slug },
      after: { category: category.slug },
    });
  });
  await adsChanged(db, [ad.id]);
  return { ok: true as const };
}
