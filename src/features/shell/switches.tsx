"use client";

import { Button, SegmentedControl, useMantineColorScheme } from "@mantine/core";
import { usePathname } from "next/navigation";
import { useLocale, useT } from "~/i18n/client";
import { LOCALES, splitLocalePath, type Locale } from "~/i18n/config";
import { LazyMenu } from "./lazy-menu";

// the language and colour switches, apart from the header: the minimal layout (login, sign-up) shows them
// without the header's navigation, avatar and burger

export function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  const { path } = splitLocalePath(usePathname() ?? "/");
  const native: Record<Locale, string> = { fr: t("locale.fr"), en: t("locale.en"), ar: t("locale.ar") };
  return (
    <LazyMenu
      position="bottom-end"
      target={
        // the name starts with what is shown ("FR"), so voice control users can say what they see
        <Button variant="subtle" size="compact-sm" aria-label={`${locale.toUpperCase()} — ${t("shell.language")}`}>
          {locale.toUpperCase()}
        </Button>
      }
      entries={[
        { kind: "label", text: t("shell.language") },
        ...LOCALES.map((l) => ({
          kind: "link" as const,
          external: true,
          href: `/api/locale?to=${l}&path=${encodeURIComponent(path)}`,
          lang: l,
          bold: l === locale,
          testId: `locale-${l}`,
          text: native[l],
        })),
      ]}
    />
  );
}

export function ColorModeSwitch() {
  const t = useT();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t("shell.colorMode")}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as "auto" | "light" | "dark")}
      data={[
        { value: "auto", label: t("shell.colorMode.auto") },
        { value: "light", label: t("shell.colorMode.light") },
        { value: "dark", label: t("shell.colorMode.dark") },
      ]}
    />
  );
}
