/** Meetings (issue 30): limits shared by the forms and the server. */
export const SLOT_MINUTES_MIN = 5;
export const SLOT_MINUTES_MAX = 60;
/** one publication's slots at most (a long afternoon of 5-minute slots) */
export const SLOTS_AT_ONCE_MAX = 60;
export const MEETING_NOTE_MAX = 300;
export const MEETING_PLACE_MAX = 100;
export const MEETING_REASON_MAX = 300;
/** how far ahead the lists look */
export const MEETINGS_AHEAD_DAYS = 90;
