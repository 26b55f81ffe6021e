/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { listAbsences, pendingJustifications } from "./server/absences";
export { chooseStudent, classCapacity, familyStudents, isFamilyOf, staffClasses } from "./server/access";
export { getToday } from "./server/get-today";
export { listStudentHomework } from "./server/homework";
export { listDaySessions } from "./server/list-day-sessions";
