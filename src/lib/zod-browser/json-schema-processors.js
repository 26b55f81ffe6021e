// The browser build of zod's JSON Schema processors (next.config.mjs aliases zod's own module to this file for
// the browser only): our pages validate with zod but never turn a schema into JSON Schema, and zod's classic schemas
// import these ~5 kB (gzip) for that alone. Calling any of them in the browser throws, saying so; the server keeps zod's.
const unavailable = () => {
  throw new Error("zod JSON Schema is not available in the browser build (src/lib/zod-browser)");
};
/** a schema's own bounds, as zod records them (the browser never reads them: nothing here builds JSON Schema) */
export function aggregateChecks(schema) {
  return { ...schema._zod.bag };
}
export const allProcessors = {};
export const toJSONSchema = unavailable;
export const stringProcessor = unavailable;
export const numberProcessor = unavailable;
export const booleanProcessor = unavailable;
export const bigintProcessor = unavailable;
export const symbolProcessor = unavailable;
export const nullProcessor = unavailable;
export const undefinedProcessor = unavailable;
export const voidProcessor = unavailable;
export const neverProcessor = unavailable;
export const anyProcessor = unavailable;
export const unknownProcessor = unavailable;
export const dateProcessor = unavailable;
export const enumProcessor = unavailable;
export const literalProcessor = unavailable;
export const nanProcessor = unavailable;
export const templateLiteralProcessor = unavailable;
export const fileProcessor = unavailable;
export const successProcessor = unavailable;
export const customProcessor = unavailable;
export const functionProcessor = unavailable;
export const transformProcessor = unavailable;
export const mapProcessor = unavailable;
export const setProcessor = unavailable;
export const arrayProcessor = unavailable;
export const objectProcessor = unavailable;
export const unionProcessor = unavailable;
export const intersectionProcessor = unavailable;
export const tupleProcessor = unavailable;
export const recordProcessor = unavailable;
export const nullableProcessor = unavailable;
export const nonoptionalProcessor = unavailable;
export const defaultProcessor = unavailable;
export const prefaultProcessor = unavailable;
export const catchProcessor = unavailable;
export const pipeProcessor = unavailable;
export const readonlyProcessor = unavailable;
export const promiseProcessor = unavailable;
export const optionalProcessor = unavailable;
export const lazyProcessor = unavailable;
