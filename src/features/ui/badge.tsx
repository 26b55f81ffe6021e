import type { CSSProperties, ReactNode } from "react";

// Mantine's Badge as the markup Mantine renders (see marks.tsx), in a module of its own: a client component that
// shows a badge (the board's filter count) carries only this. controls.test.tsx compares it with Mantine's.

const M = { badge: "m_347db0ec", badgeLabel: "m_5add502a" } as const;
const border = (colour: string) => `calc(0.0625rem * var(--mantine-scale)) solid ${colour}`;

/** Mantine's Badge: filled in the primary colour (or `color`), `circle` for a count. */
export function Badge({ color, variant = "filled", circle, testId, children }: { color?: string; variant?: "filled" | "light" | "outline"; circle?: boolean; testId?: string; children: ReactNode }) {
  let style: CSSProperties | undefined;
  if (variant === "light") {
    const c = color ?? "teal";
    style = { "--badge-bg": `var(--mantine-color-${c}-light)`, "--badge-color": `var(--mantine-color-${c}-light-color)`, "--badge-bd": border("transparent") } as CSSProperties;
  } else if (variant === "outline") {
    const c = color ?? "teal";
    style = { "--badge-bg": "transparent", "--badge-color": `var(--mantine-color-${c}-outline)`, "--badge-bd": border(`var(--mantine-color-${c}-outline)`) } as CSSProperties;
  } else if (color) {
    style = { "--badge-bg": `var(--mantine-color-${color}-filled)`, "--badge-color": "var(--mantine-color-white)", "--badge-bd": border("transparent") } as CSSProperties;
  }
  return (
    <div style={style} className={M.badge} data-variant={variant === "filled" ? undefined : variant} data-circle={circle || undefined} data-testid={testId}>
      <span className={M.badgeLabel}>{children}</span>
    </div>
  );
}
