import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { eventChoices, listSchoolEvents } from "./list-events";

/** What /events shows, as one action ('article.create' in the school): its events and what their form offers. */
export async function manageEventsScreen(db: Db, actor: Actor, input: { schoolId: string }) {
  const [events, choices] = await Promise.all([listSchoolEvents(db, actor, input), eventChoices(db, actor, input.schoolId)]);
  return { events, choices };
}
