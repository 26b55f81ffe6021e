import type { CSSProperties, ReactNode } from "react";
import { buttonAttributes, ButtonBody, onFilled, type ButtonLook } from "./markup";

// Mantine's Alert, Badge, Divider and Button (as a link) as the markup Mantine renders (its class names, data
// attributes and CSS variables, styled by its stylesheet that every page loads: src/app/mantine-styles.ts), with no
// JavaScript: usable in a server component or a client one. controls.test.tsx renders each beside Mantine's own and
// compares. Card, Avatar, Text, Title, Group, Stack and the button's markup are in markup.tsx.

/** The class names Mantine's stylesheet styles these with (Mantine 9; controls.test.tsx fails if they move). */
const M = {
  alert: "m_66836ed3",
  alertWrapper: "m_a5d60502",
  alertBody: "m_667c2793",
  alertTitle: "m_6a03f287",
  alertLabel: "m_698f4f23",
  alertMessage: "m_7fa78076",
  badge: "m_347db0ec",
  badgeLabel: "m_5add502a",
  badgeSection: "m_91fdda9b",
  divider: "m_3eebeb36",
  dividerLabel: "m_9e365f20",
} as const;

const border = (colour: string) => `calc(0.0625rem * var(--mantine-scale)) solid ${colour}`;

/**
 * Mantine's Alert (light variant) in `color`: a notice with an optional title. `role` is "alert" (Mantine's) for
 * a problem, "status" for news that must not interrupt.
 */
export function Notice({ color = "blue", title, role = "alert", id, testId, children }: { color?: string; title?: ReactNode; role?: "alert" | "status"; id?: string; testId?: string; children: ReactNode }) {
  const style = {
    "--alert-bg": `var(--mantine-color-${color}-light)`,
    "--alert-color": `var(--mantine-color-${color}-light-color)`,
    "--alert-bd": border("transparent"),
  } as CSSProperties;
  return (
    <div style={style} className={M.alert} id={id} role={role} data-testid={testId}>
      <div className={M.alertWrapper}>
        <div className={M.alertBody}>
          {title && (
            <div className={M.alertTitle}>
              <span className={M.alertLabel}>{title}</span>
            </div>
          )}
          <div className={M.alertMessage}>{children}</div>
        </div>
      </div>
    </div>
  );
}

/** Mantine's Badge: filled in the primary colour (or `color`), `circle` for a count, size sm or lg; `style` adds a margin. */
export function Badge({ color, variant = "filled", circle, size, style: extra, testId, children }: { color?: string; variant?: "filled" | "light" | "outline"; circle?: boolean; size?: "lg"; style?: CSSProperties; testId?: string; children: ReactNode }) {
  let style: CSSProperties | undefined;
  if (variant === "light") {
    const c = color ?? "teal";
    style = { "--badge-bg": `var(--mantine-color-${c}-light)`, "--badge-color": `var(--mantine-color-${c}-light-color)`, "--badge-bd": border("transparent") } as CSSProperties;
  } else if (variant === "outline") {
    const c = color ?? "teal";
    style = { "--badge-bg": "transparent", "--badge-color": `var(--mantine-color-${c}-outline)`, "--badge-bd": border(`var(--mantine-color-${c}-outline)`) } as CSSProperties;
  } else if (color) {
    style = { "--badge-bg": `var(--mantine-color-${color}-filled)`, "--badge-color": onFilled(color), "--badge-bd": border("transparent") } as CSSProperties;
  }
  if (size) style = { "--badge-height": `var(--badge-height-${size})`, "--badge-padding-x": `var(--badge-padding-x-${size})`, "--badge-fz": `var(--badge-fz-${size})`, ...style } as CSSProperties;
  if (extra) style = { ...style, ...extra };
  return (
    <div style={style} className={M.badge} data-variant={variant === "filled" ? undefined : variant} data-size={size} data-circle={circle || undefined} data-testid={testId}>
      <span className={M.badgeLabel}>{children}</span>
    </div>
  );
}

/** Mantine's horizontal Divider, with a label in its middle when given one. */
export function Divider({ label }: { label?: ReactNode }) {
  return (
    <div className={M.divider} data-orientation="horizontal" data-with-label={label ? true : undefined} role="separator" aria-orientation="horizontal">
      {label && <span className={M.dividerLabel}>{label}</span>}
    </div>
  );
}

/**
 * Mantine's Button rendered as a plain link (component="a"): a contact app, the dialer. A page of ours takes Next's
 * Link with the same attributes (buttonAttributes, ButtonBody), which this module does not import.
 */
export function AnchorButton({ href, target, rel, label, testId, children, ...look }: ButtonLook & { href: string; target?: string; rel?: string; label?: string; testId?: string; children: ReactNode }) {
  return (
    <a {...buttonAttributes(look)} href={href} target={target} rel={rel} data-testid={testId} aria-label={label}>
      <ButtonBody>{children}</ButtonBody>
    </a>
  );
}

