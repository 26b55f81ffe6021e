import { briefDueDay, briefWindow } from "~/modules/notify/domain/window";
import { weekParams } from "~/modules/notify/domain/compose-brief";
import type { Db } from "~/platform/db";
import { logger } from "~/platform/logger.mjs";
import { notifyMany, type NotifyInput } from "~/modules/notify/server/notify";
import { loadFamilyWeeks, loadTeacherWeeks } from "./week-facts";

/** A school's brief is built and stored in one transaction; a large school's takes a few seconds at most. */
const BRIEF_TX_TIMEOUT_MS = 120_000;

/**
 * The hourly job's work (src/modules/notify/server/brief-job.ts): every school whose brief is due now (its weekday, from its
 * hour; not on holiday or in maintenance) gets it once for that day.
 */
export async function sendWeeklyBriefs(db: Db, now = new Date()) {
  const schools = await db.school.findMany({
    where: { briefDay: { not: null }, holidayMode: false, maintenance: false },
    select: { id: true, briefDay: true, briefHour: true, schoolDays: true },
  });
  const sent: { schoolId: string; families: number; teachers: number }[] = [];
  for (const school of schools) {
    const day = briefDueDay(now, school);
    if (!day) continue;
    // one school failing (a timeout) must not keep the others' briefs: logged, the next tick tries it again that day
    try {
      const result = await sendSchoolBrief(db, school, day);
      if (result) sent.push({ schoolId: school.id, ...result });
    } catch (error) {
      logger.error({ err: error, schoolId: school.id }, "weekly brief failed");
    }
  }
  return sent;
}

/**
 * One school's brief of one day: the run is claimed first (its primary key: a second instance, or a retried job,
 * waits for the first's transaction and then finds it taken), then every family's and teacher's brief is stored
 * through notify in the same transaction — the feed at once, pushes after quiet hours, SMS in the daytime window
 * within the budget. A family gets one brief per child; a calm week only if they asked for calm weeks too. A teacher
 * gets theirs only when something waits for them. Returns null when the run was already taken.
 */
export async function sendSchoolBrief(
  db: Db,
  school: { id: string; briefHour: number; schoolDays: number[] },
  day: string,
) {
  return db.$transaction(
    async (tx) => {
      const claimed =
        await tx.$executeRaw`INSERT INTO "BriefRun" ("schoolId", "week") VALUES (${school.id}, ${day}::date) ON CONFLICT DO NOTHING`;
      if (!claimed) return null;
      const w = briefWindow(day, school.briefHour);
      const [{ weeks, parents }, teachers] = await Promise.all([
        loadFamilyWeeks(tx, school.id, w),
        loadTeacherWeeks(tx, school.id, w, school.schoolDays),
      ]);
      const inputs: NotifyInput[] = [];
      for (const p of parents) {
        const week = weeks.get(p.studentId)!;
        const calm =
          !week.absences && !week.noReport && !week.homeworkNotDone && !week.newMarks && !week.feesDue && !week.events;
        if (calm && !p.briefWhenCalm) continue;
        inputs.push({
          schoolId: school.id,
          kind: "brief.weekly",
          to: { PARENT: [p.parentId] },
          params: weekParams(week),
          url: "/family",
        });
      }
      const families = inputs.length;
      for (const [teacherId, t] of teachers) {
        if (!t.uncorrected && !t.missingEntries) continue;
        inputs.push({
          schoolId: school.id,
          kind: "brief.teacher",
          to: { STAFF: [teacherId] },
          params: { uncorrected: t.uncorrected, missingEntries: t.missingEntries },
          url: "/textbook",
        });
      }
      await notifyMany(tx, inputs);
      await tx.briefRun.update({
        where: { schoolId_week: { schoolId: school.id, week: new Date(`${day}T00:00:00Z`) } },
        data: { families, teachers: inputs.length - families },
      });
      return { families, teachers: inputs.length - families };
    },
    { timeout: BRIEF_TX_TIMEOUT_MS, maxWait: BRIEF_TX_TIMEOUT_MS },
  );
}
