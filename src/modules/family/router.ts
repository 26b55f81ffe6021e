import { familyRouter } from "./routers/family";

/** The family module's actions, by the client path of each router (unchanged by the move). */
export const familyRouters = {
  family: familyRouter,
};
