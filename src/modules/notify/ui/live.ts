"use client";

import { useEffect, useState } from "react";

/** The window event the notification screens dispatch when they change the unread count (detail: the count). */
export const UNREAD_EVENT = "wasla:notifications";

export function announceUnread(count: number) {
  window.dispatchEvent(new CustomEvent<number>(UNREAD_EVENT, { detail: count }));
}

const whenIdle = (fn: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(fn, { timeout: 2_000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 200);
  return () => clearTimeout(id);
};

/**
 * The unread count, starting from the server's figure, kept live: the server's signals (the app's own stream or
 * Pusher, src/ui/live-connection.ts, loaded once the page is idle so no page carries it in its first load), the
 * notification screens of this tab (the window event), and a fresh read when the tab comes back into view.
 */
export function useUnreadCount(initial: number): number {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import("~/ui/live-connection").then(({ followUnread }) => {
        if (!cancelled) stop = followUnread(setCount);
      });
    });
    const onAnnounce = (event: Event) => setCount((event as CustomEvent<number>).detail);
    const onVisible = () => {
      if (document.visibilityState !== "visible") return;
      void import("~/ui/live-connection")
        .then(({ fetchUnread }) => fetchUnread())
        .then((n) => !cancelled && n !== null && setCount(n));
    };
    window.addEventListener(UNREAD_EVENT, onAnnounce);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
      window.removeEventListener(UNREAD_EVENT, onAnnounce);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return count;
}
