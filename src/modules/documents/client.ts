/** The module's browser-safe surface: its pure rules, schemas and the components it lends (no server code). */
export { DOCUMENT_KINDS } from "./domain/paper";
export type { DocumentKind } from "./domain/paper";
export { formatCode } from "./domain/verify-code";
