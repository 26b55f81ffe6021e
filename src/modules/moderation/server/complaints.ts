import type { z } from "zod";
import {
  MODERATION_PAGE_SIZE,
  type REPORT_REASONS,
  type ZComplaintList,
  type ZResolveComplaint,
} from "~/modules/moderation/schemas";
import { canIn, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { AppError, forbidden, notFound } from "~/platform/errors";
import { audit } from "~/platform/audit/audit";
import { lockAd, recountComments } from "~/modules/ads";
import { setSuspendedTx } from "~/modules/users";
import { adsChanged } from "~/modules/ads";

type Reason = (typeof REPORT_REASONS)[number];

/**
 * Complaints, grouped: all reports on one ad (or on one of its comments) form one line with its count per reason,
 * so ten people reporting the same scam make one item to resolve, not ten.
 */
export async function listComplaints(db: Db, actor: Actor, input: z.output<typeof ZComplaintList>) {
  if (!canIn(actor, "report.edit", null)) throw forbidden();
  const where: Prisma.ReportWhereInput = { status: input.status, ...(input.reason ? { reason: input.reason } : {}) };
  const [all, groups] = await Promise.all([
    db.report.groupBy({ by: ["adId", "commentId", "adMessageId"], where }),
    db.report.groupBy({
      by: ["adId", "commentId", "adMessageId"],
      where,
      _count: { _all: true },
      _max: { createdAt: true },
      orderBy: { _max: { createdAt: "desc" } },
      skip: (input.page - 1) * MODERATION_PAGE_SIZE,
      take: MODERATION_PAGE_SIZE,
    }),
  ]);
  return { total: all.length, rows: await describeGroups(db, groups, input.status) };
}

async function describeGroups(
  db: Db,
  groups: {
    adId: string;
    commentId: string | null;
    adMessageId: string | null;
    _count: { _all: number };
    _max: { createdAt: Date | null };
  }[],
  status: "OPEN" | "DISMISSED" | "ACTION_TAKEN",
) {
  const adIds = [...new Set(groups.map((g) => g.adId))];
  const commentIds = groups.flatMap((g) => (g.commentId ? [g.commentId] : []));
  const messageIds = groups.flatMap((g) => (g.adMessageId ? [g.adMessageId] : []));
  const [ads, comments, messages, reasons] = await Promise.all([
    db.ad.findMany({
      where: { id: { in: adIds } },
      select: {
        id: true,
        slug: true,
        title: true,
        status: true,
        author: { select: { id: true, name: true, suspendedAt: true } },
      },
    }),
    db.comment.findMany({
      where: { id: { in: commentIds } },
      select: { id: true, body: true, status: true, author: { select: { id: true, name: true, suspendedAt: true } } },
    }),
    db.adMessage.findMany({
      where: { id: { in: messageIds } },
      select: { id: true, body: true, hiddenAt: true, author: { select: { id: true, name: true, suspendedAt: true } } },
    }),
    db.report.groupBy({
      by: ["adId", "commentId", "adMessageId", "reason"],
      where: { status, adId: { in: adIds } },
      _count: { _all: true },
    }),
  ]);
  const messageById = new Map(messages.map((m) => [m.id, m]));
  const adById = new Map(ads.map((a) => [a.id, a]));
  const commentById = new Map(comments.map((c) => [c.id, c]));
  return groups.map((g) => ({
    adId: g.adId,
    commentId: g.commentId,
    count: g._count._all,
    lastAt: g._max.createdAt,
    ad: adById.get(g.adId)!,
    comment: g.commentId ? (commentById.get(g.commentId) ?? null) : null,
    adMessageId: g.adMessageId,
    /** a board message (safe contact) reported by the other side of its thread */
    message: g.adMessageId ? (messageById.get(g.adMessageId) ?? null) : null,
    reasons: reasons
      .filter((r) => r.adId === g.adId && r.commentId === g.commentId && r.adMessageId === g.adMessageId)
      .map((r) => ({ reason: r.reason as Reason, count: r._count._all })),
  }));
}

/** The complaints about one ad and its comments, for the ad's moderation page (every status). */
export async function complaintsOfAd(db: Db, adId: string) {
  return db.report.findMany({
    where: { adId },
    orderBy: { createdAt: "desc" },
    take: 100,
    select: {
      id: true,
      reason: true,
      status: true,
      createdAt: true,
      commentId: true,
      reporter: { select: { name: true } },
      comment: { select: { body: true } },
    },
  });
}

/**
 * Resolves every open complaint on one item: dismiss them; hide the ad or comment; or suspend its author (which
 * also hides the item). Each step is audited.
 */
export async function resolveComplaint(db: Db, actor: Actor, input: z.output<typeof ZResolveComplaint>) {
  if (!canIn(actor, "report.edit", null)) throw forbidden();
  const target = { adId: input.adId, commentId: input.commentId, adMessageId: input.adMessageId };
  const open = await db.report.count({ where: { ...target, status: "OPEN" } });
  if (open === 0) throw notFound();
  const item = input.adMessageId
    ? await db.adMessage
        .findUnique({ where: { id: input.adMessageId }, select: { id: true, authorId: true } })
        .then((m) => m && { ...m, status: "VISIBLE" })
    : input.commentId
      ? await db.comment.findUnique({
          where: { id: input.commentId },
          select: { id: true, status: true, authorId: true },
        })
      : await db.ad.findUnique({ where: { id: input.adId }, select: { id: true, status: true, authorId: true } });
  if (!item) throw notFound();
  const kind = input.adMessageId ? "adMessage" : input.commentId ? "comment" : "ad";
  if (input.action !== "dismiss" && !canIn(actor, kind === "ad" ? "ad.moderate" : "comment.moderate", null))
    throw forbidden();
  if (input.action === "suspend" && !item.authorId) throw new AppError("BAD_REQUEST", "moderation.noAuthor");

  // one transaction: the suspension, the hidden item, the resolved reports and their audit entries stand or fall together
  await db.$transaction(async (tx) => {
    // the /users rules and audit entry (rank, self, last super admin); nothing else changes if it is refused
    if (input.action === "suspend") await setSuspendedTx(tx, actor, { userId: item.authorId!, suspended: true });
    if (input.action !== "dismiss") await hideItem(tx, actor, kind, item);
    const status = input.action === "dismiss" ? "DISMISSED" : "ACTION_TAKEN";
    await tx.report.updateMany({
      where: { ...target, status: "OPEN" },
      data: { status, resolvedById: actor.userId, resolvedAt: new Date() },
    });
    await audit(tx, actor, {
      action: input.action === "dismiss" ? "report.dismiss" : "report.resolve",
      targetType: kind,
      targetId: item.id,
      before: { openReports: open },
      after: { status, action: input.action },
    });
  });
  // a hidden ad or comment leaves the public pages (a board message is private)
  if (input.action !== "dismiss" && kind !== "adMessage") {
    const adId =
      kind === "ad" ? item.id : (await db.comment.findUnique({ where: { id: item.id }, select: { adId: true } }))?.adId;
    if (adId) await adsChanged(db, [adId]);
  }
  return { ok: true as const };
}

async function hideItem(
  tx: Prisma.TransactionClient,
  actor: Actor,
  kind: "ad" | "comment" | "adMessage",
  item: { id: string; status: string },
) {
  if (kind === "adMessage") {
    // a board message's words leave its thread (the thread itself stays: the poster and the member may go on)
    await tx.adMessage.update({ where: { id: item.id }, data: { hiddenAt: new Date() } });
    await audit(tx, actor, {
      action: "adMessage.hide",
      targetType: "adMessage",
      targetId: item.id,
      before: { hidden: false },
      after: { hidden: true },
    });
    return;
  }
  if (kind === "ad") {
    if (item.status !== "PUBLISHED" && item.status !== "PENDING") return;
    await tx.ad.update({ where: { id: item.id }, data: { status: "HIDDEN" } });
    await audit(tx, actor, {
      action: "ad.hide",
      targetType: "ad",
      targetId: item.id,
      before: { status: item.status },
      after: { status: "HIDDEN" },
    });
  } else {
    const { adId } = await tx.comment.findUniqueOrThrow({ where: { id: item.id }, select: { adId: true } });
    await lockAd(tx, adId);
    // read under the ad's lock: the author may have deleted it meanwhile
    const { status } = await tx.comment.findUniqueOrThrow({ where: { id: item.id }, select: { status: true } });
    if (status !== "VISIBLE") return;
    await tx.comment.update({ where: { id: item.id }, data: { status: "HIDDEN" } });
    await recountComments(tx, adId);
    await audit(tx, actor, {
      action: "comment.hide",
      targetType: "comment",
      targetId: item.id,
      before: { status: item.status },
      after: { status: "HIDDEN" },
    });
  }
}
