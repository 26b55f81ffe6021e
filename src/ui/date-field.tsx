"use client";

import type { MantineSize } from "@mantine/core";
import { lazy, Suspense, useRef, type FocusEventHandler, type ReactNode } from "react";
import { useT } from "~/i18n/client";
import { TextField } from "./field";
import { showDay } from "./date-text";
import { useNearScreen } from "./use-near-screen";

export interface DateFieldProps {
  /** "YYYY-MM-DD", or "" when no day is chosen: the string the zod schemas' dateField reads. */
  value?: string;
  onChange: (value: string) => void;
  label?: ReactNode;
  name?: string;
  error?: ReactNode;
  required?: boolean;
  /** The last day the calendar offers ("YYYY-MM-DD"). */
  max?: string;
  size?: MantineSize;
  /** The id of the form the field belongs to, when it stands outside it (a table row's form). */
  form?: string;
  "aria-label"?: string;
  onFocus?: FocusEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

// the calendar (@mantine/dates, dayjs and its fr and ar-dz locales) is its own chunk, fetched by the pages that
// show a date field once they are in the browser: no other page carries it, and none waits for it to paint
const DatePicker = lazy(() => import("./date-picker"));

/**
 * A day, shown and typed as 21/09/2026, with a calendar in the reader's language. Until the field nears the screen
 * (and in the server's HTML) the same field stands there read-only, showing the same day: the calendar's code is
 * fetched and run only then — a field hidden behind the board's "Filters" button on a phone costs nothing (the
 * calendar's first render and its popover's positioning took ~0.4 s of a phone's main thread). The stand-in is our
 * plain TextField (field.tsx), drawn as Mantine's TextInput without its code in the page's first load.
 */
export function DateField(props: DateFieldProps) {
  const t = useT();
  const ref = useRef<HTMLInputElement>(null);
  const { near, focused, onFocus } = useNearScreen(ref);
  const placeholder = (
    <>
      <TextField
        inputRef={ref}
        label={props.label}
        aria-label={props["aria-label"]}
        size={props.size}
        error={props.error}
        required={props.required}
        value={showDay(props.value)}
        placeholder={t("dates.placeholder")}
        readOnly
        onFocus={onFocus}
      />
      {/* the value a form posts, as the calendar's own hidden input carries it */}
      {props.name && <input type="hidden" name={props.name} value={props.value ?? ""} form={props.form} />}
    </>
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DatePicker {...props} autoFocus={focused} />
    </Suspense>
  );
}
