import { canIn, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden, notFound } from "~/platform/errors";
import { limits } from "~/platform/rate-limit";
import { audit } from "~/platform/audit/audit";
import { storage } from "~/platform/storage";
import { publicAdId } from "./ad-page";
import { assertWithinLimit } from "./ad-rules";
import { lockAd, recountComments } from "./counters";
import { adsChanged } from "./ad-pages";

/**
 * The visible comments of a public ad, oldest first (a conversation reads top to bottom); NOT_FOUND for an ad that
 * is not public. One query: the ad's state with its comments and their authors (its page streams them after the ad,
 * and a check of the ad, then the comments, took two round trips).
 */
export async function listComments(db: Db, adId: string) {
  const rows = await db.$queryRaw<
    {
      adStatus: string;
      id: string | null;
      body: string;
      createdAt: Date;
      editedAt: Date | null;
      authorId: string;
      authorName: string;
      authorSlug: string;
      authorImage: string | null;
    }[]
  >`
    SELECT a."status"::text AS "adStatus", c."id", c."body", c."createdAt", c."editedAt",
      u."id" AS "authorId", u."name" AS "authorName", u."slug" AS "authorSlug", u."image" AS "authorImage"
    FROM "Ad" a
    LEFT JOIN "Comment" c ON c."adId" = a."id" AND c."status" = 'VISIBLE'
    LEFT JOIN "User" u ON u."id" = c."authorId"
    WHERE a."id" = ${adId}
    ORDER BY c."createdAt" ASC, c."id" ASC`;
  if (rows[0]?.adStatus !== "PUBLISHED") throw notFound();
  return rows.flatMap(({ adStatus: _, id, authorId, authorName, authorSlug, authorImage, ...c }) =>
    id === null
      ? []
      : [
          {
            id,
            ...c,
            author: {
              id: authorId,
              name: authorName,
              slug: authorSlug,
              imageUrl: authorImage ? storage.url(authorImage) : null,
            },
          },
        ],
  );
}
export type AdComment = Awaited<ReturnType<typeof listComments>>[number];

export async function addComment(db: Db, actor: Actor, input: { adId: string; body: string }) {
  const adId = await publicAdId(db, input.adId);
  await assertWithinLimit(limits.commentByUser, actor.userId);
  // the comment and its ad's counter commit together (a failure in between used to store the comment and answer 500),
  // in one batch sent at once: no interactive transaction waits on the ad's lock while others comment (under load
  // Prisma's 5 s limit for one ran out and the comment answered 500, issue 35); the row is locked for one statement
  const [comment] = await db.$transaction([
    db.comment.create({ data: { adId, authorId: actor.userId, body: input.body }, select: { id: true } }),
    db.ad.update({ where: { id: adId }, data: { commentCount: { increment: 1 } }, select: { id: true } }),
  ]);
  await adsChanged(db, [adId]);
  return comment;
}

/** Only the author edits a comment (moderators hide or delete, they do not rewrite). */
export async function editComment(db: Db, actor: Actor, input: { id: string; body: string }) {
  const comment = await db.comment.findUnique({
    where: { id: input.id },
    select: { authorId: true, status: true, adId: true },
  });
  if (!comment || comment.status !== "VISIBLE") throw notFound();
  if (comment.authorId !== actor.userId) throw forbidden();
  await db.comment.update({ where: { id: input.id }, data: { body: input.body, editedAt: new Date() } });
  await adsChanged(db, [comment.adId]);
}

/**
 * The author deletes their comment; a moderator (comment.moderate) any comment — audited, with the comment as it
 * was. Kept as DELETED for complaints.
 */
export async function deleteComment(db: Db, actor: Actor, input: { id: string }) {
  const found = await db.comment.findUnique({ where: { id: input.id }, select: { adId: true } });
  if (!found) throw notFound();
  await db.$transaction(async (tx) => {
    await lockAd(tx, found.adId);
    // read again under the ad's lock: a concurrent delete or hide has finished by now
    const comment = await tx.comment.findUniqueOrThrow({
      where: { id: input.id },
      select: { authorId: true, status: true, body: true },
    });
    if (comment.status === "DELETED") throw notFound();
    const own = comment.authorId === actor.userId;
    if (!own && !canIn(actor, "comment.moderate", null)) throw forbidden();
    await tx.comment.update({ where: { id: input.id }, data: { status: "DELETED" } });
    await recountComments(tx, found.adId);
    if (!own) {
      await audit(tx, actor, {
        action: "comment.delete",
        targetType: "comment",
        targetId: input.id,
        before: { status: comment.status, body: comment.body, authorId: comment.authorId },
        after: { status: "DELETED" },
      });
    }
  });
  await adsChanged(db, [found.adId]);
}

/** My comments (profile), newest first; the ad's link is given only while the ad is public. */
export async function listMyComments(db: Db, actor: Actor) {
  const comments = await db.comment.findMany({
    where: { authorId: actor.userId, status: { not: "DELETED" } },
    orderBy: { createdAt: "desc" },
    take: 100,
    select: {
      id: true,
      body: true,
      status: true,
      createdAt: true,
      editedAt: true,
      ad: { select: { slug: true, title: true, status: true } },
    },
  });
  return comments.map(({ ad, ...c }) => ({
    ...c,
    ad: { title: ad.title, slug: ad.status === "PUBLISHED" ? ad.slug : null },
  }));
}
