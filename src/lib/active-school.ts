/** The cookie naming the school the school screens show (set by the school picker, read by the server). */
export const ACTIVE_SCHOOL_COOKIE = "wasla-school";
