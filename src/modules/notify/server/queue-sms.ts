import { smsSendTime } from "~/modules/notify/domain/daytime";
import { smsSize } from "~/lib/sms-segments";
import { env } from "~/env";
import type { Prisma } from "~/platform/db/generated/client";
import { processDbTarget } from "~/platform/db";
import { jobQueue, SMS_QUEUE, startedJobQueue, transactionDb } from "~/platform/jobs/queue";
import { logger } from "~/platform/logger.mjs";
import { smsProvider } from "~/platform/sms/provider";

export interface SmsJob {
  id: string;
}

/** The first moment of the current month in Algeria (the budget's and the caps' month). */
function monthStart(now: Date) {
  const local = new Date(now.getTime() + 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 3600_000);
}

/**
 * Queues SMS in the caller's transaction (they commit with the action, or not at all): each is recorded with its
 * encoding, segments and cost, and waits for the sending window (08:00–21:00 in Algeria). Over the school's monthly
 * budget, or the family's monthly cap, it is recorded as SKIPPED and not sent; a school without a budget sends none.
 * A bounced phone gets none. The queue not started yet (a server starting) loses nothing: the row stays QUEUED and the
 * next start's sweep (deliverDueSms) sends it.
 */
export async function queueSms(
  tx: Prisma.TransactionClient,
  schoolId: string,
  messages: readonly { userId: string; phone: string; text: string }[],
  now = new Date(),
) {
  if (messages.length === 0 || !smsProvider()) return { queued: 0, skipped: 0 };
  const school = await tx.school.findUniqueOrThrow({
    where: { id: schoolId },
    select: { smsMonthlyBudget: true, smsFamilyCap: true },
  });
  if (school.smsMonthlyBudget <= 0) return { queued: 0, skipped: 0 };
  // the month's spend and each recipient's count, read under a lock on the school's row: two sends at once share one budget
  await tx.$executeRaw`SELECT 1 FROM "School" WHERE "id" = ${schoolId} FOR UPDATE`;
  const since = monthStart(now);
  const spent = await tx.smsMessage.aggregate({
    where: { schoolId, createdAt: { gte: since }, status: { not: "SKIPPED" } },
    _sum: { cost: true },
  });
  const counts = await tx.smsMessage.groupBy({
    by: ["userId"],
    where: {
      schoolId,
      createdAt: { gte: since },
      status: { not: "SKIPPED" },
      userId: { in: messages.map((m) => m.userId) },
    },
    _count: { _all: true },
  });
  const bounced = new Set(
    (
      await tx.user.findMany({
        where: { id: { in: messages.map((m) => m.userId) }, phoneBouncedAt: { not: null } },
        select: { id: true },
      })
    ).map((u) => u.id),
  );
  const perUser = new Map(counts.map((c) => [c.userId!, c._count._all]));
  let budgetLeft = school.smsMonthlyBudget - (spent._sum.cost ?? 0);
  const notBefore = smsSendTime(now);
  // the same words to the same person in one send go once (a private weekly brief for each of three children says
  // the same thing three times: one SMS, one count against the family's cap)
  const once = new Set<string>();
  const rows = messages
    .filter((m) => !bounced.has(m.userId))
    .filter((m) => !once.has(`${m.userId}\u0000${m.text}`) && !!once.add(`${m.userId}\u0000${m.text}`))
    .map((m) => {
      const size = smsSize(m.text);
      const cost = size.segments * env.SMS_SEGMENT_PRICE;
      const count = perUser.get(m.userId) ?? 0;
      const within = cost <= budgetLeft && count < school.smsFamilyCap;
      if (within) {
        budgetLeft -= cost;
        perUser.set(m.userId, count + 1);
      }
      return {
        schoolId,
        userId: m.userId,
        phone: m.phone,
        text: m.text,
        encoding: size.encoding,
        segments: size.segments,
        cost,
        notBefore,
        createdAt: now,
        status: within ? ("QUEUED" as const) : ("SKIPPED" as const),
        error: within ? null : count >= school.smsFamilyCap ? "cap" : "budget",
      };
    });
  const stored = await tx.smsMessage.createManyAndReturn({ data: rows, select: { id: true, status: true } });
  const queued = stored.filter((s) => s.status === "QUEUED");
  if (queued.length)
    await sendJobs(
      tx,
      queued.map((s) => s.id),
      notBefore,
      now,
    );
  return { queued: queued.length, skipped: stored.length - queued.length };
}

async function sendJobs(tx: Prisma.TransactionClient, ids: string[], notBefore: Date, now: Date) {
  const boss = startedJobQueue() ?? (processDbTarget().kind === "postgres" ? await jobQueue() : null);
  if (!boss) {
    logger.warn({ sms: ids.length }, "sms not queued yet: the job queue has not started (swept at its start)");
    return;
  }
  await tx.$executeRawUnsafe("SAVEPOINT wasla_sms");
  try {
    // one statement for all (a brief's 1,000 SMS: 1.6 s one by one on the embedded database), the queue's retry policy applying
    const startAfter = notBefore > now ? notBefore.toISOString() : undefined;
    await boss.insert(
      ids.map((id) => ({ name: SMS_QUEUE, data: { id } satisfies SmsJob, startAfter, singletonKey: id })),
      { db: transactionDb(tx) },
    );
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT wasla_sms");
  } catch (error) {
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT wasla_sms");
    logger.error({ err: error }, "sms not queued (swept at the queue's next start)");
  }
}
