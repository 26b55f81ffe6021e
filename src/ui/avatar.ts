import type { CSSProperties } from "react";
import { initialsColor } from "~/lib/initials";
import css from "./avatar.module.css";

/** The class and style of a round avatar of `sizeRem` for a name: its size and its initials' colour, as Mantine's. */
export function avatarProps(name: string, sizeRem: number) {
  const color = initialsColor(name);
  const style = {
    "--avatar-size": `calc(${sizeRem}rem * var(--mantine-scale))`,
    "--avatar-bg": `var(--mantine-color-${color}-light)`,
    "--avatar-color": `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return { className: css.avatar, style };
}
