/** The module's server API: what other modules may use of it (the only way in, checked by the lint). */
export { activeContent, containsMarkup } from "./server/active-content";
export { resourceFileType } from "./server/file-type";
export { mainPageResources } from "./server/list-resources";
