import type { Scoped, MemberOf } from "~/platform/api/scope";
import { can, hasRole, type Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError, forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import { loadSlot } from "./load-slot";
import { sessionView } from "./get-session";
import { listDaySessions } from "./list-day-sessions";

/** Who writes sessions (/attendance, /textbook's writing side): 'edit textbook' as a teacher or an administrator. */
export const writesSessions = (actor: Actor, schoolId: string) =>
  can(actor, "textbook.edit", schoolId) && (administers(actor, schoolId) || hasRole(actor, "TEACHER", schoolId));

/**
 * What /attendance and the writing side of /textbook show, as one action: the sessions of the chosen date (a
 * teacher's own, an administrator's every class's, with their teacher named) and the chosen one of them to write;
 * a session the actor may not open is simply not shown. The school is the one the gate checked 'edit textbook' in
 * (/attendance) or the actor belongs to (/textbook): who writes sessions there (the right, as a teacher or an
 * administrator) is asked here.
 */
export async function sessionsOfDay(
  db: Db,
  actor: Actor,
  school: Scoped<"school"> | MemberOf,
  input: { date?: Date; slot?: string },
) {
  if (!writesSessions(actor, school.schoolId)) throw forbidden();
  const showTeacher = administers(actor, school.schoolId);
  const { date, slot } = input;
  if (!date) return { showTeacher, day: null, session: null };
  const day = await listDaySessions(db, actor, { schoolId: school.schoolId, date });
  // a slot among the day's sessions listed for the actor is one they write, on a date it takes place
  const session =
    slot && day.sessions.some((s) => s.slotId === slot)
      ? await loadSlot(db, slot)
          .then((found) => sessionView(db, found, date))
          .catch((error: unknown) => {
            if (error instanceof AppError) return null;
            throw error;
          })
      : null;
  return { showTeacher, day, session };
}
