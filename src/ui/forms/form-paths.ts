// Pure helpers of the form state (form-state.ts): reading and writing a value at a dotted path ("termWeights.2",
// "values.amount") without changing the object given, and what a field's change handler was handed.

/** The value at `path` ("a.b.0"), or undefined where the path leads nowhere. */
export function getPath(path: string, values: unknown): unknown {
  let node = values;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * A copy of `values` with `value` at `path`; the objects and arrays on the way are copied, the rest is shared.
 * A missing step becomes an array when the next key is a number, an object otherwise.
 */
export function setPath<T>(path: string, value: unknown, values: T): T {
  const [key, ...rest] = path.split(".") as [string, ...string[]];
  const source = values as unknown;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(source)
    ? [...source]
    : source !== null && typeof source === "object"
      ? { ...(source as Record<string, unknown>) }
      : /^\d+$/.test(key)
        ? []
        : {};
  const current = (copy as Record<string, unknown>)[key];
  (copy as Record<string, unknown>)[key] = rest.length === 0 ? value : setPath(rest.join("."), value, current);
  return copy as T;
}

/** `errors` without the error of `path` and of every path below it ("a" clears "a" and "a.0", not "ab"). */
export function withoutErrors<E>(errors: Record<string, E>, path: string): Record<string, E> {
  const left: Record<string, E> = {};
  let changed = false;
  for (const [key, error] of Object.entries(errors)) {
    if (key === path || key.startsWith(`${path}.`)) changed = true;
    else left[key] = error;
  }
  return changed ? left : errors;
}

interface ChangeTarget {
  type?: string;
  checked?: boolean;
  value?: unknown;
}

/**
 * What a change handler was given, as the field's value: an input's event gives its value (or, for a checkbox,
 * whether it is ticked); a component that calls back with its value (a select, a date) gives that value.
 */
export function valueOfChange(change: unknown): unknown {
  if (change !== null && typeof change === "object" && "nativeEvent" in change && "currentTarget" in change) {
    const target = (change as { currentTarget: ChangeTarget }).currentTarget;
    return target.type === "checkbox" ? Boolean(target.checked) : target.value;
  }
  return change;
}
