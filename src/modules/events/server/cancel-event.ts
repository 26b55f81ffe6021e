import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { schoolPageChanged } from "~/modules/school";

/**
 * Cancels an event (the gate: 'article.edit' in its school), or takes the cancellation back. A cancelled event stays
 * listed for its audience, marked, so families who planned for it learn it will not take place.
 */
export async function cancelEvent(db: Db, event: Scoped<"event">, input: { cancelled: boolean }) {
  await db.schoolEvent.update({ where: { id: event.id }, data: { cancelledAt: input.cancelled ? new Date() : null } });
  if (event.isPublic) await schoolPageChanged(db, event.schoolId);
  return { ok: true as const };
}
