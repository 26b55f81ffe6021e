import type { z } from "zod";
import type { ZReleaseEvaluation } from "~/modules/grades/schemas";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";
import { assertEditsSubject, loadClassSubject } from "./access";
import { announceReleasedMarks } from "./announce-marks";

/**
 * A teacher releases an evaluation's marks to its families (issue 32), with a remark shown beside them, or withdraws
 * them; the teacher of the subject or an administrator, with 'edit an evaluation'. The level's rule (/settings) says
 * when families see them: a level whose marks go out with the report card only refuses a release, so no teacher
 * believes a family sees what it does not. Released again later (the remark changed), the release keeps its first
 * moment: families who already see the marks keep seeing them. Withdrawn, the marks leave every family screen at
 * once and the notifications that pointed at them go too (as a withdrawn report card's).
 */
export async function releaseEvaluation(
  db: Db,
  actor: Actor,
  evaluation: Scoped<"evaluation">,
  input: z.output<typeof ZReleaseEvaluation>,
  now = new Date(),
) {
  const cs = await loadClassSubject(db, evaluation.classSubjectId);
  assertEditsSubject(actor, cs, "evaluation.edit");
  if (input.released) {
    const level = await db.schoolClass.findUniqueOrThrow({
      where: { id: cs.classId },
      select: { level: { select: { marksRelease: true } } },
    });
    if (level.level.marksRelease === "NEVER") throw fieldError("released", "marks.errors.levelNever");
    await db.evaluation.updateMany({
      where: { id: evaluation.id, releasedAt: null },
      data: { releasedAt: now, releasedById: actor.userId },
    });
    await db.evaluation.update({ where: { id: evaluation.id }, data: { remark: input.remark } });
    // those who see the marks now are told now; the others by the announce tick when their moment comes
    await announceReleasedMarks(db, now, [evaluation.id]);
  } else {
    await db.$transaction([
      db.evaluation.update({
        where: { id: evaluation.id },
        data: { releasedAt: null, releasedById: null, studentsToldAt: null, parentsToldAt: null },
      }),
      db.notification.deleteMany({
        where: {
          kind: "marks.released",
          schoolId: evaluation.schoolId,
          params: { path: ["evaluationId"], equals: evaluation.id },
        },
      }),
    ]);
  }
  const saved = await db.evaluation.findUniqueOrThrow({
    where: { id: evaluation.id },
    select: { releasedAt: true, remark: true },
  });
  return { released: saved.releasedAt !== null, releasedAt: saved.releasedAt, remark: saved.remark };
}
