/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { listAbsences, pendingJustifications } from "./server/absences";
export { chooseStudent } from "./server/choose-student";
export { classCapacity, isFamilyOf } from "./server/gate-relations";
export { familyStudents } from "./server/list-family-students";
export { staffClasses } from "./server/list-staff-classes";
export { getToday } from "./server/get-today";
export { listStudentHomework } from "./server/homework";
export { listDaySessions } from "./server/list-day-sessions";
