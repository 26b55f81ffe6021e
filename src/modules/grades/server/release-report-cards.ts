import type { TaughtClass } from "~/platform/api/relations";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";
import { notifyMany } from "~/modules/notify";
import { resolvePushSchedule, resultsMoment, resultsWave } from "~/modules/notify/client";
import type { Prisma } from "~/platform/db/generated/client";
import { enqueueCardPdfs } from "~/modules/grades/server/card-pdf-queue";
import { classOfTaught, loadTerm } from "./access";

/**
 * Releases a class's cards for a term to its students and parents (notifying them), or withdraws them (their
 * notifications go too: nothing keeps pointing at a card they may no longer read). A teacher of the class or an
 * administrator, with 'generate report cards'.
 */
export async function setRelease(
  db: Db,
  actor: Actor,
  taught: TaughtClass,
  input: { termId: string; released: boolean },
  now = new Date(),
) {
  const cls = await classOfTaught(db, taught);
  const term = await loadTerm(db, input.termId, cls.schoolYearId);
  const key = { classId_termId: { classId: cls.id, termId: term.id } };
  const answer = await db.$transaction(async (tx) => {
    const current = await tx.reportCardRelease.findUnique({ where: key, select: { classId: true } });
    if (input.released && !current) {
      const cards = await tx.reportCard.findMany({
        where: { classId: cls.id, termId: term.id },
        select: { id: true, student: { select: { userId: true, parents: { select: { parentId: true } } } } },
      });
      if (!cards.length) throw fieldError("classId", "errors.noReportCards");
      const pushAt = await nextResultsWave(tx, cls.schoolId, now);
      await tx.reportCardRelease.create({
        data: { classId: cls.id, termId: term.id, publishedById: actor.userId, pushAt },
      });
      // the cards' PDFs, made ahead now that families may download them (published again: a job finds them stored)
      await enqueueCardPdfs(
        tx,
        cards.map((c) => c.id),
      );
      await notifyMany(
        tx,
        cards.map((c) => ({
          schoolId: cls.schoolId,
          to: { STUDENT: [c.student.userId], PARENT: c.student.parents.map((p) => p.parentId) },
          kind: "reportCard.published" as const,
          params: { term: term.number, classId: cls.id, termId: term.id },
          url: `/report-cards/${c.id}`,
        })),
        { pushAt: pushAt ?? undefined },
      );
    } else if (!input.released && current) {
      await tx.reportCardRelease.delete({ where: key });
      await tx.notification.deleteMany({
        where: {
          kind: "reportCard.published",
          schoolId: cls.schoolId,
          params: { path: ["classId"], equals: cls.id },
          AND: { params: { path: ["termId"], equals: term.id } },
        },
      });
    }
    return { released: input.released };
  });
  return answer;
}

/**
 * The push time of a class published now: with a results time, the next wave of it — one wave per class published
 * for the same results moment, in the order they were published, RESULTS_WAVE_MINUTES apart (the school's row is
 * locked, so two classes published at once take two waves); without one, null (pushed at once, as each class is
 * published by hand).
 */
async function nextResultsWave(tx: Prisma.TransactionClient, schoolId: string, now: Date): Promise<Date | null> {
  const [school] = await tx.$queryRaw<
    { pushSchedule: unknown }[]
  >`SELECT "pushSchedule" FROM "School" WHERE "id" = ${schoolId} FOR UPDATE`;
  const moment = resultsMoment(now, resolvePushSchedule(school?.pushSchedule));
  if (!moment) return null;
  const taken = await tx.reportCardRelease.count({ where: { class: { schoolId }, pushAt: { gte: moment } } });
  return resultsWave(moment, taken);
}
