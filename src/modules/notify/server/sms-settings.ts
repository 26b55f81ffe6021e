import { env } from "~/env";
import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { smsProvider } from "~/platform/sms/provider";

/**
 * A school's SMS (/settings, 'edit school notifications'): its monthly budget and per-family cap, what this month has
 * cost and sent, what a segment costs, and whether this server sends SMS at all.
 */
export async function getSmsSettings(db: Db, scope: Scoped<"school">) {
  const school = await db.school.findUniqueOrThrow({
    where: { id: scope.schoolId },
    select: { smsMonthlyBudget: true, smsFamilyCap: true },
  });
  const local = new Date(Date.now() + 3600_000);
  const since = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 3600_000);
  const month = await db.smsMessage.groupBy({
    by: ["status"],
    where: { schoolId: scope.schoolId, createdAt: { gte: since } },
    _count: { _all: true },
    _sum: { cost: true },
  });
  const count = (statuses: string[]) =>
    month.filter((m) => statuses.includes(m.status)).reduce((a, m) => a + m._count._all, 0);
  return {
    available: smsProvider() !== null,
    segmentPrice: env.SMS_SEGMENT_PRICE,
    monthlyBudget: school.smsMonthlyBudget,
    familyCap: school.smsFamilyCap,
    spent: month.filter((m) => m.status !== "SKIPPED").reduce((a, m) => a + (m._sum.cost ?? 0), 0),
    sent: count(["SENT", "DELIVERED"]),
    delivered: count(["DELIVERED"]),
    waiting: count(["QUEUED"]),
    skipped: count(["SKIPPED"]),
    bounced: count(["BOUNCED", "FAILED"]),
  };
}

export async function updateSmsSettings(
  db: Db,
  scope: Scoped<"school">,
  input: { monthlyBudgetDa: number; familyCap: number },
) {
  const { count } = await db.school.updateMany({
    where: { id: scope.schoolId },
    data: { smsMonthlyBudget: input.monthlyBudgetDa * 100, smsFamilyCap: input.familyCap },
  });
  if (count === 0) throw notFound();
  return getSmsSettings(db, scope);
}
