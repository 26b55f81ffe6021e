"use client";

import { useCallback, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { getPath, setPath, valueOfChange, withoutErrors } from "./form-paths";

export type FormErrors = Record<string, ReactNode>;

/** What `getInputProps` spreads onto a field: Mantine's inputs and ours (features/ui/controls.tsx) take the same. */
export interface InputProps {
  // typed as loosely as @mantine/form's: a path's value type is not tracked through the string path
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  value?: any;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  defaultValue?: any;
  checked?: boolean;
  error?: ReactNode;
  onChange: (change: unknown) => void;
}

type Update<V> = V | ((previous: V) => V);

/**
 * The state of a form: its values and its errors by field path ("name", "termWeights.2"). The part of
 * @mantine/form's controlled `useForm` our forms use, with the same names and behaviour (a field's error clears
 * when its value changes; `reset` goes back to the first values) — 0.6 kB where @mantine/form was 5.7 kB on every
 * page with a form. Validation is not here: useZodForm applies the procedure's zod schema on submit.
 */
export function useFormState<T extends object>(initialValues: T) {
  const initial = useRef(initialValues);
  // the latest values, readable in the same tick as a change (a submit right after typing)
  const current = useRef(initialValues);
  const [values, setValuesState] = useState(initialValues);
  const [errors, setErrorsState] = useState<FormErrors>({});

  const commit = useCallback((next: T) => {
    current.current = next;
    setValuesState(next);
  }, []);

  const setFieldValue = useCallback(
    <V = unknown>(path: string, value: Update<V>) => {
      const next =
        typeof value === "function" ? (value as (previous: V) => V)(getPath(path, current.current) as V) : value;
      commit(setPath(path, next, current.current));
      setErrorsState((previous) => withoutErrors(previous, path));
    },
    [commit],
  );

  const setValues = useCallback(
    (next: Partial<T> | ((previous: T) => Partial<T>)) => {
      const partial = typeof next === "function" ? next(current.current) : next;
      commit({ ...current.current, ...partial });
    },
    [commit],
  );

  const reset = useCallback(() => {
    commit(initial.current);
    setErrorsState({});
  }, [commit]);

  const setFieldError = useCallback(
    (path: string, error: ReactNode) => setErrorsState((previous) => ({ ...previous, [path]: error })),
    [],
  );
  const clearFieldError = useCallback(
    (path: string) => setErrorsState((previous) => withoutErrors(previous, path)),
    [],
  );
  const setErrors = useCallback((next: FormErrors) => setErrorsState(next), []);
  const clearErrors = useCallback(() => setErrorsState({}), []);
  const getValues = useCallback(() => current.current, []);

  return useMemo(
    () => ({
      values,
      errors,
      getValues,
      setFieldValue,
      setValues,
      reset,
      setErrors,
      setFieldError,
      clearFieldError,
      clearErrors,
      /**
       * value (or checked, for a checkbox), error and onChange of the field at `path`. `typed`: a free-text field
       * nothing else on the screen follows — the browser keeps what is typed (defaultValue) and a keystroke renders
       * nothing (a form of a dozen Mantine fields re-rendered on each key: 30 ms a key on a desktop, 120 ms on a
       * phone's CPU); the value is read on submit (getValues). Not for a field that `reset` must empty.
       */
      getInputProps(path: string, { type, typed }: { type?: "input" | "checkbox"; typed?: boolean } = {}): InputProps {
        if (typed) {
          const onTyped = (change: unknown) => {
            current.current = setPath(path, valueOfChange(change), current.current);
            if (errors[path] !== undefined) setErrorsState((previous) => withoutErrors(previous, path));
          };
          return { defaultValue: getPath(path, initial.current) ?? "", error: errors[path], onChange: onTyped };
        }
        const onChange = (change: unknown) => setFieldValue(path, valueOfChange(change));
        const value = getPath(path, values);
        return type === "checkbox"
          ? { checked: Boolean(value), error: errors[path], onChange }
          : { value, error: errors[path], onChange };
      },
      /** Prevents the page's reload and hands `handle` the values. */
      onSubmit: (handle: (values: T) => unknown) => (event?: FormEvent<HTMLFormElement>) => {
        event?.preventDefault();
        return handle(current.current);
      },
    }),
    [
      values,
      errors,
      getValues,
      setFieldValue,
      setValues,
      reset,
      setErrors,
      setFieldError,
      clearFieldError,
      clearErrors,
    ],
  );
}

export type FormState<T extends object> = ReturnType<typeof useFormState<T>>;
