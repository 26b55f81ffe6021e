/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { isReleased, taughtAmong } from "./server/access";
export { startCardPdfWorker } from "./server/card-pdf-job";
export { listEvaluations } from "./server/evaluations";
export { startMarksWorker } from "./server/marks-job";
export { schoolHeader } from "./server/get-school-header";
export { studentCards } from "./server/list-student-cards";
