import { env } from "~/env";
import { algiersParts } from "~/modules/events/client";
import { briefWindow } from "~/modules/notify/domain/window";
import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { AppError, notFound } from "~/platform/errors";
import { sendSchoolBrief } from "./send-weekly-briefs";
import { smsProvider } from "~/platform/sms/provider";
import { loadFamilyWeeks } from "./week-facts";

/** The weekly brief's schedule and its last run (/settings, 'edit school notifications'). */
export async function getBriefSettings(db: Db, scope: Scoped<"school">) {
  const [school, last] = await Promise.all([
    db.school.findUniqueOrThrow({ where: { id: scope.schoolId }, select: { briefDay: true, briefHour: true } }),
    db.briefRun.findFirst({
      where: { schoolId: scope.schoolId },
      orderBy: { week: "desc" },
      select: { week: true, families: true, teachers: true },
    }),
  ]);
  return {
    day: school.briefDay,
    hour: school.briefHour,
    last: last ? { day: last.week.toISOString().slice(0, 10), families: last.families, teachers: last.teachers } : null,
  };
}

export async function updateBriefSettings(
  db: Db,
  scope: Scoped<"school">,
  input: { day: number | null; hour: number },
) {
  const { count } = await db.school.updateMany({
    where: { id: scope.schoolId },
    data: { briefDay: input.day, briefHour: input.hour },
  });
  if (count === 0) throw notFound();
  return getBriefSettings(db, scope);
}

/**
 * A real family's brief as it would go out now (the week up to today): the school's pupils who have a parent in
 * Wasla, those with something to say first, then by name; `index` walks through them. What the page shows — the
 * lines, the SMS and its cost — is composed from this in the reader's language.
 */
export async function previewBrief(db: Db, scope: Scoped<"school">, input: { index: number }, now = new Date()) {
  const school = await db.school.findUniqueOrThrow({
    where: { id: scope.schoolId },
    select: { name: true, briefHour: true, detailedPushes: true },
  });
  const { weeks, parents } = await loadFamilyWeeks(
    db,
    scope.schoolId,
    briefWindow(algiersParts(now).day, school.briefHour),
  );
  const families = new Map<string, number>();
  for (const p of parents) families.set(p.studentId, (families.get(p.studentId) ?? 0) + 1);
  const said = (w: typeof weeks extends Map<string, infer V> ? V : never) =>
    w.absences + w.noReport + w.homeworkNotDone + w.newMarks + w.feesDue + w.events > 0;
  const list = [...families.keys()]
    .map((id) => weeks.get(id)!)
    .sort((a, b) => Number(said(b)) - Number(said(a)) || a.child.localeCompare(b.child, "fr"));
  const index = Math.min(Math.max(0, input.index), Math.max(0, list.length - 1));
  const week = list[index] ?? null;
  return {
    school: school.name,
    detailed: school.detailedPushes,
    smsAvailable: smsProvider() !== null,
    segmentPrice: env.SMS_SEGMENT_PRICE,
    total: list.length,
    withNews: list.filter(said).length,
    index,
    week: week ? { ...week, parents: families.get(week.studentId) ?? 0 } : null,
  };
}

/**
 * Sends this week's brief now, as the hourly job would on the school's day (a school trying it out, or a week whose
 * day was a holiday): today's run, so the scheduled one finds it taken — once a day, never twice.
 */
export async function sendBriefNow(db: Db, scope: Scoped<"school">, now = new Date()) {
  const school = await db.school.findUniqueOrThrow({
    where: { id: scope.schoolId },
    select: { id: true, briefHour: true, schoolDays: true },
  });
  const run = await sendSchoolBrief(db, school, algiersParts(now).day);
  if (!run) throw new AppError("CONFLICT", "brief.error.alreadySent");
  return run;
}
