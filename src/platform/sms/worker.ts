import { db } from "~/platform/db";
import { jobQueue, SMS_QUEUE } from "~/platform/jobs/queue";
import { deliverSms } from "~/modules/notify";
import type { SmsJob } from "~/modules/notify";
import { smsProvider } from "./provider";

/**
 * Takes the sms queue's jobs in this process (with a provider configured). At start it queues again every SMS still
 * QUEUED whose job never made it (stored while the queue was not started): one job per SMS, never two (its id is the
 * job's singleton key).
 */
export async function startSmsWorker(): Promise<string | null> {
  const provider = smsProvider();
  if (!provider) return null;
  const boss = await jobQueue();
  const waiting = await db.smsMessage.findMany({
    where: { status: "QUEUED" },
    select: { id: true, notBefore: true },
    take: 10_000,
  });
  for (const sms of waiting)
    await boss.send(SMS_QUEUE, { id: sms.id } satisfies SmsJob, {
      singletonKey: sms.id,
      startAfter: sms.notBefore > new Date() ? sms.notBefore : undefined,
    });
  return boss.work<SmsJob>(SMS_QUEUE, { batchSize: 1, pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) await deliverSms(db, provider, job.data);
  });
}
