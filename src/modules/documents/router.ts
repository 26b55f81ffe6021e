import { documentsRouter } from "./routers/documents";
import { verifyRouter } from "./routers/verify";

/** The documents module's actions, by the client path of each router (unchanged by the move). */
export const documentsRouters = {
  documents: documentsRouter,
  verify: verifyRouter,
};
