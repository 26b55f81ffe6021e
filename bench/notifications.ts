// Notifications at the size of a large school (the 1,000 students of bench/school.ts' school get 1,000 parents,
// each with a push device): a notification to all of them stored and its pushes queued in one transaction (goal
// ≤ 1 s), the feed's first page for a parent with 500 notifications (goal p95 ≤ 20 ms), and the delay from a
// committed notification to the next count of a connected client's live stream (the built-in stream's server side:
// PostgreSQL NOTIFY → hub → the SSE generator), and a push job delivered to a recording sender (Firebase itself is
// beyond this machine's network).
import { performance } from "node:perf_hooks";
import { loadActor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { closeJobQueue, jobQueue } from "~/platform/jobs/queue";
import { setPushSender, type PushSender } from "~/platform/push/sender";
import { realtimeHub, closeRealtimeHub } from "~/platform/realtime";
import { unreadCounts } from "~/platform/realtime/unread";
import { deliverPush } from "~/modules/notify/server/deliver-push";
import { listNotifications } from "~/modules/notify/server/list-notifications";
import { notify } from "~/modules/notify/server/notify";

type Measure = (name: string, runs: number, fn: () => Promise<unknown>) => Promise<void>;

export async function benchNotifications(db: Db, measure: Measure) {
  const school = await db.school.findUniqueOrThrow({ where: { slug: "lycee-de-mesure" }, select: { id: true } });
  const parents = Array.from({ length: 1000 }, (_, i) => ({
    id: `benchparent${String(i).padStart(6, "0")}`,
    name: `Parent ${i}`,
    email: `bench-parent-${i}@wasla.test`,
    slug: `bench-parent-${i}`,
  }));
  await db.user.createMany({ data: parents });
  await db.loginSession.createMany({ data: parents.map((p) => ({ id: `benchsession-${p.id}`, userId: p.id })) });
  await db.pushDevice.createMany({
    data: parents.map((p) => ({
      userId: p.id,
      loginSessionId: `benchsession-${p.id}`,
      token: `bench-token-${p.id}-${"x".repeat(120)}`,
      locale: "fr",
    })),
  });
  const ids = parents.map((p) => p.id);
  const pushed = { count: 0 };
  const sender: PushSender = {
    send: async (messages) => ((pushed.count += messages.length), messages.map(() => "sent" as const)),
  };
  setPushSender(sender);
  // the queue and the live hub work on the process's database: the bench's
  (globalThis as unknown as { __waslaDb?: Db }).__waslaDb = db;
  await jobQueue();
  await db.school.update({
    where: { id: school.id },
    data: { pushSchedule: { quietFrom: null, quietTo: null, resultsAt: null } },
  });

  console.log("\nNotifications: 1,000 parents with a push device each");
  const send = () =>
    db.$transaction(
      (tx) =>
        notify(tx, {
          schoolId: school.id,
          kind: "message",
          to: { PARENT: ids },
          params: { title: "Réunion", body: "Réunion des parents samedi à 9 h." },
        }),
      { timeout: 30_000 },
    );
  await measure("notify 1,000 parents: stored + push queued", 10, send);

  // the feed: one parent with 500 notifications
  const reader = parents[0]!.id;
  await db.notification.createMany({
    data: Array.from({ length: 480 }, (_, i) => ({
      userId: reader,
      schoolId: school.id,
      kind: "message",
      params: { title: `N${i}`, body: "…" },
    })),
  });
  const actor = await loadActor(db, reader);
  await measure("notifications.list, first page of 500", 200, () => listNotifications(db, actor!, {}));

  // one push job of 1,000 notifications, rendered and handed to the sender
  const job = await db.notification.findMany({
    where: { userId: { in: ids } },
    select: { id: true },
    distinct: ["userId"],
    take: 1000,
  });
  const start = performance.now();
  await deliverPush(db, sender, { ids: job.map((n) => n.id) });
  console.log(
    `${"push job of 1,000 notifications delivered".padEnd(42)} ${(performance.now() - start).toFixed(0).padStart(8)} ms   (${pushed.count} pushes to the recording sender)`,
  );

  // live: the delay from a commit to the connected client's next count
  const abort = new AbortController();
  const stream = unreadCounts(realtimeHub(), db, reader, abort.signal);
  await stream.next();
  const delays: number[] = [];
  for (let i = 0; i < 30; i++) {
    const sentAt = performance.now();
    await db.$transaction((tx) =>
      notify(tx, {
        schoolId: school.id,
        kind: "message",
        to: { PARENT: [reader] },
        params: { title: "Live", body: `${i}` },
      }),
    );
    await stream.next();
    delays.push(performance.now() - sentAt);
  }
  abort.abort();
  await stream.return();
  delays.sort((a, b) => a - b);
  console.log(
    `${"send → live stream's next count".padEnd(42)} p50 ${delays[15]!.toFixed(2).padStart(8)} ms   p95 ${delays[28]!.toFixed(2).padStart(8)} ms   (30 runs, commit included)`,
  );
  await closeRealtimeHub();
  await closeJobQueue();
  setPushSender(null);
}
