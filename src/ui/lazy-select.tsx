"use client";

import type { MantineSize } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Chevron, M, TextField } from "./field";
import type { Size } from "./field-frame";
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

// Mantine's CloseButton class (Mantine 9; controls.test.tsx fails if it moves)
const CLOSE_BUTTON = "m_86a44da5";

// how far Mantine keeps a clearable select's clear button and chevron from the field's end, by size
const CLEAR_OFFSET: Record<Size, number> = { xs: 7, sm: 8, md: 10, lg: 12, xl: 15 };

/**
 * Mantine's ComboboxClearButton beside its chevron: the end of a select that has a value to clear. The × stays out
 * of the tab order and hidden from screen readers, as Mantine's (the keyboard clears from the list itself), and
 * takes its click though the section around it lets clicks through to the field.
 */
function ClearAndChevron({ size = "sm", onClear }: { size?: Size; onClear: () => void }) {
  return (
    <div
      data-combined-clear-section="true"
      style={{ display: "flex", gap: 2, alignItems: "center", paddingInlineEnd: CLEAR_OFFSET[size] }}
    >
      <button
        style={
          {
            "--cb-size": `var(--cb-size-${size})`,
            pointerEvents: "all",
            background: "var(--input-bg)",
          } as CSSProperties
        }
        className={`mantine-focus-auto mantine-active ${CLOSE_BUTTON} ${M.unstyledButton}`}
        data-variant="transparent"
        data-size={size}
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClear}
      >
        <svg
          viewBox="0 0 15 15"
          fill="none"
          xmlns="http://www.w3.org/2000/svg"
          style={{ width: "var(--cb-icon-size, 70%)", height: "var(--cb-icon-size, 70%)" }}
        >
          <path
            d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
            fill="currentColor"
            fillRule="evenodd"
            clipRule="evenodd"
          />
        </svg>
      </button>
      <Chevron />
    </div>
  );
}

// Mantine's Select brings its combobox, popover and floating-ui (~20 kB): its own chunk, fetched once the page
// is in the browser and the field nears the screen, so a page whose selects wait for a tap (the board's filters)
// paints and answers without it, and a hidden one (the filters folded on a phone) never runs it
const Select = lazy(() => import("./select"));

/**
 * A Select whose code arrives after the page: until then (and in the server's HTML) the same field stands there
 * read-only, drawn as Select draws it — label, chosen option or placeholder, chevron or clear button. The stand-in
 * is our plain TextField (field.tsx), not Mantine's InputBase: a page whose selects all wait (the board) then
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
        rightSection={
          clearable && value != null && !disabled ? (
            <ClearAndChevron size={size} onClear={() => props.onChange(null)} />
          ) : (
            <Chevron />
          )
        }
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
