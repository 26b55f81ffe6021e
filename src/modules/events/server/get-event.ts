import { cache } from "react";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { notFound } from "~/platform/errors";
import { photoUrls } from "~/modules/ads";
import { audienceWhere } from "~/modules/school";
import { can } from "~/platform/auth/actor";

/** What the lists and the page read of an event. */
export const EVENT_SELECT = {
  id: true,
  schoolId: true,
  slug: true,
  title: true,
  description: true,
  place: true,
  startsAt: true,
  endsAt: true,
  allDay: true,
  audience: true,
  levelId: true,
  classId: true,
  isPublic: true,
  cancelledAt: true,
  updatedAt: true,
  school: { select: { name: true, slug: true } },
  level: { select: { nameFr: true, nameEn: true, nameAr: true } },
  class: { select: { name: true } },
  photos: {
    orderBy: { position: "asc" },
    select: { id: true, thumbKey: true, displayKey: true, width: true, height: true },
  },
} satisfies Prisma.SchoolEventSelect;

type EventRow = Prisma.SchoolEventGetPayload<{ select: typeof EVENT_SELECT }>;

export function eventView(row: EventRow) {
  const { photos, ...event } = row;
  return { ...event, photos: photos.map(photoUrls) };
}
export type EventView = ReturnType<typeof eventView>;

/**
 * The events of a school the actor may see: those of its audience (`audienceWhere`), and the public ones. A visitor
 * or a stranger to the school: the public ones only.
 */
export async function visibleWhere(
  db: Db,
  actor: Actor | null,
  schoolId: string,
): Promise<Prisma.SchoolEventWhereInput> {
  const audience = await audienceWhere(db, actor, schoolId);
  if (!audience) return { schoolId, isPublic: true };
  // staff see everything ({}); Prisma reads an empty object inside OR as matching nothing, not everything
  if (Object.keys(audience).length === 0) return { schoolId };
  return { schoolId, OR: [{ isPublic: true }, audience] };
}

/**
 * One event by its slug, for its page and its calendar file, when the caller may see it; anyone else gets 404
 * (a members-only event does not exist for a visitor). `canEdit`: the caller may change it. Read once per render
 * (the page's title and link preview ask too).
 */
export const getEvent = cache(async (db: Db, actor: Actor | null, slug: string) => {
  const row = await db.schoolEvent.findUnique({ where: { slug }, select: EVENT_SELECT });
  if (!row) throw notFound();
  if (!row.isPublic) {
    const seen = await db.schoolEvent.count({
      where: { AND: [{ id: row.id }, await visibleWhere(db, actor, row.schoolId)] },
    });
    if (!seen) throw notFound();
  }
  return { ...eventView(row), canEdit: can(actor, "article.edit", row.schoolId) };
});
