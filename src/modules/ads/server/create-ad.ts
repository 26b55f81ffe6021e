import { randomBytes } from "node:crypto";
import type { TAdValues } from "~/modules/ads/schemas";
import { normalizeSearchText } from "~/lib/search-text";
import { can, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { withFreshSlug } from "~/platform/db/unique-slug";
import { forbidden } from "~/platform/errors";
import { limits } from "~/platform/rate-limit";
import { requestMatch } from "~/modules/ads/server/request-match";
import {
  adColumns,
  expiryFrom,
  assertPlaceAndCategory,
  assertVisitorNameFree,
  assertWithinLimit,
  newEditToken,
} from "./ad-rules";
import { checkAdPhotos, removeStoredPhotos, storeAdPhoto, type StoredPhoto, type UploadedFile } from "./photos";
import { adPages, publicPagesChanged } from "~/platform/public-pages";

export interface CreatedAd {
  slug: string;
  status: "PENDING" | "PUBLISHED";
  /** Visitors only: the secret of their private edit link, shown once. */
  editToken: string | null;
}

/**
 * Posts an ad. A member's ad is public at once, under their account. A visitor's ad waits for moderation and
 * comes with a private link to edit or delete it; the visitor's contact name may not be a member's name.
 */
export async function createAd(
  db: Db,
  actor: Actor | null,
  values: TAdValues,
  files: UploadedFile[],
  ip: string,
): Promise<CreatedAd> {
  if (actor && !can(actor, "ad.create")) throw forbidden();
  await assertPlaceAndCategory(db, values);
  if (!actor) await assertVisitorNameFree(db, values.contactName);
  await checkAdPhotos(files, 0);
  // counted once the ad is acceptable, so correcting a refused form does not use up the allowance
  await assertWithinLimit(actor ? limits.adPostByUser : limits.adPostByIp, actor ? actor.userId : ip);

  // photos are stored first (under a fresh folder) so the ad row and its photo rows are written in one statement
  const folder = randomBytes(10).toString("hex");
  const stored: StoredPhoto[] = [];
  try {
    for (const file of files) stored.push(await storeAdPhoto(folder, file));
    const edit = actor ? null : newEditToken();
    // slugs from the normalized title: "هاتف ضائع" gives هاتف-ضايع, not a hamza split into a dash
    const ad = await withFreshSlug(db, normalizeSearchText(values.title), "annonce", (slug) =>
      db.ad.create({
        data: {
          ...adColumns(values),
          // a visitor has no account to be written to: their contacts are how people reach them
          hidePhone: actor ? values.hidePhone : false,
          slug,
          status: actor ? "PUBLISHED" : "PENDING",
          publishedAt: actor ? new Date() : null,
          expiresAt: actor ? expiryFrom(new Date()) : null,
          authorId: actor?.userId ?? null,
          editTokenHash: edit?.hash ?? null,
          photos: { create: stored.map((photo, position) => ({ ...photo, position })) },
        },
        select: { id: true, slug: true, status: true },
      }),
    );
    if (ad.status === "PUBLISHED") {
      publicPagesChanged(adPages(ad.slug));
      await requestMatch(ad.id);
    }
    return { slug: ad.slug, status: ad.status as CreatedAd["status"], editToken: edit?.token ?? null };
  } catch (error) {
    await removeStoredPhotos(stored);
    throw error;
  }
}
