import type { CSSProperties, ReactNode } from "react";
import { initialsColor, initialsOf } from "~/lib/initials";
import { border } from "./markup";

// Mantine's Text, Title, Anchor, Avatar, Card, Group, Stack and Grid as the markup Mantine renders (class names,
// data attributes, CSS variables, styled by its stylesheet every page loads: src/app/mantine-styles.ts), for server
// components and for client code loaded apart (an ad's comment forms): nothing in a page's first load imports it,
// so none of it is first-load JavaScript (markup.tsx holds what is). controls.test.tsx compares each with Mantine's.

/** The class names Mantine's stylesheet styles these with (Mantine 9; controls.test.tsx fails if they move). */
export const M = {
  avatar: "m_f85678b6",
  avatarImage: "m_11f8ac07",
  avatarPlaceholder: "m_104cd71f",
  text: "m_b6d8b162",
  anchor: "m_849cf0da",
  title: "m_8a5d1357",
  grid: "m_410352e9",
  gridInner: "m_dee7bd2f",
  gridCol: "m_96bdd299",
  card: "m_e615b15f",
  paper: "m_1b7284a3",
  group: "m_4081bf90",
  stack: "m_6d731127",
} as const;

/** The attributes of Mantine's Text at a size (md when none), for a paragraph or a link. */
function textAttributes(size?: "xs" | "sm", style?: CSSProperties) {
  const sized = size
    ? { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` }
    : {};
  const all = { ...sized, ...style };
  return {
    style: Object.keys(all).length ? (all as CSSProperties) : undefined,
    className: `mantine-focus-auto ${M.text}`,
    "data-size": size,
  };
}

/** Mantine's Text: a paragraph at size md (or sm, xs), `dimmed`, `bold`; `style` adds a margin or wrapping. */
export function Text({
  size,
  dimmed,
  weight,
  style,
  dir,
  label,
  testId,
  children,
}: {
  size?: "xs" | "sm";
  dimmed?: boolean;
  weight?: number;
  style?: CSSProperties;
  dir?: "auto";
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  const extra: CSSProperties = {
    ...style,
    ...(dimmed ? { color: "var(--mantine-color-dimmed)" } : {}),
    ...(weight ? { fontWeight: weight } : {}),
  };
  return (
    <p {...textAttributes(size, extra)} dir={dir} aria-label={label} data-testid={testId}>
      {children}
    </p>
  );
}

/**
 * The attributes of Mantine's Anchor (underlined on hover; always inside running text, globals.css) at a size, to
 * spread on Next's Link or a plain `a`: this module imports no router.
 */
export function anchorAttributes(size?: "sm", style?: CSSProperties) {
  const text = textAttributes(size, style);
  return { ...text, className: `mantine-focus-auto ${M.anchor} ${M.text}`, "data-underline": "hover" };
}

/** Mantine's Title of `order` (1 or 2), at its own size or h3's (`small`); `className` may set --title-fz. */
export function Title({
  order,
  small,
  id,
  className,
  style,
  dir,
  children,
}: {
  order: 1 | 2;
  small?: boolean;
  id?: string;
  className?: string;
  style?: CSSProperties;
  dir?: "auto";
  children: ReactNode;
}) {
  const Tag = order === 1 ? "h1" : "h2";
  const vars = {
    "--title-fw": `var(--mantine-h${order}-font-weight)`,
    "--title-lh": `var(--mantine-h${order}-line-height)`,
    "--title-fz": `var(--mantine-h${order}-font-size)`,
    ...(small ? { fontSize: "var(--mantine-h3-font-size)" } : {}),
    ...style,
  } as CSSProperties;
  return (
    <Tag style={vars} className={[M.title, className].filter(Boolean).join(" ")} data-order={order} id={id} dir={dir}>
      {children}
    </Tag>
  );
}

/** Mantine's round Avatar with color="initials" (xs 16 px, sm 26 px): the photo, or the name's initials in its colour. */
export function Avatar({ src, name, size }: { src?: string | null; name: string; size: "xs" | "sm" }) {
  const color = initialsColor(name);
  const style = {
    "--avatar-size": `var(--avatar-size-${size})`,
    "--avatar-radius": "var(--mantine-radius-xl)",
    "--avatar-bg": `var(--mantine-color-${color}-light)`,
    "--avatar-color": `var(--mantine-color-${color}-light-color)`,
    "--avatar-bd": border("transparent"),
  } as CSSProperties;
  return (
    <div style={style} className={M.avatar} data-size={size}>
      <span className={M.avatarPlaceholder} title="">
        {initialsOf(name)}
      </span>
      {/* the photo lies over the initials as a background: one that fails to load draws nothing and leaves them
          showing, as Mantine's Avatar falls back to them in its JavaScript (a broken <img> draws its broken icon) */}
      {src && (
        <span
          className={M.avatarImage}
          style={{ position: "absolute", inset: 0, background: `center / cover no-repeat url(${JSON.stringify(src)})` }}
        />
      )}
    </div>
  );
}

/** Mantine's Card withBorder (padding md, or sm): a bordered box on the body's colour (a `section` with its label). */
export function Card({
  padding = "md",
  as: Tag = "div",
  "aria-label": label,
  testId,
  children,
}: {
  padding?: "sm" | "md";
  as?: "div" | "section";
  "aria-label"?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      style={{ "--card-padding": `var(--mantine-spacing-${padding})` } as CSSProperties}
      className={`${M.card} ${M.paper}`}
      data-with-border="true"
      data-orientation="vertical"
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Tag>
  );
}

type Spacing = "xs" | "sm" | "md" | "lg" | "xl" | number;
const spacing = (gap: Spacing) =>
  typeof gap === "number" ? `calc(${gap / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${gap})`;

/** Mantine's Group: a row (wrapping unless `nowrap`) with its gap (md), alignment and justification. */
export function Group({
  gap = "md",
  align = "center",
  justify = "flex-start",
  nowrap,
  as: Tag = "div",
  children,
}: {
  gap?: Spacing;
  align?: "center" | "flex-start";
  justify?: "flex-start" | "flex-end" | "space-between";
  nowrap?: boolean;
  as?: "div" | "span";
  children: ReactNode;
}) {
  const style = {
    "--group-gap": spacing(gap),
    "--group-align": align,
    "--group-justify": justify,
    "--group-wrap": nowrap ? "nowrap" : "wrap",
  } as CSSProperties;
  return (
    <Tag style={style} className={M.group}>
      {children}
    </Tag>
  );
}

/** Mantine's Stack: a column with its gap (md); `labelledBy` makes it a section named by its heading. */
export function Stack({
  gap = "md",
  labelledBy,
  style: extra,
  children,
}: {
  gap?: Spacing;
  labelledBy?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const style = {
    "--stack-gap": spacing(gap),
    "--stack-align": "stretch",
    "--stack-justify": "flex-start",
    ...extra,
  } as CSSProperties;
  if (labelledBy) {
    return (
      <section style={style} className={M.stack} aria-labelledby={labelledBy}>
        {children}
      </section>
    );
  }
  return (
    <div style={style} className={M.stack}>
      {children}
    </div>
  );
}
