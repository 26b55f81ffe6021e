// The browser build of zod's to-json-schema module (see ./json-schema-processors.js): the methods exist on every
// schema, and throw if called.
const unavailable = () => {
  throw new Error("zod JSON Schema is not available in the browser build (src/lib/zod-browser)");
};
export const initializeContext = unavailable;
export const handleUnrepresentable = unavailable;
export const processSchema = unavailable;
export const extractDefs = unavailable;
export const finalize = unavailable;
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;
export { processSchema as process };
