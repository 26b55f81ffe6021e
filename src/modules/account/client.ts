/** The module's browser-safe surface: its pure rules, schemas and the components it lends (no server code). */
export { ZSignUpInput } from "./schemas";
