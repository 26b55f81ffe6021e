/** The module's browser-safe surface: its pure rules, schemas and the components it lends (no server code). */
export { RESOURCE_FILE_MAX_BYTES } from "./domain/constants";
