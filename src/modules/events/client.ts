/** The module's browser-safe surface: its pure rules, schemas and the components it lends (no server code). */
export { MAX_EVENT_PHOTOS, algiersInstant, algiersParts } from "./domain/constants";
export { ZEventRef } from "./schemas";
