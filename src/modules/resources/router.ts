import { resourcesRouter } from "./routers/resources";

/** The resources module's actions, by the client path of each router (unchanged by the move). */
export const resourcesRouters = {
  resources: resourcesRouter,
};
