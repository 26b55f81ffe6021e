/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { myMeetings } from "./server/list-meetings";
export { startMeetingReminderWorker } from "./server/reminder-job";
