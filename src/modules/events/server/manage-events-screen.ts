import type { Scoped } from "~/platform/api/scope";
import type { Db } from "~/platform/db";
import { eventChoices, listSchoolEvents } from "./list-events";

/** What /events shows, as one action ('article.create' in the school, checked by the gate): its events and what their form offers. */
export async function manageEventsScreen(db: Db, school: Scoped<"school">) {
  const [events, choices] = await Promise.all([listSchoolEvents(db, school), eventChoices(db, school)]);
  return { events, choices };
}
