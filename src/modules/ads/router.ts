import { adsRouter } from "./routers/ads";
import { commentsRouter } from "./routers/comments";
import { reportsRouter } from "./routers/reports";

/** The ads module's actions, by the client path of each router (unchanged by the move). */
export const adsRouters = {
  ads: adsRouter,
  comments: commentsRouter,
  reports: reportsRouter,
};
