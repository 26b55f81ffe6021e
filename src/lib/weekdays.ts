/** The school calendar's days, shared by every module. 0 = Sunday … 6 = Saturday, as JavaScript's getUTCDay. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
/** Weekday names as message selectors ({day, select, sunday {…} …}), by getUTCDay index. */
export const WEEKDAY_CODES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
