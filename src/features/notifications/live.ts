"use client";

import { useEffect, useState } from "react";

/** The window event the notification screens dispatch when they change the unread count (detail: the count). */
export const UNREAD_EVENT = "wasla:notifications";

export function announceUnread(count: number) {
  window.dispatchEvent(new CustomEvent<number>(UNREAD_EVENT, { detail: count }));
}

async function fetchUnread(): Promise<number | null> {
  try {
    const response = await fetch("/api/trpc/notifications.unreadCount", { credentials: "same-origin" });
    if (!response.ok) return null;
    const body = (await response.json()) as { result?: { data?: { json?: number } } };
    return typeof body.result?.data?.json === "number" ? body.result.data.json : null;
  } catch {
    return null;
  }
}

/**
 * The unread count, starting from the server's figure: it follows the notification screens (the window event)
 * and is read again when the tab comes back into view.
 */
export function useUnreadCount(initial: number): number {
  const [count, setCount] = useState(initial);
  useEffect(() => setCount(initial), [initial]);
  useEffect(() => {
    const onAnnounce = (event: Event) => setCount((event as CustomEvent<number>).detail);
    const onVisible = () => {
      if (document.visibilityState === "visible") void fetchUnread().then((n) => n !== null && setCount(n));
    };
    window.addEventListener(UNREAD_EVENT, onAnnounce);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.removeEventListener(UNREAD_EVENT, onAnnounce);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return count;
}
