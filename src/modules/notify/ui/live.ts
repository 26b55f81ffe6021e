"use client";

import { useEffect, useState } from "react";
import { useLive } from "~/ui/live";

/** The window event the notification screens dispatch when they change the unread count (detail: the count). */
export const UNREAD_EVENT = "wasla:notifications";

export function announceUnread(count: number) {
  window.dispatchEvent(new CustomEvent<number>(UNREAD_EVENT, { detail: count }));
}

/**
 * The unread count, starting from the server's figure, kept live: the live channel's "unread" events (src/ui/live.ts),
 * the notification screens of this tab (the window event), and a fresh read when the tab comes back into view.
 */
export function useUnreadCount(initial: number): number {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useLive((event) => {
    if (event.kind === "unread") setCount(event.count);
    else if (event.kind === "resync")
      void import("~/ui/live-connection")
        .then(({ fetchUnread }) => fetchUnread())
        .then((n) => n !== null && setCount(n));
  });
  useEffect(() => {
    const onAnnounce = (event: Event) => setCount((event as CustomEvent<number>).detail);
    window.addEventListener(UNREAD_EVENT, onAnnounce);
    return () => window.removeEventListener(UNREAD_EVENT, onAnnounce);
  }, []);
  return count;
}
