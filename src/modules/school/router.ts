import { classesRouter } from "./routers/classes";
import { dashboardRouter } from "./routers/dashboard";
import { invitationsRouter } from "./routers/invitations";
import { levelsRouter } from "./routers/levels";
import { peopleRouter } from "./routers/people";
import { referenceRouter } from "./routers/reference";
import { schoolRouter } from "./routers/school";
import { schoolYearsRouter } from "./routers/school-years";
import { subjectsRouter } from "./routers/subjects";

/** The school module's actions, by the client path of each router (unchanged by the move). */
export const schoolRouters = {
  school: schoolRouter,
  reference: referenceRouter,
  schoolYears: schoolYearsRouter,
  levels: levelsRouter,
  subjects: subjectsRouter,
  classes: classesRouter,
  people: peopleRouter,
  invitations: invitationsRouter,
  dashboard: dashboardRouter,
};
