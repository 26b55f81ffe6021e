import type { Locale } from "~/i18n/config";
import { db } from "~/platform/db";
import { jobQueue, MAIL_QUEUE } from "~/platform/jobs/queue";
import { requestPasswordReset } from "~/modules/account";
import { sendNotificationMail } from "~/modules/notify";

/**
 * Mails that must not make the request wait, nor tell by its timing what they found (issue 27: a known address
 * answered one SMTP round trip later than an unknown one). The request stores a job and answers; this queue's
 * worker (the process's pg-boss, src/platform/jobs/queue.ts) looks the address up and sends. A failed send is
 * retried after 30 s, 60 s, 2 min… for about half an hour.
 */
export { MAIL_QUEUE };

export type MailJob =
  | { kind: "password-reset"; email: string; locale: Locale; origin: string }
  /** a notification whose owner chose e-mail (services/notify/notification-mail.ts), stored with it */
  | { kind: "notification"; id: string };

/** The queue is made when pg-boss starts (jobQueue): an enqueue costs one insert. */
export async function enqueueMail(job: MailJob): Promise<void> {
  await (await jobQueue()).send(MAIL_QUEUE, job);
}

/** What a job does: the lookup and the sending happen here, never in the request. */
export async function runMailJob(job: MailJob): Promise<void> {
  if (job.kind === "password-reset") await requestPasswordReset(db, job);
  else if (job.kind === "notification") await sendNotificationMail(db, job.id);
}

/** Takes the queue's mail jobs in this process (every instance may: pg-boss hands each job to one of them). */
export async function startMailWorker(): Promise<string> {
  const boss = await jobQueue();
  return boss.work<MailJob>(MAIL_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runMailJob(job.data);
  });
}

/** Runs the jobs waiting now, in this process (tests). */
export async function drainMailQueue(): Promise<number> {
  const boss = await jobQueue();
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
