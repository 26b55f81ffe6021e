import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createDb, db, type Db } from "~/platform/db";
import { startMailWorker } from "~/platform/mail/queue";
import { startReminderWorker } from "~/modules/payments/server/reminder-job";
import { setPushSender } from "~/platform/push/sender";
import { startPushWorker } from "~/platform/push/worker";
import { closeJobQueue, jobQueue, MAIL_QUEUE, PUSH_QUEUE, REMINDER_QUEUE } from "./queue";
import { startJobWorkers } from "./start";

/** The PostgreSQL server of the run, if any: the deadlock and the unreachable start need a real server. */
const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const onPostgres = it.skipIf(!serverUrl);

const installed = globalThis as unknown as { __waslaDb?: Db };
const fileDb = installed.__waslaDb;

afterEach(async () => {
  await closeJobQueue();
  installed.__waslaDb = fileDb;
  setPushSender(null);
});
afterAll(() => closeJobQueue());

describe("the job queue's start", () => {
  // this file's database is fresh: pg-boss has no schema and no queue in it yet (5 of 5 tries deadlocked before)
  it("starts the push, mail and reminder workers asked for at the same moment, each queue made once", async () => {
    setPushSender({ send: async (messages) => messages.map(() => "sent" as const) });
    const workers = await Promise.all([startPushWorker(), startMailWorker(), startReminderWorker()]);
    expect(workers.every((id) => typeof id === "string")).toBe(true);
    const queues = (await (await jobQueue()).getQueues()).map((q) => q.name);
    expect(queues).toEqual(expect.arrayContaining([PUSH_QUEUE, MAIL_QUEUE, REMINDER_QUEUE]));
    expect(
      await db.$queryRaw<
        { n: number }[]
      >`SELECT count(*)::int AS n FROM pgboss.queue WHERE name IN ('push', 'mail', 'payment-reminders')`,
    ).toEqual([{ n: 3 }]);
  });

  onPostgres("starts afresh after a failed start (the database was not there yet)", async () => {
    const name = `wasla_test_late_${randomBytes(4).toString("hex")}`;
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const late = createDb({ databaseUrl: url.toString() });
    try {
      installed.__waslaDb = late;
      await expect(jobQueue()).rejects.toThrow(/does not exist/);
      await admin.query(`CREATE DATABASE ${name}`);
      const boss = await jobQueue();
      expect(await boss.getQueue(MAIL_QUEUE)).toMatchObject({ name: MAIL_QUEUE });
    } finally {
      await closeJobQueue();
      await late.$disconnect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});

describe("startJobWorkers", () => {
  it("starts the workers one after the other, and after a failure only those not started yet", async () => {
    const events: string[] = [];
    let mailFailures = 1;
    const worker = (name: string) => async () => {
      events.push(`${name} starting`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (name === "mail" && mailFailures-- > 0) {
        events.push("mail failed");
        throw new Error("database not reachable yet");
      }
      events.push(`${name} started`);
    };
    startJobWorkers(10, [
      ["push", worker("push")],
      ["mail", worker("mail")],
      ["reminders", worker("reminders")],
    ]);
    await expect.poll(() => events.at(-1), { timeout: 2_000 }).toBe("reminders started");
    expect(events).toEqual([
      "push starting",
      "push started",
      "mail starting",
      "mail failed",
      "mail starting",
      "mail started",
      "reminders starting",
      "reminders started",
    ]);
  });
});
