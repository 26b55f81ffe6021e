"use client";

import {
  MantineContext,
  MantineThemeProvider,
  useProviderColorScheme,
  type MantineColorSchemeManager,
  type MantineThemeOverride,
} from "@mantine/core";
import type { ReactNode } from "react";

const root = () => document.documentElement;

/**
 * Mantine's MantineProvider (@mantine/core 9, MantineProvider.tsx) without the two parts we replaced with
 * stylesheets (src/app/mantine-variables.css): its <style> of theme variables and its global classes. The
 * provider imports those parts' code (the default variables resolver and colour functions, ~2 kB of every page)
 * even when they are turned off; this one is the rest, line for line: the colour scheme on <html>, the context
 * Mantine's components read, and the theme. mantine-provider.test.tsx renders components in both and compares.
 */
export function WaslaMantineProvider({
  theme,
  colorSchemeManager,
  defaultColorScheme,
  forceColorScheme,
  children,
}: {
  theme: MantineThemeOverride;
  colorSchemeManager: MantineColorSchemeManager;
  defaultColorScheme: "light" | "dark" | "auto";
  forceColorScheme?: "light" | "dark";
  children: ReactNode;
}) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    defaultColorScheme,
    forceColorScheme,
    manager: colorSchemeManager,
    getRootElement: root,
  });
  return (
    <MantineContext
      value={{
        colorScheme,
        setColorScheme,
        clearColorScheme,
        getRootElement: root,
        classNamesPrefix: "mantine",
        cssVariablesSelector: ":root",
        withStaticClasses: true,
        deduplicateInlineStyles: false,
      }}
    >
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
