import type { CSSProperties, ReactNode } from "react";

// Mantine's Button as the markup Mantine renders (class names, data attributes, CSS variables, styled by its
// stylesheet every page loads: src/app/mantine-styles.ts), with no JavaScript of Mantine's, and the class names of
// its Image, SimpleGrid and UnstyledButton: usable in a server component or a client one. Kept small, apart from
// marks.tsx and page-marks.tsx (layout, text, avatars): Turbopack ships a client module whole, and the ad page's
// buttons and gallery import this one. controls.test.tsx renders each beside Mantine's own and compares.

/** The class names Mantine's stylesheet styles these with (Mantine 9; controls.test.tsx fails if they move). */
export const M = {
  button: "m_77c9d27d",
  buttonInner: "m_80f1301b",
  buttonLabel: "m_811560b9",
  buttonSection: "m_a74036a",
  unstyledButton: "m_87cf2631",
  simpleGrid: "m_2415a157",
  image: "m_9e117634",
} as const;

/** A Mantine border of `colour` (the --*-bd variables of buttons, badges, alerts and avatars). */
export const border = (colour: string) => `calc(0.0625rem * var(--mantine-scale)) solid ${colour}`;

// Mantine's autoContrast (theme.ts: luminanceThreshold 0.179) on our filled colours, shade 9: green, lime, yellow and
// orange are light enough to take black text, the others white (controls.test.tsx checks it against Mantine's)
const LIGHT_FILLS = new Set(["green", "lime", "yellow", "orange"]);
/** The text colour Mantine puts on a filled `color`. */
export const onFilled = (color: string) =>
  LIGHT_FILLS.has(color) ? "var(--mantine-color-black)" : "var(--mantine-color-white)";

export type ButtonVariant = "filled" | "default" | "light" | "subtle" | "outline";
export type ButtonSize = "xs" | "sm" | "md" | "compact-sm" | "compact-xs";

/** The CSS variables Mantine's Button sets for a size, a variant and a colour (none for its default filled sm). */
function buttonStyle(variant: ButtonVariant, color: string | undefined, size: ButtonSize): Record<string, string> {
  const style: Record<string, string> = {};
  if (size !== "sm") {
    style["--button-height"] = `var(--button-height-${size})`;
    style["--button-padding-x"] = `var(--button-padding-x-${size})`;
    style["--button-fz"] = `var(--mantine-font-size-${size.replace("compact-", "")})`;
  }
  const c = color ?? "teal";
  const none = border("transparent");
  if (variant === "filled") {
    if (color)
      Object.assign(style, {
        "--button-bg": `var(--mantine-color-${c}-filled)`,
        "--button-hover": `var(--mantine-color-${c}-filled-hover)`,
        "--button-color": onFilled(c),
        "--button-bd": none,
      });
    else style["--button-color"] = "var(--mantine-color-white)";
  } else if (variant === "default") {
    Object.assign(style, {
      "--button-bg": "var(--mantine-color-default)",
      "--button-hover": "var(--mantine-color-default-hover)",
      "--button-color": "var(--mantine-color-default-color)",
      "--button-bd": border("var(--mantine-color-default-border)"),
    });
  } else if (variant === "outline") {
    Object.assign(style, {
      "--button-bg": "transparent",
      "--button-hover": `var(--mantine-color-${c}-outline-hover)`,
      "--button-color": `var(--mantine-color-${c}-outline)`,
      "--button-bd": border(`var(--mantine-color-${c}-outline)`),
    });
  } else {
    Object.assign(style, {
      "--button-bg": variant === "light" ? `var(--mantine-color-${c}-light)` : "transparent",
      "--button-hover": `var(--mantine-color-${c}-light-hover)`,
      "--button-color": `var(--mantine-color-${c}-light-color)`,
      "--button-bd": none,
    });
  }
  return style;
}

export interface ButtonLook {
  /** as Mantine: data-variant is written only when a variant is given */
  variant?: ButtonVariant;
  color?: string;
  size?: ButtonSize;
}

/** The attributes of Mantine's Button root for a look: class names, CSS variables, data attributes. */
export function buttonAttributes({ variant, color, size = "sm" }: ButtonLook, busy = false) {
  return {
    style: buttonStyle(variant ?? "filled", color, size) as CSSProperties,
    className: ["mantine-focus-auto", !busy && "mantine-active", M.button, M.unstyledButton].filter(Boolean).join(" "),
    "data-variant": variant,
    "data-size": size === "sm" ? undefined : size,
  };
}

/** What Mantine's Button holds: its label, and a section at its end. */
export function ButtonBody({
  loading,
  rightSection,
  children,
}: {
  loading?: boolean;
  rightSection?: ReactNode;
  children: ReactNode;
}) {
  return (
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
  );
}
