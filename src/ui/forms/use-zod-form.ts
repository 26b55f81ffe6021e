"use client";

import { useCallback, useEffect, useRef, type FormEvent } from "react";
import type { z } from "zod";
import { toast } from "~/ui/shell/toast";
import { errorMessage, fieldErrorsOfError, useT } from "~/i18n/client";
import type * as Validation from "~/lib/validation";
import { useFormState, type FormState } from "./form-state";

type FormSchema = z.ZodType<unknown, Record<string, unknown>>;

const focusFirstInvalidIn = (root: ParentNode) => root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

/**
 * A form (form-state.ts) validated by the same zod schema as its procedure. Errors show inline under each field in the
 * user's language; a server refusal maps back onto the fields (or a toast), and the typed values stay. On a
 * refused submit the focus goes to the first field in error.
 *
 * The schema comes as a loader — `useZodForm(() => import("~/modules/school/client").then((m) => m.ZLevelInput), …)`
 * with the types imported as `import type` — so that zod and the phone metadata (~35 kB) are not part of the
 * page's first load: they are fetched when something on the page first takes the focus, or at the latest on
 * submit, and the schema is applied on submit. A client component that imports a schema's value defeats this;
 * constants the screens need live in `~/lib/constants`.
 */
export function useZodForm<S extends FormSchema>(loadSchema: () => Promise<S>, initialValues: z.input<S>) {
  const t = useT();
  const form = useFormState(initialValues as z.input<S> & object) as FormState<z.input<S> & object>;
  const loader = useRef(loadSchema);
  const loaded = useRef<Promise<[S, typeof Validation]> | null>(null);
  const prepare = useCallback(
    () => (loaded.current ??= Promise.all([loader.current(), import("~/lib/validation")])),
    [],
  );

  /**
   * Moves the focus to the first field marked invalid once React has drawn the messages: in the effect after the
   * commit that drew them (a timer could run first on a slow device or a cold server — the keyboard-only login then
   * left the focus on the button). Errors identical to those already drawn cause no commit: the timer covers them.
   * Mantine links each message to its field (aria-invalid, aria-describedby), so a screen reader reads both.
   */
  const focusAfterDraw = useRef<ParentNode | null>(null);
  useEffect(() => {
    const root = focusAfterDraw.current;
    if (!root) return;
    focusAfterDraw.current = null;
    focusFirstInvalidIn(root);
  });
  const focusFirstInvalid = useCallback((root: ParentNode = document) => {
    focusAfterDraw.current = root;
    setTimeout(() => {
      if (focusAfterDraw.current !== root) return;
      focusAfterDraw.current = null;
      focusFirstInvalidIn(root);
    }, 50);
  }, []);

  useEffect(() => {
    const early = () => void prepare();
    document.addEventListener("focusin", early, { once: true });
    return () => document.removeEventListener("focusin", early);
  }, [prepare]);

  /** Shows a failed call: field errors inline, anything else as an error toast. */
  const showServerError = useCallback(
    (error: unknown) => {
      const fields = fieldErrorsOfError(error);
      if (fields && Object.keys(fields).length > 0) {
        const errors: Record<string, string> = {};
        for (const [path, message] of Object.entries(fields)) errors[path] = t(message.key, message.values);
        form.setErrors(errors);
        focusFirstInvalid();
        return;
      }
      const message = errorMessage(error);
      toast.error(t(message.key, message.values));
    },
    [form, t, focusFirstInvalid],
  );

  /** Like Mantine's form.onSubmit: validates with the schema, then hands `handle` the typed values and the schema's output. */
  const onSubmit =
    (
      handle: (values: z.input<S>, parsed: z.output<S>) => unknown,
      onInvalid?: (errors: Record<string, string>) => void,
    ) =>
    async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const root = event?.currentTarget;
      const [schema, { fieldErrorsOf }] = await prepare();
      const values = form.getValues();
      const result = schema.safeParse(values);
      if (!result.success) {
        const errors: Record<string, string> = {};
        for (const [path, message] of Object.entries(fieldErrorsOf(result.error)))
          errors[path] = t(message.key, message.values);
        form.setErrors(errors);
        focusFirstInvalid(root ?? document);
        onInvalid?.(errors);
        return;
      }
      form.clearErrors();
      await handle(values, result.data);
    };

  return { form: { ...form, onSubmit }, showServerError, prefetch: () => void prepare() };
}
