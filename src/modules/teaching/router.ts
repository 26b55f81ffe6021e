import { absencesRouter } from "./routers/absences";
import { homeworkRouter } from "./routers/homework";
import { textbookRouter } from "./routers/textbook";
import { timetableRouter } from "./routers/timetable";

/** The teaching module's actions, by the client path of each router (unchanged by the move). */
export const teachingRouters = {
  timetable: timetableRouter,
  textbook: textbookRouter,
  homework: homeworkRouter,
  absences: absencesRouter,
};
