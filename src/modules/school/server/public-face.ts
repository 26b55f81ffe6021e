import type { Db } from "~/platform/db";
import { photoUrls } from "~/modules/ads";
import { mainPageResources } from "~/modules/resources";
import { getPublicSchool } from "~/modules/school/server/school";

/**
 * What a school's public page shows beyond its settings: its public events to come (and of the last two weeks),
 * and the resources it marked for the main page. Members-only events and resources never appear here.
 */
export async function publicFace(db: Db, schoolId: string, now = new Date()) {
  const [events, resources] = await Promise.all([
    db.schoolEvent.findMany({
      where: {
        schoolId,
        isPublic: true,
        cancelledAt: null,
        OR: [{ startsAt: { gte: new Date(now.getTime() - 14 * 86_400_000) } }, { endsAt: { gte: now } }],
      },
      orderBy: { startsAt: "asc" },
      take: 12,
      select: {
        slug: true,
        title: true,
        place: true,
        startsAt: true,
        endsAt: true,
        allDay: true,
        photos: {
          orderBy: { position: "asc" },
          take: 1,
          select: { id: true, thumbKey: true, displayKey: true, width: true, height: true },
        },
      },
    }),
    mainPageResources(db, schoolId),
  ]);
  return {
    events: events.map(({ photos, ...e }) => ({ ...e, cover: photos[0] ? photoUrls(photos[0]) : null })),
    resources,
  };
}

/** /school/{slug}, for everyone: the school's public fields with its public face (404 for an unknown slug). */
export async function schoolPublicPage(db: Db, slug: string) {
  const school = await getPublicSchool(db, slug);
  return { ...school, ...(await publicFace(db, school.id)) };
}
