import { can, hasRole, type Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { AppError, forbidden } from "~/server/errors";
import { administers } from "~/server/services/school/scope";
import { getSession } from "./get-session";
import { listDaySessions } from "./list-day-sessions";

/** Who writes sessions (/attendance, /textbook's writing side): 'edit textbook' as a teacher or an administrator. */
export const writesSessions = (actor: Actor, schoolId: string) =>
  can(actor, "textbook.edit", schoolId) && (administers(actor, schoolId) || hasRole(actor, "TEACHER", schoolId));

/**
 * What /attendance and the writing side of /textbook show, as one action: the sessions of the chosen date (a
 * teacher's own, an administrator's every class's, with their teacher named) and the chosen one of them to write;
 * a session the actor may not open is simply not shown.
 */
export async function sessionsOfDay(db: Db, actor: Actor, input: { schoolId: string; date?: Date; slot?: string }) {
  if (!writesSessions(actor, input.schoolId)) throw forbidden();
  const showTeacher = administers(actor, input.schoolId);
  const { date, slot } = input;
  if (!date) return { showTeacher, day: null, session: null };
  const day = await listDaySessions(db, actor, { schoolId: input.schoolId, date });
  const session =
    slot && day.sessions.some((s) => s.slotId === slot)
      ? await getSession(db, actor, { slotId: slot, date }).catch((error: unknown) => {
          if (error instanceof AppError) return null;
          throw error;
        })
      : null;
  return { showTeacher, day, session };
}
