/** The module's browser-safe surface: its pure rules, schemas and the components it lends (no server code). */
export { MESSAGE_FILES_MAX, MESSAGE_FILE_MAX_BYTES, VOICE_MAX_BYTES } from "./schemas";
