"use client";

import { Alert, Container } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "~/i18n/client";
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
 * every page for a header and a padding.
 */
export function AppFrame({ nav, user, notices, children }: { nav: NavItem[]; user: HeaderUser | null; notices: SchoolNotice[]; children: ReactNode }) {
  const t = useT();
  return (
    <div className="app-frame">
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      {/* right-scroll-bar-position: the drawer's scroll lock keeps the header from shifting, as in AppShell */}
      <header className="app-header mantine-AppShell-header right-scroll-bar-position">
        <Header nav={nav} user={user} />
      </header>
      <main className="app-main mantine-AppShell-main" id="main">
        {notices.length > 0 && (
          <Container size="lg" pt="md">
            {notices.map((school) => (
              <div key={school.id}>
                {school.maintenance && (
                  <Alert color="orange" title={t("errors.page.maintenanceTitle")} mb="xs" role="status" data-testid="maintenance-notice">
                    {t("shell.maintenance", { school: school.name })}
                  </Alert>
                )}
                {school.holidayMode && (
                  <Alert color="grape" mb="xs" role="status" data-testid="holiday-banner">
                    {t("shell.holiday", { school: school.name })}
                  </Alert>
                )}
              </div>
            ))}
          </Container>
        )}
        {children}
      </main>
    </div>
  );
}
