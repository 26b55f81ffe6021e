import type { ChildWeek, TeacherWeek } from "~/modules/notify/domain/compose-brief";
import type { BriefWindow } from "~/modules/notify/domain/window";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { yearSituations } from "~/modules/payments";
import { currentMonth } from "~/modules/payments";

type Tx = Db | Prisma.TransactionClient;

export interface FamilyWeeks {
  /** each pupil enrolled this year: name and week */
  weeks: Map<string, ChildWeek & { studentId: string; classId: string }>;
  /** who hears of which pupil: parents holding the Parent role in the school, not suspended */
  parents: { parentId: string; studentId: string; locale: string; briefWhenCalm: boolean }[];
}

/**
 * Every pupil's week in a school (or the chosen pupils'), for the weekly brief: a handful of set-based queries
 * whatever the school's size (a 1,000-pupil school in well under a second). Absences and "present without report"
 * from the week's attendance; homework due in the week that the pupil did not mark done; marks of report cards
 * released since the last brief (levels that show marks with the card) and marks of evaluations whose parents could
 * first see them since then (levels that show marks as they come, issue 32); fees overdue at this month; next week's events of their audience.
 */
export async function loadFamilyWeeks(
  db: Tx,
  schoolId: string,
  w: BriefWindow,
  only?: readonly string[],
): Promise<FamilyWeeks> {
  const pick = (column: string) =>
    only ? Prisma.sql`AND ${Prisma.raw(column)} IN (${Prisma.join(only.length ? [...only] : [""])})` : Prisma.empty;
  const year = await db.schoolYear.findFirst({ where: { schoolId, isCurrent: true }, select: { id: true } });
  if (!year) return { weeks: new Map(), parents: [] };
  const [students, attendance, homework, marks, events, parents, money] = await Promise.all([
    db.$queryRaw<{ id: string; name: string; classId: string }[]>`
      SELECT e."studentId" AS "id", u."name", e."classId"
      FROM "ClassEnrollment" e JOIN "SchoolClass" c ON c."id" = e."classId"
      JOIN "Student" s ON s."id" = e."studentId" JOIN "User" u ON u."id" = s."userId"
      WHERE c."schoolYearId" = ${year.id} ${pick(`e."studentId"`)}`,
    db.$queryRaw<{ studentId: string; absences: number; noReport: number }[]>`
      SELECT m."studentId", (count(*) FILTER (WHERE m."status" = 'ABSENT'))::int AS "absences",
             (count(*) FILTER (WHERE m."status" = 'PRESENT_NO_REPORT'))::int AS "noReport"
      FROM "AttendanceMark" m JOIN "SessionRecord" r ON r."id" = m."sessionId"
      WHERE r."schoolId" = ${schoolId} AND r."date" BETWEEN ${w.from}::date AND ${w.to}::date ${pick(`m."studentId"`)}
      GROUP BY m."studentId"`,
    db.$queryRaw<{ studentId: string; n: number }[]>`
      SELECT e."studentId", count(*)::int AS "n"
      FROM "Homework" h JOIN "ClassEnrollment" e ON e."classId" = h."classId"
      LEFT JOIN "HomeworkState" st ON st."homeworkId" = h."id" AND st."studentId" = e."studentId"
      WHERE h."schoolId" = ${schoolId} AND NOT h."noHomework" AND h."dueOn" BETWEEN ${w.from}::date AND ${w.to}::date
        AND (h."groupId" IS NULL OR EXISTS (SELECT 1 FROM "ClassGroupMember" g WHERE g."groupId" = h."groupId" AND g."studentId" = e."studentId"))
        AND st."doneAt" IS NULL ${pick(`e."studentId"`)}
      GROUP BY e."studentId"`,
    db.$queryRaw<{ studentId: string; n: number }[]>`
      SELECT g."studentId", count(*)::int AS "n"
      FROM "ReportCardRelease" rel
      JOIN "SchoolClass" c ON c."id" = rel."classId"
      JOIN "ClassSubject" cs ON cs."classId" = rel."classId"
      JOIN "Evaluation" ev ON ev."classSubjectId" = cs."id" AND ev."termId" = rel."termId"
      JOIN "Grade" g ON g."evaluationId" = ev."id" AND g."status" = 'MARK'
      JOIN "ClassEnrollment" e ON e."classId" = rel."classId" AND e."studentId" = g."studentId"
      JOIN "Level" l ON l."id" = c."levelId" AND l."marksRelease" = 'NEVER'
      WHERE c."schoolId" = ${schoolId} AND rel."publishedAt" >= ${w.releasedFrom} AND rel."publishedAt" < ${w.releasedTo} ${pick(`g."studentId"`)}
      GROUP BY g."studentId"
      UNION ALL
      SELECT g."studentId", count(*)::int AS "n"
      FROM "Evaluation" ev
      JOIN "ClassSubject" cs ON cs."id" = ev."classSubjectId"
      JOIN "SchoolClass" c ON c."id" = cs."classId"
      JOIN "Level" l ON l."id" = c."levelId" AND l."marksRelease" <> 'NEVER'
      JOIN "Grade" g ON g."evaluationId" = ev."id" AND g."status" = 'MARK'
      WHERE ev."schoolId" = ${schoolId} AND ev."releasedAt" IS NOT NULL
        AND ev."releasedAt" + make_interval(days => (CASE WHEN l."marksRelease" = 'AFTER_DAYS' THEN l."marksDelayDays" ELSE 0 END) + l."parentsLagDays")
            >= ${w.releasedFrom}
        AND ev."releasedAt" + make_interval(days => (CASE WHEN l."marksRelease" = 'AFTER_DAYS' THEN l."marksDelayDays" ELSE 0 END) + l."parentsLagDays")
            < ${w.releasedTo} ${pick(`g."studentId"`)}
      GROUP BY g."studentId"`,
    db.$queryRaw<{ classId: string; n: number }[]>`
      SELECT c."id" AS "classId", count(ev."id")::int AS "n"
      FROM "SchoolClass" c
      JOIN "SchoolEvent" ev ON ev."schoolId" = c."schoolId" AND ev."cancelledAt" IS NULL
        AND ev."startsAt" >= ${w.nextFrom} AND ev."startsAt" < ${w.nextTo}
        AND (ev."audience" IN ('SCHOOL', 'PARENTS') OR (ev."audience" = 'LEVEL' AND ev."levelId" = c."levelId") OR (ev."audience" = 'CLASS' AND ev."classId" = c."id"))
      WHERE c."schoolYearId" = ${year.id}
      GROUP BY c."id"`,
    db.$queryRaw<{ parentId: string; studentId: string; locale: string; briefWhenCalm: boolean }[]>`
      SELECT pl."parentId", pl."studentId", u."locale"::text AS "locale", u."briefWhenCalm"
      FROM "ParentLink" pl JOIN "Student" s ON s."id" = pl."studentId" JOIN "User" u ON u."id" = pl."parentId"
      WHERE s."schoolId" = ${schoolId} AND u."suspendedAt" IS NULL ${pick(`pl."studentId"`)}
        AND EXISTS (SELECT 1 FROM "UserRole" ur JOIN "Role" r ON r."id" = ur."roleId" WHERE ur."userId" = pl."parentId" AND ur."schoolId" = ${schoolId} AND r."key" = 'PARENT')`,
    yearSituations(db, year.id, currentMonth(w.releasedTo), only),
  ]);
  const count = <T extends { studentId: string }>(rows: T[]) => new Map(rows.map((r) => [r.studentId, r]));
  // a pupil's marks come in two rows (cards of levels that show marks with the card, evaluations released as they come)
  const mk = new Map<string, { n: number }>();
  for (const m of marks) mk.set(m.studentId, { n: (mk.get(m.studentId)?.n ?? 0) + m.n });
  const [att, hw] = [count(attendance), count(homework)];
  const ev = new Map(events.map((e) => [e.classId, e.n]));
  const overdue = new Map(money.students.map((s) => [s.studentId, s.situation.totals.overdue]));
  const weeks = new Map(
    students.map((s) => [
      s.id,
      {
        studentId: s.id,
        classId: s.classId,
        child: s.name,
        absences: att.get(s.id)?.absences ?? 0,
        noReport: att.get(s.id)?.noReport ?? 0,
        homeworkNotDone: hw.get(s.id)?.n ?? 0,
        newMarks: mk.get(s.id)?.n ?? 0,
        feesDue: Math.max(0, overdue.get(s.id) ?? 0),
        events: ev.get(s.classId) ?? 0,
      },
    ]),
  );
  return { weeks, parents: parents.filter((p) => weeks.has(p.studentId)) };
}

/**
 * Every teacher's week in a school: homework of theirs (due by the brief's day, this year) that pupils marked done
 * and they have not corrected, and the sessions of their timetable this week — school days, up to the brief's hour
 * on its day — with no textbook entry (no title, no content, not marked "teacher absent").
 */
export async function loadTeacherWeeks(
  db: Tx,
  schoolId: string,
  w: BriefWindow,
  schoolDays: readonly number[],
): Promise<Map<string, TeacherWeek & { locale: string }>> {
  const [uncorrected, missing, teachers] = await Promise.all([
    db.$queryRaw<{ teacherId: string; n: number }[]>`
      SELECT h."teacherId", count(*)::int AS "n"
      FROM "Homework" h JOIN "SchoolClass" c ON c."id" = h."classId" JOIN "SchoolYear" y ON y."id" = c."schoolYearId" AND y."isCurrent"
      WHERE h."schoolId" = ${schoolId} AND h."teacherId" IS NOT NULL AND h."dueOn" <= ${w.to}::date
        AND EXISTS (SELECT 1 FROM "HomeworkState" st WHERE st."homeworkId" = h."id" AND st."doneAt" IS NOT NULL AND st."correctedAt" IS NULL)
      GROUP BY h."teacherId"`,
    db.$queryRaw<{ teacherId: string; n: number }[]>`
      SELECT cs."teacherId", count(*)::int AS "n"
      FROM generate_series(${w.from}::date, ${w.to}::date, interval '1 day') AS d("day")
      JOIN "TimetableSlot" t ON t."weekday" = extract(dow FROM d."day")::int
      JOIN "ClassSubject" cs ON cs."id" = t."classSubjectId"
      JOIN "SchoolClass" c ON c."id" = t."classId" JOIN "SchoolYear" y ON y."id" = c."schoolYearId" AND y."isCurrent"
      WHERE t."schoolId" = ${schoolId} AND cs."teacherId" IS NOT NULL
        AND extract(dow FROM d."day")::int = ANY(${[...schoolDays]}::int[])
        AND d."day" >= y."startsOn" AND t."createdAt" < d."day" + interval '1 day'
        AND (d."day" < ${w.to}::date OR t."endMinute" <= ${w.untilMinute})
        AND NOT EXISTS (
          SELECT 1 FROM "SessionRecord" r WHERE r."slotId" = t."id" AND r."date" = d."day"::date
            AND (r."teacherAbsent" OR coalesce(r."title", '') <> '' OR coalesce(r."content", '') <> ''))
      GROUP BY cs."teacherId"`,
    db.$queryRaw<{ id: string; locale: string }[]>`
      SELECT u."id", u."locale"::text AS "locale" FROM "UserRole" ur JOIN "Role" r ON r."id" = ur."roleId" JOIN "User" u ON u."id" = ur."userId"
      WHERE ur."schoolId" = ${schoolId} AND r."key" = 'TEACHER' AND u."suspendedAt" IS NULL`,
  ]);
  const [un, mi] = [
    new Map(uncorrected.map((r) => [r.teacherId, r.n])),
    new Map(missing.map((r) => [r.teacherId, r.n])),
  ];
  return new Map(
    teachers.map((t) => [
      t.id,
      { locale: t.locale, uncorrected: un.get(t.id) ?? 0, missingEntries: mi.get(t.id) ?? 0 },
    ]),
  );
}
