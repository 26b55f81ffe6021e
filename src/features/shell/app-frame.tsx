"use client";

import { Alert, AppShell, Container } from "@mantine/core";
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

/** The default layout: header with the user's navigation, the school notices, then the page. */
export function AppFrame({ nav, user, notices, children }: { nav: NavItem[]; user: HeaderUser | null; notices: SchoolNotice[]; children: ReactNode }) {
  const t = useT();
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <a href="#main" className="skip-link">
        {t("nav.skipToContent")}
      </a>
      <AppShell.Header>
        <Header nav={nav} user={user} />
      </AppShell.Header>
      <AppShell.Main id="main">
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
      </AppShell.Main>
    </AppShell>
  );
}
