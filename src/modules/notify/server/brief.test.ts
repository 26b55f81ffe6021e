import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { composeNotificationMail } from "~/modules/notify/server/notification-mail";
import { briefWindow } from "~/modules/notify/domain/window";
import { db } from "~/platform/db";
import { closeJobQueue, jobQueue, MAIL_QUEUE } from "~/platform/jobs/queue";
import { setSmsProvider } from "~/platform/sms/provider";
import { twilioProvider } from "~/platform/sms/twilio";
import { loadStudentSituation } from "~/modules/payments/server/student-situation";
import { callerAs, clientError, seedOnce } from "~/test/callers";
import { sendSchoolBrief, sendWeeklyBriefs } from "./send-weekly-briefs";
import { loadFamilyWeeks, loadTeacherWeeks } from "./week-facts";

vi.mock("~/env", async (original) => {
  const actual = await original<{ env: Record<string, unknown> }>();
  return { env: { ...actual.env, SMS_SEGMENT_PRICE: 500, NEXTAUTH_URL: "https://wasla.test" } };
});

/**
 * The weekly brief against the real database (issue 31): a child's week counted from what the school recorded, one
 * run per school and day even when two start at once, calm weeks kept from those who do not want them, the SMS
 * naming no child unless the school chose detailed messages, the e-mail channel, the teachers' brief and the preview.
 * Only Twilio's HTTP API is a recording fake.
 */
const sent: URLSearchParams[] = [];
const fakeFetch = (async (_url: string, init: RequestInit) => {
  sent.push(new URLSearchParams(String(init.body)));
  return new Response(JSON.stringify({ sid: `SM${sent.length}` }), { status: 201 });
}) as unknown as typeof fetch;

// Thursday 4 March 2027, at 17:00 in Algiers: the week is 26 Feb – 4 Mar, next week 5 – 11 Mar
const DAY = "2027-03-04";
const w = briefWindow(DAY, 17);
let schoolId: string;
let parentId: string;
let student: { id: string; name: string; classId: string };
let classSubjectId: string;
let teacherId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  await jobQueue();
  parentId = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id;
  const link = await db.parentLink.findFirstOrThrow({
    where: { parentId, student: { schoolId, enrollments: { some: { class: { schoolYear: { isCurrent: true } } } } } },
    select: {
      student: {
        select: {
          id: true,
          user: { select: { name: true } },
          enrollments: { where: { class: { schoolYear: { isCurrent: true } } }, select: { classId: true } },
        },
      },
    },
  });
  student = { id: link.student.id, name: link.student.user.name, classId: link.student.enrollments[0]!.classId };
  const cs = await db.classSubject.findFirstOrThrow({
    where: { classId: student.classId, teacherId: { not: null } },
    select: { id: true, teacherId: true },
  });
  classSubjectId = cs.id;
  teacherId = cs.teacherId!;
});
afterAll(async () => {
  setSmsProvider(null);
  await closeJobQueue();
});

const record = (date: string, extra: { title?: string } = {}) =>
  db.sessionRecord.create({
    data: {
      schoolId,
      classId: student.classId,
      classSubjectId,
      date: new Date(`${date}T00:00:00Z`),
      startMinute: 480,
      endMinute: 540,
      ...extra,
    },
  });

describe("a child's week", () => {
  it("counts the week's absences, 'present without report', homework not done, released marks, fees due and next week's events", async () => {
    const before = (await loadFamilyWeeks(db, schoolId, w, [student.id])).weeks.get(student.id)!;
    const absent = await record("2027-03-01");
    const late = await record("2027-03-02");
    const outside = await record("2027-02-20");
    await db.attendanceMark.createMany({
      data: [
        { sessionId: absent.id, studentId: student.id, status: "ABSENT" },
        { sessionId: late.id, studentId: student.id, status: "PRESENT_NO_REPORT" },
        { sessionId: outside.id, studentId: student.id, status: "ABSENT" },
      ],
    });
    const due = new Date("2027-03-03T00:00:00Z");
    const [undone, done] = await Promise.all([
      db.homework.create({
        data: { schoolId, classId: student.classId, classSubjectId, description: "Exercices 4 à 7", dueOn: due },
      }),
      db.homework.create({
        data: { schoolId, classId: student.classId, classSubjectId, description: "Lire le chapitre 3", dueOn: due },
      }),
    ]);
    await db.homeworkState.create({ data: { homeworkId: done.id, studentId: student.id, doneAt: new Date() } });
    expect(undone.id).toBeTruthy();
    const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" } });
    const event = (title: string, startsAt: string, extra: object = {}) =>
      db.schoolEvent.create({
        data: {
          schoolId,
          slug: `brief-${title}-${Date.now()}`,
          title,
          startsAt: new Date(startsAt),
          audience: "CLASS",
          classId: student.classId,
          createdById: admin.id,
          ...extra,
        },
      });
    await event("sortie", "2027-03-08T09:00:00+01:00");
    await event("annulee", "2027-03-09T09:00:00+01:00", { cancelledAt: new Date() });
    await event("trop-tard", "2027-03-20T09:00:00+01:00");

    const after = (await loadFamilyWeeks(db, schoolId, w, [student.id])).weeks.get(student.id)!;
    expect(after.absences - before.absences).toBe(1);
    expect(after.noReport - before.noReport).toBe(1);
    expect(after.homeworkNotDone - before.homeworkNotDone).toBe(1);
    expect(after.events - before.events).toBe(1);
    const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true } });
    const situation = await loadStudentSituation(db, student.id, year.id, "2027-03");
    expect(after.feesDue).toBe(Math.max(0, situation.totals.overdue));
    expect(after).toMatchObject({ child: student.name, studentId: student.id, classId: student.classId });
  });

  it("counts the marks of report cards released since the last brief, not before", async () => {
    const term = await db.term.findFirstOrThrow({
      where: { schoolYear: { schoolId, isCurrent: true } },
      orderBy: { startsOn: "asc" },
    });
    const marks = await db.grade.count({
      where: {
        studentId: student.id,
        status: "MARK",
        evaluation: { termId: term.id, classSubject: { classId: student.classId } },
      },
    });
    const admin = await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" } });
    await db.reportCardRelease.upsert({
      where: { classId_termId: { classId: student.classId, termId: term.id } },
      create: {
        classId: student.classId,
        termId: term.id,
        publishedById: admin.id,
        publishedAt: new Date("2027-03-02T10:00:00+01:00"),
      },
      update: { publishedAt: new Date("2027-03-02T10:00:00+01:00") },
    });
    expect((await loadFamilyWeeks(db, schoolId, w, [student.id])).weeks.get(student.id)!.newMarks).toBe(marks);
    expect(
      (await loadFamilyWeeks(db, schoolId, briefWindow("2027-03-11", 17), [student.id])).weeks.get(student.id)!
        .newMarks,
    ).toBe(0);
  });
});

describe("sending the brief", () => {
  it("two runs at once send it once; each parent gets one per child; calm weeks only to those who want them", async () => {
    const school = await db.school.update({
      where: { id: schoolId },
      data: { briefDay: 4, briefHour: 17 },
      select: { id: true, briefHour: true, schoolDays: true },
    });
    const calmParent = await db.parentLink.findFirstOrThrow({
      where: { parentId: { not: parentId }, student: { schoolId } },
      select: { parentId: true },
    });
    await db.user.update({ where: { id: calmParent.parentId }, data: { briefWhenCalm: false } });
    const { weeks, parents } = await loadFamilyWeeks(db, schoolId, w);
    const calm = (id: string) => {
      const k = weeks.get(id)!;
      return !(k.absences || k.noReport || k.homeworkNotDone || k.newMarks || k.feesDue || k.events);
    };
    const expected = parents.filter((p) => p.briefWhenCalm || !calm(p.studentId)).length;

    const runs = await Promise.all([sendSchoolBrief(db, school, DAY), sendSchoolBrief(db, school, DAY)]);
    expect(runs.filter((r) => r === null)).toHaveLength(1);
    const run = runs.find((r) => r !== null)!;
    expect(run.families).toBe(expected);
    const stored = await db.notification.findMany({
      where: { schoolId, kind: "brief.weekly" },
      select: { userId: true, params: true },
    });
    expect(stored).toHaveLength(expected);
    const mine = stored.find((n) => n.userId === parentId && (n.params as { student: string }).student === student.id)!;
    expect(mine.params).toMatchObject({
      child: student.name,
      absences: expect.any(Number),
      noReport: expect.any(Number),
      homeworkNotDone: expect.any(Number),
    });
    const calmOnes = parents.filter((p) => p.parentId === calmParent.parentId && calm(p.studentId)).length;
    expect(stored.filter((n) => n.userId === calmParent.parentId)).toHaveLength(
      parents.filter((p) => p.parentId === calmParent.parentId).length - calmOnes,
    );
    expect(
      await db.briefRun.findUniqueOrThrow({
        where: { schoolId_week: { schoolId, week: new Date(`${DAY}T00:00:00Z`) } },
      }),
    ).toMatchObject({ families: expected });
    // the parent reads it in the feed, in their language
    const feed = await (await callerAs("PARENT")).notifications.list({});
    expect(JSON.stringify(feed)).toContain(student.name);
  });

  it("the hourly tick sends only the schools whose day and hour have come", async () => {
    await db.school.update({ where: { id: schoolId }, data: { briefDay: 0, briefHour: 9 } });
    expect(await sendWeeklyBriefs(db, new Date("2027-03-07T07:30:00Z"))).toEqual([]); // Sunday 08:30
    const sunday = await sendWeeklyBriefs(db, new Date("2027-03-07T08:05:00Z")); // Sunday 09:05
    expect(sunday.map((s) => s.schoolId)).toEqual([schoolId]);
    expect(await sendWeeklyBriefs(db, new Date("2027-03-07T10:05:00Z"))).toEqual([]); // later that day: already sent
    await db.school.update({ where: { id: schoolId }, data: { holidayMode: true } });
    expect(await sendWeeklyBriefs(db, new Date("2027-03-14T08:05:00Z"))).toEqual([]); // on holiday: none
    await db.school.update({ where: { id: schoolId }, data: { holidayMode: false, briefDay: null } });
    expect(await sendWeeklyBriefs(db, new Date("2027-03-21T08:05:00Z"))).toEqual([]); // no brief chosen
  });

  it("a teacher's brief: the sessions of the week with no textbook entry, homework to correct", async () => {
    const slot = await db.timetableSlot.findFirstOrThrow({
      where: { classSubject: { teacherId }, class: { schoolYear: { isCurrent: true } } },
      select: { id: true, weekday: true, classId: true, classSubjectId: true, createdAt: true },
    });
    const before = (await loadTeacherWeeks(db, schoolId, w, [0, 1, 2, 3, 4])).get(teacherId)!;
    // that weekday in the week 26 Feb – 4 Mar, given an entry
    const day = ["2027-02-28", "2027-03-01", "2027-03-02", "2027-03-03", "2027-03-04", "2027-02-26", "2027-02-27"][
      slot.weekday
    ]!;
    await db.sessionRecord.create({
      data: {
        schoolId,
        classId: slot.classId,
        classSubjectId: slot.classSubjectId,
        slotId: slot.id,
        date: new Date(`${day}T00:00:00Z`),
        startMinute: 480,
        endMinute: 540,
        title: "Chapitre 5",
      },
    });
    const after = (await loadTeacherWeeks(db, schoolId, w, [0, 1, 2, 3, 4])).get(teacherId)!;
    if ([0, 1, 2, 3, 4].includes(slot.weekday)) expect(before.missingEntries - after.missingEntries).toBe(1);
    const hw = await db.homework.create({
      data: {
        schoolId,
        classId: student.classId,
        classSubjectId,
        teacherId,
        description: "Rédaction",
        dueOn: new Date("2027-03-02T00:00:00Z"),
      },
    });
    await db.homeworkState.create({ data: { homeworkId: hw.id, studentId: student.id, doneAt: new Date() } });
    expect((await loadTeacherWeeks(db, schoolId, w, [0, 1, 2, 3, 4])).get(teacherId)!.uncorrected).toBe(
      after.uncorrected + 1,
    );
  });
});

describe("the brief's channels", () => {
  it("by SMS, without detailed messages: no child's name, no count — and a preview with its cost", async () => {
    setSmsProvider(
      twilioProvider({ accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "t", from: "WASLA" }, fakeFetch),
    );
    await db.school.update({ where: { id: schoolId }, data: { smsMonthlyBudget: 1_000_000, detailedPushes: false } });
    await db.user.update({
      where: { id: parentId },
      data: { notifyChannel: "SMS", phone: "+213550123456", phoneBouncedAt: null },
    });
    const school = await db.school.findUniqueOrThrow({
      where: { id: schoolId },
      select: { id: true, briefHour: true, schoolDays: true },
    });
    await sendSchoolBrief(db, school, "2027-03-11");
    const sms = await db.smsMessage.findMany({ where: { userId: parentId } });
    expect(sms.length).toBeGreaterThan(0);
    for (const m of sms) {
      expect(m.text).not.toContain(student.name.split(" ")[0]!);
      expect(m.text).toMatch(/disponible dans Wasla|ready in Wasla|جاهز في وصلة/);
    }
    // none of them also pushed
    expect(await db.notification.count({ where: { userId: parentId, kind: "brief.weekly" } })).toBeGreaterThan(0);

    const preview = await (await callerAs("ADMIN")).brief.preview({ schoolId, index: 0 });
    expect(preview.total).toBeGreaterThan(0);
    expect(preview.week).not.toBeNull();
    expect(preview.segmentPrice).toBe(500);
  });

  it("by e-mail: a mail job in the same transaction, the words only where the school chose detailed messages", async () => {
    await db.user.update({ where: { id: parentId }, data: { notifyChannel: "EMAIL", emailVerifiedAt: new Date() } });
    await db.school.update({ where: { id: schoolId }, data: { detailedPushes: true } });
    const school = await db.school.findUniqueOrThrow({
      where: { id: schoolId },
      select: { id: true, briefHour: true, schoolDays: true },
    });
    await sendSchoolBrief(db, school, "2027-03-18");
    const last = await db.notification.findFirstOrThrow({
      where: { userId: parentId, kind: "brief.weekly" },
      orderBy: { createdAt: "desc" },
    });
    const jobs = await db.$queryRawUnsafe<{ data: { kind: string; id: string } }[]>(
      `SELECT data FROM pgboss.job WHERE name = $1`,
      MAIL_QUEUE,
    );
    expect(jobs.map((j) => j.data.id)).toContain(last.id);
    const mail = await composeNotificationMail(db, last.id);
    expect(mail).toMatchObject({ to: "parent@wasla.dz" });
    expect(mail!.text).toContain((last.params as { child: string }).child);
    expect(mail!.text).toContain("https://wasla.test/");
    await db.school.update({ where: { id: schoolId }, data: { detailedPushes: false } });
    const plain = await composeNotificationMail(db, last.id);
    expect(plain!.text).not.toContain((last.params as { child: string }).child);
    // the owner went back to push: nothing is mailed
    await db.user.update({ where: { id: parentId }, data: { notifyChannel: "PUSH" } });
    expect(await composeNotificationMail(db, last.id)).toBeNull();
  });

  it("a parent chooses e-mail only with a confirmed address, and calm weeks or not", async () => {
    const parent = await callerAs("PARENT");
    await db.user.update({ where: { id: parentId }, data: { emailVerifiedAt: null } });
    await expect(parent.account.setNotifyChannel({ channel: "EMAIL" })).rejects.toThrow();
    await db.user.update({ where: { id: parentId }, data: { emailVerifiedAt: new Date() } });
    expect(await parent.account.setNotifyChannel({ channel: "EMAIL" })).toEqual({ channel: "EMAIL" });
    await parent.account.setBriefWhenCalm({ whenCalm: false });
    expect((await db.user.findUniqueOrThrow({ where: { id: parentId } })).briefWhenCalm).toBe(false);
  });
});

describe("sending the brief now", () => {
  it("an admin sends today's brief; a second time the same day is refused; the scheduled run then finds the day taken", async () => {
    await db.briefRun.deleteMany({ where: { schoolId } });
    const admin = await callerAs("ADMIN");
    const run = await admin.brief.sendNow({ schoolId });
    expect(run.families).toBeGreaterThan(0);
    expect(await clientError(admin.brief.sendNow({ schoolId }))).toMatchObject({
      code: "CONFLICT",
      messageKey: "brief.error.alreadySent",
    });
    expect((await admin.brief.settings({ schoolId })).last).toMatchObject({ families: run.families });
  });
});
