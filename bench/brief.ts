// The weekly brief at the size of a large school (issue 31), on the 1,000 pupils of bench/school.ts with a busy week
// (300 absences, 60 "present without report", homework due in every class, events next week, fees): building every
// family's brief (goal ≤ 5 s), the whole send — built, stored, notified, pushes queued — and queueing one SMS per
// family, 1,000 of them, within the school's budget (goal ≤ 1 s).
import { performance } from "node:perf_hooks";
import { briefWindow } from "~/modules/notify/domain/window";
import type { Db } from "~/platform/db";
import { closeJobQueue, jobQueue } from "~/platform/jobs/queue";
import { setPushSender } from "~/platform/push/sender";
import { setSmsProvider } from "~/platform/sms/provider";
import { twilioProvider } from "~/platform/sms/twilio";
import { sendSchoolBrief } from "~/modules/notify/server/send-weekly-briefs";
import { loadFamilyWeeks, loadTeacherWeeks } from "~/modules/notify/server/week-facts";
import { queueSms } from "~/modules/notify/server/queue-sms";

type Measure = (name: string, runs: number, fn: () => Promise<unknown>) => Promise<void>;

export async function benchBrief(db: Db, measure: Measure) {
  const school = await db.school.findUniqueOrThrow({
    where: { slug: "lycee-de-mesure" },
    select: { id: true, briefHour: true, schoolDays: true },
  });
  const day = "2026-12-03";
  const w = briefWindow(day, 17);
  const enrollments = await db.classEnrollment.findMany({
    where: { class: { schoolId: school.id, schoolYear: { isCurrent: true } } },
    select: { studentId: true, classId: true },
  });
  const classes = [...new Set(enrollments.map((e) => e.classId))];
  const subjectOf = new Map(
    (await db.classSubject.findMany({ where: { classId: { in: classes } }, select: { id: true, classId: true } })).map(
      (cs) => [cs.classId, cs.id],
    ),
  );
  // the week: a session per class and school day, 300 absences and 60 "present without report" among them
  const sessions = classes.flatMap((classId) =>
    ["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03"].map((d) => ({
      id: `benchbrief-${classId}-${d}`,
      schoolId: school.id,
      classId,
      classSubjectId: subjectOf.get(classId)!,
      date: new Date(`${d}T00:00:00Z`),
      startMinute: 480,
      endMinute: 540,
    })),
  );
  await db.sessionRecord.createMany({ data: sessions, skipDuplicates: true });
  await db.attendanceMark.createMany({
    data: enrollments.slice(0, 360).map((e, i) => ({
      sessionId: `benchbrief-${e.classId}-2026-12-0${1 + (i % 3)}`,
      studentId: e.studentId,
      status: i < 300 ? ("ABSENT" as const) : ("PRESENT_NO_REPORT" as const),
    })),
    skipDuplicates: true,
  });
  await db.homework.createMany({
    data: classes.flatMap((classId) =>
      [1, 2].map((k) => ({
        schoolId: school.id,
        classId,
        classSubjectId: subjectOf.get(classId)!,
        description: `Devoir ${k}`,
        dueOn: new Date(`2026-12-0${k}T00:00:00Z`),
      })),
    ),
  });
  const admin = await db.user.findFirstOrThrow({
    where: { roles: { some: { schoolId: school.id } } },
    select: { id: true },
  });
  await db.schoolEvent.createMany({
    data: classes.slice(0, 10).map((classId, i) => ({
      schoolId: school.id,
      slug: `bench-brief-${i}`,
      title: "Sortie",
      startsAt: new Date(`2026-12-0${6 + (i % 3)}T09:00:00+01:00`),
      audience: "CLASS" as const,
      classId,
      createdById: admin.id,
    })),
  });

  console.log("\nWeekly brief: a school of 1,000 pupils");
  const { weeks, parents } = await loadFamilyWeeks(db, school.id, w);
  const busy = [...weeks.values()].filter(
    (k) => k.absences + k.noReport + k.homeworkNotDone + k.newMarks + k.feesDue + k.events > 0,
  ).length;
  console.log(`  (${weeks.size} pupils, ${parents.length} parent links, ${busy} weeks with something to say)`);
  await measure("brief: every family's week built", 10, () => loadFamilyWeeks(db, school.id, w));
  await measure("brief: every teacher's week built", 10, () => loadTeacherWeeks(db, school.id, w, school.schoolDays));

  // the whole send: claimed, built, stored, notified, pushes queued (each run a new day)
  setPushSender({ send: async (messages) => messages.map(() => "sent" as const) });
  (globalThis as unknown as { __waslaDb?: Db }).__waslaDb = db;
  await jobQueue();
  let n = 0;
  await measure(`brief sent to ${parents.length} parent links (stored + notified + pushes queued)`, 5, async () => {
    const run = await sendSchoolBrief(db, school, `2027-01-${String(++n).padStart(2, "0")}`);
    if (!run) throw new Error("the brief's run was already taken");
  });

  // one SMS per family, 1,000 of them, under the school's budget and caps
  const fetchOk = (async () =>
    new Response(JSON.stringify({ sid: "SM0" }), { status: 201 })) as unknown as typeof fetch;
  setSmsProvider(
    twilioProvider({ accountSid: "AC0123456789abcdef0123456789abcdef", authToken: "t", from: "WASLA" }, fetchOk),
  );
  await db.school.update({ where: { id: school.id }, data: { smsMonthlyBudget: 1_000_000_000, smsFamilyCap: 100 } });
  const families = [...new Map(parents.map((p) => [p.studentId, p])).values()].slice(0, 1000);
  const messages = families.map((p, i) => ({
    userId: p.parentId,
    phone: `+2136${String(10_000_000 + i)}`,
    text: "Lycée de mesure : le point de la semaine de votre enfant est prêt dans Wasla.",
  }));
  await measure(`SMS of the brief queued for ${messages.length} families`, 5, () =>
    db.$transaction((tx) => queueSms(tx, school.id, messages, new Date("2026-12-03T17:00:00+01:00")), {
      timeout: 60_000,
    }),
  );
  const started = performance.now();
  await db.user.updateMany({ where: { id: { in: families.map((p) => p.parentId) } }, data: { notifyChannel: "SMS" } });
  for (const [i, p] of families.entries())
    await db.user
      .update({ where: { id: p.parentId }, data: { phone: `+2137${String(10_000_000 + i)}` } })
      .catch(() => undefined);
  console.log(
    `  (${families.length} parents switched to SMS in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  await measure(`brief sent, ${families.length} families by SMS (built + stored + SMS queued)`, 3, async () => {
    const run = await sendSchoolBrief(db, school, `2027-02-${String(++n).padStart(2, "0")}`);
    if (!run) throw new Error("the brief's run was already taken");
  });
  setSmsProvider(null);
  setPushSender(null);
  await closeJobQueue();
}
