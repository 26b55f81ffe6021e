import { warningsRouter } from "./routers/warnings";

/** The warnings module's actions, by the client path of each router (unchanged by the move). */
export const warningsRouters = {
  warnings: warningsRouter,
};
