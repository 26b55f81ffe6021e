import { canIn, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { recentAudit } from "~/platform/audit/audit";

/** /admin: what waits for a moderator (pending ads, open complaints by reason) and the latest actions. */
export async function moderationOverview(db: Db, actor: Actor) {
  if (!canIn(actor, "ad.moderate", null) && !canIn(actor, "report.edit", null)) throw forbidden();
  const [pending, hidden, byReason, groups, recent] = await Promise.all([
    db.ad.count({ where: { status: "PENDING" } }),
    db.ad.count({ where: { status: "HIDDEN" } }),
    db.report.groupBy({ by: ["reason"], where: { status: "OPEN" }, _count: { _all: true } }),
    db.report.groupBy({ by: ["adId", "commentId"], where: { status: "OPEN" } }),
    recentAudit(db, 15),
  ]);
  return {
    pendingAds: pending,
    hiddenAds: hidden,
    openComplaints: groups.length,
    openByReason: byReason.map((r) => ({ reason: r.reason, count: r._count._all })),
    recent,
  };
}
