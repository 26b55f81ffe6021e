import { REMINDER_EVERY_MINUTES } from "~/modules/circulars/domain/constants";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError, notFound } from "~/platform/errors";
import { circularFor } from "./circular-access";
import { circularAsks, tellParents } from "./send-circular";

/**
 * One button reminds the families who have not answered (a circular asking nothing: who have not opened it), through
 * notify — so whatever channel reaches a family (push now, SMS later) carries it. At most once an hour; not after the
 * deadline. Two clicks at once send one reminder.
 */
export async function remindCircular(db: Db, actor: Actor, input: { circularId: string }) {
  const { circular, manage } = await circularFor(db, actor, input.circularId);
  if (!manage) throw notFound();
  const now = new Date();
  if (circular.deadline && circular.deadline < now) throw new AppError("CONFLICT", "circulars.error.closed");
  const since = new Date(now.getTime() - REMINDER_EVERY_MINUTES * 60_000);
  return db.$transaction(async (tx) => {
    // the claim on the hour: a second click (or a colleague's) finds it taken
    const { count } = await tx.circular.updateMany({
      where: { id: circular.id, OR: [{ lastRemindedAt: null }, { lastRemindedAt: { lt: since } }] },
      data: { lastRemindedAt: now },
    });
    if (count === 0) throw new AppError("CONFLICT", "circulars.error.remindedRecently");
    const waiting = await tx.circularFamily.findMany({
      where: { circularId: circular.id, ...(circular.answer === "NONE" ? { openedAt: null } : { answeredAt: null }) },
      select: { studentId: true },
    });
    const parents = await tellParents(
      tx,
      circular.schoolId,
      circular.id,
      waiting.map((w) => w.studentId),
      "circular.reminder",
      { title: circular.title, ...circularAsks(circular.answer, circular.deadline) },
    );
    return { families: waiting.length, parents };
  });
}
