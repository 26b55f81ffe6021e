"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { lazy, Suspense, useState } from "react";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import type { PushConfig } from "~/modules/notify/client";
import { LazyMenu } from "./lazy-menu";
import { forgetOfflinePages } from "./service-worker";
import type { NavItem } from "./nav";
import { NAV_GROUPS, type NavGroup } from "./nav-groups";
import { navBreakpoint } from "./header-fit";
import { ColorModeSwitch, LanguageSwitcher } from "./switches";
import { toastAfterNavigation } from "./toast";
import css from "./header.module.css";
import { avatarProps } from "~/ui/avatar";
import { initialsOf } from "~/lib/initials";

const loadMobileNav = () => import("./mobile-nav");
const MobileNav = dynamic(() => loadMobileNav().then((m) => m.MobileNav), { ssr: false });
// only a signed-in member has a bell (with its live count): rendered on the server as before, its code is a chunk
// of its own that a visitor's pages never load (0.7 kB of every public page)
// (React.lazy, not next/dynamic: the server still renders it, and in development next/dynamic preloaded a chunk of
// its dependencies under a name Turbopack never served — a 404 on every signed-in page)
const NotificationBell = lazy(() => import("~/modules/notify/ui/bell").then((m) => ({ default: m.NotificationBell })));

export interface HeaderUser {
  name: string;
  imageUrl: string | null;
  /** unread notifications, as the server counted them */
  unread: number;
  /** Firebase's web settings when this server sends pushes */
  push: PushConfig | null;
}

function useLogout() {
  const t = useT();
  const locale = useLocale();
  return async () => {
    // next-auth's client (with its runtime helpers, 10 kB) loads when someone signs out, not on every page
    const { signOut } = await import("next-auth/react");
    // this browser stops receiving the user's pushes while the session can still say whose they are
    if (localStorage.getItem("wasla.push"))
      await import("~/modules/notify/ui/client").then((m) => m.disablePush(null, locale)).catch(() => undefined);
    await signOut({ redirect: false });
    await forgetOfflinePages();
    toastAfterNavigation(t("success.logout"));
    window.location.assign(localizedPath(locale, "/"));
  };
}

function UserAvatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  const [broken, setBroken] = useState(false);
  return (
    <span {...avatarProps(name, 1.625)} aria-hidden>
      {/* eslint-disable-next-line @next/next/no-img-element -- a 26 px avatar, as Mantine's Avatar drew it */}
      {imageUrl && !broken ? <img src={imageUrl} alt="" onError={() => setBroken(true)} /> : initialsOf(name)}
    </span>
  );
}

export function Header({ nav, user }: { nav: NavItem[]; user: HeaderUser | null }) {
  const t = useT();
  const locale = useLocale();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  // the drawer's code loads on the first press of the burger (or as the finger or pointer reaches it)
  const [menuUsed, setMenuUsed] = useState(false);
  const openMenu = () => {
    setMenuUsed(true);
    setOpened((o) => !o);
  };
  const logout = useLogout();
  const href = (path: string) => localizedPath(locale, path);
  const main = nav.filter((item) => !item.group);
  const groups = (Object.keys(NAV_GROUPS) as NavGroup[])
    .map((group) => ({ group, items: nav.filter((item) => item.group === group) }))
    .filter((g) => g.items.length > 0);
  // the links show from the width at which they fit on one line; below it, the burger carries them
  const fit = navBreakpoint({
    script: locale === "ar" ? "arabic" : "latin",
    links: [...main.map((item) => t(item.label)), ...groups.map(({ group }) => `${t(NAV_GROUPS[group])} ▾`)],
    end: user ? { name: user.name } : { buttons: [t("nav.login"), t("nav.signup")] },
  });
  return (
    <div className={css.bar}>
      <div className={`${css.group} ${css.start}`}>
        <button
          type="button"
          className={`${css.plain} ${css.burger} ${css[`burger${fit}`]}`}
          onClick={openMenu}
          onPointerEnter={() => void loadMobileNav()}
          onTouchStart={() => void loadMobileNav()}
          onFocus={() => void loadMobileNav()}
          aria-label={t("nav.menu")}
          aria-expanded={opened}
        >
          <span className={css.burgerLines} />
        </button>
        <Link href={href("/")} className={css.brand}>
          {t("site.name")}
        </Link>
        <nav className={`${css.nav} ${css[`nav${fit}`]}`}>
          {main.map((item) => (
            <Link key={item.href} href={href(item.href)} className={css.link}>
              {t(item.label)}
            </Link>
          ))}
          {groups.map(({ group, items }) => (
            <LazyMenu
              key={group}
              position="bottom-start"
              target={
                <button type="button" className={`${css.plain} ${css.menuButton}`} data-testid={`${group}-menu`}>
                  {t(NAV_GROUPS[group])} ▾
                </button>
              }
              entries={items.map((item) => ({ kind: "link", href: href(item.href), text: t(item.label) }))}
            />
          ))}
        </nav>
      </div>
      <div className={css.group}>
        <LanguageSwitcher />
        <span className={css.fromSm}>
          <ColorModeSwitch />
        </span>
        {user && (
          <Suspense fallback={null}>
            <NotificationBell initial={user.unread} push={user.push} />
          </Suspense>
        )}
        {user ? (
          <LazyMenu
            position="bottom-end"
            target={
              // named by what it shows (the user's name from the sm breakpoint up) and then what it is
              <button type="button" className={css.plain} data-testid="user-menu">
                <span className={css.user}>
                  <UserAvatar name={user.name} imageUrl={user.imageUrl} />
                  <span className={`${css.userName} ${css.fromSm}`}>{user.name}</span>
                  <span className={css.visuallyHidden}>{t("shell.account")}</span>
                </span>
              </button>
            }
            entries={[
              { kind: "link", href: href("/profil"), text: t("nav.profile") },
              { kind: "divider" },
              { kind: "action", text: t("nav.logout"), color: "red", onClick: () => void logout(), testId: "logout" },
            ]}
          />
        ) : (
          <div className={css.group}>
            <Link href={href("/login")} className={`${css.button} ${css.default}`}>
              {t("nav.login")}
            </Link>
            <Link href={href("/signup")} className={`${css.button} ${css.filled} ${css.fromXs}`}>
              {t("nav.signup")}
            </Link>
          </div>
        )}
      </div>
      {menuUsed && (
        <MobileNav
          opened={opened}
          onClose={close}
          title={t("site.name")}
          position={locale === "ar" ? "right" : "left"}
          sections={[
            { items: main.map((item) => ({ href: href(item.href), text: t(item.label) })) },
            ...groups.map(({ group, items }) => ({
              label: t(NAV_GROUPS[group]),
              items: items.map((item) => ({ href: href(item.href), text: t(item.label) })),
            })),
          ]}
        />
      )}
    </div>
  );
}
