import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { notFound } from "~/server/errors";

/**
 * A moderator publishes a pending ad (a visitor's) or hides a published one, from the ad's own page. The
 * moderation area (complaints, queues) builds on this; `publishedAt` is set once, so re-publishing keeps its place.
 */
export async function setAdStatus(db: Db, _actor: Actor, input: { slug: string; status: "PUBLISHED" | "HIDDEN" }) {
  const ad = await db.ad.findUnique({ where: { slug: input.slug }, select: { id: true, status: true, publishedAt: true } });
  if (!ad || ad.status === "DELETED") throw notFound();
  await db.ad.update({
    where: { id: ad.id },
    data: { status: input.status, ...(input.status === "PUBLISHED" && !ad.publishedAt ? { publishedAt: new Date() } : {}) },
  });
}
