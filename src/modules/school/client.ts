/** The module's browser-safe surface: its pure rules, schemas and the components it lends (no server code). */
export { LIST_PAGE_SIZE } from "./domain/constants";
export { ZLevelInput, dateField, optionalDateField } from "./schemas/school";
