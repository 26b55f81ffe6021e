import { eventsRouter } from "./routers/events";

/** The events module's actions, by the client path of each router (unchanged by the move). */
export const eventsRouters = {
  events: eventsRouter,
};
