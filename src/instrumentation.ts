/** Runs once when the server starts (Node.js only: the edge runtime has no process.exit). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await (await import("./platform/startup")).checkEnvironmentAtStart();
  // with Pusher, this instance may have to forward signals while no live stream is open on it
  if (process.env.PUSHER_APP_ID) (await import("./platform/realtime")).startRealtimeForwarding();
  // the job queue (pg-boss) and this instance's workers, started one after the other: pushes when web push is on
  // (src/platform/push), mails sent after answering (src/platform/mail/queue.ts), the daily run of the overdue fees'
  // reminders (src/modules/payments/server/reminder-job.ts)
  (await import("./platform/jobs/start")).startJobWorkers();
}
