"use client";

import { useEffect, useState } from "react";
import { useT } from "~/i18n/client";

/** The caches of pages kept for offline reading (public/sw.js): deleted when the user logs out. */
export async function forgetOfflinePages() {
  if (!("caches" in window)) return;
  navigator.serviceWorker?.controller?.postMessage({ type: "logout" });
  for (const key of await caches.keys()) if (key.startsWith("wasla-pages-")) await caches.delete(key);
}

/**
 * Registers the service worker (production builds, browsers that have one) once the page is idle: Wasla installs
 * like an app and keeps the last timetable, homework and notifications readable offline. Without a network, a
 * notice says that what is shown dates from the last visit.
 */
export function OfflineSupport() {
  const t = useT();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    if (process.env.NODE_ENV === "production" && "serviceWorker" in navigator) {
      const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
      if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 5000 });
      else setTimeout(register, 2000);
    }
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  if (!offline) return null;
  return (
    <div role="status" data-testid="offline-notice" className="offline-notice">
      {t("shell.offline")}
    </div>
  );
}
