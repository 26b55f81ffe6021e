import type { CSSProperties, ReactNode } from "react";
import { border, onFilled } from "./markup";

// Mantine's Badge as the markup Mantine renders (see marks.tsx), in a module of its own: a client component that
// shows a badge (the board's filter count) carries only this. controls.test.tsx compares it with Mantine's.

const M = { badge: "m_347db0ec", badgeLabel: "m_5add502a" } as const;

/** Mantine's Badge: filled in the primary colour (or `color`), `circle` for a count, size sm or lg; `style` adds a margin. */
export function Badge({
  color,
  variant = "filled",
  circle,
  size,
  style: extra,
  testId,
  children,
}: {
  color?: string;
  variant?: "filled" | "light" | "outline";
  circle?: boolean;
  size?: "lg";
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}) {
  let style: CSSProperties | undefined;
  if (variant === "light") {
    const c = color ?? "teal";
    style = {
      "--badge-bg": `var(--mantine-color-${c}-light)`,
      "--badge-color": `var(--mantine-color-${c}-light-color)`,
      "--badge-bd": border("transparent"),
    } as CSSProperties;
  } else if (variant === "outline") {
    const c = color ?? "teal";
    style = {
      "--badge-bg": "transparent",
      "--badge-color": `var(--mantine-color-${c}-outline)`,
      "--badge-bd": border(`var(--mantine-color-${c}-outline)`),
    } as CSSProperties;
  } else if (color) {
    style = {
      "--badge-bg": `var(--mantine-color-${color}-filled)`,
      "--badge-color": onFilled(color),
      "--badge-bd": border("transparent"),
    } as CSSProperties;
  }
  if (size)
    style = {
      "--badge-height": `var(--badge-height-${size})`,
      "--badge-padding-x": `var(--badge-padding-x-${size})`,
      "--badge-fz": `var(--badge-fz-${size})`,
      ...style,
    } as CSSProperties;
  if (extra) style = { ...style, ...extra };
  return (
    <div
      style={style}
      className={M.badge}
      data-variant={variant === "filled" ? undefined : variant}
      data-size={size}
      data-circle={circle || undefined}
      data-testid={testId}
    >
      <span className={M.badgeLabel}>{children}</span>
    </div>
  );
}
