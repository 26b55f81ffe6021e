"use client";

import { useId, useState, type ChangeEvent, type CSSProperties, type ReactNode } from "react";
import { M as FIELD, type NativeInput } from "./field";
import { F, Frame, useFieldIds, wrapperStyle, type FrameProps } from "./field-frame";

// Mantine's TextInput, PasswordInput, Textarea, Checkbox and Button as the markup Mantine renders — its class
// names, data attributes and CSS variables, styled by the stylesheet every page already loads
// (src/app/mantine-styles.ts) — without Mantine's JavaScript: a public page with a form (login, sign-up, the board's
// filters, an ad's comments) then carries no Mantine component, ~20 kB less of first load, and renders faster on
// the server. Label, asterisk, description and error are tied to the field as Mantine ties them (label for,
// aria-invalid, aria-describedby). controls.test.tsx renders each beside Mantine's own and compares the markup.
// They take what form-state's getInputProps gives (value, error, onChange). The fields' frame and the Textarea are
// in field.tsx, the Button in button.tsx (re-exported below), so a page needing only those carries only them.

// TextField and Chevron live in field.tsx, Button in button.tsx (a page needing only those loads
// only them); they are named here too, with the others.
export { Chevron, TextField, type TextFieldProps } from "./field";
export { Button, type ButtonProps } from "./button";

/** The class names Mantine's stylesheet styles these with (Mantine 9; controls.test.tsx fails if they move). */
const M = {
  ...FIELD,
  passwordRoot: "m_f61ca620",
  passwordInput: "m_ccf8da4c",
  passwordInner: "m_f2d85dd2",
  passwordToggle: "m_b1072d44",
  actionIcon: "m_8d3f4000",
  actionIconIcon: "m_8d3afb97",
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
} as const;

const EYE = (
  <>
    <path fill="none" d="M0 0h256v256H0z" />
    <path
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeWidth="16"
      d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z"
    />
    <circle
      cx="128"
      cy="128"
      r="40"
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeWidth="16"
    />
  </>
);
const EYE_OFF = (
  <>
    <path fill="none" d="M0 0h256v256H0z" />
    <path
      fill="none"
      stroke="currentColor"
      strokeLinecap="round"
      strokeLinejoin="round"
      strokeWidth="16"
      d="M48 40l160 176M154.9 157.3A40 40 0 0 1 101.1 98.7M74 68.6C33.2 89.2 16 128 16 128s32 72 112 72a118 118 0 0 0 54-12.6M208.6 169.1C230.4 149.6 240 128 240 128S208 56 128 56a123 123 0 0 0-20 1.6M132 88.3A40 40 0 0 1 164 123.5"
    />
  </>
);

export interface PasswordFieldProps extends FrameProps, Omit<NativeInput, "type"> {
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** the accessible name of the show/hide button */
  toggleLabel?: string;
}

/** Mantine's PasswordInput: the field and its eye button that shows or hides what was typed. */
export function PasswordField({
  label,
  description,
  error,
  required,
  size = "sm",
  style,
  className,
  id,
  value,
  toggleLabel,
  ...input
}: PasswordFieldProps) {
  const { field, describedBy } = useFieldIds(id, description, error);
  const [visible, setVisible] = useState(false);
  const hasError = Boolean(error);
  const rootStyle = {
    "--psi-icon-size": `var(--psi-icon-size-${size})`,
    "--psi-button-size": `var(--psi-button-size-${size})`,
  } as CSSProperties;
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
      extraRoot={{ className: M.passwordRoot, style: rootStyle }}
    >
      <div
        style={wrapperStyle(size, description, error)}
        className={M.wrapper}
        data-variant="default"
        data-size={size}
        data-error={hasError || undefined}
        data-with-right-section="true"
      >
        <div className={`${M.passwordInput} ${M.input}`} data-variant="default" data-error={hasError || undefined}>
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
            style={
              {
                "--ai-bg": "transparent",
                "--ai-hover": "var(--mantine-color-gray-light-hover)",
                "--ai-color": "var(--mantine-color-gray-light-color)",
                "--ai-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
              } as CSSProperties
            }
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
              <svg
                xmlns="http://www.w3.org/2000/svg"
                viewBox="0 0 256 256"
                style={{ width: "var(--psi-icon-size)", height: "var(--psi-icon-size)" }}
              >
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
  const style = {
    "--checkbox-radius": "var(--mantine-radius-sm)",
    "--checkbox-color": "var(--mantine-color-teal-filled)",
    "--checkbox-icon-color": "var(--mantine-color-white)",
  } as CSSProperties;
  return (
    <div
      style={style}
      className={`${M.checkboxRoot} ${M.inlineRoot}`}
      data-checked={input.checked || undefined}
      data-variant="filled"
      data-label-position="right"
    >
      <div className={M.inlineBody}>
        <div className={M.checkboxInner} data-label-position="right">
          <input
            className={`mantine-focus-auto ${M.checkboxInput}`}
            data-error={error ? true : undefined}
            data-with-error-styles="true"
            id={field}
            type="checkbox"
            aria-invalid={error ? true : undefined}
            {...input}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className={M.checkboxIcon}
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
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
            {/* Mantine's own Checkbox gives its error the input error's class too: drawn in the error colour */}
            {error && typeof error !== "boolean" && <div className={`${F.error} ${M.inlineError}`}>{error}</div>}
          </div>
        )}
      </div>
    </div>
  );
}
// the autosizing Textarea is a module of its own (textarea.tsx)
export { TextArea, type TextAreaProps } from "./textarea";
