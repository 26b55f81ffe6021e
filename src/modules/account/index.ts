/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { PHOTO_MAX_BYTES } from "./server/account";
export { authenticate } from "./server/authenticate";
export { NO_CHOSEN_PASSWORD, changeIdentifiers, holdingFields, schoolHolds } from "./server/login-identifiers";
export { mergeAccounts } from "./server/merge-accounts";
export { userForOAuth } from "./server/oauth";
export { requestPasswordReset } from "./server/password-reset";
