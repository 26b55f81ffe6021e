"use client";

import { useId, useLayoutEffect, useRef, type ChangeEvent, type CSSProperties, type ReactNode } from "react";

// The frame of Mantine's inputs (label, description, error, the input's wrapper) and its autosizing Textarea, apart
// from controls.tsx: a page with only a textarea (an ad's comments) does not carry the password and checkbox.

/** The class names Mantine's stylesheet styles these with (Mantine 9; controls.test.tsx fails if they move). */
export const F = {
  root: "m_46b77525",
  label: "m_8fdc1311",
  required: "m_78a94662",
  description: "m_fe47ce59",
  error: "m_8f816625",
  wrapper: "m_6c018570",
  input: "m_8fb7ebe7",
} as const;

export type Size = "xs" | "sm" | "md";
const small = (size: Size) => `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`;
const HALF_XS = "calc(var(--mantine-spacing-xs) / 2)";

export interface FrameProps {
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
export function useFieldIds(id: string | undefined, description: ReactNode, error: ReactNode) {
  const own = useId();
  const field = id ?? own;
  const describedBy = [error && typeof error !== "boolean" ? `${field}-error` : null, description ? `${field}-description` : null].filter(Boolean).join(" ");
  return { field, describedBy: describedBy || undefined };
}

/** Mantine's InputWrapper around `children` (the Input wrapper and its field): label, description, error. */
export function Frame({ label, description, error, required, size = "sm", style, className, field, extraRoot, children }: FrameProps & { field: string; extraRoot?: { className: string; style: CSSProperties }; children: ReactNode }) {
  const hasError = Boolean(error);
  return (
    <div style={{ ...extraRoot?.style, ...style }} className={[extraRoot?.className, F.root, className].filter(Boolean).join(" ")} data-size={size} data-error={hasError || undefined}>
      {label && (
        <label style={{ "--input-label-size": `var(--mantine-font-size-${size})` } as CSSProperties} className={F.label} data-size={size} data-required={required || undefined} htmlFor={field} id={`${field}-label`}>
          {label}
          {required && (
            <span className={F.required} aria-hidden="true">
              {" *"}
            </span>
          )}
        </label>
      )}
      {description && (
        <p style={{ "--input-description-size": small(size) } as CSSProperties} className={F.description} data-size={size} id={`${field}-description`}>
          {description}
        </p>
      )}
      {children}
      {error && typeof error !== "boolean" && (
        <p style={{ "--input-error-size": small(size) } as CSSProperties} className={F.error} data-size={size} id={`${field}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The style of Mantine's Input wrapper: margins next to a description or an error, height and font size. */
export function wrapperStyle(size: Size, description: ReactNode, error: ReactNode, extra?: Record<string, string>): CSSProperties {
  return {
    ...(description ? { "--input-margin-top": HALF_XS } : {}),
    ...(error && typeof error !== "boolean" ? { "--input-margin-bottom": HALF_XS } : {}),
    "--input-height": `var(--input-height-${size})`,
    "--input-fz": `var(--mantine-font-size-${size})`,
    ...extra,
  } as CSSProperties;
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
      <div style={wrapperStyle(size, description, error, { "--input-padding-y": `var(--input-padding-y-${size})` })} className={F.wrapper} data-variant="default" data-size={size} data-error={hasError || undefined} data-multiline="true">
        <textarea
          ref={ref}
          rows={minRows}
          className={F.input}
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

