"use client";

import Link from "next/link";
import { useEffect } from "react";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import classes from "./bell.module.css";
import type { PushConfig } from "~/modules/notify/ui/config";
import { useUnreadCount } from "./live";

/** The header's bell: a link to /notifications with the unread count, kept live (./live.ts). */
export function NotificationBell({ initial, push }: { initial: number; push: PushConfig | null }) {
  const t = useT();
  const locale = useLocale();
  const count = useUnreadCount(initial);
  // pushes in front as toasts, the token's weekly refresh: loaded only in a browser with push on
  useEffect(() => {
    if (!push || !localStorage.getItem("wasla.push")) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import("~/modules/notify/ui/watch").then((m) => {
      if (!ended) stop = m.watchPush(push, locale);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [push, locale]);
  const shown = count > 99 ? "99+" : String(count);
  return (
    <Link
      href={localizedPath(locale, "/notifications")}
      className={classes.bell}
      data-testid="bell"
      data-count={count}
      aria-label={count > 0 ? t("notifications.bellUnread", { count }) : t("notifications.title")}
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {count > 0 && (
        <span className={classes.count} aria-hidden="true">
          {shown}
        </span>
      )}
    </Link>
  );
}
