import { accountRouters } from "./account/router";
import { adsRouters } from "./ads/router";
import { circularsRouters } from "./circulars/router";
import { documentsRouters } from "./documents/router";
import { eventsRouters } from "./events/router";
import { familyRouters } from "./family/router";
import { gradesRouters } from "./grades/router";
import { meetingsRouters } from "./meetings/router";
import { messagesRouters } from "./messages/router";
import { moderationRouters } from "./moderation/router";
import { notifyRouters } from "./notify/router";
import { paymentsRouters } from "./payments/router";
import { privacyRouters } from "./privacy/router";
import { resourcesRouters } from "./resources/router";
import { schoolRouters } from "./school/router";
import { teachingRouters } from "./teaching/router";
import { usersRouters } from "./users/router";
import { warningsRouters } from "./warnings/router";
import { createCallerFactory, createTRPCRouter } from "../platform/api/trpc";

/** The app's router: every module's routers, each under its client path. */
export const appRouter = createTRPCRouter({
  ...accountRouters,
  ...schoolRouters,
  ...usersRouters,
  ...teachingRouters,
  ...gradesRouters,
  ...notifyRouters,
  ...messagesRouters,
  ...circularsRouters,
  ...meetingsRouters,
  ...familyRouters,
  ...warningsRouters,
  ...privacyRouters,
  ...documentsRouters,
  ...resourcesRouters,
  ...paymentsRouters,
  ...eventsRouters,
  ...moderationRouters,
  ...adsRouters,
});

export type AppRouter = typeof appRouter;

/** A server-side caller: `createCaller(createInnerTRPCContext({ db, actor }))` (seed, tests, server components). */
export const createCaller = createCallerFactory(appRouter);
