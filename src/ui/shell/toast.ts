"use client";

import { notificationsApi } from "./toast-host";

/**
 * Toasts (spec §4, §9): bottom-right, 4 s, types info/success/warning/error/default, and a loading toast that
 * becomes success or error when its promise settles. Callers pass already translated text.
 */
const COLORS = { info: "blue", success: "teal", warning: "yellow", error: "red", default: undefined } as const;
export type ToastType = keyof typeof COLORS;

/** The close button's accessible name, in the page's language (toasts are shown outside React's locale context). */
const CLOSE: Record<string, string> = { fr: "Fermer", en: "Close", ar: "إغلاق" };
const closeButtonProps = () => ({
  "aria-label": CLOSE[typeof document === "undefined" ? "fr" : document.documentElement.lang] ?? CLOSE.fr,
});

export function toast(message: string, type: ToastType = "default") {
  void notificationsApi().then((notifications) =>
    notifications.show({
      message,
      color: COLORS[type],
      autoClose: 4000,
      withBorder: true,
      closeButtonProps: closeButtonProps(),
    }),
  );
}
toast.info = (m: string) => toast(m, "info");
toast.success = (m: string) => toast(m, "success");
toast.warning = (m: string) => toast(m, "warning");
toast.error = (m: string) => toast(m, "error");

let promised = 0;

/** Shows `loading` until `promise` settles, then turns into its success or error message. */
toast.promise = async <T>(
  promise: Promise<T>,
  messages: { loading: string; success: string | ((value: T) => string); error: string | ((error: unknown) => string) },
): Promise<T> => {
  const id = `toast-${++promised}`;
  const shown = notificationsApi().then((notifications) => {
    notifications.show({ id, message: messages.loading, loading: true, autoClose: false, withCloseButton: false });
    return notifications;
  });
  try {
    const value = await promise;
    const message = typeof messages.success === "function" ? messages.success(value) : messages.success;
    void shown.then((notifications) =>
      notifications.update({
        id,
        message,
        color: COLORS.success,
        loading: false,
        autoClose: 4000,
        withCloseButton: true,
        closeButtonProps: closeButtonProps(),
      }),
    );
    return value;
  } catch (error) {
    const message = typeof messages.error === "function" ? messages.error(error) : messages.error;
    void shown.then((notifications) =>
      notifications.update({
        id,
        message,
        color: COLORS.error,
        loading: false,
        autoClose: 4000,
        withCloseButton: true,
        closeButtonProps: closeButtonProps(),
      }),
    );
    throw error;
  }
};

const PENDING_KEY = "wasla:pending-toast";

/** A toast to show after a full page navigation (e.g. "Login successful" once the new page has loaded). */
export function toastAfterNavigation(message: string, type: ToastType = "success") {
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ message, type }));
}

export function flushPendingToast() {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return;
  sessionStorage.removeItem(PENDING_KEY);
  try {
    const { message, type } = JSON.parse(raw) as { message: string; type: ToastType };
    toast(message, type);
  } catch {
    // ignore a malformed entry
  }
}
