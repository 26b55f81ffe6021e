import { resolveRules } from "~/modules/notify/client";
import type { Db } from "~/platform/db";
import { notify } from "~/modules/notify";
import { currentMonth, loadStudentSituation } from "./student-situation";

/** A family hears about overdue fees at most once in this long. */
export const REMINDER_INTERVAL_MS = 7 * 24 * 60 * 60_000;

/**
 * Reminds the parents of every student with overdue months ("payment.overdue" through notify: the school's rules
 * choose who hears it, quiet hours delay the push), at most once a week per student's family: a student reminded
 * less than seven days ago is skipped, whatever the job's schedule (it runs daily). Schools whose rules send the
 * reminder to nobody are not computed. Each student is reminded in its own transaction with their row locked, so
 * two runs at once (two instances, a retried job) never remind twice. Returns the students reminded.
 */
export async function sendPaymentReminders(db: Db, now = new Date()): Promise<{ studentIds: string[] }> {
  const month = currentMonth(now);
  const since = new Date(now.getTime() - REMINDER_INTERVAL_MS);
  const years = await db.schoolYear.findMany({
    where: { isCurrent: true, school: { maintenance: false }, fees: { some: {} } },
    select: { id: true, schoolId: true, school: { select: { notificationRules: true } } },
  });
  const reminded: string[] = [];
  for (const year of years) {
    if (resolveRules(year.school.notificationRules)["payment.overdue"].length === 0) continue;
    const students = await db.student.findMany({
      where: {
        schoolId: year.schoolId,
        enrollments: { some: { class: { schoolYearId: year.id } } },
        parents: { some: {} },
        paymentReminders: { none: { sentAt: { gt: since } } },
      },
      select: { id: true },
    });
    for (const { id } of students) {
      const situation = await loadStudentSituation(db, id, year.id, month);
      if (situation.totals.overdue <= 0) continue;
      const months = [
        ...new Set(situation.rows.filter((r) => r.month <= month && r.paid < r.due).map((r) => r.month)),
      ].sort();
      const sent = await db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "Student" WHERE "id" = ${id} FOR UPDATE`;
        // checked again under the lock: another run may have reminded this family meanwhile
        if (await tx.paymentReminder.count({ where: { studentId: id, sentAt: { gt: since } } })) return false;
        const student = await tx.student.findUniqueOrThrow({
          where: { id },
          select: { user: { select: { name: true } }, parents: { select: { parentId: true } } },
        });
        await tx.paymentReminder.create({ data: { studentId: id, sentAt: now, overdue: situation.totals.overdue } });
        await notify(tx, {
          schoolId: year.schoolId,
          kind: "payment.overdue",
          to: { PARENT: student.parents.map((p) => p.parentId) },
          params: { student: student.user.name, amount: situation.totals.overdue, months: months.join(",") },
          url: `/payments?student=${id}`,
        });
        return true;
      });
      if (sent) reminded.push(id);
    }
  }
  return { studentIds: reminded };
}
