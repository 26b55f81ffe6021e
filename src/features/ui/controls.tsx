"use client";

import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type FocusEventHandler,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type MouseEventHandler,
  type ReactNode,
  type Ref,
} from "react";
import { ButtonBody, buttonAttributes, type ButtonSize, type ButtonVariant } from "./marks";

// Mantine's TextInput, PasswordInput, Textarea, Checkbox and Button as the markup Mantine renders — its class
// names, data attributes and CSS variables, styled by the stylesheet every page already loads
// (src/app/mantine-styles.ts) — without Mantine's JavaScript: a public page with a form (login, sign-up, the board's
// filters, an ad's comments) then carries no Mantine component, ~20 kB less of first load, and renders faster on
// the server. Label, asterisk, description and error are tied to the field as Mantine ties them (label for,
// aria-invalid, aria-describedby). controls.test.tsx renders each beside Mantine's own and compares the markup.
// They take what form-state's getInputProps gives (value, error, onChange).

/** The class names Mantine's stylesheet styles these with (Mantine 9; controls.test.tsx fails if they move). */
const M = {
  root: "m_46b77525",
  label: "m_8fdc1311",
  required: "m_78a94662",
  description: "m_fe47ce59",
  error: "m_8f816625",
  wrapper: "m_6c018570",
  input: "m_8fb7ebe7",
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
  buttonLoader: "m_a25b86ee",
  loader: "m_b34414df",
  loaderOval: "m_5ae2e3c",
  chevron: "m_2943220b",
} as const;

type Size = "xs" | "sm" | "md";
const small = (size: Size) => `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`;
const HALF_XS = "calc(var(--mantine-spacing-xs) / 2)";

interface FrameProps {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  size?: Size;
  /** extra style of the root (a width, flex: 1 in a row) */
  style?: CSSProperties;
  className?: string;
}

/** Ids of a field and of its label, description and error, and what aria-describedby names. */
function useFieldIds(id: string | undefined, description: ReactNode, error: ReactNode) {
  const own = useId();
  const field = id ?? own;
  const describedBy = [error && typeof error !== "boolean" ? `${field}-error` : null, description ? `${field}-description` : null].filter(Boolean).join(" ");
  return { field, describedBy: describedBy || undefined };
}

/** Mantine's InputWrapper around `children` (the Input wrapper and its field): label, description, error. */
function Frame({ label, description, error, required, size = "sm", style, className, field, extraRoot, children }: FrameProps & { field: string; extraRoot?: { className: string; style: CSSProperties }; children: ReactNode }) {
  const hasError = Boolean(error);
  return (
    <div style={{ ...extraRoot?.style, ...style }} className={[extraRoot?.className, M.root, className].filter(Boolean).join(" ")} data-size={size} data-error={hasError || undefined}>
      {label && (
        <label style={{ "--input-label-size": `var(--mantine-font-size-${size})` } as CSSProperties} className={M.label} data-size={size} data-required={required || undefined} htmlFor={field} id={`${field}-label`}>
          {label}
          {required && (
            <span className={M.required} aria-hidden="true">
              {" *"}
            </span>
          )}
        </label>
      )}
      {description && (
        <p style={{ "--input-description-size": small(size) } as CSSProperties} className={M.description} data-size={size} id={`${field}-description`}>
          {description}
        </p>
      )}
      {children}
      {error && typeof error !== "boolean" && (
        <p style={{ "--input-error-size": small(size) } as CSSProperties} className={M.error} data-size={size} id={`${field}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The style of Mantine's Input wrapper: margins next to a description or an error, height and font size. */
function wrapperStyle(size: Size, description: ReactNode, error: ReactNode, extra?: Record<string, string>): CSSProperties {
  return {
    ...(description ? { "--input-margin-top": HALF_XS } : {}),
    ...(error && typeof error !== "boolean" ? { "--input-margin-bottom": HALF_XS } : {}),
    "--input-height": `var(--input-height-${size})`,
    "--input-fz": `var(--mantine-font-size-${size})`,
    ...extra,
  } as CSSProperties;
}

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
      <div style={wrapperStyle(size, description, error)} className={M.wrapper} data-variant="default" data-size={size} data-error={hasError || undefined} data-with-right-section="true">
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

export interface TextAreaProps extends FrameProps, Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "style" | "className"> {
  value?: string | null;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** rows shown at first; the field grows with its text (Mantine's autosize) */
  minRows?: number;
}

/** Mantine's Textarea with autosize: grows with its text from `minRows` rows. */
export function TextArea({ label, description, error, required, size = "sm", style, className, id, value, minRows = 2, ...textarea }: TextAreaProps) {
  const { field, describedBy } = useFieldIds(id, description, error);
  const ref = useRef<HTMLTextAreaElement>(null);
  const hasError = Boolean(error);
  // as Mantine's autosize: the field's height follows its content, never under its first rows
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.style.height = "auto";
    if (node.scrollHeight > node.clientHeight) node.style.height = `${node.scrollHeight + node.offsetHeight - node.clientHeight}px`;
    else node.style.height = "";
  }, [value]);
  return (
    <Frame label={label} description={description} error={error} required={required} size={size} style={style} className={className} field={field}>
      <div style={wrapperStyle(size, description, error, { "--input-padding-y": `var(--input-padding-y-${size})` })} className={M.wrapper} data-variant="default" data-size={size} data-error={hasError || undefined} data-multiline="true">
        <textarea
          ref={ref}
          rows={minRows}
          className={M.input}
          data-variant="default"
          data-error={hasError || undefined}
          required={required}
          data-no-overflow="true"
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          id={field}
          value={value ?? (textarea.onChange ? "" : undefined)}
          {...textarea}
        />
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

export interface ButtonProps extends Omit<HTMLAttributes<HTMLButtonElement>, "style" | "color"> {
  type?: "button" | "submit";
  variant?: ButtonVariant;
  color?: string;
  size?: ButtonSize;
  /** the whole width of its container */
  fullWidth?: boolean;
  /** busy: a spinner over the label, the button disabled */
  loading?: boolean;
  disabled?: boolean;
  rightSection?: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  onFocus?: FocusEventHandler<HTMLButtonElement>;
  style?: CSSProperties;
  form?: string;
  name?: string;
  value?: string;
  "data-testid"?: string;
}

// where Mantine's Transition leaves the spinner once it has come in
const LOADER_STYLE: CSSProperties = {
  transitionProperty: "transform, opacity",
  WebkitBackfaceVisibility: "hidden",
  transitionDuration: "150ms",
  transitionTimingFunction: "ease",
  transformOrigin: "center",
  opacity: 1,
  transform: "translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))",
};

/** Mantine's Button: filled in the primary colour by default, `loading` shows its spinner and disables it. */
export function Button({ type = "button", variant, color, size = "sm", fullWidth, loading, disabled, rightSection, style, className, children, ...button }: ButtonProps) {
  const look = buttonAttributes({ variant, color, size }, loading || disabled);
  return (
    <button
      {...look}
      style={{ ...look.style, ...style }}
      className={[look.className, className].filter(Boolean).join(" ")}
      data-disabled={disabled && !loading ? true : undefined}
      data-block={fullWidth || undefined}
      data-loading={loading || undefined}
      data-with-right-section={rightSection ? true : undefined}
      type={type}
      disabled={disabled || loading}
      {...button}
    >
      {loading && (
        <span className={M.buttonLoader} aria-hidden="true" style={LOADER_STYLE}>
          <span style={{ "--loader-size": "calc(var(--button-height) / 1.8)", "--loader-color": "var(--button-color)" } as CSSProperties} className={`${M.loader} ${M.loaderOval}`} />
        </span>
      )}
      <ButtonBody loading={loading} rightSection={rightSection}>
        {children}
      </ButtonBody>
    </button>
  );
}
