"use client";

import type { ChangeEvent, CSSProperties, InputHTMLAttributes, ReactNode, Ref } from "react";
import { Frame, useFieldIds, wrapperStyle, type FrameProps } from "./field-frame";

// Mantine's TextInput and a select's chevron as the markup Mantine renders (their frame of label, description and
// error: field-frame.tsx), for controls.tsx and the stand-ins of LazySelect and DateField. A module of its own: a
// page that shows only fields and buttons (the board's filters) carries neither the password field, the textarea
// nor the checkbox (the bundler keeps a module whole). controls.test.tsx renders each beside Mantine's own.

/** The class names Mantine's stylesheet styles these with (Mantine 9; controls.test.tsx fails if they move). */
export const M = {
  wrapper: "m_6c018570",
  input: "m_8fb7ebe7",
  section: "m_82577fc2",
  unstyledButton: "m_87cf2631",
  chevron: "m_2943220b",
} as const;

export type NativeInput = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "size" | "value" | "onChange" | "style" | "className"
>;

export interface TextFieldProps extends FrameProps, NativeInput {
  value?: string | number | null;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** drawn at the field's end (a chevron, a clear button), as Mantine's rightSection */
  rightSection?: ReactNode;
  /** the end section lets clicks through to the field (a chevron) */
  rightSectionPassive?: boolean;
  /** the pointer cursor of a field that opens a list */
  pointer?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  "data-testid"?: string;
}

/** Mantine's TextInput: a labelled one-line field. */
export function TextField({
  label,
  description,
  error,
  required,
  size = "sm",
  style,
  className,
  id,
  value,
  rightSection,
  rightSectionPassive,
  pointer,
  inputRef,
  ...input
}: TextFieldProps) {
  const { field, describedBy } = useFieldIds(id, description, error);
  const hasError = Boolean(error);
  return (
    <Frame
      label={label}
      description={description}
      error={error}
      required={required}
      size={size}
      style={style}
      className={className}
      field={field}
    >
      <div
        style={wrapperStyle(
          size,
          description,
          error,
          rightSectionPassive ? { "--input-right-section-pointer-events": "none" } : undefined,
        )}
        className={M.wrapper}
        data-variant="default"
        data-size={size}
        data-error={hasError || undefined}
        data-disabled={input.disabled || undefined}
        data-pointer={pointer || undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        <input
          ref={inputRef}
          className={M.input}
          data-variant="default"
          data-error={hasError || undefined}
          required={required}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          data-disabled={input.disabled || undefined}
          id={field}
          value={value ?? (input.onChange ? "" : undefined)}
          {...input}
        />
        {rightSection && (
          <div data-position="right" className={M.section}>
            {rightSection}
          </div>
        )}
      </div>
    </Frame>
  );
}

/** Mantine's ComboboxChevron (size sm): the end of a field that opens a list. */
export function Chevron() {
  return (
    <svg
      style={{ "--combobox-chevron-size": "var(--combobox-chevron-size-sm)" } as CSSProperties}
      className={M.chevron}
      data-size="sm"
      data-combobox-chevron="true"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
