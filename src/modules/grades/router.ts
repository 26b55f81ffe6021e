import { evaluationsRouter } from "./routers/evaluations";
import { gradebookRouter } from "./routers/gradebook";
import { marksRouter } from "./routers/marks";
import { reportCardsRouter } from "./routers/report-cards";
import { yearEndRouter } from "./routers/year-end";

/** The grades module's actions, by the client path of each router (unchanged by the move). */
export const gradesRouters = {
  evaluations: evaluationsRouter,
  gradebook: gradebookRouter,
  reportCards: reportCardsRouter,
  yearEnd: yearEndRouter,
  marks: marksRouter,
};
