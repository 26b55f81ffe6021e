import Link from "next/link";
import type { CSSProperties, ReactNode } from "react";
import classes from "./prose.module.css";

// Page furniture for read-only server pages (prose.module.css): plain elements, no client JavaScript. Pages with
// forms or menus keep Mantine's components; these are for what only shows.

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** Mantine's Container (sizes md, lg, xl) with the 48 px vertical padding our pages use (or Mantine's xl spacing). */
export function Page({
  size = "lg",
  padding,
  children,
}: {
  size?: "md" | "lg" | "xl";
  padding?: "xl";
  children: ReactNode;
}) {
  return <div className={cx(classes.page, classes[size], padding === "xl" && classes.padXl)}>{children}</div>;
}

type Gap = "xs" | "sm" | "lg" | "xl" | number;
const gapValue = (gap: Gap) => (typeof gap === "number" ? `${gap}px` : `var(--mantine-spacing-${gap})`);

/** A column with Mantine's Stack spacing (md by default), optionally no wider than `maxWidth` px. */
export function Column({ gap, maxWidth, children }: { gap?: Gap; maxWidth?: number; children: ReactNode }) {
  const style: CSSProperties & Record<string, string> = {};
  if (gap) style["--stack-gap"] = gapValue(gap);
  if (maxWidth) style.maxWidth = `${maxWidth}px`;
  return (
    <div className={classes.stack} style={style}>
      {children}
    </div>
  );
}

/** A wrapping row with Mantine's Group spacing (md, or `gap`); `spread` puts its ends apart, aligned at the bottom. */
export function Row({
  spread,
  gap,
  label,
  children,
}: {
  spread?: boolean;
  gap?: Gap;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={cx(classes.row, spread && classes.spread)}
      style={gap ? ({ "--row-gap": gapValue(gap) } as CSSProperties) : undefined}
      aria-label={label}
    >
      {children}
    </div>
  );
}

/** A page section: its h2 (drawn at h3's size, as our pages title sections) above a column (gap sm). */
export function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      className={classes.stack}
      style={{ "--stack-gap": "var(--mantine-spacing-sm)" } as CSSProperties}
      aria-labelledby={id}
    >
      <h2 id={id} className={classes.subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A link as Mantine's Anchor draws it (the anchor colour, underlined on hover); `center`: alone on its line, centred. */
export function TextLink({
  href,
  external,
  dir,
  size,
  center,
  testId,
  children,
}: {
  href: string;
  external?: boolean;
  dir?: "ltr" | "rtl";
  size?: "sm";
  center?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const className = cx(classes.anchor, size === "sm" && classes.small, center && classes.blockCenter);
  // a page of ours goes through Next's router; mail, telephone and other sites are plain links
  if (href.startsWith("/") && !external) {
    return (
      <Link href={href} className={className} dir={dir} data-testid={testId}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={href}
      className={className}
      dir={dir}
      data-testid={testId}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {children}
    </a>
  );
}

/** The page's h1, as Mantine's Title draws it (at h2's size with `size="h2"`: a form's title in a card). */
export function Heading({ className, size, children }: { className?: string; size?: "h2"; children: ReactNode }) {
  return <h1 className={cx(classes.heading, size === "h2" && classes.headingH2, className)}>{children}</h1>;
}

/** A paragraph as Mantine's Text draws it: size md (or lg, sm, xs), dimmed, bold, centred. */
export function Para({
  size,
  dimmed,
  bold,
  center,
  role,
  testId,
  children,
}: {
  size?: "lg" | "sm" | "xs";
  dimmed?: boolean;
  bold?: boolean;
  center?: boolean;
  role?: "status";
  testId?: string;
  children: ReactNode;
}) {
  return (
    <p
      role={role}
      data-testid={testId}
      className={cx(
        classes.text,
        size === "lg" && classes.lead,
        size === "sm" && classes.small,
        size === "xs" && classes.xsmall,
        dimmed && classes.dimmed,
        bold && classes.bold,
        center && classes.center,
      )}
    >
      {children}
    </p>
  );
}

/** A bordered card as Mantine's Card withBorder padding="lg". */
export function Panel({ children }: { children: ReactNode }) {
  return <div className={classes.panel}>{children}</div>;
}

/** One column on a phone, `count` from Mantine's sm breakpoint (48em). */
export function Columns({
  count = 3,
  className,
  children,
}: {
  count?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cx(classes.columns, className)} style={{ "--columns": String(count) } as CSSProperties}>
      {children}
    </div>
  );
}

/**
 * A link drawn as Mantine's Button (size md, or sm), filled, default or light: a call to action on a read-only page.
 * A page of ours goes through Next's router; anything else (a file to download) is a plain link.
 */
export function LinkButton({
  href,
  variant = "filled",
  size = "md",
  download,
  testId,
  children,
}: {
  href: string;
  variant?: "filled" | "default" | "light";
  size?: "sm" | "md";
  download?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const className = cx(classes.button, classes[variant], size === "sm" && classes.buttonSm);
  if (download || href.startsWith("/api/")) {
    return (
      <a href={href} className={className} download={download} data-testid={testId}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}

/** The class names of LinkButton, for a client component's button that must look the same. */
export const buttonClass = (variant: "filled" | "default" | "light" = "filled", size: "sm" | "md" = "md") =>
  cx(classes.button, classes[variant], size === "sm" && classes.buttonSm);
