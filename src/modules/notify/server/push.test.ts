import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { closeJobQueue, jobQueue, PUSH_QUEUE } from "~/platform/jobs/queue";
import { setPushSender, type PushMessage, type PushOutcome, type PushSender } from "~/platform/push/sender";
import { startPushWorker } from "~/platform/push/worker";
import { endLoginSession, startLoginSession } from "~/platform/auth/login-sessions";
import { callerAs, callerForUser, callerInSession, clientError, seedOnce } from "~/test/callers";
import { deliverPush, PUSH_BURST } from "./deliver-push";
import { enqueuePush } from "./enqueue-push";
import { notify } from "./notify";
import { cardContent } from "~/test/card-content";

/**
 * Web push against the real database and a real pg-boss queue; only Firebase (beyond the network) is a recording
 * fake behind the PushSender interface. Devices are the caller's own; pushes are queued in the action's
 * transaction, wait for the school's quiet hours, reach only devices of the notification's owner in their language,
 * and a dead token is deleted.
 */
class RecordingSender implements PushSender {
  sent: PushMessage[] = [];
  /** what the provider answers per token (default "sent"); "throw": it is unreachable */
  answers = new Map<string, PushOutcome>();
  down = false;
  async send(messages: readonly PushMessage[]) {
    if (this.down) throw new Error("Firebase unreachable");
    this.sent.push(...messages);
    return messages.map((m) => this.answers.get(m.token) ?? "sent");
  }
}

let schoolId: string;
let parents: string[];
let studentUser: string;
/** the first parent's signed-in browser, for devices written straight to the database */
let parentSession: string;
const sender = new RecordingSender();
const token = (name: string) => `test-token-${name}-${"x".repeat(30)}`;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  const student = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: { userId: true, parents: { select: { parentId: true } } },
  });
  parents = student.parents.map((p) => p.parentId);
  studentUser = student.userId;
  parentSession = await startLoginSession(db, parents[0]!);
  setPushSender(sender);
  await jobQueue();
  // pushes ring at any hour unless a test sets quiet hours
  await db.school.update({
    where: { id: schoolId },
    data: { pushSchedule: { quietFrom: null, quietTo: null, resultsAt: null } },
  });
});
afterEach(async () => {
  await db.pushDevice.deleteMany({ where: { token: { startsWith: "test-token-" } } });
  await db.school.update({
    where: { id: schoolId },
    data: { pushSchedule: { quietFrom: null, quietTo: null, resultsAt: null } },
  });
  sender.sent = [];
  sender.answers.clear();
  sender.down = false;
});
afterAll(async () => {
  await closeJobQueue();
  setPushSender(null);
});

const jobs = async () =>
  db.$queryRawUnsafe<{ data: { ids: string[]; tokens?: string[] }; start_after: Date; state: string }[]>(
    `SELECT data, start_after, state::text FROM pgboss.job WHERE name = $1 ORDER BY start_after`,
    PUSH_QUEUE,
  );
const clearJobs = () => db.$executeRawUnsafe(`DELETE FROM pgboss.job WHERE name = $1`, PUSH_QUEUE);

describe("conversations: the teachers' hours and a muted conversation (issue 30)", () => {
  afterAll(() => db.school.update({ where: { id: schoolId }, data: { messagingRules: Prisma.DbNull } }));

  it("outside the hours the teacher's bell rings but their phone does not; inside, it does; muted, neither", async () => {
    const teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } })).id;
    const sara = await db.student.findFirstOrThrow({
      where: { schoolId, user: { email: "student@wasla.dz" } },
      select: { id: true },
    });
    await (
      await callerInSession(teacherId)
    ).caller.notifications.registerDevice({ token: token("teacher"), locale: "fr" });
    const parent = await callerForUser(parents[0]!);
    const { conversationId } = await parent.messages.start({
      schoolId,
      to: teacherId,
      studentId: sara.id,
      body: "Bonjour.",
    });
    const write = async () => {
      await clearJobs();
      const form = new FormData();
      form.set("fields", JSON.stringify({ conversationId, body: "Une question." }));
      await parent.messages.send(form);
      const note = await db.notification.findFirst({
        where: { userId: teacherId, url: `/messages/${conversationId}` },
        orderBy: { createdAt: "desc" },
        select: { id: true, createdAt: true },
      });
      const queued = (await jobs()).flatMap((j) => j.data.ids);
      return { note, pushed: !!note && queued.includes(note.id) };
    };
    // no day at all: always outside the hours
    await db.school.update({
      where: { id: schoolId },
      data: { messagingRules: { hoursFrom: "08:00", hoursTo: "16:30", days: [], parentsToTeachers: true } },
    });
    const outside = await write();
    expect(outside.note).not.toBeNull();
    expect(outside.pushed).toBe(false);
    // every day, all day: inside
    await db.school.update({
      where: { id: schoolId },
      data: {
        messagingRules: { hoursFrom: "00:00", hoursTo: "23:59", days: [0, 1, 2, 3, 4, 5, 6], parentsToTeachers: true },
      },
    });
    const inside = await write();
    expect(inside.pushed).toBe(true);
    // muted by the teacher: no new notification, no push (the message still counts unread in their list)
    await (await callerForUser(teacherId)).messages.mute({ conversationId, muted: true });
    const before = await db.notification.count({ where: { userId: teacherId, url: `/messages/${conversationId}` } });
    const muted = await write();
    expect(await db.notification.count({ where: { userId: teacherId, url: `/messages/${conversationId}` } })).toBe(
      before,
    );
    expect(muted.pushed).toBe(false);
    expect(
      (await (await callerForUser(teacherId)).messages.list({ schoolId })).find((c) => c.id === conversationId),
    ).toMatchObject({ muted: true });
    expect(
      (await (await callerForUser(teacherId)).messages.list({ schoolId })).find((c) => c.id === conversationId)!.unread,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe("devices", () => {
  it("registers my browser, moves a known token to whoever is signed in on it now, replaces a refreshed one, and forgets only my own", async () => {
    const { caller: parent } = await callerInSession(parents[0]!);
    const { caller: student } = await callerInSession(studentUser);
    await parent.notifications.registerDevice({ token: token("shared"), locale: "ar" });
    // the same browser, another account: the token now belongs to the student alone
    await student.notifications.registerDevice({ token: token("shared"), locale: "fr" });
    expect(await db.pushDevice.findUniqueOrThrow({ where: { token: token("shared") } })).toMatchObject({
      userId: studentUser,
      locale: "fr",
    });
    // the parent cannot unregister it any more
    expect(await parent.notifications.unregisterDevice({ token: token("shared") })).toEqual({ count: 0 });
    // a refreshed token replaces the old one
    await student.notifications.registerDevice({
      token: token("renewed"),
      previousToken: token("shared"),
      locale: "fr",
    });
    expect(await db.pushDevice.count({ where: { token: { in: [token("shared"), token("renewed")] } } })).toBe(1);
    expect(await student.notifications.unregisterDevice({ token: token("renewed") })).toEqual({ count: 1 });
    expect((await clientError(parent.notifications.registerDevice({ token: "short", locale: "fr" }))).code).toBe(
      "BAD_REQUEST",
    );
    // a caller with no browser behind it (seed, script) has nothing to register
    expect(
      (
        await clientError(
          (await callerForUser(studentUser)).notifications.registerDevice({ token: token("nobody"), locale: "fr" }),
        )
      ).code,
    ).toBe("FORBIDDEN");
  });

  it("binds a token to the login session: signing out of it ends its pushes, another session's devices stay (issue 27, 5b)", async () => {
    const phone = await callerInSession(parents[0]!);
    const laptop = await callerInSession(parents[0]!);
    await phone.caller.notifications.registerDevice({ token: token("phone"), locale: "fr" });
    await laptop.caller.notifications.registerDevice({ token: token("laptop"), locale: "fr" });
    // the laptop's browser got a new token without naming the old one: it replaces the laptop's binding only
    await laptop.caller.notifications.registerDevice({ token: token("laptop-2"), locale: "fr" });
    const mine = async () =>
      (
        await db.pushDevice.findMany({
          where: { userId: parents[0]!, token: { startsWith: "test-token-" } },
          select: { token: true },
          orderBy: { token: "asc" },
        })
      ).map((d) => d.token);
    expect(await mine()).toEqual([token("laptop-2"), token("phone")]);
    // signing out of the phone (next-auth's signOut event) ends the phone's pushes, not the laptop's
    await endLoginSession(db, phone.loginSessionId);
    expect(await mine()).toEqual([token("laptop-2")]);
  });

  it("never pushes someone's notifications to a browser now signed in as someone else (issue 27, 5b)", async () => {
    const parent = await callerInSession(parents[0]!);
    await parent.caller.notifications.registerDevice({ token: token("family-pc"), locale: "fr" });
    // the parent signs out on that computer and the student signs in there, without turning pushes on
    await endLoginSession(db, parent.loginSessionId);
    await callerInSession(studentUser);
    const [forParent] = await db.notification.createManyAndReturn({
      data: [{ userId: parents[0]!, schoolId, kind: "absence.decided", params: { accepted: 1, count: 1 } }],
      select: { id: true },
    });
    await deliverPush(db, sender, { ids: [forParent!.id] });
    expect(sender.sent.map((m) => m.token)).not.toContain(token("family-pc"));
  });

  it("keeps at most 10 browsers per person, forgetting the longest silent", async () => {
    for (let i = 0; i < 12; i++)
      await (
        await callerInSession(parents[0]!)
      ).caller.notifications.registerDevice({ token: token(`many-${i}`), locale: "fr" });
    const kept = await db.pushDevice.findMany({
      where: { userId: parents[0]!, token: { startsWith: "test-token-many-" } },
      select: { token: true },
    });
    expect(kept).toHaveLength(10);
    expect(kept.map((d) => d.token)).not.toContain(token("many-0"));
    await db.pushDevice.deleteMany({ where: { token: { startsWith: "test-token-many-" } } });
  });
});

describe("queueing", () => {
  it("queues in the action's transaction, only for people with a device, and never for a rolled-back action", async () => {
    await clearJobs();
    await db.pushDevice.create({
      data: { userId: parents[0]!, loginSessionId: parentSession, token: token("q1"), locale: "fr" },
    });
    await db.$transaction((tx) =>
      notify(tx, { schoolId, kind: "absence.decided", to: { PARENT: parents }, params: { accepted: 1, count: 1 } }),
    );
    const [job] = await jobs();
    const withDevice = await db.notification.findMany({
      where: { id: { in: job!.data.ids } },
      select: { userId: true },
    });
    expect(withDevice.map((n) => n.userId)).toEqual([parents[0]]);

    await expect(
      db.$transaction(async (tx) => {
        await notify(tx, {
          schoolId,
          kind: "absence.decided",
          to: { PARENT: parents },
          params: { accepted: 0, count: 1 },
        });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    expect(await jobs()).toHaveLength(1);
    await db.pushDevice.delete({ where: { token: token("q1") } });
  });

  it("waits for the end of the school's quiet hours, and results for the school's results time", async () => {
    await clearJobs();
    await db.school.update({
      where: { id: schoolId },
      data: { pushSchedule: { quietFrom: "20:00", quietTo: "07:00", resultsAt: "18:00" } },
    });
    await db.pushDevice.create({
      data: { userId: parents[0]!, loginSessionId: parentSession, token: token("quiet"), locale: "fr" },
    });
    const at = (iso: string) => new Date(iso);
    await db.$transaction(async (tx) => {
      const rows = await tx.notification.createManyAndReturn({
        data: [
          { userId: parents[0]!, schoolId, kind: "message", params: { title: "Soir", body: "…" } },
          { userId: parents[0]!, schoolId, kind: "reportCard.published", params: { term: 1 } },
        ],
        select: { id: true, userId: true, schoolId: true, kind: true },
      });
      const schedules = new Map([
        [schoolId, (await tx.school.findUniqueOrThrow({ where: { id: schoolId } })).pushSchedule],
      ]);
      // 21:30 in Algeria: the message waits until 07:00; the card until 18:00 the next day
      await enqueuePush(tx, rows.slice(0, 1), schedules, at("2026-11-24T21:30:00+01:00"));
      await enqueuePush(tx, rows.slice(1), schedules, at("2026-11-24T21:30:00+01:00"));
    });
    expect((await jobs()).map((j) => j.start_after.toISOString())).toEqual([
      at("2026-11-25T07:00:00+01:00").toISOString(),
      at("2026-11-25T18:00:00+01:00").toISOString(),
    ]);
    await db.school.update({
      where: { id: schoolId },
      data: { pushSchedule: { quietFrom: null, quietTo: null, resultsAt: null } },
    });
    await db.pushDevice.delete({ where: { token: token("quiet") } });
    await clearJobs();
  });
});

describe("results day's waves", () => {
  it("classes published for the results time are pushed 5 minutes apart in publication order, two at once taking two waves; the staff see the plan", async () => {
    await clearJobs();
    // the results time three hours from now, in Algeria (UTC+1): a fixed 18:00 failed when the test ran at 18:00 itself
    const resultsHour = (new Date(Date.now() + 3_600_000).getUTCHours() + 3) % 24;
    await db.school.update({
      where: { id: schoolId },
      data: {
        pushSchedule: { quietFrom: null, quietTo: null, resultsAt: `${String(resultsHour).padStart(2, "0")}:00` },
      },
    });
    const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
    const term = await db.term.findFirstOrThrow({ where: { schoolYearId: year.id, number: 2 }, select: { id: true } });
    const classes = await db.schoolClass.findMany({
      where: { schoolYearId: year.id, enrollments: { some: { student: { parents: { some: {} } } } } },
      orderBy: { name: "asc" },
      take: 3,
      select: {
        id: true,
        name: true,
        enrollments: {
          take: 1,
          where: { student: { parents: { some: {} } } },
          select: { student: { select: { id: true, parents: { take: 1, select: { parentId: true } } } } },
        },
      },
    });
    expect(classes).toHaveLength(3);
    const content = cardContent();
    const waveParents: string[] = [];
    for (const cls of classes) {
      const { student } = cls.enrollments[0]!;
      await db.reportCardRelease.deleteMany({ where: { classId: cls.id, termId: term.id } });
      await db.reportCard.upsert({
        where: { studentId_termId: { studentId: student.id, termId: term.id } },
        create: { schoolId, studentId: student.id, classId: cls.id, termId: term.id, content, averageHundredths: 1200 },
        update: {},
      });
      const parentId = student.parents[0]!.parentId;
      waveParents.push(parentId);
      await db.pushDevice.create({
        data: {
          userId: parentId,
          loginSessionId: await startLoginSession(db, parentId),
          token: token(`wave-${cls.name}`),
          locale: "fr",
        },
      });
    }
    const admin = await callerAs("ADMIN");
    await admin.reportCards.setRelease({ classId: classes[0]!.id, termId: term.id, released: true });
    await Promise.all(
      classes.slice(1).map((cls) => admin.reportCards.setRelease({ classId: cls.id, termId: term.id, released: true })),
    );

    const releases = await db.reportCardRelease.findMany({
      where: { termId: term.id, classId: { in: classes.map((c) => c.id) } },
      select: { classId: true, pushAt: true },
    });
    const times = releases.map((r) => r.pushAt!.getTime()).sort((a, b) => a - b);
    const moment = times[0]!;
    // the results time in Algeria (UTC+1), its next occurrence
    expect(new Date(moment).getUTCHours()).toBe((resultsHour + 23) % 24);
    expect(times).toEqual([moment, moment + 5 * 60_000, moment + 10 * 60_000]);
    expect(releases.find((r) => r.classId === classes[0]!.id)!.pushAt!.getTime()).toBe(moment);
    // each family's push waits for its class's wave
    const queued = await db.$queryRawUnsafe<{ start_after: Date; data: { ids: string[] } }[]>(
      `SELECT start_after, data FROM pgboss.job WHERE name = $1`,
      PUSH_QUEUE,
    );
    const notes = await db.notification.findMany({
      where: { kind: "reportCard.published", userId: { in: waveParents } },
      select: { id: true, userId: true },
    });
    const pushAtOf = (parentId: string) =>
      queued
        .find((j) => j.data.ids.some((id) => notes.some((n) => n.id === id && n.userId === parentId)))!
        .start_after.getTime();
    expect(waveParents.map(pushAtOf).sort((a, b) => a - b)).toEqual(times);
    // the staff see the plan, in wave order
    const plan = (await admin.reportCards.ofClass({ classId: classes[0]!.id, termId: term.id })).plan;
    expect(plan.map((w) => w.pushAt.getTime())).toEqual(times);
    expect(plan[0]!.className).toBe(classes[0]!.name);
    for (const cls of classes)
      await admin.reportCards.setRelease({ classId: cls.id, termId: term.id, released: false });
    await clearJobs();
  });
});

describe("delivering", () => {
  it("pushes to the owner's devices in each device's language, deletes dead tokens, retries failed ones, skips what was read", async () => {
    const p = parents[0]!;
    await db.pushDevice.createMany({
      data: [
        { userId: p, loginSessionId: parentSession, token: token("ar"), locale: "ar" },
        { userId: p, loginSessionId: parentSession, token: token("dead"), locale: "fr" },
        { userId: p, loginSessionId: parentSession, token: token("flaky"), locale: "en" },
      ],
    });
    const stored = await db.notification.createManyAndReturn({
      data: [
        { userId: p, schoolId, kind: "absence.decided", params: { accepted: 1, count: 2 }, url: "/absences" },
        {
          userId: p,
          schoolId,
          kind: "message",
          params: { title: "Sortie", body: "Jeudi au musée" },
          readAt: new Date(),
        },
      ],
      select: { id: true },
    });
    sender.answers.set(token("dead"), "dead");
    sender.answers.set(token("flaky"), "failed");
    const result = await deliverPush(db, sender, { ids: stored.map((s) => s.id) });
    expect(sender.sent).toHaveLength(3); // the read message is not pushed
    const arabic = sender.sent.find((m) => m.token === token("ar"))!;
    expect(arabic.body).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.url).toBe(`/api/notifications/${stored[0]!.id}/open?locale=ar`);
    // the school chose no detailed pushes (the default): the app's name, and where it came from
    expect(arabic.title).toBe("وصلة");
    expect(arabic.body).toContain((await db.school.findUniqueOrThrow({ where: { id: schoolId } })).name);
    expect(result).toEqual({ sent: 1, dead: 1, retry: { ids: [stored[0]!.id], tokens: [token("flaky")], attempt: 1 } });
    expect(await db.pushDevice.findUnique({ where: { token: token("dead") } })).toBeNull();

    // the retry goes to the failed device alone
    sender.sent = [];
    sender.answers.clear();
    await deliverPush(db, sender, result.retry!);
    expect(sender.sent.map((m) => m.token)).toEqual([token("flaky")]);
    await db.pushDevice.deleteMany({ where: { token: { in: [token("ar"), token("flaky")] } } });
  });

  it("says how many instead of a burst", async () => {
    const p = parents[0]!;
    await db.pushDevice.create({
      data: { userId: p, loginSessionId: parentSession, token: token("burst"), locale: "fr" },
    });
    const stored = await db.notification.createManyAndReturn({
      data: Array.from({ length: PUSH_BURST + 2 }, (_, i) => ({
        userId: p,
        schoolId,
        kind: "message",
        params: { title: `T${i}`, body: "…" },
      })),
      select: { id: true },
    });
    await deliverPush(db, sender, { ids: stored.map((s) => s.id) });
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]!.body).toBe(`${PUSH_BURST + 2} nouvelles notifications`);
    await db.pushDevice.delete({ where: { token: token("burst") } });
  });

  it("a queue stopped when the action happened (a restart) pushes once it runs; a Firebase outage is retried", async () => {
    await clearJobs();
    const later = parents[1] ?? parents[0]!;
    await db.pushDevice.create({
      data: { userId: later, loginSessionId: await startLoginSession(db, later), token: token("later"), locale: "fr" },
    });
    const admin = await callerAs("ADMIN");
    const fourAm1 = await db.schoolClass.findFirstOrThrow({ where: { schoolId, name: "4AM1" }, select: { id: true } });
    sender.down = true;
    await admin.notifications.send({
      schoolId,
      audience: { kind: "classParents", classId: fourAm1.id },
      title: "Réunion",
      body: "Réunion des parents samedi.",
    });
    expect(await jobs()).toHaveLength(1);

    // the worker starts after the action; Firebase is down at first: nothing sent, the job waits for a retry
    const worker = await startPushWorker();
    expect(worker).not.toBeNull();
    await until(async () => (await jobs())[0]?.state === "retry");
    expect(sender.sent).toHaveLength(0);

    sender.down = false;
    await db.$executeRawUnsafe(
      `UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state = 'retry'`,
      PUSH_QUEUE,
    );
    await until(async () => sender.sent.length > 0);
    // a private push (the school's default): the app's name, not the message's title
    expect(sender.sent.map((m) => [m.token, m.title])).toEqual([[token("later"), "Wasla"]]);
    await (await jobQueue()).offWork(PUSH_QUEUE);
    await db.pushDevice.delete({ where: { token: token("later") } });
  });
});

describe("the school's push schedule", () => {
  it("is the administrator's to set, with both quiet-hour bounds or none, and says whether pushes are on", async () => {
    const admin = await callerAs("ADMIN");
    expect(await admin.notifications.pushSchedule({ schoolId })).toMatchObject({
      pushEnabled: true,
      detailedPushes: false,
    });
    const refused = await clientError(
      admin.notifications.updatePushSchedule({
        schoolId,
        quietFrom: "21:00",
        quietTo: "",
        resultsAt: "",
        detailedPushes: false,
      }),
    );
    expect(refused.fieldErrors).toEqual({ quietTo: { key: "notifications.schedule.bothBounds" } });
    expect(
      await admin.notifications.updatePushSchedule({
        schoolId,
        quietFrom: "21:00",
        quietTo: "06:30",
        resultsAt: "17:45",
        detailedPushes: true,
      }),
    ).toEqual({
      quietFrom: "21:00",
      quietTo: "06:30",
      resultsAt: "17:45",
      pushEnabled: true,
      detailedPushes: true,
    });
    expect(
      (
        await clientError(
          (await callerAs("TEACHER")).notifications.updatePushSchedule({
            schoolId,
            quietFrom: "",
            quietTo: "",
            resultsAt: "",
            detailedPushes: true,
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    await db.school.update({ where: { id: schoolId }, data: { detailedPushes: false } });
  });
});

async function until(condition: () => Promise<boolean>, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 200));
  }
}
