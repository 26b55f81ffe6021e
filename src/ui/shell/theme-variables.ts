import { darken, DEFAULT_THEME, type CSSVariablesResolver } from "@mantine/core";
import { readableOn } from "./theme";

// The theme's CSS variables, apart from theme.ts: only scripts/mantine-variables.tsx (which writes them into
// src/app/mantine-variables.css) and the tests need them, so the browser never carries nor runs this.

const COLOURS = DEFAULT_THEME.colors;
const WHITE = DEFAULT_THEME.white;
const DARK_BODY = COLOURS.dark[7];

/** Per-colour variables and the text greys, replacing Mantine's where they fall under AA. */
function resolveVariables(): ReturnType<CSSVariablesResolver> {
  const light: Record<string, string> = {
    // gray-6 (#868e96) is 3.32:1 on white; gray-7 (#495057) is 8.2:1
    "--mantine-color-dimmed": "var(--mantine-color-gray-7)",
    "--mantine-color-error": "var(--mantine-color-red-9)",
    "--mantine-color-anchor": "var(--mantine-color-teal-9)",
  };
  const dark: Record<string, string> = {
    // dark-2 (#828282) is 4.0:1 on the dark body; dark-1 (#b8b8b8) is 7.8:1
    "--mantine-color-dimmed": "var(--mantine-color-dark-1)",
    "--mantine-color-error": "var(--mantine-color-red-5)",
  };
  for (const [name, palette] of Object.entries(COLOURS)) {
    const onWhite = readableOn(WHITE, palette[9]);
    // text (c="red"), outline and subtle/light text: on white, and on the light variant's tint (shade 1)
    light[`--mantine-color-${name}-text`] = onWhite;
    light[`--mantine-color-${name}-outline`] = onWhite;
    light[`--mantine-color-${name}-light-color`] = readableOn(palette[1], palette[9]);
    // Mantine hovers a shade-9 fill with shade 8, lighter; go darker instead so the text keeps its contrast
    light[`--mantine-color-${name}-filled-hover`] = darken(palette[9], 0.1);
    dark[`--mantine-color-${name}-filled-hover`] = darken(palette[9], 0.1);
    dark[`--mantine-color-${name}-text`] = readableOn(DARK_BODY, palette[4]);
    dark[`--mantine-color-${name}-outline`] = readableOn(DARK_BODY, palette[5]);
  }
  return { variables: {}, light, dark };
}

// worked out once: stepping every palette through darken() to reach AA costs ~1 ms
const RESOLVED = resolveVariables();
export const cssVariablesResolver: CSSVariablesResolver = () => RESOLVED;
