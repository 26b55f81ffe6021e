"use client";

import { Anchor, Avatar, Burger, Button, Divider, Drawer, Group, Menu, SegmentedControl, Stack, Text, UnstyledButton, useMantineColorScheme } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { signOut } from "next-auth/react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useLocale, useT } from "~/i18n/client";
import { LOCALES, localizedPath, splitLocalePath, type Locale } from "~/i18n/config";
import type { NavItem } from "./nav";
import { NAV_GROUPS, type NavGroup } from "./nav-groups";
import { toastAfterNavigation } from "./toast";

export interface HeaderUser {
  name: string;
  imageUrl: string | null;
}

export function LanguageSwitcher() {
  const t = useT();
  const locale = useLocale();
  const { path } = splitLocalePath(usePathname() ?? "/");
  const native: Record<Locale, string> = { fr: t("locale.fr"), en: t("locale.en"), ar: t("locale.ar") };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={t("shell.language")}>
          {locale.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t("shell.language")}</Menu.Label>
        {LOCALES.map((l) => (
          <Menu.Item
            key={l}
            component="a"
            href={`/api/locale?to=${l}&path=${encodeURIComponent(path)}`}
            lang={l}
            fw={l === locale ? 700 : undefined}
            data-testid={`locale-${l}`}
          >
            {native[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
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

export function useLogout() {
  const t = useT();
  const locale = useLocale();
  return async () => {
    await signOut({ redirect: false });
    toastAfterNavigation(t("success.logout"));
    window.location.assign(localizedPath(locale, "/"));
  };
}

export function Header({ nav, user }: { nav: NavItem[]; user: HeaderUser | null }) {
  const t = useT();
  const locale = useLocale();
  const [opened, { toggle, close }] = useDisclosure(false);
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
        <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t("nav.menu")} />
        <Anchor component={Link} href={href("/")} fw={800} fz="xl" underline="never">
          {t("site.name")}
        </Anchor>
        <Group gap="md" visibleFrom="sm" component="nav">
          {main.map(link)}
          {groups.map(({ group, items }) => (
            <Menu key={group} position="bottom-start" withinPortal>
              <Menu.Target>
                <UnstyledButton fw={500} data-testid={`${group}-menu`}>
                  {t(NAV_GROUPS[group])} ▾
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                {items.map((item) => (
                  <Menu.Item key={item.href} component={Link} href={href(item.href)}>
                    {t(item.label)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          ))}
        </Group>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSwitcher />
        <Group visibleFrom="sm">
          <ColorModeSwitch />
        </Group>
        {user ? (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <UnstyledButton aria-label={t("shell.account")} data-testid="user-menu">
                <Group gap={6} wrap="nowrap">
                  <Avatar src={user.imageUrl} alt={user.name} radius="xl" size="sm" name={user.name} color="initials" />
                  <Text size="sm" visibleFrom="sm" maw={160} truncate>
                    {user.name}
                  </Text>
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} href={href("/profil")}>
                {t("nav.profile")}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" onClick={logout} data-testid="logout">
                {t("nav.logout")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
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
      <Drawer opened={opened} onClose={close} title={t("site.name")} size="xs" position={locale === "ar" ? "right" : "left"}>
        <Stack>
          {main.map(link)}
          {groups.map(({ group, items }) => [
            <Divider key={group} label={t(NAV_GROUPS[group])} labelPosition="left" />,
            ...items.map(link),
          ])}
          <ColorModeSwitch />
        </Stack>
      </Drawer>
    </Group>
  );
}
