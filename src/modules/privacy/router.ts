import { privacyRouter } from "./routers/privacy";

/** The privacy module's actions, by the client path of each router (unchanged by the move). */
export const privacyRouters = {
  privacy: privacyRouter,
};
