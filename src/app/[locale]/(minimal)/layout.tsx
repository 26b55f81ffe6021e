import Link from "next/link";
import type { ReactNode } from "react";
import { ColorModeSwitch, LanguageSwitcher } from "~/ui/shell/switches";
import { localizedPath } from "~/i18n/config";
import { pageLocale } from "~/i18n/page";
import { t } from "~/i18n/server";
import classes from "./minimal.module.css";

/** The minimal layout: logo, language and colour switches, one card. Login, sign-up, password screens. */
export default async function MinimalLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await pageLocale(params);
  return (
    <div className={classes.container}>
      <div className={classes.top}>
        <Link href={localizedPath(locale, "/")} className={classes.brand}>
          {t(locale, "site.name")}
        </Link>
        <div className={classes.switches}>
          <LanguageSwitcher />
          <ColorModeSwitch />
        </div>
      </div>
      <main className={classes.card}>{children}</main>
    </div>
  );
}
