/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { newVerifyCode } from "./server/new-code";
