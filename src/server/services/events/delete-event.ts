import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { notFound } from "~/server/errors";
import { removeStoredPhotos } from "~/server/services/ads/photos";
import { assertCan } from "~/server/services/school/scope";
import { schoolPageChanged } from "~/server/services/school/public-page";

/** Deletes an event ('article.delete' in its school) and erases its photos from storage. */
export async function deleteEvent(db: Db, actor: Actor, input: { slug: string }) {
  const event = await db.schoolEvent.findUnique({ where: { slug: input.slug }, select: { id: true, schoolId: true, isPublic: true, photos: true } });
  if (!event) throw notFound();
  assertCan(actor, "article.delete", event.schoolId);
  await db.schoolEvent.delete({ where: { id: event.id } });
  if (event.isPublic) await schoolPageChanged(db, event.schoolId);
  await removeStoredPhotos(event.photos);
  return { ok: true as const };
}
