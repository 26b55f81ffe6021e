/** Teaching-life lists, apart from the zod schemas (client components import these without zod). */
/** the school calendar's days (src/lib/weekdays.ts), shared by every module */
export { WEEKDAYS, WEEKDAY_CODES } from "~/lib/weekdays";
export const ATTENDANCE_STATUSES = ["PRESENT", "PRESENT_NO_REPORT", "ABSENT"] as const;
export type AttendanceStatusKey = (typeof ATTENDANCE_STATUSES)[number];
export const ABSENCE_REASONS = ["ILLNESS", "MEDICAL", "FAMILY", "TRANSPORT", "WEATHER", "OTHER"] as const;
export type AbsenceReasonKey = (typeof ABSENCE_REASONS)[number];
