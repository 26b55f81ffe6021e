import type { z } from "zod";
import type { ZSessionRecordInput } from "~/modules/teaching/schemas";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { applyMarks, ensureRecord, writableSession } from "./session-records";

/**
 * Writes the textbook entry ("PV") of a session: what was covered, what comes next, the work expected, whether the
 * teacher was absent; and the attendance changes made on the same screen (the absents of the PV are the session's
 * attendance: one list, not two).
 */
export async function saveSessionRecord(
  db: Db,
  actor: Actor,
  gated: Scoped<"slot">,
  input: z.output<typeof ZSessionRecordInput>,
) {
  const slot = await writableSession(db, actor, gated, input.date);
  return db.$transaction(async (tx) => {
    const record = await ensureRecord(tx, slot, input.date, actor.userId);
    await tx.sessionRecord.update({
      where: { id: record.id },
      data: {
        title: input.title ?? null,
        content: input.content ?? null,
        nextContent: input.nextContent ?? null,
        workExpected: input.workExpected ?? null,
        teacherAbsent: input.teacherAbsent,
        teacherId: actor.userId,
      },
    });
    const result = await applyMarks(tx, actor, slot, input.date, record.id, input.teacherAbsent ? [] : input.marks);
    return { sessionId: record.id, ...result };
  });
}
