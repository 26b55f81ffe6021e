import { accountRouter } from "./routers/account/_router";
import { classesRouter } from "./routers/classes/_router";
import { dashboardRouter } from "./routers/dashboard/_router";
import { invitationsRouter } from "./routers/invitations/_router";
import { levelsRouter } from "./routers/levels/_router";
import { moderationRouter } from "./routers/moderation/_router";
import { peopleRouter } from "./routers/people/_router";
import { schoolYearsRouter } from "./routers/school-years/_router";
import { subjectsRouter } from "./routers/subjects/_router";
import { adsRouter } from "./routers/ads/_router";
import { authRouter } from "./routers/auth/_router";
import { commentsRouter } from "./routers/comments/_router";
import { referenceRouter } from "./routers/reference/_router";
import { reportsRouter } from "./routers/reports/_router";
import { rolesRouter } from "./routers/roles/_router";
import { schoolRouter } from "./routers/school/_router";
import { usersRouter } from "./routers/users/_router";
import { absencesRouter } from "./routers/absences/_router";
import { homeworkRouter } from "./routers/homework/_router";
import { textbookRouter } from "./routers/textbook/_router";
import { timetableRouter } from "./routers/timetable/_router";
import { evaluationsRouter } from "./routers/evaluations/_router";
import { gradebookRouter } from "./routers/gradebook/_router";
import { reportCardsRouter } from "./routers/report-cards/_router";
import { yearEndRouter } from "./routers/year-end/_router";
import { messagesRouter } from "./routers/messages/_router";
import { circularsRouter } from "./routers/circulars/_router";
import { meetingsRouter } from "./routers/meetings/_router";
import { smsRouter } from "./routers/sms/_router";
import { briefRouter } from "./routers/brief/_router";
import { familyRouter } from "./routers/family/_router";
import { privacyRouter } from "./routers/privacy/_router";
import { warningsRouter } from "./routers/warnings/_router";
import { documentsRouter } from "./routers/documents/_router";
import { marksRouter } from "./routers/marks/_router";
import { verifyRouter } from "./routers/verify/_router";
import { notificationsRouter } from "./routers/notifications/_router";
import { resourcesRouter } from "./routers/resources/_router";
import { paymentsRouter } from "./routers/payments/_router";
import { eventsRouter } from "./routers/events/_router";
import { createCallerFactory, createTRPCRouter } from "./trpc";

export const appRouter = createTRPCRouter({
  auth: authRouter,
  account: accountRouter,
  school: schoolRouter,
  roles: rolesRouter,
  users: usersRouter,
  reference: referenceRouter,
  schoolYears: schoolYearsRouter,
  levels: levelsRouter,
  subjects: subjectsRouter,
  classes: classesRouter,
  people: peopleRouter,
  invitations: invitationsRouter,
  dashboard: dashboardRouter,
  timetable: timetableRouter,
  textbook: textbookRouter,
  homework: homeworkRouter,
  absences: absencesRouter,
  evaluations: evaluationsRouter,
  gradebook: gradebookRouter,
  reportCards: reportCardsRouter,
  yearEnd: yearEndRouter,
  notifications: notificationsRouter,
  messages: messagesRouter,
  circulars: circularsRouter,
  meetings: meetingsRouter,
  sms: smsRouter,
  brief: briefRouter,
  family: familyRouter,
  warnings: warningsRouter,
  privacy: privacyRouter,
  marks: marksRouter,
  documents: documentsRouter,
  verify: verifyRouter,
  resources: resourcesRouter,
  payments: paymentsRouter,
  events: eventsRouter,
  moderation: moderationRouter,
  ads: adsRouter,
  comments: commentsRouter,
  reports: reportsRouter,
});

export type AppRouter = typeof appRouter;

/** A server-side caller: `createCaller(createInnerTRPCContext({ db, actor }))` (seed, tests, server components). */
export const createCaller = createCallerFactory(appRouter);
