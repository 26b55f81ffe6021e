import fc from "fast-check";

/**
 * Input no form would send: wrong types, sizes PostgreSQL refuses, numbers past int4, prototype keys, injection
 * strings, NUL bytes, deep nesting. `withJunk` plants one of them in an otherwise valid input, which is what
 * reaches a service: the schema lets the rest through and the one bad field must still end as a 4xx.
 */
const MEGABYTE = "x".repeat(1 << 20);

const strings = fc.constantFrom(
  "",
  "   ",
  MEGABYTE,
  "é".repeat(300_000),
  "' OR 1=1 --",
  `'; DROP TABLE "User"; --`,
  "\\",
  "%",
  "_",
  "<script>alert(1)</script>",
  `"><img src=x onerror=alert(1)>`,
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\u202Eevil\u202C",
  "../../../etc/passwd",
  "${7*7}{{7*7}}",
  "null",
  "-1",
  "0",
  "2147483648",
  "9".repeat(400),
  "1e308",
  "NaN",
  "__proto__",
  "🙂".repeat(2000),
  "٠٥٥٠١٢٣٤٥٦",
  "0550 12 34 56",
  "2026-02-30",
  "99999-01-01",
  "0001-01-01",
  "-infinity",
  "a@b",
);

const numbers = fc.constantFrom(
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  -1,
  0,
  0.5,
  -(2 ** 31) - 1,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
);

function nested(depth: number): unknown {
  let value: unknown = { leaf: true };
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

const objects = fc.constantFrom<unknown>(
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  { constructor: { prototype: { polluted: true } } },
  Object.create(null),
  nested(40),
  nested(2000),
  [nested(5)],
  [],
  [[[]]],
  Array.from({ length: 10_000 }, (_, i) => i),
  new Date(Number.NaN),
  new Date(8.64e15),
  new Map([["a", 1]]),
  new Set([1]),
  10n,
  2n ** 70n,
  null,
  undefined,
  true,
  false,
);

export const junk: fc.Arbitrary<unknown> = fc.oneof(
  strings,
  numbers,
  objects,
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.anything({
    maxDepth: 3,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withSparseArray: true,
  }),
);

type Path = (string | number)[];

const isPlain = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === "object" && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Every place a value sits in the input (the root included), objects and arrays only, a few levels deep. */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (path.length > 4) return out;
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...path, i], out));
  else if (isPlain(value)) for (const key of Object.keys(value)) pathsOf(value[key], [...path, key], out);
  return out;
}

/** A copy of `value` with `replace` applied at `path` (copies along the path only; files stay as they are). */
function setAt(value: unknown, path: Path, replace: (old: unknown) => unknown): unknown {
  if (path.length === 0) return replace(value);
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = setAt(copy[head!], rest, replace);
  return copy;
}

/** Adds an own property, even "__proto__" (as JSON.parse would), without touching any prototype. */
function withOwnKey(value: unknown, key: string, item: unknown): unknown {
  if (!isPlain(value)) return value;
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: item, enumerable: true, configurable: true, writable: true });
  return copy;
}

const MUTATIONS = [
  "replace",
  "replace",
  "replace",
  "poison",
  "poison",
  "drop",
  "extraKey",
  "wrapInArray",
  "stringify",
] as const;

/** Characters PostgreSQL cannot store (a NUL byte, half a surrogate pair), slipped into a string the form sends. */
const POISON = ["\u0000", "\ud800", "\udfff"];

export function withJunk(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valid,
      fc.nat(),
      junk,
      fc.constantFrom(...MUTATIONS),
      fc.constantFrom("__proto__", "constructor", "prototype", "toString", "where", "$where"),
    )
    .map(([input, pick, bad, mutation, key]) => {
      if (input instanceof FormData) return bad;
      const paths = pathsOf(input);
      const deep = paths.length > 1 ? paths.slice(1) : paths;
      const path = deep[pick % deep.length]!;
      switch (mutation) {
        case "replace":
          return setAt(input, path, () => bad);
        case "poison": {
          const strings = paths.filter(
            (p) => typeof p.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], input) === "string",
          );
          if (!strings.length) return setAt(input, path, () => POISON[pick % POISON.length]);
          const at = strings[pick % strings.length]!;
          return setAt(input, at, (s) => {
            const text = s as string;
            const cut = pick % (text.length + 1);
            return text.slice(0, cut) + POISON[pick % POISON.length] + text.slice(cut);
          });
        }
        case "drop":
          return path.length === 0
            ? undefined
            : setAt(input, path.slice(0, -1), (parent) => {
                if (Array.isArray(parent)) return parent.filter((_, i) => i !== path.at(-1));
                const { [path.at(-1)!]: _dropped, ...rest } = parent as Record<string, unknown>;
                return rest;
              });
        case "extraKey":
          return withOwnKey(input, key, bad);
        case "wrapInArray":
          return [input];
        case "stringify":
          return JSON.stringify(input);
      }
    });
}
