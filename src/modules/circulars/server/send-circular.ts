import type { z } from "zod";
import type { ZSendCircular } from "~/modules/circulars/schemas";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { fieldError } from "~/platform/errors";
import { notify } from "~/modules/notify";
import { assertCan, requireSchool } from "~/modules/school";
import { circularPupils } from "./circular-audience";

/** A deadline is the end of its day in Algeria (UTC+1). */
export const endOfAlgerianDay = (day: Date) => new Date(day.getTime() + 24 * 3600_000 - 3600_000 - 1);

/**
 * Sends a circular ('circular.send'): the circular, one row per pupil's family reached, and a notification to each
 * of their parents — the title and the sender, like any message of the school (pushes follow the quiet hours) — in
 * one transaction. An audience reaching nobody is refused on its field; a deadline already past on its own.
 */
export async function sendCircular(db: Db, actor: Actor, input: z.output<typeof ZSendCircular>) {
  assertCan(actor, "circular.send", input.schoolId);
  await requireSchool(db, input.schoolId);
  const deadline = input.answer !== "NONE" && input.deadline ? endOfAlgerianDay(input.deadline) : null;
  if (deadline && deadline < new Date()) throw fieldError("deadline", "circulars.error.pastDeadline");
  return db.$transaction(
    async (tx) => {
      const pupils = await circularPupils(tx, actor, input.schoolId, input.audience);
      if (pupils.length === 0) throw fieldError("audience", "notifications.send.nobody");
      const circular = await tx.circular.create({
        data: {
          schoolId: input.schoolId,
          authorId: actor.userId,
          title: input.title,
          body: input.body,
          answer: input.answer,
          deadline,
          audience: input.audience,
          recipients: pupils.length,
        },
        select: { id: true },
      });
      await tx.circularFamily.createMany({
        data: pupils.map((p) => ({ circularId: circular.id, studentId: p.studentId, classId: p.classId })),
      });
      await tellParents(
        tx,
        input.schoolId,
        circular.id,
        pupils.map((p) => p.studentId),
        "circular.published",
        { title: input.title, sender: actor.name, ...circularAsks(input.answer, deadline) },
      );
      return { id: circular.id, recipients: pupils.length };
    },
    { timeout: 30_000 },
  );
}

/** What a circular asks and by which day ("YYYY-MM-DD" in Algeria, "" for none): what its SMS says (issue 48). */
export const circularAsks = (answer: string, deadline: Date | null) => ({
  answer,
  deadline: deadline ? deadline.toISOString().slice(0, 10) : "",
});

/** Notifies the parents of these pupils (each parent once, whatever their number of children in it). */
export async function tellParents(
  tx: Prisma.TransactionClient,
  schoolId: string,
  circularId: string,
  studentIds: string[],
  kind: "circular.published" | "circular.reminder",
  params: Record<string, string>,
) {
  if (studentIds.length === 0) return 0;
  const links = await tx.parentLink.findMany({ where: { studentId: { in: studentIds } }, select: { parentId: true } });
  const parents = [...new Set(links.map((l) => l.parentId))];
  if (parents.length === 0) return 0;
  return notify(tx, { schoolId, kind, to: { STAFF: parents }, params, url: `/circulars/${circularId}` });
}
