import { paymentsRouter } from "./routers/payments";

/** The payments module's actions, by the client path of each router (unchanged by the move). */
export const paymentsRouters = {
  payments: paymentsRouter,
};
