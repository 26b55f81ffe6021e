import { briefRouter } from "./routers/brief";
import { notificationsRouter } from "./routers/notifications";
import { smsRouter } from "./routers/sms";

/** The notify module's actions, by the client path of each router (unchanged by the move). */
export const notifyRouters = {
  notifications: notificationsRouter,
  sms: smsRouter,
  brief: briefRouter,
};
