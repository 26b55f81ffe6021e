import { messagesRouter } from "./routers/messages";

/** The messages module's actions, by the client path of each router (unchanged by the move). */
export const messagesRouters = {
  messages: messagesRouter,
};
