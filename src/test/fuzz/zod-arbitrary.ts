import fc from "fast-check";
import type { z } from "zod";

/**
 * fast-check arbitraries for the *input* side of a zod 4 schema, read from `schema._zod.def`. No published bridge
 * speaks zod 4 (zod-fast-check stops at zod 3 and fast-check 3), so this covers what our procedures use: objects,
 * strings (length, regex, e-mail, URL), numbers and integers with bounds, booleans, enums, literals, arrays,
 * optional, nullable, default, catch, union, record, pipe/transform/preprocess, FormData. Anything else becomes
 * `fc.anything()` and is reported as a fallback, so the test can say how many schemas were fully understood.
 *
 * Refinements (`refine`, `superRefine`) are not solved: a generated value may still fail them, which is fine for
 * fuzzing — the point is to reach the service with plausible values most of the time.
 */
type Schema = z.core.$ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  [key: string]: unknown;
}

/** Values to try for a field, by field name (real ids from the database, phone numbers, dates…). */
export type Hints = (key: string) => fc.Arbitrary<unknown> | undefined;

export interface Conversion {
  arbitrary: fc.Arbitrary<unknown>;
  /** Schema kinds that fell back to fc.anything(), e.g. ["lazy"]; empty when the schema was fully handled. */
  fallbacks: string[];
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => ((def.checks as { _zod: { def: CheckDef } }[] | undefined) ?? []).map((c) => c._zod.def);

/** A value that is optional in an object: `.optional()`, or a default/catch/preprocess that accepts undefined. */
const isOptional = (schema: Schema) => schema._zod.optin === "optional";

export function arbitraryOf(schema: Schema, hints: Hints = () => undefined): Conversion {
  const fallbacks: string[] = [];
  const arbitrary = convert(schema, { hints, fallbacks });
  return { arbitrary, fallbacks };
}

interface State {
  hints: Hints;
  fallbacks: string[];
}

function fallback(state: State, kind: string): fc.Arbitrary<unknown> {
  state.fallbacks.push(kind);
  return fc.anything({ maxDepth: 2 });
}

function convert(schema: Schema, state: State): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "string":
      return stringArbitrary(def);
    case "number":
      return numberArbitrary(def);
    case "boolean":
      return fc.boolean();
    case "bigint":
      return fc.bigInt();
    case "date":
      return fc.date({ noInvalidDate: true });
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "any":
    case "unknown":
      return fc.anything({ maxDepth: 2 });
    case "enum":
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case "literal":
      return fc.constantFrom(...(def.values as unknown[]));
    case "optional":
      return fc.option(convert(def.innerType as Schema, state), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(convert(def.innerType as Schema, state), { nil: null, freq: 4 });
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return def.type === "default" || def.type === "prefault"
        ? fc.option(convert(def.innerType as Schema, state), { nil: undefined, freq: 4 })
        : convert(def.innerType as Schema, state);
    case "array": {
      const { min, max } = lengthBounds(checksOf(def));
      return fc.array(convert(def.element as Schema, state), {
        minLength: min ?? 0,
        maxLength: Math.min(max ?? 6, (min ?? 0) + 6),
      });
    }
    case "object":
      return objectArbitrary(def, state);
    case "union":
      return fc.oneof(...(def.options as Schema[]).map((option) => convert(option, state)));
    case "record": {
      const keyDef = defOf(def.keyType as Schema);
      const value = convert(def.valueType as Schema, state);
      if (keyDef.type === "enum") {
        const keys = Object.values(keyDef.entries as Record<string, string>).map(String);
        return fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: def.partial ? [] : keys });
      }
      return fc.dictionary(convert(def.keyType as Schema, state) as fc.Arbitrary<string>, value, { maxKeys: 4 });
    }
    case "pipe":
      return pipeArbitrary(def, state);
    case "custom":
      if (schema._zod.bag.Class === FormData) return formDataArbitrary(state);
      return fallback(state, "custom");
    default:
      return fallback(state, def.type);
  }
}

const isTransform = (schema: Schema) => defOf(schema).type === "transform";

/**
 * `a.pipe(b)`: a transform on either side (preprocess, .transform) leaves the other side to generate from;
 * two schemas (requiredString(120).pipe(z.string().min(5))) generate from the output side, kept when the input
 * side accepts it too.
 */
function pipeArbitrary(def: Def, state: State): fc.Arbitrary<unknown> {
  const input = def.in as Schema;
  const output = def.out as Schema;
  if (isTransform(output)) return convert(input, state);
  if (isTransform(input)) return convert(output, state);
  const accepts = (value: unknown) => (input as unknown as z.ZodType).safeParse(value).success;
  return fc.oneof(
    { arbitrary: convert(output, state).filter(accepts), weight: 4 },
    { arbitrary: convert(input, state), weight: 1 },
  );
}

function objectArbitrary(def: Def, state: State): fc.Arbitrary<unknown> {
  const shape = def.shape as Record<string, Schema>;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const base = convert(field, state);
    const hint = state.hints(key);
    fields[key] = hint ? fc.oneof({ arbitrary: hint, weight: 6 }, { arbitrary: base, weight: 1 }) : base;
    if (!isOptional(field)) required.push(key);
  }
  return fc.record(fields, { requiredKeys: required });
}

function lengthBounds(checks: CheckDef[]): { min?: number; max?: number } {
  let min: number | undefined;
  let max: number | undefined;
  for (const c of checks) {
    if (c.check === "min_length") min = Math.max(min ?? 0, c.minimum as number);
    if (c.check === "max_length") max = Math.min(max ?? Infinity, c.maximum as number);
    if (c.check === "length_equals") min = max = c.length as number;
  }
  return { min, max };
}

const EMAIL = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom("dz", "com", "fr", "org"),
  )
  .map(([local, domain, tld]) => `${local.replace(/\.+/g, ".").replace(/\.$/, "")}@${domain}.${tld}`);

const URL_ARB = fc
  .tuple(fc.constantFrom("https", "http"), fc.domain(), fc.webPath())
  .map(([scheme, host, pathname]) => `${scheme}://${host}${pathname}`);

/** What people type in names and titles, French and Arabic. */
const NAME_CHARACTER = fc.constantFrom(..."abcdefghijklmnopqrstuvwxyzABCDEZéèçàôï' -0123456789سارةكريمأمين");

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const checks = [def as unknown as CheckDef, ...checksOf(def)];
  const { min = 0, max } = lengthBounds(checks);
  const maxLength = Math.min(max ?? 60, min + 60);
  const within = (s: string) => s.length >= min && s.length <= (max ?? Infinity);
  let base: fc.Arbitrary<string> | undefined;
  for (const c of checks) {
    if (c.check !== "string_format") continue;
    if (c.format === "email") base = EMAIL;
    else if (c.format === "url") base = URL_ARB;
    else if (c.pattern instanceof RegExp) base = fc.stringMatching(c.pattern);
  }
  if (base) return base.map((s) => (max !== undefined && s.length > max ? s.slice(0, max) : s)).filter(within);
  return fc.oneof(
    fc.string({ minLength: min, maxLength, unit: "grapheme" }),
    fc.string({ minLength: min, maxLength }),
    fc.string({ minLength: min, maxLength, unit: NAME_CHARACTER }),
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min: number | undefined;
  let max: number | undefined;
  let integer = false;
  for (const c of checksOf(def)) {
    if (c.check === "number_format") {
      integer = integer || ["safeint", "int32", "uint32"].includes(c.format as string);
      if (c.format === "int32")
        [min, max] = [Math.max(min ?? -(2 ** 31), -(2 ** 31)), Math.min(max ?? 2 ** 31 - 1, 2 ** 31 - 1)];
    }
    if (c.check === "greater_than")
      min = Math.max(min ?? -Infinity, (c.value as number) + (c.inclusive ? 0 : integer ? 1 : Number.EPSILON));
    if (c.check === "less_than")
      max = Math.min(max ?? Infinity, (c.value as number) - (c.inclusive ? 0 : integer ? 1 : Number.EPSILON));
  }
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e12, max: max ?? 1e12, noNaN: true, noDefaultInfinity: true });
}

/** A 1×1 PNG: the smallest real image, so photo uploads get past the "is it an image" check. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** An uploaded file: a real tiny image, random bytes, an empty file, or a large one — with odd names. */
export const fileArbitrary: fc.Arbitrary<File> = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.constant(TINY_PNG), weight: 6 },
      fc.uint8Array({ maxLength: 512 }).map((b) => Buffer.from(b)),
      fc.constant(Buffer.alloc(0)),
      fc.constant(Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.alloc(2048, 0xff)])),
    ),
    fc.oneof(
      { arbitrary: fc.constant("photo.png"), weight: 4 },
      fc.constantFrom("photo.jpg", "../../etc/passwd", "x".repeat(300) + ".png", "a\u0000b.png", "", "ملف.webp"),
    ),
    fc.constantFrom("image/png", "image/jpeg", "application/octet-stream", "text/html", ""),
  )
  .map(([bytes, name, type]) => new File([new Uint8Array(bytes)], name, { type }));

/**
 * Our multipart procedures (ads.create/update/updateWithLink, account.setPhoto, events.save, resources.create) take
 * a FormData with a JSON part of the form's fields ("ad", "fields"), "photos"/"photo"/"file" files and a "token" for
 * a visitor's private link. The JSON parts and the token come from the hints, like any field.
 */
function formDataArbitrary(state: State): fc.Arbitrary<FormData> {
  return fc
    .record({
      ad: fc.option(state.hints("ad") ?? fc.anything({ maxDepth: 2 }), { nil: undefined, freq: 8 }),
      fields: fc.option(state.hints("fields") ?? fc.anything({ maxDepth: 2 }), { nil: undefined, freq: 8 }),
      // mostly none: a photo the service refuses would hide whatever else the form carries
      photos: fc.oneof(
        { arbitrary: fc.constant([]), weight: 3 },
        fc.array(fileArbitrary, { minLength: 1, maxLength: 2 }),
      ),
      photo: fc.option(fileArbitrary, { nil: undefined }),
      file: fc.option(fileArbitrary, { nil: undefined }),
      token: fc.option(state.hints("token") ?? fc.string({ minLength: 16, maxLength: 64 }), { nil: undefined }),
    })
    .map(({ ad, fields, photos, photo, file, token }) => {
      const form = new FormData();
      const json = (value: unknown) =>
        JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v));
      if (ad !== undefined) form.set("ad", json(ad));
      if (fields !== undefined) form.set("fields", json(fields));
      if (file) form.set("file", file);
      for (const file of photos) form.append("photos", file);
      if (photo) form.set("photo", photo);
      if (typeof token === "string") form.set("token", token);
      return form;
    });
}
