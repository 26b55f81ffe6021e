import type { Scoped } from "~/server/api/scope";
import type { Db } from "~/server/db";
import { eventChoices, listSchoolEvents } from "./list-events";

/** What /events shows, as one action ('article.create' in the school, checked by the gate): its events and what their form offers. */
export async function manageEventsScreen(db: Db, school: Scoped<"school">) {
  const [events, choices] = await Promise.all([listSchoolEvents(db, school), eventChoices(db, school)]);
  return { events, choices };
}
