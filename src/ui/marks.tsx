import type { CSSProperties, ReactNode } from "react";
import { border, buttonAttributes, ButtonBody, type ButtonLook } from "./markup";

// Mantine's Alert, Divider, Loader and Button (as a link) as the markup Mantine renders (its class names, data
// attributes and CSS variables, styled by its stylesheet that every page loads: src/app/mantine-styles.ts), with no
// JavaScript: usable in a server component or a client one. controls.test.tsx renders each beside Mantine's own and
// compares. Badge is in badge.tsx; Card, Avatar, Text, Title, Group and Stack in page-marks.tsx; the button's
// markup in markup.tsx.

/** The class names Mantine's stylesheet styles these with (Mantine 9; controls.test.tsx fails if they move). */
const M = {
  alert: "m_66836ed3",
  alertWrapper: "m_a5d60502",
  alertBody: "m_667c2793",
  alertTitle: "m_6a03f287",
  alertLabel: "m_698f4f23",
  alertMessage: "m_7fa78076",
  divider: "m_3eebeb36",
  dividerLabel: "m_9e365f20",
  loader: "m_b34414df",
  loaderOval: "m_5ae2e3c",
} as const;

export { Badge } from "./badge";
export { Card } from "./page-marks";

/**
 * Mantine's Alert (light variant) in `color`: a notice with an optional title. `role` is "alert" (Mantine's) for
 * a problem, "status" for news that must not interrupt.
 */
export function Notice({
  color = "blue",
  title,
  role = "alert",
  id,
  testId,
  children,
}: {
  color?: string;
  title?: ReactNode;
  role?: "alert" | "status";
  id?: string;
  testId?: string;
  children: ReactNode;
}) {
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

/** Mantine's horizontal Divider, with a label in its middle when given one. */
export function Divider({ label }: { label?: ReactNode }) {
  return (
    <div
      className={M.divider}
      data-orientation="horizontal"
      data-with-label={label ? true : undefined}
      role="separator"
      aria-orientation="horizontal"
    >
      {label && <span className={M.dividerLabel}>{label}</span>}
    </div>
  );
}

/** Mantine's Loader (oval, md, the primary colour): something is on its way. */
export function Spinner() {
  return <span className={`${M.loader} ${M.loaderOval}`} aria-busy="true" />;
}

/**
 * Mantine's Button rendered as a plain link (component="a"): a contact app, the dialer. A page of ours takes Next's
 * Link with the same attributes (buttonAttributes, ButtonBody), which this module does not import.
 */
export function AnchorButton({
  href,
  target,
  rel,
  label,
  testId,
  children,
  ...look
}: ButtonLook & { href: string; target?: string; rel?: string; label?: string; testId?: string; children: ReactNode }) {
  return (
    <a {...buttonAttributes(look)} href={href} target={target} rel={rel} data-testid={testId} aria-label={label}>
      <ButtonBody>{children}</ButtonBody>
    </a>
  );
}
