import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { removeStoredPhotos } from "~/modules/ads";
import { schoolPageChanged } from "~/modules/school";

/** Deletes an event (the gate: 'article.delete' in its school) and erases its photos from storage. */
export async function deleteEvent(db: Db, event: Scoped<"event">) {
  const photos = await db.eventPhoto.findMany({ where: { eventId: event.id } });
  await db.schoolEvent.delete({ where: { id: event.id } });
  if (event.isPublic) await schoolPageChanged(db, event.schoolId);
  await removeStoredPhotos(photos);
  return { ok: true as const };
}
