import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/platform/db";
import { closeJobQueue, jobQueue, SMS_QUEUE } from "~/platform/jobs/queue";
import { setSmsProvider } from "~/platform/sms/provider";
import { twilioProvider, twilioSignature } from "~/platform/sms/twilio";
import { notify } from "~/modules/notify/server/notify";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";
import { deliverSms, smsStatusReport } from "./deliver-sms";
import { queueSms } from "./queue-sms";

vi.mock("~/env", async (original) => {
  const actual = await original<{ env: Record<string, unknown> }>();
  return {
    env: {
      ...actual.env,
      SMS_SEGMENT_PRICE: 500,
      TWILIO_AUTH_TOKEN: "secret-token",
      NEXTAUTH_URL: "https://wasla.test",
    },
  };
});

/**
 * SMS against the real database and a real pg-boss queue (issue 31); only Twilio's HTTP API is a recording fake, at
 * its fetch: budgets and caps, the sending window, an outage that loses nothing, a bounce that marks the phone, the
 * delivery report, and a parent who chose SMS reached by it — with no child's detail unless the school chose it.
 */
const answers: Response[] = [];
const asked: URLSearchParams[] = [];
const fakeFetch = (async (_url: string, init: RequestInit) => {
  asked.push(new URLSearchParams(String(init.body)));
  return answers.shift() ?? new Response(JSON.stringify({ sid: `SM${asked.length}${Date.now()}` }), { status: 201 });
}) as unknown as typeof fetch;
const provider = twilioProvider(
  { accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "secret-token", from: "WASLA" },
  fakeFetch,
);

let schoolId: string;
let parentId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  parentId = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id;
  setSmsProvider(provider);
  await jobQueue();
});
afterAll(async () => {
  setSmsProvider(null);
  await closeJobQueue();
});

const budget = (smsMonthlyBudget: number, smsFamilyCap = 8) =>
  db.school.update({ where: { id: schoolId }, data: { smsMonthlyBudget, smsFamilyCap } });
const atNoon = new Date("2026-12-01T12:00:00+01:00");

describe("SMS", () => {
  it("a school without a budget sends none; within it, each SMS is recorded with its segments and cost, and queued", async () => {
    await budget(0);
    expect(
      await db.$transaction((tx) =>
        queueSms(tx, schoolId, [{ userId: parentId, phone: "+213550123456", text: "Bonjour" }], atNoon),
      ),
    ).toEqual({ queued: 0, skipped: 0 });
    await budget(100_000);
    await db.$transaction((tx) =>
      queueSms(
        tx,
        schoolId,
        [{ userId: parentId, phone: "+213550123456", text: "غياب سارة هذا الصباح، يرجى تبرير الغياب عبر تطبيق وصلة." }],
        atNoon,
      ),
    );
    const sms = await db.smsMessage.findFirstOrThrow({ where: { userId: parentId }, orderBy: { createdAt: "desc" } });
    expect(sms).toMatchObject({ encoding: "UCS-2", segments: 1, cost: 500, status: "QUEUED" });
    const jobs = await db.$queryRawUnsafe<{ data: { id: string } }[]>(
      `SELECT data FROM pgboss.job WHERE name = $1`,
      SMS_QUEUE,
    );
    expect(jobs.map((j) => j.data.id)).toContain(sms.id);
  });

  it("at night it waits for 08:00; over the family's cap or the school's budget it is skipped, not sent", async () => {
    await budget(1_200, 2);
    await db.smsMessage.deleteMany({ where: { schoolId } });
    const night = new Date("2026-12-01T23:30:00+01:00");
    const five = Array.from({ length: 5 }, (_, i) => ({
      userId: parentId,
      phone: "+213550123456",
      text: `Rappel ${i}`,
    }));
    expect(await db.$transaction((tx) => queueSms(tx, schoolId, five, night))).toEqual({ queued: 2, skipped: 3 });
    const rows = await db.smsMessage.findMany({ where: { schoolId }, orderBy: { text: "asc" } });
    expect(
      rows
        .filter((r) => r.status === "QUEUED")
        .every((r) => r.notBefore.getTime() === new Date("2026-12-02T08:00:00+01:00").getTime()),
    ).toBe(true);
    expect(rows.filter((r) => r.status === "SKIPPED").map((r) => r.error)).toEqual(["cap", "cap", "cap"]);
    // another family: 1,200 − 1,000 spent leaves 200, less than a segment
    const other = await db.user.findFirstOrThrow({
      where: { id: { not: parentId }, children: { some: { student: { schoolId } } } },
      select: { id: true },
    });
    expect(
      await db.$transaction((tx) =>
        queueSms(tx, schoolId, [{ userId: other.id, phone: "+213660000001", text: "Bonjour" }], night),
      ),
    ).toEqual({ queued: 0, skipped: 1 });
  });

  it("an outage loses nothing (the job fails and is retried); a refused number bounces and marks the phone; reports come back signed", async () => {
    await budget(100_000);
    await db.smsMessage.deleteMany({ where: { schoolId } });
    await db.user.update({ where: { id: parentId }, data: { phoneBouncedAt: null, phone: "+213550123456" } });
    await db.$transaction((tx) =>
      queueSms(tx, schoolId, [{ userId: parentId, phone: "+213550123456", text: "Bonjour" }], atNoon),
    );
    const sms = await db.smsMessage.findFirstOrThrow({ where: { schoolId } });
    answers.push(new Response(JSON.stringify({ code: 20503, message: "Service unavailable" }), { status: 503 }));
    await expect(deliverSms(db, provider, { id: sms.id })).rejects.toThrow(/unavailable/);
    expect((await db.smsMessage.findUniqueOrThrow({ where: { id: sms.id } })).status).toBe("QUEUED");
    expect(await deliverSms(db, provider, { id: sms.id })).toEqual({ outcome: "sent" });
    const sent = await db.smsMessage.findUniqueOrThrow({ where: { id: sms.id } });
    expect(sent).toMatchObject({ status: "SENT", provider: "twilio" });
    expect(asked.at(-1)!.get("StatusCallback")).toBe("https://wasla.test/api/sms/status");
    // sent twice by a retried job: not sent again
    expect(await deliverSms(db, provider, { id: sms.id })).toEqual({ outcome: "none" });

    // its delivery report, through the procedure the route calls (no user), signed; a forged one refused
    const anyone = await callerAs(null);
    const params = {
      MessageSid: sent.providerId!,
      MessageStatus: "delivered",
      AccountSid: "AC0123456789abcdef0123456789abcdef",
    };
    expect((await clientError(anyone.sms.status({ params, signature: "forged" }))).code).toBe("FORBIDDEN");
    expect(
      (
        await clientError(
          anyone.sms.status({
            params: { ...params, MessageStatus: "failed" },
            signature: twilioSignature("secret-token", "https://wasla.test/api/sms/status", params),
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    expect(
      await anyone.sms.status({
        params,
        signature: twilioSignature("secret-token", "https://wasla.test/api/sms/status", params),
      }),
    ).toEqual({ updated: true });
    expect((await db.smsMessage.findUniqueOrThrow({ where: { id: sms.id } })).status).toBe("DELIVERED");

    // a number refused for good: bounced, the phone marked, no SMS queued to it again
    await db.$transaction((tx) =>
      queueSms(tx, schoolId, [{ userId: parentId, phone: "+213550123456", text: "Encore" }], atNoon),
    );
    const next = await db.smsMessage.findFirstOrThrow({ where: { schoolId, text: "Encore" } });
    answers.push(new Response(JSON.stringify({ code: 21614, message: "not a mobile number" }), { status: 400 }));
    expect(await deliverSms(db, provider, { id: next.id })).toEqual({ outcome: "bounced" });
    expect((await db.user.findUniqueOrThrow({ where: { id: parentId } })).phoneBouncedAt).not.toBeNull();
    expect(
      await db.$transaction((tx) =>
        queueSms(tx, schoolId, [{ userId: parentId, phone: "+213550123456", text: "Après" }], atNoon),
      ),
    ).toEqual({ queued: 0, skipped: 0 });
    // a failed delivery report on an earlier one
    expect(await smsStatusReport(db, { MessageSid: "unknown", MessageStatus: "failed" })).toEqual({ updated: false });
    await db.user.update({ where: { id: parentId }, data: { phoneBouncedAt: null } });
  });

  it("a parent who chose SMS is reached by it instead of a push — the school's name only, unless it chose detailed messages", async () => {
    await budget(100_000);
    await db.smsMessage.deleteMany({ where: { schoolId } });
    await (await callerAs("PARENT")).account.setNotifyChannel({ channel: "SMS" });
    const school = await db.school.findUniqueOrThrow({ where: { id: schoolId }, select: { name: true } });
    await db.$transaction((tx) =>
      notify(tx, {
        schoolId,
        kind: "absence.recorded",
        to: { PARENT: [parentId] },
        params: {
          student: "Sara Élève",
          subjectFr: "Maths",
          subjectEn: "Maths",
          subjectAr: "رياضيات",
          date: "2026-12-01",
        },
      }),
    );
    let sms = await db.smsMessage.findFirstOrThrow({ where: { userId: parentId }, orderBy: { createdAt: "desc" } });
    expect(sms.text).toContain(school.name);
    expect(sms.text).not.toContain("Sara");
    await db.school.update({ where: { id: schoolId }, data: { detailedPushes: true } });
    await db.$transaction((tx) =>
      notify(tx, {
        schoolId,
        kind: "absence.recorded",
        to: { PARENT: [parentId] },
        params: {
          student: "Sara Élève",
          subjectFr: "Maths",
          subjectEn: "Maths",
          subjectAr: "رياضيات",
          date: "2026-12-01",
        },
      }),
    );
    sms = await db.smsMessage.findFirstOrThrow({ where: { userId: parentId }, orderBy: { createdAt: "desc" } });
    expect(sms.text).toContain("Sara");
    await db.school.update({ where: { id: schoolId }, data: { detailedPushes: false } });
    await (await callerAs("PARENT")).account.setNotifyChannel({ channel: "PUSH" });
  });

  it("a circular's SMS names it, what it asks and by when, in the parent's language, in two segments at most — never a child's name", async () => {
    await budget(100_000, 50);
    await db.smsMessage.deleteMany({ where: { schoolId } });
    await (await callerAs("PARENT")).account.setNotifyChannel({ channel: "SMS" });
    await db.user.update({
      where: { id: parentId },
      data: { phone: "+213550123456", phoneBouncedAt: null, locale: "fr" },
    });
    const school = await db.school.findUniqueOrThrow({ where: { id: schoolId }, select: { name: true } });
    const sara = await db.student.findFirstOrThrow({
      where: { schoolId, user: { name: "Sara Élève" } },
      select: { enrollments: { where: { class: { schoolYear: { isCurrent: true } } }, select: { classId: true } } },
    });
    const audience = { kind: "class" as const, classId: sara.enrollments[0]!.classId };
    const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const shown = `${deadline.slice(8, 10)}/${deadline.slice(5, 7)}`;
    const admin = await callerAs("ADMIN");
    const lastSms = () =>
      db.smsMessage.findFirstOrThrow({ where: { userId: parentId }, orderBy: { createdAt: "desc" } });

    const sent = await admin.circulars.send({
      schoolId,
      title: "Sortie au musée",
      body: "Départ 8 h, retour 16 h, avec Sara et sa classe.",
      audience,
      answer: "CONSENT",
      deadline,
    });
    let sms = await lastSms();
    expect(sms.text).toBe(
      `${school.name} : circulaire "Sortie au musée" - autorisation demandée, réponse avant le ${shown}. Ouvrez Wasla.`,
    );
    expect(sms.text).not.toMatch(/Sara|Élève|Départ/);
    expect(sms).toMatchObject({ encoding: "GSM-7", segments: 1 });

    // the reminder says it again
    await admin.circulars.remind({ circularId: sent.id });
    sms = await lastSms();
    expect(sms.text).toBe(
      `${school.name} : rappel, la circulaire "Sortie au musée" attend votre réponse avant le ${shown}. Ouvrez Wasla.`,
    );

    // in Arabic (UCS-2, 67 a part), a title of the longest kind is shortened to stay within two segments
    await db.user.update({ where: { id: parentId }, data: { locale: "ar" } });
    const long =
      "رحلة مدرسية إلى متحف الباردو الوطني ثم زيارة حديقة التجارب بالحامة مع الأساتذة والمرافقين، يرجى إحضار وجبة الغداء والماء واللباس المناسب لليوم كاملا";
    await admin.circulars.send({ schoolId, title: long, body: "…", audience, answer: "ACKNOWLEDGE", deadline });
    sms = await lastSms();
    expect(sms.text).toMatch(
      new RegExp(
        `^${school.name}: تعميم «رحلة مدرسية إلى متحف.*\\.\\.\\.» - يرجى تأكيد الاطلاع، الرد قبل \u2066?${shown}\u2069?\\. افتح وصلة\\.$`,
      ),
    );
    expect(sms).toMatchObject({ encoding: "UCS-2" });
    expect(sms.segments).toBeLessThanOrEqual(2);
    expect(sms.text).not.toContain("Sara");

    // in English, an information without a deadline: which circular, nothing asked
    await db.user.update({ where: { id: parentId }, data: { locale: "en" } });
    await admin.circulars.send({ schoolId, title: "Sortie au musée", body: "Info.", audience, answer: "NONE" });
    expect((await lastSms()).text).toBe(`${school.name}: circular "Sortie au musée". Open Wasla.`);

    await db.user.update({ where: { id: parentId }, data: { locale: "fr" } });
    await (await callerAs("PARENT")).account.setNotifyChannel({ channel: "PUSH" });
  });

  it("a burst of link requests by board members (no school role) sends no SMS and leaves the school's budget and the admin's cap untouched", async () => {
    await budget(100_000, 2);
    await db.smsMessage.deleteMany({ where: { schoolId } });
    const adminId = (await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" } })).id;
    await db.user.update({
      where: { id: adminId },
      data: { notifyChannel: "SMS", phone: "+213550999001", phoneBouncedAt: null },
    });
    const pupil = await db.student.findFirstOrThrow({
      where: { schoolId, parents: { none: { parentId } } },
      select: { id: true },
    });
    await db.parentLink.deleteMany({ where: { studentId: pupil.id } });
    await db.student.update({
      where: { id: pupil.id },
      data: { registrationNumber: "SMS-BURST-1", birthDate: new Date("2014-03-09T00:00:00Z") },
    });
    const members = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        db.user.create({ data: { name: `Membre ${i}`, slug: `membre-sms-${i}-${Date.now()}` }, select: { id: true } }),
      ),
    );
    for (const m of members)
      await (
        await callerForUser(m.id)
      ).family.requestLink({ schoolId, matricule: "SMS-BURST-1", birthDate: "2014-03-09", relation: "GUARDIAN" });
    // the admins were told (the bell), by no SMS
    expect(await db.notification.count({ where: { userId: adminId, kind: "family.request" } })).toBeGreaterThanOrEqual(
      members.length,
    );
    expect(await db.smsMessage.count({ where: { schoolId } })).toBe(0);
    // the school's own message still reaches the admin by SMS: the cap of 2 was not spent by the requests
    const sendTwo = (text: string) =>
      db.$transaction((tx) => queueSms(tx, schoolId, [{ userId: adminId, phone: "+213550999001", text }], atNoon));
    expect(await sendTwo("Conseil de classe")).toEqual({ queued: 1, skipped: 0 });
    expect(await sendTwo("Réunion")).toEqual({ queued: 1, skipped: 0 });
    await db.user.update({ where: { id: adminId }, data: { notifyChannel: "PUSH" } });
  });

  it("the school's admins set the budget and the cap and see the month; a teacher does not", async () => {
    const admin = await callerAs("ADMIN");
    const settings = await admin.sms.updateSettings({ schoolId, monthlyBudgetDa: 5000, familyCap: 4 });
    expect(settings).toMatchObject({ available: true, monthlyBudget: 500_000, familyCap: 4, segmentPrice: 500 });
    expect(settings.sent + settings.waiting + settings.skipped + settings.bounced).toBeGreaterThan(0);
    expect(
      (
        await clientError(
          (await callerAs("TEACHER")).sms.updateSettings({ schoolId, monthlyBudgetDa: 1, familyCap: 1 }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    expect(await clientError(admin.sms.updateSettings({ schoolId, monthlyBudgetDa: -5, familyCap: 4 }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { monthlyBudgetDa: { key: "validation.checkInput" } },
    });
  });

  it("before sending, the sender sees how many of the audience get it by SMS (a message, a circular)", async () => {
    await budget(100_000);
    await (await callerAs("PARENT")).account.setNotifyChannel({ channel: "SMS" });
    const admin = await callerAs("ADMIN");
    const reach = await admin.notifications.audienceCount({ schoolId, audience: { kind: "role", role: "PARENT" } });
    expect(reach.sms).toMatchObject({ available: true, recipients: 1, segmentPrice: 500, detailed: false });
    expect(
      (await admin.notifications.audienceCount({ schoolId, audience: { kind: "role", role: "TEACHER" } })).sms
        .recipients,
    ).toBe(0);
    expect((await admin.circulars.choices({ schoolId })).sms).toMatchObject({ available: true, recipients: 1 });
    await budget(0);
    expect(
      (await admin.notifications.audienceCount({ schoolId, audience: { kind: "role", role: "PARENT" } })).sms,
    ).toMatchObject({ available: false, recipients: 0 });
    await (await callerAs("PARENT")).account.setNotifyChannel({ channel: "PUSH" });
  });
});
