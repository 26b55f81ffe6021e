/** Teaching-life lists, apart from the zod schemas (client components import these without zod). */
/** 0 = Sunday … 6 = Saturday, as JavaScript's getUTCDay. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const ATTENDANCE_STATUSES = ["PRESENT", "PRESENT_NO_REPORT", "ABSENT"] as const;
export type AttendanceStatusKey = (typeof ATTENDANCE_STATUSES)[number];
export const ABSENCE_REASONS = ["ILLNESS", "MEDICAL", "FAMILY", "TRANSPORT", "WEATHER", "OTHER"] as const;
export type AbsenceReasonKey = (typeof ABSENCE_REASONS)[number];
/** Weekday names as message selectors ({day, select, sunday {…} …}), by getUTCDay index. */
export const WEEKDAY_CODES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
