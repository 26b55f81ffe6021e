import type { ReactNode } from "react";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import css from "./app-frame.module.css";
import { Header, type HeaderUser } from "./header";
import type { NavItem } from "./nav";

export interface SchoolNotice {
  id: string;
  name: string;
  maintenance: boolean;
  holidayMode: boolean;
}

/**
 * The default layout: header with the user's navigation, the school notices, then the page. A fixed 60 px header
 * over the main column, drawn by .app-header and .app-main (globals.css) with Mantine's AppShell rules: AppShell
 * itself (its resizable navbars and asides, media styles and react-remove-scroll) was ~8 kB of JavaScript on
 * every page for a header and a padding. Rendered on the server: only the header is interactive.
 */
export function AppFrame({
  locale,
  nav,
  user,
  notices,
  children,
}: {
  locale: Locale;
  nav: NavItem[];
  user: HeaderUser | null;
  notices: SchoolNotice[];
  children: ReactNode;
}) {
  return (
    <div className="app-frame">
      <a href="#main" className="skip-link">
        {t(locale, "nav.skipToContent")}
      </a>
      {/* right-scroll-bar-position: the drawer's scroll lock keeps the header from shifting, as in AppShell */}
      <header className="app-header mantine-AppShell-header right-scroll-bar-position">
        <Header nav={nav} user={user} />
      </header>
      <main className="app-main mantine-AppShell-main" id="main">
        {notices.length > 0 && (
          <div className={css.notices}>
            {notices.map((school) => (
              <div key={school.id}>
                {school.maintenance && (
                  <div className={css.notice} role="status" data-testid="maintenance-notice">
                    <span className={css.title}>{t(locale, "errors.page.maintenanceTitle")}</span>
                    <span>{t(locale, "shell.maintenance", { school: school.name })}</span>
                  </div>
                )}
                {school.holidayMode && (
                  <div className={`${css.notice} ${css.holiday}`} role="status" data-testid="holiday-banner">
                    <span>{t(locale, "shell.holiday", { school: school.name })}</span>
                  </div>
                )}
              </div>
            ))}
          </div>
        )}
        {children}
      </main>
    </div>
  );
}
