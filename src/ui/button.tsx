import type { CSSProperties, FocusEventHandler, HTMLAttributes, MouseEventHandler, ReactNode } from "react";
import { ButtonBody, buttonAttributes, type ButtonSize, type ButtonVariant } from "./markup";

// Mantine's Button as the markup Mantine renders, apart from controls.tsx so that a page with buttons only (an ad's
// actions) carries no field code; controls.tsx re-exports it.

/** The class names of Mantine's loader (Mantine 9; controls.test.tsx fails if they move). */
const L = {
  buttonLoader: "m_a25b86ee",
  loader: "m_b34414df",
  loaderOval: "m_5ae2e3c",
} as const;

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
export function Button({
  type = "button",
  variant,
  color,
  size = "sm",
  fullWidth,
  loading,
  disabled,
  rightSection,
  style,
  className,
  children,
  ...button
}: ButtonProps) {
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
        <span className={L.buttonLoader} aria-hidden="true" style={LOADER_STYLE}>
          <span
            style={
              {
                "--loader-size": "calc(var(--button-height) / 1.8)",
                "--loader-color": "var(--button-color)",
              } as CSSProperties
            }
            className={`${L.loader} ${L.loaderOval}`}
          />
        </span>
      )}
      <ButtonBody loading={loading} rightSection={rightSection}>
        {children}
      </ButtonBody>
    </button>
  );
}
