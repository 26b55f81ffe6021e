import type { ReportReason } from "~/modules/ads/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { limits } from "~/platform/rate-limit";
import { publicAdId } from "./ad-page";
import { assertWithinLimit } from "./ad-rules";

/**
 * Reports a public ad, or one of its visible comments, to the moderators. Reporting the same thing again while
 * the first report is open changes nothing (one voice per member and target).
 */
export async function reportContent(
  db: Db,
  actor: Actor,
  input: { adId: string; commentId?: string; reason: ReportReason },
) {
  const adId = await publicAdId(db, input.adId);
  if (input.commentId) {
    const comment = await db.comment.findUnique({
      where: { id: input.commentId },
      select: { adId: true, status: true },
    });
    if (!comment || comment.adId !== adId || comment.status !== "VISIBLE") throw notFound();
  }
  await assertWithinLimit(limits.reportByUser, actor.userId);
  const target = { adId, commentId: input.commentId ?? null, reporterId: actor.userId };
  const open = await db.report.findFirst({ where: { ...target, status: "OPEN" }, select: { id: true } });
  if (open) return open;
  return db.report.create({ data: { ...target, reason: input.reason }, select: { id: true } });
}
