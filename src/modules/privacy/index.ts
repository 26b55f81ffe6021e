/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { logAccess } from "./server/access-log";
export { photoRefusals, refusedBy } from "./server/consents";
export { startRetentionWorker } from "./server/retention-job";
