/** Notification lists and limits, apart from the zod schemas (client components import these without zod). */

/** Whom a message from /notifications/send reaches, within one school. */
export const AUDIENCE_KINDS = ["school", "level", "class", "role", "classParents", "people"] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/** The school roles a message can be addressed to as a whole. */
export const AUDIENCE_ROLES = ["ADMIN", "TEACHER", "PARENT", "STUDENT"] as const;
export type AudienceRole = (typeof AUDIENCE_ROLES)[number];

export const MESSAGE_TITLE_MAX = 120;
export const MESSAGE_BODY_MAX = 2000;
/** chosen people, at most */
export const MESSAGE_PEOPLE_MAX = 200;
/** notifications per page of /notifications */
export const NOTIFICATIONS_PAGE = 30;
