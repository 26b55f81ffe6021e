/** Runs once when the server starts (Node.js only: the edge runtime has no process.exit). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  await (await import("./server/startup")).checkEnvironmentAtStart();
  // with Pusher, this instance may have to forward signals while no live stream is open on it
  if (process.env.PUSHER_APP_ID) (await import("./server/realtime")).startRealtimeForwarding();
  // with web push on, this instance takes pushes from the queue (src/server/push)
  if (process.env.FIREBASE_VAPID_KEY) (await import("./server/push/start")).startPushDelivery();
  // mails sent after answering (password resets): src/server/mail/queue.ts
  (await import("./server/mail/queue")).startMailDelivery();
  // the weekly reminders of overdue fees: a daily pg-boss schedule (src/server/payments/reminder-job.ts)
  (await import("./server/payments/reminder-job")).startPaymentReminders();
}
