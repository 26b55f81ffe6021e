"use client";

import { useForm } from "@mantine/form";
import type { FormEvent } from "react";
import type { z } from "zod";
import { toast } from "~/features/shell/toast";
import { errorMessage, fieldErrorsOfError, useT } from "~/i18n/client";

/**
 * useZodForm for a screen whose first load should not carry zod (login, sign-up): the same shared schema and the
 * same messages under the fields, but the schema is fetched when the form first takes the focus (or, at the latest,
 * on submit) and applied on submit. On a refused submit the focus goes to the first field in error, as with useZodForm.
 */
export function useLazyZodForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  loadSchema: () => Promise<S>,
  initialValues: z.input<S>,
) {
  const t = useT();
  const form = useForm<z.input<S>>({ mode: "controlled", initialValues });
  const prepare = () => Promise.all([loadSchema(), import("~/lib/validation")]);

  const onSubmit = (handle: (values: z.input<S>) => unknown) => async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const root = event?.currentTarget;
    const [schema, { fieldErrorsOf }] = await prepare();
    const values = form.getValues();
    const result = schema.safeParse(values);
    if (!result.success) {
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(result.error))) errors[path] = t(message.key, message.values);
      form.setErrors(errors);
      setTimeout(() => (root ?? document).querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    await handle(values);
  };

  /** A refusal from the server: field errors under their fields (focused), anything else as an error toast. */
  const showServerError = (error: unknown) => {
    const fields = fieldErrorsOfError(error);
    if (fields && Object.keys(fields).length > 0) {
      const errors: Record<string, string> = {};
      for (const [path, message] of Object.entries(fields)) errors[path] = t(message.key, message.values);
      form.setErrors(errors);
      setTimeout(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    const message = errorMessage(error);
    toast.error(t(message.key, message.values));
  };

  return { form, onSubmit, showServerError, prefetch: () => void prepare() };
}
