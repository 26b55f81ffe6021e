"use client";

import { useId, useState, type ChangeEvent, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { useFieldIds } from "./field";
import { F, Frame, wrapperStyle, type FrameProps } from "./field-frame";

// Mantine's TextInput, PasswordInput, Textarea, Checkbox and Button as the markup Mantine renders — its class
// names, data attributes and CSS variables, styled by the stylesheet every page already loads
// (src/app/mantine-styles.ts) — without Mantine's JavaScript: a public page with a form (login, sign-up, the board's
// filters, an ad's comments) then carries no Mantine component, ~20 kB less of first load, and renders faster on
// the server. Label, asterisk, description and error are tied to the field as Mantine ties them (label for,
// aria-invalid, aria-describedby). controls.test.tsx renders each beside Mantine's own and compares the markup.
// They take what form-state's getInputProps gives (value, error, onChange). The fields' frame and the Textarea are
// in field.tsx, the Button in button.tsx (re-exported below), so a page needing only those carries only them.

/** The class names Mantine's stylesheet styles these with (Mantine 9; controls.test.tsx fails if they move). */
const M = {
  section: "m_82577fc2",
  passwordRoot: "m_f61ca620",
  passwordInput: "m_ccf8da4c",
  passwordInner: "m_f2d85dd2",
  passwordToggle: "m_b1072d44",
  actionIcon: "m_8d3f4000",
  actionIconIcon: "m_8d3afb97",
  unstyledButton: "m_87cf2631",
  checkboxRoot: "m_bf2d988c",
  inlineRoot: "m_5f75b09e",
  inlineBody: "m_5f6e695e",
  checkboxInner: "m_26062bec",
  checkboxInput: "m_26063560",
  checkboxIcon: "m_bf295423",
  inlineLabelWrapper: "m_d3ea56bb",
  inlineLabel: "m_8ee546b8",
  inlineDescription: "m_328f68c0",
  inlineError: "m_8e8a99cc",
  chevron: "m_2943220b",
} as const;

type NativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, "size" | "value" | "onChange" | "style" | "className">;

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
export function TextField({ label, description, error, required, size = "sm", style, className, id, value, rightSection, rightSectionPassive, pointer, inputRef, ...input }: TextFieldProps) {
  const { field, describedBy } = useFieldIds(id, description, error);
  const hasError = Boolean(error);
  return (
    <Frame label={label} description={description} error={error} required={required} size={size} style={style} className={className} field={field}>
      <div
        style={wrapperStyle(size, description, error, rightSectionPassive ? { "--input-right-section-pointer-events": "none" } : undefined)}
        className={F.wrapper}
        data-variant="default"
        data-size={size}
        data-error={hasError || undefined}
        data-disabled={input.disabled || undefined}
        data-pointer={pointer || undefined}
        data-with-right-section={rightSection ? true : undefined}
      >
        <input
          ref={inputRef}
          className={F.input}
          data-variant="default"
          data-error={hasError || undefined}
          required={required}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
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
    <svg style={{ "--combobox-chevron-size": "var(--combobox-chevron-size-sm)" } as CSSProperties} className={M.chevron} data-size="sm" data-combobox-chevron="true" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

const EYE = (
  <>
    <path fill="none" d="M0 0h256v256H0z" />
    <path fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="16" d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
    <circle cx="128" cy="128" r="40" fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="16" />
  </>
);
const EYE_OFF = (
  <>
    <path fill="none" d="M0 0h256v256H0z" />
    <path fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" strokeWidth="16" d="M48 40l160 176M154.9 157.3A40 40 0 0 1 101.1 98.7M74 68.6C33.2 89.2 16 128 16 128s32 72 112 72a118 118 0 0 0 54-12.6M208.6 169.1C230.4 149.6 240 128 240 128S208 56 128 56a123 123 0 0 0-20 1.6M132 88.3A40 40 0 0 1 164 123.5" />
  </>
);

export interface PasswordFieldProps extends FrameProps, Omit<NativeInput, "type"> {
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** the accessible name of the show/hide button */
  toggleLabel?: string;
}

/** Mantine's PasswordInput: the field and its eye button that shows or hides what was typed. */
export function PasswordField({ label, description, error, required, size = "sm", style, className, id, value, toggleLabel, ...input }: PasswordFieldProps) {
  const { field, describedBy } = useFieldIds(id, description, error);
  const [visible, setVisible] = useState(false);
  const hasError = Boolean(error);
  const rootStyle = { "--psi-icon-size": `var(--psi-icon-size-${size})`, "--psi-button-size": `var(--psi-button-size-${size})` } as CSSProperties;
  return (
    <Frame label={label} description={description} error={error} required={required} size={size} style={style} className={className} field={field} extraRoot={{ className: M.passwordRoot, style: rootStyle }}>
      <div style={wrapperStyle(size, description, error)} className={F.wrapper} data-variant="default" data-size={size} data-error={hasError || undefined} data-with-right-section="true">
        <div className={`${M.passwordInput} ${F.input}`} data-variant="default" data-error={hasError || undefined}>
          <input
            autoComplete="off"
            required={required}
            className={M.passwordInner}
            id={field}
            type={visible ? "text" : "password"}
            aria-invalid={hasError || undefined}
            aria-describedby={describedBy}
            value={value ?? (input.onChange ? "" : undefined)}
            {...input}
          />
        </div>
        <div data-position="right" className={M.section}>
          <button
            style={{ "--ai-bg": "transparent", "--ai-hover": "var(--mantine-color-gray-light-hover)", "--ai-color": "var(--mantine-color-gray-light-color)", "--ai-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent" } as CSSProperties}
            className={`mantine-focus-auto mantine-active ${M.passwordToggle} ${M.actionIcon} ${M.unstyledButton}`}
            data-variant="subtle"
            type="button"
            aria-pressed={visible}
            tabIndex={-1}
            aria-label={toggleLabel}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setVisible((shown) => !shown)}
          >
            <span className={M.actionIconIcon}>
              <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={{ width: "var(--psi-icon-size)", height: "var(--psi-icon-size)" }}>
                {visible ? EYE_OFF : EYE}
              </svg>
            </span>
          </button>
        </div>
      </div>
    </Frame>
  );
}

export interface CheckboxProps extends Omit<NativeInput, "type"> {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  checked?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  "data-testid"?: string;
}

/** Mantine's Checkbox (filled, in the primary colour, label on the right). */
export function Checkbox({ label, description, error, id, ...input }: CheckboxProps) {
  const own = useId();
  const field = id ?? own;
  const style = { "--checkbox-radius": "var(--mantine-radius-sm)", "--checkbox-color": "var(--mantine-color-teal-filled)", "--checkbox-icon-color": "var(--mantine-color-white)" } as CSSProperties;
  return (
    <div style={style} className={`${M.checkboxRoot} ${M.inlineRoot}`} data-checked={input.checked || undefined} data-variant="filled" data-label-position="right">
      <div className={M.inlineBody}>
        <div className={M.checkboxInner} data-label-position="right">
          <input className={`mantine-focus-auto ${M.checkboxInput}`} data-error={error ? true : undefined} data-with-error-styles="true" id={field} type="checkbox" aria-invalid={error ? true : undefined} {...input} />
          <svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" className={M.checkboxIcon}>
            <path d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z" fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
        {(label || description || error) && (
          <div className={M.inlineLabelWrapper}>
            {label && (
              <label className={M.inlineLabel} data-disabled={input.disabled || undefined} htmlFor={field}>
                {label}
              </label>
            )}
            {description && <div className={M.inlineDescription}>{description}</div>}
            {error && typeof error !== "boolean" && <div className={M.inlineError}>{error}</div>}
          </div>
        )}
      </div>
    </div>
  );
}

// the textarea and the button live apart (a page may need only them); their users import them from here as well
export { TextArea, type TextAreaProps } from "./field";
export { Button, type ButtonProps } from "./button";
