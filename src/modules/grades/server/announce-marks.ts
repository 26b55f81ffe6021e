import { isVisible, type MarksAudience } from "~/modules/grades/domain/marks-release";
import type { Db } from "~/platform/db";
import { notifyMany } from "~/modules/notify";
import { levelRule, MARKS_RULE_SELECT } from "./marks-rules";

/**
 * Tells families that an evaluation's marks are there (issue 32): the students when they may see them, the parents
 * when they may — at the release itself when the level's rule shows them at once, else on the announce tick
 * (src/modules/grades/server/marks-job.ts, every ten minutes). Each audience of an evaluation is claimed once (an update
 * that only one of two ticks, or a tick and a release, wins), in the transaction that stores its notifications.
 * The notification names the subject, never the child nor the mark (a push carries no child detail).
 */
export async function announceReleasedMarks(db: Db, now: Date, only?: readonly string[]): Promise<number> {
  const rows = await db.evaluation.findMany({
    where: {
      releasedAt: { not: null, lte: now },
      OR: [{ studentsToldAt: null }, { parentsToldAt: null }],
      classSubject: { class: { level: { marksRelease: { not: "NEVER" } } } },
      ...(only ? { id: { in: [...only] } } : {}),
    },
    select: {
      id: true,
      schoolId: true,
      releasedAt: true,
      studentsToldAt: true,
      parentsToldAt: true,
      classSubject: {
        select: {
          subject: { select: { nameFr: true, nameEn: true, nameAr: true } },
          class: { select: { level: { select: MARKS_RULE_SELECT } } },
        },
      },
    },
  });
  let told = 0;
  for (const row of rows) {
    const rule = levelRule(row.classSubject.class.level);
    for (const audience of ["STUDENT", "PARENT"] as MarksAudience[]) {
      const column = audience === "STUDENT" ? "studentsToldAt" : "parentsToldAt";
      if (row[column] || !isVisible(rule, row.releasedAt, audience, now)) continue;
      told += await db.$transaction(async (tx) => {
        const claimed = await tx.evaluation.updateMany({
          where: { id: row.id, releasedAt: row.releasedAt, [column]: null },
          data: { [column]: now },
        });
        if (!claimed.count) return 0;
        const graded = await tx.grade.findMany({
          where: { evaluationId: row.id, status: { not: "CLEARED" } },
          select: { student: { select: { id: true, userId: true, parents: { select: { parentId: true } } } } },
        });
        const subject = row.classSubject.subject;
        return notifyMany(
          tx,
          graded.map(({ student }) => ({
            schoolId: row.schoolId,
            kind: "marks.released" as const,
            to:
              audience === "STUDENT"
                ? { STUDENT: [student.userId] }
                : { PARENT: student.parents.map((p) => p.parentId) },
            params: {
              evaluationId: row.id,
              subjectFr: subject.nameFr,
              subjectEn: subject.nameEn,
              subjectAr: subject.nameAr,
            },
            url: `/marks?student=${student.id}`,
          })),
        );
      });
    }
  }
  return told;
}
