import type { CSSProperties, ReactNode } from "react";

// Mantine's Alert, Divider, Loader and Card as the markup Mantine renders (its class names, data attributes and CSS
// variables, styled by its stylesheet that every page loads: src/app/mantine-styles.ts), with no JavaScript: usable
// in a server component or a client one. controls.test.tsx renders each beside Mantine's own and compares.

/** The class names Mantine's stylesheet styles these with (Mantine 9; controls.test.tsx fails if they move). */
export const M = {
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
  card: "m_e615b15f",
  paper: "m_1b7284a3",
} as const;

export { Badge } from "./badge";

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

/** Mantine's horizontal Divider, with a label in its middle when given one. */
export function Divider({ label }: { label?: ReactNode }) {
  return (
    <div className={M.divider} data-orientation="horizontal" data-with-label={label ? true : undefined} role="separator" aria-orientation="horizontal">
      {label && <span className={M.dividerLabel}>{label}</span>}
    </div>
  );
}

/** Mantine's Loader (oval, md, the primary colour): something is on its way. */
export function Spinner() {
  return <span className={`${M.loader} ${M.loaderOval}`} aria-busy="true" />;
}

/** Mantine's Card with its border and padding md: a panel around a group of controls. */
export function Card({ as: Tag = "div", "aria-label": ariaLabel, children }: { as?: "div" | "section"; "aria-label"?: string; children: ReactNode }) {
  return (
    <Tag style={{ "--card-padding": "var(--mantine-spacing-md)" } as CSSProperties} className={`${M.card} ${M.paper}`} data-with-border="true" data-orientation="vertical" aria-label={ariaLabel}>
      {children}
    </Tag>
  );
}
