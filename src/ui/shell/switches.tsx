"use client";

import { useMantineColorScheme } from "@mantine/core";
import { usePathname } from "next/navigation";
import { useLocale, useT } from "~/i18n/client";
import { LOCALES, splitLocalePath, type Locale } from "~/i18n/config";
import { LazyMenu } from "./lazy-menu";
import header from "./header.module.css";
import classes from "./switches.module.css";

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
        <button
          type="button"
          className={`${header.button} ${header.subtle}`}
          aria-label={`${locale.toUpperCase()} — ${t("shell.language")}`}
        >
          {locale.toUpperCase()}
        </button>
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

const MODES = ["auto", "light", "dark"] as const;

/** System, light or dark: a radio group (native inputs, so keyboard and screen readers know it as one). */
export function ColorModeSwitch() {
  const t = useT();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <fieldset className={classes.modes}>
      <legend className={classes.legend}>{t("shell.colorMode")}</legend>
      {MODES.map((mode) => (
        <label key={mode} className={classes.mode} data-active={colorScheme === mode || undefined}>
          <input
            type="radio"
            name="color-mode"
            value={mode}
            checked={colorScheme === mode}
            onChange={() => setColorScheme(mode)}
            className={classes.input}
          />
          {t(`shell.colorMode.${mode}`)}
        </label>
      ))}
    </fieldset>
  );
}
