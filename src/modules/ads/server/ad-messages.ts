import type { TAdMessage } from "~/modules/ads/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError, forbidden, notFound } from "~/platform/errors";
import { notifyMany } from "~/modules/notify";

/**
 * The board's safe contact: a member writes to an ad's poster without seeing their phone, in one thread per member
 * and ad; the poster answers there, can block the member on that ad, and either side can report a message to the
 * board's moderators. Notifications say only that a message came (never its words).
 */
export async function sendAdMessage(db: Db, actor: Actor, input: TAdMessage) {
  const ad = await db.ad.findUnique({
    where: { slug: input.slug },
    select: { id: true, slug: true, status: true, authorId: true, schoolId: true },
  });
  if (!ad || !ad.authorId || (ad.status !== "PUBLISHED" && ad.status !== "RETURNED")) throw notFound();
  if (ad.schoolId && ad.authorId !== actor.userId && !actor.schoolIds.includes(ad.schoolId)) throw notFound();
  const isPoster = ad.authorId === actor.userId;
  return db.$transaction(async (tx) => {
    let thread: { id: string; memberId: string; blockedAt: Date | null };
    if (input.threadId) {
      const found = await tx.adThread.findUnique({
        where: { id: input.threadId },
        select: { id: true, adId: true, memberId: true, blockedAt: true },
      });
      if (!found || found.adId !== ad.id || (!isPoster && found.memberId !== actor.userId)) throw notFound();
      thread = found;
    } else {
      if (isPoster) throw new AppError("BAD_REQUEST", "ads.messages.own");
      thread = await tx.adThread.upsert({
        where: { adId_memberId: { adId: ad.id, memberId: actor.userId } },
        create: { adId: ad.id, memberId: actor.userId },
        update: {},
        select: { id: true, memberId: true, blockedAt: true },
      });
    }
    if (thread.blockedAt) throw new AppError("FORBIDDEN", "ads.messages.blocked");
    const now = new Date();
    const message = await tx.adMessage.create({
      data: { threadId: thread.id, authorId: actor.userId, body: input.body, createdAt: now },
      select: { id: true },
    });
    await tx.adThread.update({ where: { id: thread.id }, data: { lastMessageAt: now } });
    const recipient = isPoster ? thread.memberId : ad.authorId!;
    await notifyMany(tx, [
      {
        schoolId: null,
        kind: "ad.message",
        to: { MEMBER: [recipient] },
        params: {},
        url: `/old/annonces/${ad.slug}#messages`,
      },
    ]);
    return { id: message.id, threadId: thread.id };
  });
}

/** The threads of an ad the reader takes part in: all of them for its poster, their own for a member. */
export async function listAdThreads(db: Db, actor: Actor, slug: string) {
  const ad = await db.ad.findUnique({ where: { slug }, select: { id: true, authorId: true, status: true } });
  if (!ad || ad.status === "DELETED") throw notFound();
  const isPoster = ad.authorId === actor.userId;
  const threads = await db.adThread.findMany({
    where: { adId: ad.id, ...(isPoster ? {} : { memberId: actor.userId }) },
    orderBy: { lastMessageAt: "desc" },
    take: 50,
    select: {
      id: true,
      blockedAt: true,
      member: { select: { name: true } },
      messages: {
        orderBy: { createdAt: "asc" },
        take: 200,
        select: { id: true, body: true, createdAt: true, authorId: true, reportedAt: true, hiddenAt: true },
      },
    },
  });
  return {
    isPoster,
    threads: threads.map((t) => ({
      id: t.id,
      blocked: t.blockedAt !== null,
      with: isPoster ? t.member.name : null,
      // a message a moderator hid keeps its place, not its words
      messages: t.messages.map((m) => ({
        id: m.id,
        body: m.hiddenAt ? null : m.body,
        createdAt: m.createdAt,
        mine: m.authorId === actor.userId,
        reported: m.reportedAt !== null,
      })),
    })),
  };
}

/** The poster blocks (or unblocks) a member on their ad: no more messages either way. */
export async function blockAdThread(db: Db, actor: Actor, input: { threadId: string; blocked: boolean }) {
  const thread = await db.adThread.findUnique({
    where: { id: input.threadId },
    select: { id: true, ad: { select: { authorId: true } } },
  });
  if (!thread) throw notFound();
  if (thread.ad.authorId !== actor.userId) throw forbidden();
  await db.adThread.update({ where: { id: thread.id }, data: { blockedAt: input.blocked ? new Date() : null } });
  return { blocked: input.blocked };
}

/** Either side reports a message of their thread to the board's moderators (once per reporter and message). */
export async function reportAdMessage(
  db: Db,
  actor: Actor,
  input: { messageId: string; reason: "INAPPROPRIATE_CONTENT" | "SCAM_OR_SPAM" },
) {
  const message = await db.adMessage.findUnique({
    where: { id: input.messageId },
    select: {
      id: true,
      authorId: true,
      thread: { select: { adId: true, memberId: true, ad: { select: { authorId: true } } } },
    },
  });
  if (!message) throw notFound();
  const party = message.thread.memberId === actor.userId || message.thread.ad.authorId === actor.userId;
  if (!party) throw notFound();
  if (message.authorId === actor.userId) throw forbidden();
  await db.$transaction(async (tx) => {
    const already = await tx.report.findFirst({
      where: { adMessageId: message.id, reporterId: actor.userId },
      select: { id: true },
    });
    if (already) return;
    await tx.report.create({
      data: { reason: input.reason, reporterId: actor.userId, adId: message.thread.adId, adMessageId: message.id },
    });
    await tx.adMessage.update({ where: { id: message.id }, data: { reportedAt: new Date() } });
  });
  return { ok: true as const };
}
