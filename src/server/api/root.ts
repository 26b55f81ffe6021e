import { accountRouter } from "./routers/account/_router";
import { adsRouter } from "./routers/ads/_router";
import { authRouter } from "./routers/auth/_router";
import { commentsRouter } from "./routers/comments/_router";
import { referenceRouter } from "./routers/reference/_router";
import { reportsRouter } from "./routers/reports/_router";
import { rolesRouter } from "./routers/roles/_router";
import { schoolRouter } from "./routers/school/_router";
import { usersRouter } from "./routers/users/_router";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  account: accountRouter,
  school: schoolRouter,
  roles: rolesRouter,
  users: usersRouter,
  reference: referenceRouter,
  ads: adsRouter,
  comments: commentsRouter,
  reports: reportsRouter,
});

export type AppRouter = typeof appRouter;

/** A server-side caller: `createCaller(createInnerTRPCContext({ db, actor }))` (seed, tests, server components). */
export const createCaller = createCallerFactory(appRouter);
