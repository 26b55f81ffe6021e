import { addDays, briefWindow } from "~/modules/notify/client";
import { algiersParts } from "~/modules/events/client";
import {
  resolveWarningRules,
  warningReasons,
  type PupilTrend,
  type WarningRules,
} from "~/modules/warnings/domain/rules";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { loadFamilyWeeks } from "~/modules/notify";
import { administers } from "~/modules/school";
import { notFound } from "~/platform/errors";

/**
 * Early warning (/warnings, issue 31): the pupils whose absences or undone homework rose this week past the school's
 * thresholds, or whose mean mark fell over the last four weeks against the four before — for the head (the whole
 * school, every subject's marks) or a teacher (the classes they teach, their own subjects' marks) — with their
 * parents, to open a conversation from there. The weeks
 * are the weekly brief's (its queries, seven days ending today and the seven before).
 */
export async function listWarnings(db: Db, actor: Actor, scope: Scoped<"school">, now = new Date()) {
  const school = await db.school.findUnique({
    where: { id: scope.schoolId },
    select: { warningRules: true, briefHour: true },
  });
  if (!school) throw notFound();
  const rules = resolveWarningRules(school.warningRules);
  const day = algiersParts(now).day;
  const only = administers(actor, scope.schoolId)
    ? undefined
    : (
        await db.classEnrollment.findMany({
          where: {
            class: {
              schoolId: scope.schoolId,
              schoolYear: { isCurrent: true },
              subjects: { some: { teacherId: actor.userId } },
            },
          },
          select: { studentId: true },
        })
      ).map((e) => e.studentId);
  // a teacher compares the marks of their own subjects; the head, every subject's
  const pick = only
    ? Prisma.sql`AND g."studentId" IN (${Prisma.join(only.length ? only : [""])}) AND EXISTS (SELECT 1 FROM "ClassSubject" cs WHERE cs."id" = ev."classSubjectId" AND cs."teacherId" = ${actor.userId})`
    : Prisma.empty;
  const [thisWeek, lastWeek, marks] = await Promise.all([
    loadFamilyWeeks(db, scope.schoolId, briefWindow(day, school.briefHour), only),
    loadFamilyWeeks(db, scope.schoolId, briefWindow(addDays(day, -7), school.briefHour), only),
    db.$queryRaw<{ studentId: string; now: number | null; before: number | null }[]>`
      SELECT g."studentId",
        (avg(g."hundredths") FILTER (WHERE ev."toDate" > ${addDays(day, -28)}::date))::int AS "now",
        (avg(g."hundredths") FILTER (WHERE ev."toDate" <= ${addDays(day, -28)}::date))::int AS "before"
      FROM "Grade" g JOIN "Evaluation" ev ON ev."id" = g."evaluationId"
      WHERE ev."schoolId" = ${scope.schoolId} AND g."status" = 'MARK' AND g."hundredths" IS NOT NULL
        AND ev."toDate" > ${addDays(day, -56)}::date AND ev."toDate" <= ${day}::date ${pick}
      GROUP BY g."studentId"`,
  ]);
  const averages = new Map(marks.map((m) => [m.studentId, m]));
  const flagged = [...thisWeek.weeks.values()]
    .map((week) => {
      const before = lastWeek.weeks.get(week.studentId);
      const avg = averages.get(week.studentId);
      const trend: PupilTrend = {
        absences: { now: week.absences, before: before?.absences ?? 0 },
        homework: { now: week.homeworkNotDone, before: before?.homeworkNotDone ?? 0 },
        average: { now: avg?.now ?? null, before: avg?.before ?? null },
      };
      return {
        studentId: week.studentId,
        classId: week.classId,
        name: week.child,
        trend,
        reasons: warningReasons(trend, rules),
      };
    })
    .filter((p) => p.reasons.length > 0);
  const details = flagged.length
    ? await db.student.findMany({
        where: { id: { in: flagged.map((p) => p.studentId) } },
        select: {
          id: true,
          parents: { select: { parent: { select: { id: true, name: true } } } },
          enrollments: {
            where: { class: { schoolYear: { isCurrent: true } } },
            select: { class: { select: { name: true } } },
          },
        },
      })
    : [];
  const byId = new Map(details.map((d) => [d.id, d]));
  return {
    rules,
    pupils: flagged
      .map((p) => ({
        ...p,
        className: byId.get(p.studentId)?.enrollments[0]?.class.name ?? "",
        parents: byId.get(p.studentId)?.parents.map((l) => l.parent) ?? [],
      }))
      .sort(
        (a, b) => a.className.localeCompare(b.className, "fr", { numeric: true }) || a.name.localeCompare(b.name, "fr"),
      ),
  };
}

/** The school's thresholds (/settings, 'edit the school'). */
export async function getWarningRules(db: Db, scope: Scoped<"school">) {
  const school = await db.school.findUniqueOrThrow({ where: { id: scope.schoolId }, select: { warningRules: true } });
  return resolveWarningRules(school.warningRules);
}

export async function updateWarningRules(
  db: Db,
  scope: Scoped<"school">,
  input: { absences: number; homework: number; averageDrop: number },
) {
  const rules: WarningRules = {
    absences: input.absences,
    homework: input.homework,
    averageDrop: Math.round(input.averageDrop * 100),
  };
  await db.school.update({ where: { id: scope.schoolId }, data: { warningRules: { ...rules } } });
  return resolveWarningRules(rules);
}
