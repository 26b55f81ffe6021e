"use client";

import type { MantineSize } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Chevron, ClearAndChevron, TextField } from "./controls";
import { useNearScreen } from "./use-near-screen";

type Option = { value: string; label: string };

export interface LazySelectProps {
  /** a visible label, or (a field whose heading, row or column says what it is) `aria-label` */
  label?: string;
  "aria-label"?: string;
  "data-testid"?: string;
  w?: number;
  size?: MantineSize;
  allowDeselect?: boolean;
  /**
   * loaded as soon as the page is live rather than when near the screen: fields a reader may reach at once anywhere
   * on the page (a table of choices), so that none of them waits for a scroll
   */
  eager?: boolean;
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
 * read-only, drawn as Select draws it — label, chosen option or placeholder, chevron or clear button. The stand-in
 * is our plain TextField (controls.tsx), not Mantine's InputBase: a page whose selects all wait (the board) then
 * carries no Mantine component in its first load.
 */
export function LazySelect({ eager, ...props }: LazySelectProps) {
  const ref = useRef<HTMLInputElement>(null);
  const nearScreen = useNearScreen(ref);
  // eager: the real field once the page is live (an effect runs after hydration)
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (eager) setLive(true);
  }, [eager]);
  const { focused, onFocus } = nearScreen;
  const near = nearScreen.near || live;
  const { label, placeholder, data, value, name, clearable, searchable, disabled, required, w, size, error } = props;
  const chosen = value == null ? undefined : data.find((option) => option.value === value);
  const standIn = (
    <>
      <TextField
        inputRef={ref}
        onFocus={onFocus}
        label={label}
        aria-label={props["aria-label"]}
        // Mantine's w={150}: rem(150) on the root
        style={w === undefined ? undefined : { width: `calc(${w / 16}rem * var(--mantine-scale))` }}
        size={size}
        placeholder={placeholder}
        value={chosen?.label ?? ""}
        readOnly
        disabled={disabled}
        required={required}
        error={error}
        pointer={!searchable}
        rightSection={clearable && value != null && !disabled ? <ClearAndChevron size={size} onClear={() => props.onChange(null)} /> : <Chevron />}
        rightSectionPassive
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
