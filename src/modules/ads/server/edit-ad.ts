import type { TAdUpdate } from "~/modules/ads/schemas";
import { formatPhoneNational } from "~/lib/validation";
import { can, canIn, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { AppError, forbidden, notFound } from "~/platform/errors";
import { audit } from "~/platform/audit/audit";
import { storage } from "~/platform/storage";
import { requestMatch } from "~/modules/ads/server/request-match";
import { adColumns, assertPlaceAndCategory, assertVisitorNameFree, tokenMatches } from "./ad-rules";
import { checkAdPhotos, removeStoredPhotos, storeAdPhoto, type StoredPhoto, type UploadedFile } from "./photos";
import { adPages, publicPagesChanged } from "~/platform/public-pages";

type Editor = "author" | "visitor" | "moderator";

/**
 * Who may change an ad: its author (holding `permission`), a moderator (ad.moderate), or the visitor who holds
 * the ad's private link. Everyone else is refused; a deleted ad no longer exists for anyone.
 */
export async function editableAd(
  db: Db,
  actor: Actor | null,
  ref: { slug: string; token?: string },
  permission: "ad.edit" | "ad.delete",
) {
  const ad = await db.ad.findUnique({
    where: { slug: ref.slug },
    select: {
      id: true,
      slug: true,
      status: true,
      authorId: true,
      editTokenHash: true,
      photos: { orderBy: { position: "asc" } },
    },
  });
  if (!ad || ad.status === "DELETED") throw notFound();
  let editor: Editor;
  if (ref.token !== undefined) {
    if (ad.authorId !== null || !tokenMatches(ref.token, ad.editTokenHash)) throw forbidden();
    editor = "visitor";
  } else if (!actor) {
    throw new AppError("UNAUTHORIZED", "errors.loginRequired");
  } else if (ad.authorId === actor.userId && can(actor, permission)) {
    editor = "author";
  } else if (canIn(actor, "ad.moderate", null)) {
    editor = "moderator";
  } else {
    throw forbidden();
  }
  return { ad, editor };
}

/** An ad with who edits it, as editableAd found it (the ads router's gate, or a visitor's private link). */
export type EditableAd = Awaited<ReturnType<typeof editableAd>>;

/** The form's values for an ad its editor opens (phones in the national form people type). */
export async function getAdForEdit(db: Db, { ad }: EditableAd) {
  const full = await db.ad.findUniqueOrThrow({ where: { id: ad.id } });
  const phone = (value: string | null) => (value ? formatPhoneNational(value) : "");
  return {
    slug: full.slug,
    status: full.status,
    values: {
      title: full.title,
      type: full.type,
      categoryId: full.categoryId,
      description: full.description,
      wilayaCode: full.wilayaCode,
      communeCode: full.communeCode,
      happenedOn: full.happenedOn.toISOString().slice(0, 10),
      contactName: full.contactName,
      whatsapp: phone(full.whatsapp),
      viber: phone(full.viber),
      messenger: full.messenger ?? "",
      phone: phone(full.phone),
      hidePhone: full.hidePhone,
      claimQuestion: full.claimQuestion ?? "",
    },
    photos: ad.photos.map((p) => ({ id: p.id, thumbUrl: storage.url(p.thumbKey) })),
  };
}

/**
 * Saves an edit: fields, photos kept (in the given order) and new photos after them. A visitor's edit of a
 * published ad sends it back to moderation, since nobody has checked the new text yet.
 */
export async function updateAd(
  db: Db,
  actor: Actor | null,
  { ad, editor }: EditableAd,
  input: TAdUpdate,
  files: UploadedFile[],
) {
  await assertPlaceAndCategory(db, input);
  if (editor === "visitor") await assertVisitorNameFree(db, input.contactName);
  const kept = input.keepPhotoIds.flatMap((id) => ad.photos.find((p) => p.id === id) ?? []);
  const removed = ad.photos.filter((p) => !kept.includes(p));
  await checkAdPhotos(files, kept.length);

  const added: StoredPhoto[] = [];
  try {
    for (const file of files) added.push(await storeAdPhoto(ad.id, file));
    const columns = adColumns(input);
    await db.$transaction(async (tx) => {
      const before = editor === "moderator" ? await auditedFields(tx, ad.id) : null;
      await tx.adPhoto.deleteMany({ where: { id: { in: removed.map((p) => p.id) } } });
      for (const [position, photo] of kept.entries())
        await tx.adPhoto.update({ where: { id: photo.id }, data: { position } });
      await tx.ad.update({
        where: { id: ad.id },
        data: {
          ...columns,
          ...(editor === "visitor" ? { hidePhone: false } : {}),
          ...(editor === "visitor" && ad.status === "PUBLISHED" ? { status: "PENDING" as const } : {}),
          photos: { create: added.map((photo, i) => ({ ...photo, position: kept.length + i })) },
        },
      });
      // a moderator rewriting someone's ad is a moderation action: recorded with what it said before
      if (before) {
        const after = await auditedFields(tx, ad.id);
        await audit(tx, actor!, { action: "ad.edit", targetType: "ad", targetId: ad.id, before, after });
      }
    });
  } catch (error) {
    await removeStoredPhotos(added);
    throw error;
  }
  publicPagesChanged(adPages(input.slug));
  await removeStoredPhotos(removed);
  await requestMatch(ad.id);
  return { slug: input.slug };
}

/** What an ad's audit entry shows of an edit: its text, place, date, contacts and photo count (no private link). */
async function auditedFields(tx: Prisma.TransactionClient, adId: string) {
  const ad = await tx.ad.findUniqueOrThrow({
    where: { id: adId },
    select: {
      status: true,
      title: true,
      type: true,
      categoryId: true,
      description: true,
      wilayaCode: true,
      communeCode: true,
      happenedOn: true,
      contactName: true,
      whatsapp: true,
      viber: true,
      messenger: true,
      phone: true,
      _count: { select: { photos: true } },
    },
  });
  const { _count, happenedOn, ...fields } = ad;
  return { ...fields, happenedOn: happenedOn.toISOString().slice(0, 10), photos: _count.photos };
}

/**
 * Deletes an ad for everyone: the row stays (status DELETED) for the complaint history, its photos are erased
 * from storage at once — people who post a missing relative expect the pictures gone.
 */
export async function deleteAd(db: Db, actor: Actor | null, { ad, editor }: EditableAd) {
  await db.$transaction(async (tx) => {
    await tx.adPhoto.deleteMany({ where: { adId: ad.id } });
    await tx.ad.update({
      where: { id: ad.id },
      data: { status: "DELETED", deletedAt: new Date(), editTokenHash: null },
    });
    if (editor === "moderator") {
      await audit(tx, actor!, {
        action: "ad.delete",
        targetType: "ad",
        targetId: ad.id,
        before: { status: ad.status },
        after: { status: "DELETED" },
      });
    }
  });
  publicPagesChanged(adPages(ad.slug));
  await removeStoredPhotos(ad.photos);
}
