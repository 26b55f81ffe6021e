import { circularsRouter } from "./routers/circulars";

/** The circulars module's actions, by the client path of each router (unchanged by the move). */
export const circularsRouters = {
  circulars: circularsRouter,
};
