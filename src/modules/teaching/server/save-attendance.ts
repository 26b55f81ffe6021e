import type { z } from "zod";
import type { ZAttendanceInput } from "~/modules/teaching/schemas";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { applyMarks, ensureRecord, writableSession } from "./session-records";

/** Saves a session's attendance: the marks changed on the screen, nothing else. */
export async function saveAttendance(
  db: Db,
  actor: Actor,
  gated: Scoped<"slot">,
  input: z.output<typeof ZAttendanceInput>,
) {
  const slot = await writableSession(db, actor, gated, input.date);
  return db.$transaction(async (tx) => {
    const record = await ensureRecord(tx, slot, input.date, actor.userId);
    const result = await applyMarks(tx, actor, slot, input.date, record.id, input.marks);
    return { sessionId: record.id, ...result };
  });
}
