"use client";

import { useForm, type UseFormReturnType } from "@mantine/form";
import { useCallback } from "react";
import type { z } from "zod";
import { errorMessage, fieldErrorsOfError, useT } from "~/i18n/client";
import { fieldErrorsOf } from "~/lib/validation";
import { toast } from "~/features/shell/toast";

/**
 * Moves the focus to the first field marked invalid, once React has drawn the messages. Mantine links each
 * message to its field (aria-invalid, aria-describedby), so a screen reader then reads the field and its error.
 */
function focusFirstInvalid(root: ParentNode = document) {
  setTimeout(() => root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * A Mantine form validated by the same zod schema as its procedure. Errors show inline under each field in the
 * user's language; a server refusal maps back onto the fields (or a toast), and the typed values stay. On a
 * refused submit the focus goes to the first field in error.
 */
export function useZodForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  schema: S,
  initialValues: z.input<S>,
) {
  const t = useT();
  const form = useForm<z.input<S>>({
    mode: "controlled",
    initialValues,
    validate: (values) => {
      const result = schema.safeParse(values);
      if (result.success) return {};
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(result.error))) errors[path] = t(message.key, message.values);
      return errors;
    },
  }) as UseFormReturnType<z.input<S>>;

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
    [form, t],
  );

  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) =>
    form.onSubmit(handleSubmit, (errors, values, event) => {
      focusFirstInvalid(event?.currentTarget ?? undefined);
      handleValidationFailure?.(errors, values, event);
    });

  return { form: { ...form, onSubmit }, showServerError };
}
