/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { studentPayments } from "./server/family-payments";
export { receiptNumber } from "./server/receipt";
export { startReminderWorker } from "./server/reminder-job";
export { yearSituations } from "./server/school-situation";
export { currentMonth } from "./server/student-situation";
