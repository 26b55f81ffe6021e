/** The module's browser-safe surface: its pure rules, schemas and the components it lends (no server code). */
export { excerpt } from "./domain/excerpt";
export { resolvePushSchedule, resultsMoment, resultsWave } from "./domain/push-schedule";
export { resolveRules } from "./domain/rules";
export { addDays, briefWindow } from "./domain/window";
export { ZWarningRules } from "./schemas";
export type { TWarningRules } from "./schemas";
export type { PushConfig } from "./ui/config";
