import { randomBytes } from "node:crypto";
import { algiersParts, eventTimes, MAX_EVENT_PHOTOS, type TEventInput } from "~/modules/events/schemas";
import { normalizeSearchText } from "~/lib/search-text";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { withFreshSlug } from "~/platform/db/unique-slug";
import { fieldError, notFound } from "~/platform/errors";
import { checkPhotos, removeStoredPhotos, storePhoto, type StoredPhoto, type UploadedFile } from "~/modules/ads";
import { audienceRecipients } from "~/modules/notify";
import { notify } from "~/modules/notify";
import { audienceTarget } from "~/modules/school";
import type { Scoped } from "~/platform/api/scope";
import { schoolPageChanged } from "~/modules/school";

/**
 * Creates an event of a school ('article.create' there) or saves an edit of one ('article.edit' in its school):
 * fields, the stored photos kept (in the given order) and new photos after them, the first being the cover. A new
 * event whose form asked for it is announced to its audience in the same transaction ("event.published").
 */
export async function saveEvent(
  db: Db,
  actor: Actor,
  at: Scoped<"event"> | Scoped<"school">,
  input: TEventInput,
  files: UploadedFile[],
): Promise<{ slug: string }> {
  // the gate found the event an edit names ('article.edit' in its school), else the school of a new one ('article.create')
  const existing =
    "slug" in at
      ? await db.schoolEvent.findUnique({
          where: { id: at.id },
          select: { id: true, schoolId: true, isPublic: true, photos: { orderBy: { position: "asc" } } },
        })
      : null;
  if ("slug" in at && !existing) throw notFound();
  const { schoolId } = at;
  const target = await audienceTarget(db, schoolId, input);
  const { startsAt, endsAt, errors } = eventTimes(input);
  if (errors.length > 0 || !startsAt)
    throw fieldError(errors[0]?.[0] ?? "startDate", errors[0]?.[1] ?? "validation.date");

  const kept = existing ? input.keepPhotoIds.flatMap((id) => existing.photos.find((p) => p.id === id) ?? []) : [];
  const removed = existing ? existing.photos.filter((p) => !kept.includes(p)) : [];
  await checkPhotos(files, kept.length, MAX_EVENT_PHOTOS);

  const columns = {
    title: input.title,
    description: input.description,
    place: input.place || null,
    startsAt,
    endsAt,
    allDay: input.allDay,
    ...target,
    isPublic: input.isPublic,
  };
  const folder = `events/${existing?.id ?? randomBytes(10).toString("hex")}`;
  const added: StoredPhoto[] = [];
  try {
    for (const file of files) added.push(await storePhoto(folder, file));
    const slug = await db.$transaction(async (tx) => {
      if (existing) {
        await tx.eventPhoto.deleteMany({ where: { id: { in: removed.map((p) => p.id) } } });
        for (const [position, photo] of kept.entries())
          await tx.eventPhoto.update({ where: { id: photo.id }, data: { position } });
        const saved = await tx.schoolEvent.update({
          where: { id: existing.id },
          data: { ...columns, photos: { create: added.map((photo, i) => ({ ...photo, position: kept.length + i })) } },
          select: { slug: true },
        });
        return saved.slug;
      }
      // slugs from the normalized title, like the board's: "حفل نهاية السنة" keeps its letters
      const created = await withFreshSlug(tx, normalizeSearchText(input.title), "evenement", (slug) =>
        tx.schoolEvent.create({
          data: {
            ...columns,
            slug,
            schoolId,
            createdById: actor.userId,
            photos: { create: added.map((photo, position) => ({ ...photo, position })) },
          },
          select: { slug: true },
        }),
      );
      if (input.announce) {
        await notify(tx, {
          schoolId,
          kind: "event.published",
          to: await audienceRecipients(tx, schoolId, target, actor.userId),
          params: { title: input.title, date: algiersParts(startsAt).day },
          url: `/event/${created.slug}`,
        });
      }
      return created.slug;
    });
    // on the school's public page while public (and leaving it when it no longer is)
    if (input.isPublic || existing?.isPublic) await schoolPageChanged(db, schoolId);
    await removeStoredPhotos(removed);
    return { slug };
  } catch (error) {
    await removeStoredPhotos(added);
    throw error;
  }
}
