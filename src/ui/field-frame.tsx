import { useId, type CSSProperties, type ReactNode } from "react";

// The frame of Mantine's inputs (label, description, error, the input's wrapper) as the markup Mantine renders, and
// the ids that tie them to their field: every field module builds on it (field.tsx, textarea.tsx, controls.tsx),
// and Frame itself uses no hook, so a server component can draw a field's stand-in with it (an ad's comment box
// before its form loads).

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

export type Size = "xs" | "sm" | "md" | "lg" | "xl";
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

/** Mantine's InputWrapper around `children` (the Input wrapper and its field): label, description, error. */
export function Frame({
  label,
  description,
  error,
  required,
  size = "sm",
  style,
  className,
  field,
  extraRoot,
  children,
}: FrameProps & { field: string; extraRoot?: { className: string; style: CSSProperties }; children: ReactNode }) {
  const hasError = Boolean(error);
  return (
    <div
      style={{ ...extraRoot?.style, ...style }}
      className={[extraRoot?.className, F.root, className].filter(Boolean).join(" ")}
      data-size={size}
      data-error={hasError || undefined}
    >
      {label && (
        <label
          style={{ "--input-label-size": `var(--mantine-font-size-${size})` } as CSSProperties}
          className={F.label}
          data-size={size}
          data-required={required || undefined}
          htmlFor={field}
          id={`${field}-label`}
        >
          {label}
          {required && (
            <span className={F.required} aria-hidden="true">
              {" *"}
            </span>
          )}
        </label>
      )}
      {description && (
        <p
          style={{ "--input-description-size": small(size) } as CSSProperties}
          className={F.description}
          data-size={size}
          id={`${field}-description`}
        >
          {description}
        </p>
      )}
      {children}
      {error && typeof error !== "boolean" && (
        <p
          style={{ "--input-error-size": small(size) } as CSSProperties}
          className={F.error}
          data-size={size}
          id={`${field}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** The style of Mantine's Input wrapper: margins next to a description or an error, height and font size. */
export function wrapperStyle(
  size: Size,
  description: ReactNode,
  error: ReactNode,
  extra?: Record<string, string>,
): CSSProperties {
  return {
    ...(description ? { "--input-margin-top": HALF_XS } : {}),
    ...(error && typeof error !== "boolean" ? { "--input-margin-bottom": HALF_XS } : {}),
    "--input-height": `var(--input-height-${size})`,
    "--input-fz": `var(--mantine-font-size-${size})`,
    ...extra,
  } as CSSProperties;
}

/** Ids of a field and of its label, description and error, and what aria-describedby names. */
export function useFieldIds(id: string | undefined, description: ReactNode, error: ReactNode) {
  const own = useId();
  const field = id ?? own;
  const describedBy = [
    error && typeof error !== "boolean" ? `${field}-error` : null,
    description ? `${field}-description` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return { field, describedBy: describedBy || undefined };
}
