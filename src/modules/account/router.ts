import { accountRouter } from "./routers/account";
import { authRouter } from "./routers/auth";

/** The account module's actions, by the client path of each router (unchanged by the move). */
export const accountRouters = {
  auth: authRouter,
  account: accountRouter,
};
