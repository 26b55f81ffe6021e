import { moderationRouter } from "./routers/moderation";

/** The moderation module's actions, by the client path of each router (unchanged by the move). */
export const moderationRouters = {
  moderation: moderationRouter,
};
