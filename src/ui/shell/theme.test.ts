import { defaultCssVariablesResolver, DEFAULT_THEME, mergeMantineTheme, type MantineColor } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { AA, contrast, readableOn, theme } from "./theme";
import { cssVariablesResolver } from "./theme-variables";

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const COLOURS = Object.keys(DEFAULT_THEME.colors).filter((c) => c !== "dark") as MantineColor[];

/** The CSS variables the page gets in one scheme: Mantine's, then ours on top (as MantineProvider merges them). */
function variables(scheme: "light" | "dark") {
  const base = defaultCssVariablesResolver(merged);
  const ours = cssVariablesResolver(merged);
  return { ...base.variables, ...base[scheme], ...ours.variables, ...ours[scheme] };
}

function resolver(scheme: "light" | "dark") {
  const vars: Record<string, string> = variables(scheme);
  const resolve = (value: string): string => {
    const ref = /^var\((--[\w-]+)\)$/.exec(value.trim());
    if (!ref) return value;
    const next = vars[ref[1]!];
    if (next === undefined) throw new Error(`unknown variable ${ref[1]}`);
    return resolve(next);
  };
  return resolve;
}

/** Every text/background pair a component draws with a colour and variant (Button, Badge, ActionIcon, Alert…). */
function pairs(scheme: "light" | "dark") {
  const resolve = resolver(scheme);
  const body = resolve("var(--mantine-color-body)");
  const list: [string, string, string][] = [];
  for (const color of COLOURS) {
    for (const variant of ["filled", "light", "outline", "subtle", "white", "default"]) {
      const c = merged.variantColorResolver({ color, theme: merged, variant });
      const background = c.background === "transparent" ? body : resolve(c.background);
      list.push([`${color} ${variant}`, resolve(c.color), background]);
    }
    list.push([`${color} text (c="${color}")`, resolve(`var(--mantine-color-${color}-text)`), body]);
  }
  list.push(["dimmed text", resolve("var(--mantine-color-dimmed)"), body]);
  list.push(["error text", resolve("var(--mantine-color-error)"), body]);
  list.push(["anchor", resolve("var(--mantine-color-anchor)"), body]);
  // striped and hovered table rows, cards and inputs
  const raised = scheme === "light" ? resolve("var(--mantine-color-gray-0)") : resolve("var(--mantine-color-dark-6)");
  list.push(["dimmed text on a raised surface", resolve("var(--mantine-color-dimmed)"), raised]);
  list.push(["anchor on a raised surface", resolve("var(--mantine-color-anchor)"), raised]);
  return list;
}

describe("theme colours reach WCAG AA (4.5:1)", () => {
  it("computes contrast as WCAG does", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#12b886", "#ffffff")).toBeCloseTo(2.55, 2); // Mantine's teal-6 under white text
    expect(contrast(readableOn("#ffffff", "#d9480f"), "#ffffff")).toBeGreaterThanOrEqual(AA);
    expect(readableOn("#ffffff", "#087f5b")).toBe("#087f5b"); // teal-9 passes as it is
  });

  for (const scheme of ["light", "dark"] as const) {
    it(`every colour × variant, dimmed, error and link text in the ${scheme} scheme`, () => {
      const failing = pairs(scheme)
        .map(([what, fg, bg]) => ({ what, fg, bg, ratio: Number(contrast(fg, bg).toFixed(2)) }))
        .filter((p) => p.ratio < AA);
      expect(failing).toEqual([]);
    });
  }

  it("the primary button: white on teal-9, 5.0:1 (Mantine's teal-6 gave 2.55:1)", () => {
    const resolve = resolver("light");
    const filled = merged.variantColorResolver({ color: "teal", theme: merged, variant: "filled" });
    expect(resolve(filled.background)).toBe("#087f5b");
    expect(resolve(filled.color)).toBe("#fff");
  });
});
