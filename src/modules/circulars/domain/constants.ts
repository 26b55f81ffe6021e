/** Circulars (issue 30): limits shared by the form and the server. */
export const CIRCULAR_TITLE_MAX = 150;
export const CIRCULAR_BODY_MAX = 5000;
/** the name a parent types as signature */
export const SIGNATURE_MIN = 3;
export const SIGNATURE_MAX = 100;
/** chosen families: at most a large class's worth at a time */
export const CIRCULAR_STUDENTS_MAX = 60;
export const CIRCULAR_ANSWERS = ["NONE", "ACKNOWLEDGE", "CONSENT"] as const;
export type CircularAnswerKind = (typeof CIRCULAR_ANSWERS)[number];
/** a reminder at most once an hour: families are not flooded by an impatient button */
export const REMINDER_EVERY_MINUTES = 60;
