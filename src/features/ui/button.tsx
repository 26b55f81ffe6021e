"use client";

import type { CSSProperties, FocusEventHandler, HTMLAttributes, MouseEventHandler, ReactNode } from "react";

// Mantine's Button as the markup Mantine renders, for controls.tsx: a module of its own, so that a page with only
// buttons and fields carries none of the other controls (the bundler keeps a module whole).

/** The class names Mantine's stylesheet styles it with (Mantine 9; controls.test.tsx fails if they move). */
const M = {
  unstyledButton: "m_87cf2631",
  button: "m_77c9d27d",
  buttonInner: "m_80f1301b",
  buttonLabel: "m_811560b9",
  buttonSection: "m_a74036a",
  buttonLoader: "m_a25b86ee",
  loader: "m_b34414df",
  loaderOval: "m_5ae2e3c",
} as const;

type Variant = "filled" | "default" | "light" | "subtle";
type ButtonSize = "xs" | "sm" | "md" | "compact-sm" | "compact-xs";

/** The CSS variables Mantine's Button sets for a size, a variant and a colour (none for its default filled sm). */
function buttonStyle(variant: Variant, color: string | undefined, size: ButtonSize): Record<string, string> {
  const style: Record<string, string> = {};
  if (size !== "sm") {
    style["--button-height"] = `var(--button-height-${size})`;
    style["--button-padding-x"] = `var(--button-padding-x-${size})`;
    style["--button-fz"] = `var(--mantine-font-size-${size.replace("compact-", "")})`;
  }
  const c = color ?? "teal";
  const none = "calc(0.0625rem * var(--mantine-scale)) solid transparent";
  if (variant === "filled") {
    if (color) Object.assign(style, { "--button-bg": `var(--mantine-color-${c}-filled)`, "--button-hover": `var(--mantine-color-${c}-filled-hover)`, "--button-color": "var(--mantine-color-white)", "--button-bd": none });
    else style["--button-color"] = "var(--mantine-color-white)";
  } else if (variant === "default") {
    Object.assign(style, { "--button-bg": "var(--mantine-color-default)", "--button-hover": "var(--mantine-color-default-hover)", "--button-color": "var(--mantine-color-default-color)", "--button-bd": "calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)" });
  } else {
    Object.assign(style, { "--button-bg": variant === "light" ? `var(--mantine-color-${c}-light)` : "transparent", "--button-hover": `var(--mantine-color-${c}-light-hover)`, "--button-color": `var(--mantine-color-${c}-light-color)`, "--button-bd": none });
  }
  return style;
}

export interface ButtonProps extends Omit<HTMLAttributes<HTMLButtonElement>, "style" | "color"> {
  type?: "button" | "submit";
  variant?: Variant;
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
export function Button({ type = "button", variant = "filled", color, size = "sm", fullWidth, loading, disabled, rightSection, style, className, children, ...button }: ButtonProps) {
  const classNames = ["mantine-focus-auto", !(loading || disabled) && "mantine-active", M.button, M.unstyledButton, className].filter(Boolean).join(" ");
  return (
    <button
      style={{ ...buttonStyle(variant, color, size), ...style } as CSSProperties}
      className={classNames}
      data-variant={variant === "filled" ? undefined : variant}
      data-size={size === "sm" ? undefined : size}
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
      <span className={M.buttonInner}>
        <span className={M.buttonLabel} data-loading={loading || undefined}>
          {children}
        </span>
        {rightSection && (
          <span className={M.buttonSection} data-position="right">
            {rightSection}
          </span>
        )}
      </span>
    </button>
  );
}
