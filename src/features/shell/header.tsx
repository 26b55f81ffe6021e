"use client";

import { Anchor, Avatar, Burger, Button, Divider, Group, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { NotificationBell } from "~/features/notifications/bell";
import type { PushConfig } from "~/features/push/config";
import { LazyMenu } from "./lazy-menu";
import { forgetOfflinePages } from "./service-worker";
import type { NavItem } from "./nav";
import { NAV_GROUPS, type NavGroup } from "./nav-groups";
import { ColorModeSwitch, LanguageSwitcher } from "./switches";
import { toastAfterNavigation } from "./toast";

const loadMobileNav = () => import("./mobile-nav");
const MobileNav = dynamic(() => loadMobileNav().then((m) => m.MobileNav), { ssr: false });

export interface HeaderUser {
  name: string;
  imageUrl: string | null;
  /** unread notifications, as the server counted them */
  unread: number;
  /** Firebase's web settings when this server sends pushes */
  push: PushConfig | null;
}

export function useLogout() {
  const t = useT();
  const locale = useLocale();
  return async () => {
    // next-auth's client (with its runtime helpers, 10 kB) loads when someone signs out, not on every page
    const { signOut } = await import("next-auth/react");
    // this browser stops receiving the user's pushes while the session can still say whose they are
    if (localStorage.getItem("wasla.push")) await import("~/features/push/client").then((m) => m.disablePush(null, locale)).catch(() => undefined);
    await signOut({ redirect: false });
    await forgetOfflinePages();
    toastAfterNavigation(t("success.logout"));
    window.location.assign(localizedPath(locale, "/"));
  };
}

export function Header({ nav, user }: { nav: NavItem[]; user: HeaderUser | null }) {
  const t = useT();
  const locale = useLocale();
  const [opened, { toggle, close }] = useDisclosure(false);
  // the drawer's code loads on the first press of the burger (or as the finger or pointer reaches it)
  const [menuUsed, setMenuUsed] = useState(false);
  const openMenu = () => {
    setMenuUsed(true);
    toggle();
  };
  const logout = useLogout();
  const href = (path: string) => localizedPath(locale, path);
  const link = (item: NavItem) => (
    <Anchor key={item.href} component={Link} href={href(item.href)} onClick={close} c="var(--mantine-color-text)" fw={500}>
      {t(item.label)}
    </Anchor>
  );
  const main = nav.filter((item) => !item.group);
  const groups = (Object.keys(NAV_GROUPS) as NavGroup[])
    .map((group) => ({ group, items: nav.filter((item) => item.group === group) }))
    .filter((g) => g.items.length > 0);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="lg" wrap="nowrap">
        <Burger
          opened={opened}
          onClick={openMenu}
          onPointerEnter={() => void loadMobileNav()}
          onTouchStart={() => void loadMobileNav()}
          onFocus={() => void loadMobileNav()}
          hiddenFrom="sm"
          size="sm"
          aria-label={t("nav.menu")}
        />
        <Anchor component={Link} href={href("/")} fw={800} fz="xl" underline="never">
          {t("site.name")}
        </Anchor>
        <Group gap="md" visibleFrom="sm" component="nav">
          {main.map(link)}
          {groups.map(({ group, items }) => (
            <LazyMenu
              key={group}
              position="bottom-start"
              target={
                <UnstyledButton fw={500} data-testid={`${group}-menu`}>
                  {t(NAV_GROUPS[group])} ▾
                </UnstyledButton>
              }
              entries={items.map((item) => ({ kind: "link", href: href(item.href), text: t(item.label) }))}
            />
          ))}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitcher />
        <Group visibleFrom="sm">
          <ColorModeSwitch />
        </Group>
        {user && <NotificationBell initial={user.unread} push={user.push} />}
        {user ? (
          <LazyMenu
            position="bottom-end"
            target={
              // named by what it shows (the user's name from the sm breakpoint up) and then what it is
              <UnstyledButton data-testid="user-menu">
                <Group gap={6} wrap="nowrap">
                  <Avatar src={user.imageUrl} alt="" radius="xl" size="sm" name={user.name} color="initials" aria-hidden />
                  <Text size="sm" visibleFrom="sm" maw={160} truncate>
                    {user.name}
                  </Text>
                  <VisuallyHidden>{t("shell.account")}</VisuallyHidden>
                </Group>
              </UnstyledButton>
            }
            entries={[
              { kind: "link", href: href("/profil"), text: t("nav.profile") },
              { kind: "divider" },
              { kind: "action", text: t("nav.logout"), color: "red", onClick: () => void logout(), testId: "logout" },
            ]}
          />
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} href={href("/login")} variant="default" size="compact-md">
              {t("nav.login")}
            </Button>
            <Button component={Link} href={href("/signup")} size="compact-md" visibleFrom="xs">
              {t("nav.signup")}
            </Button>
          </Group>
        )}
      </Group>
      {menuUsed && (
        <MobileNav opened={opened} onClose={close} title={t("site.name")} position={locale === "ar" ? "right" : "left"}>
          <Stack>
            {main.map(link)}
            {groups.map(({ group, items }) => [
              <Divider key={group} label={t(NAV_GROUPS[group])} labelPosition="left" />,
              ...items.map(link),
            ])}
            <ColorModeSwitch />
          </Stack>
        </MobileNav>
      )}
    </Group>
  );
}
