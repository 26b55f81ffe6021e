import { meetingsRouter } from "./routers/meetings";

/** The meetings module's actions, by the client path of each router (unchanged by the move). */
export const meetingsRouters = {
  meetings: meetingsRouter,
};
