import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { computeMantineStyles, MANTINE_STYLES_FILE, mantineStylesModule } from "../../scripts/mantine-styles";
import { MANTINE_VARIABLES_FILE, mantineVariablesCss } from "../../scripts/mantine-variables";

it("imports Mantine's stylesheet of every component we render (run `npm run mantine:styles` after using a new one)", () => {
  const sheets = computeMantineStyles();
  expect(sheets.slice(0, 3)).toEqual(["baseline.css", "default-css-variables.css", "global.css"]);
  for (const used of ["Alert.css", "Button.css", "Menu.css", "Popover.css", "Input.css", "Notification.css"])
    expect(sheets).toContain(used);
  expect(readFileSync(MANTINE_STYLES_FILE, "utf8")).toBe(mantineStylesModule(sheets));
});

it("holds our theme's variables as MantineProvider would write them (run `npm run mantine:styles` after changing the theme)", () => {
  const css = mantineVariablesCss();
  expect(css).toContain("--mantine-primary-color-filled");
  expect(css).toContain('[data-mantine-color-scheme="dark"]');
  expect(readFileSync(MANTINE_VARIABLES_FILE, "utf8")).toBe(css);
});
