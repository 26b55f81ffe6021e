import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { notFound } from "~/server/errors";
import { assertCan } from "~/server/services/school/scope";
import { schoolPageChanged } from "~/server/services/school/public-page";

/**
 * Cancels an event ('article.edit' in its school), or takes the cancellation back. A cancelled event stays listed
 * for its audience, marked, so families who planned for it learn it will not take place.
 */
export async function cancelEvent(db: Db, actor: Actor, input: { slug: string; cancelled: boolean }) {
  const event = await db.schoolEvent.findUnique({ where: { slug: input.slug }, select: { id: true, schoolId: true, isPublic: true } });
  if (!event) throw notFound();
  assertCan(actor, "article.edit", event.schoolId);
  await db.schoolEvent.update({ where: { id: event.id }, data: { cancelledAt: input.cancelled ? new Date() : null } });
  if (event.isPublic) await schoolPageChanged(db, event.schoolId);
  return { ok: true as const };
}
