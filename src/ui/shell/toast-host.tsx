"use client";

import { lazy, Suspense, useEffect, useState } from "react";

// @mantine/notifications (its store, container and transitions) arrives with the first toast, not with every page
const loadNotifications = () => import("@mantine/notifications");
const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

let wanted = false;
let mount: (() => void) | undefined;

/** The notifications API, once loaded; the first call also puts the toasts' container on the page. */
export function notificationsApi() {
  wanted = true;
  mount?.();
  return loadNotifications().then((m) => m.notifications);
}

/** Where toasts appear (bottom-right, 4 s): nothing until the first toast is asked for. */
export function ToastHost() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    mount = () => setOn(true);
    if (wanted) setOn(true);
    return () => {
      mount = undefined;
    };
  }, []);
  if (!on) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" autoClose={4000} />
    </Suspense>
  );
}
