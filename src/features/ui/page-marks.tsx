import type { CSSProperties, ReactNode } from "react";
import { initialsColor, initialsOf } from "~/lib/initials";

// Mantine's Text, Title, Anchor, Avatar and Grid as the markup Mantine renders (class names, data attributes, CSS
// variables, styled by its stylesheet every page loads: src/app/mantine-styles.ts), for server components: no
// client component imports this module, so none of it reaches the browser (markup.tsx holds what client components
// draw). controls.test.tsx renders each beside Mantine's own and compares.

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
} as const;

const border = (colour: string) => `calc(0.0625rem * var(--mantine-scale)) solid ${colour}`;

/** The attributes of Mantine's Text at a size (md when none), for a paragraph or a link. */
export function textAttributes(size?: "xs" | "sm", style?: CSSProperties) {
  const sized = size ? { "--text-fz": `var(--mantine-font-size-${size})`, "--text-lh": `var(--mantine-line-height-${size})` } : {};
  const all = { ...sized, ...style };
  return { style: Object.keys(all).length ? (all as CSSProperties) : undefined, className: `mantine-focus-auto ${M.text}`, "data-size": size };
}

/** Mantine's Text: a paragraph at size md (or sm, xs), `dimmed`, `bold`; `style` adds a margin or wrapping. */
export function Text({ size, dimmed, weight, style, dir, label, testId, children }: { size?: "xs" | "sm"; dimmed?: boolean; weight?: number; style?: CSSProperties; dir?: "auto"; label?: string; testId?: string; children: ReactNode }) {
  const extra: CSSProperties = { ...style, ...(dimmed ? { color: "var(--mantine-color-dimmed)" } : {}), ...(weight ? { fontWeight: weight } : {}) };
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
export function Title({ order, small, id, className, style, dir, children }: { order: 1 | 2; small?: boolean; id?: string; className?: string; style?: CSSProperties; dir?: "auto"; children: ReactNode }) {
  const Tag = order === 1 ? "h1" : "h2";
  const vars = { "--title-fw": `var(--mantine-h${order}-font-weight)`, "--title-lh": `var(--mantine-h${order}-line-height)`, "--title-fz": `var(--mantine-h${order}-font-size)`, ...(small ? { fontSize: "var(--mantine-h3-font-size)" } : {}), ...style } as CSSProperties;
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
      {/* eslint-disable-next-line @next/next/no-img-element -- a member's stored photo, already small */}
      {src ? <img className={M.avatarImage} src={src} alt="" /> : <span className={M.avatarPlaceholder} title="">{initialsOf(name)}</span>}
    </div>
  );
}
