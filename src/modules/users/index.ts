/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { grantRole } from "./server/grant-role";
export { assertManages, setSuspendedTx } from "./server/manage-users";
