/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { chosenSchool } from "./server/active-school";
export type { ActiveSchool } from "./server/active-school";
export { audienceTarget, audienceWhere } from "./server/audience";
export { listClasses } from "./server/classes";
export { setRefusesInvitations } from "./server/invitations";
export { MAX_PARENTS } from "./server/link-parent";
export { managedBy } from "./server/person-account";
export { schoolPageChanged } from "./server/public-page";
export { defaultReportHeaders, schoolNotices } from "./server/school";
export { administers, assertBelongsTo, assertCan, belongsTo, requireSchool } from "./server/scope";
export { listSchoolYears } from "./server/years";
