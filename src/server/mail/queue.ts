import type PgBoss from "pg-boss";
import type { Locale } from "~/i18n/config";
import { db } from "~/server/db";
import { keepTrying } from "~/server/jobs/keep-trying";
import { pushQueue } from "~/server/push/queue";
import { requestPasswordReset } from "~/server/services/auth/password-reset";

/**
 * Mails that must not make the request wait, nor tell by its timing what they found (issue 27: a known address
 * answered one SMTP round trip later than an unknown one). The request stores a job and answers; this queue's
 * worker (pg-boss, the same instance and schema as the pushes) looks the address up and sends. A failed send is
 * retried after 30 s, 60 s, 2 min… for about half an hour.
 */
export const MAIL_QUEUE = "mail";
const MAIL_RETRY = { retryLimit: 6, retryDelay: 30, retryBackoff: true } as const;

export type MailJob = { kind: "password-reset"; email: string; locale: Locale; origin: string };

/** The queue once made, per pg-boss instance: an enqueue costs one insert, not a look at the queue first. */
const made = new WeakMap<PgBoss, Promise<void>>();

async function mailQueue(): Promise<PgBoss> {
  const boss = await pushQueue();
  if (!made.has(boss)) {
    const making = (async () => {
      if (!(await boss.getQueue(MAIL_QUEUE))) await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...MAIL_RETRY });
    })();
    made.set(boss, making);
    making.catch(() => made.delete(boss));
  }
  await made.get(boss);
  return boss;
}

export async function enqueueMail(job: MailJob): Promise<void> {
  await (await mailQueue()).send(MAIL_QUEUE, job);
}

/** What a job does: the lookup and the sending happen here, never in the request. */
export async function runMailJob(job: MailJob): Promise<void> {
  if (job.kind === "password-reset") await requestPasswordReset(db, job);
}

/** Takes the queue's mail jobs in this process (every instance may: pg-boss hands each job to one of them). */
export async function startMailWorker(): Promise<string> {
  const boss = await mailQueue();
  return boss.work<MailJob>(MAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runMailJob(job.data);
  });
}

/** Called at server start: a database not reachable yet is tried again every few seconds (as startPushDelivery). */
export function startMailDelivery(retryMs = 5_000): void {
  keepTrying("mail", startMailWorker, retryMs);
}

/** Runs the jobs waiting now, in this process (tests). */
export async function drainMailQueue(): Promise<number> {
  const boss = await mailQueue();
  let done = 0;
  for (;;) {
    const jobs = await boss.fetch<MailJob>(MAIL_QUEUE, { batchSize: 10 });
    if (!jobs.length) return done;
    for (const job of jobs) {
      await runMailJob(job.data);
      await boss.complete(MAIL_QUEUE, job.id);
      done++;
    }
  }
}
