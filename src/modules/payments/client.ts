/** The module's browser-safe surface: its pure rules, schemas and the components it lends (no server code). */
export { formatMonth } from "./domain/format-month";
export { PROOF_MAX_BYTES } from "./domain/proof";
