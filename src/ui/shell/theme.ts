import { createTheme, darken, DEFAULT_THEME, lighten, defaultVariantColorsResolver, luminance } from "@mantine/core";

/** WCAG AA for normal-size text: badges, buttons and hints are all small. */
export const AA = 4.5;

/** WCAG 2 contrast ratio of two colours (#rrggbb or rgba()). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `shade` itself when it reads at AA on `background`, else `shade` moved away from the background (darker on a
 * light one, lighter on a dark one) in 5 % steps until it does. Teal, red, blue… shade 9 pass on white as they
 * are; orange, yellow and green have no shade that passes on white or on their own tint, so they get a deeper
 * version of their shade 9.
 */
export function readableOn(background: string, shade: string): string {
  const move = luminance(background) > 0.179 ? darken : lighten;
  let colour = shade;
  for (let amount = 0.05; contrast(colour, background) < AA && amount < 1; amount += 0.05) colour = move(shade, amount);
  return colour;
}

const COLOURS = DEFAULT_THEME.colors;
const WHITE = DEFAULT_THEME.white;

/**
 * Colours to WCAG AA on the default palettes (Mantine's defaults fail it: white on teal-6 is 2.55:1, gray-6
 * "dimmed" text 3.32:1). Filled backgrounds use shade 9 in both schemes (white on teal-9 5.0:1, red-9 5.5:1);
 * text on a filled background is black or white, whichever contrasts more — at a luminance of 0.179 both give
 * 4.58:1, so the threshold guarantees AA on any shade (orange-9, yellow-9 and green-9 get black text).
 */
export const theme = createTheme({
  primaryColor: "teal",
  primaryShade: { light: 9, dark: 9 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Naskh Arabic', Tahoma, sans-serif",
  variantColorResolver: (input) => {
    const colours = defaultVariantColorsResolver(input);
    // white badges sit on photos: their text is the colour's darkest shade that reads on white, in both schemes
    const palette = input.color ? COLOURS[input.color] : undefined;
    if (input.variant === "white" && palette) return { ...colours, color: readableOn(WHITE, palette[9]) };
    return colours;
  },
});
