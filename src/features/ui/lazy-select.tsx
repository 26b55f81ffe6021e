"use client";

import { ComboboxChevron, ComboboxClearButton, InputBase } from "@mantine/core";
import { lazy, Suspense, useRef, type ReactNode } from "react";
import { useNearScreen } from "./use-near-screen";

type Option = { value: string; label: string };

export interface LazySelectProps {
  /** a visible label, or (a field whose heading says what it is) `aria-label` */
  label?: string;
  "aria-label"?: string;
  "data-testid"?: string;
  w?: number;
  allowDeselect?: boolean;
  placeholder?: string;
  data: Option[];
  value?: string | null;
  onChange: (value: string | null) => void;
  name?: string;
  clearable?: boolean;
  searchable?: boolean;
  disabled?: boolean;
  required?: boolean;
  error?: ReactNode;
}

// Mantine's Select brings its combobox, popover and floating-ui (~20 kB): its own chunk, fetched once the page
// is in the browser and the field nears the screen, so a page whose selects wait for a tap (the board's filters)
// paints and answers without it, and a hidden one (the filters folded on a phone) never runs it
const Select = lazy(() => import("./select"));

/**
 * A Select whose code arrives after the page: until then (and in the server's HTML) the same field stands there
 * read-only, drawn as Select draws it — label, chosen option or placeholder, chevron or clear button.
 */
export function LazySelect(props: LazySelectProps) {
  const ref = useRef<HTMLInputElement>(null);
  const { near, focused, onFocus } = useNearScreen(ref);
  const { label, placeholder, data, value, name, clearable, searchable, disabled, required, w, error } = props;
  const chosen = value == null ? undefined : data.find((option) => option.value === value);
  const standIn = (
    <>
      <InputBase
        ref={ref}
        onFocus={onFocus}
        label={label}
        aria-label={props["aria-label"]}
        w={w}
        placeholder={placeholder}
        value={chosen?.label ?? ""}
        readOnly
        disabled={disabled}
        required={required}
        error={error}
        pointer={!searchable}
        __staticSelector="Select"
        __defaultRightSection={<ComboboxChevron size="sm" />}
        __clearSection={<ComboboxClearButton onClear={() => props.onChange(null)} />}
        __clearable={!!clearable && value != null && !disabled}
        rightSectionPointerEvents="none"
      />
      {name && <input type="hidden" name={name} value={value ?? ""} disabled={disabled} />}
    </>
  );
  if (!near) return standIn;
  return (
    <Suspense fallback={standIn}>
      <Select {...props} autoFocus={focused} onChange={(next) => props.onChange(next == null ? null : String(next))} />
    </Suspense>
  );
}
