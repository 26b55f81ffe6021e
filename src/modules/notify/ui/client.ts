import type { Locale } from "~/i18n/config";
import { lazyTrpc } from "~/ui/trpc/lazy";
import { PUSH_STORAGE_KEY, storedPush, TOKEN_REFRESH_MS, type PushConfig } from "./config";

/**
 * Web push in the browser (spec §7): the support flag, the token request, the 7-day refresh, turning it off. Loaded
 * when someone turns push on, or when a browser with push on is due its refresh: Firebase's SDK (~40 kB) is never
 * part of a page. The message listener is in ./config.ts, which needs no Firebase code.
 */
export type PushState = "unsupported" | "denied" | "default" | "on";

/** Whether this browser can receive pushes; when it cannot, messaging stays off and the console says why. */
export async function pushSupported(): Promise<boolean> {
  const basics =
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window;
  const supported = basics && (await (await import("firebase/messaging")).isSupported().catch(() => false));
  if (!supported) console.warn("[push] this browser cannot receive push notifications: messaging is disabled");
  return supported;
}

export function pushState(): Exclude<PushState, "unsupported"> {
  if (Notification.permission === "denied") return "denied";
  return Notification.permission === "granted" && storedPush() ? "on" : "default";
}

async function messaging(config: PushConfig) {
  const { getApps, initializeApp } = await import("firebase/app");
  const { getMessaging } = await import("firebase/messaging");
  const app = getApps().find((a) => a.name === "wasla") ?? initializeApp(config, "wasla");
  return getMessaging(app);
}

/** The service worker that shows the pushes (the same one that keeps pages for offline reading). */
async function worker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  return navigator.serviceWorker.ready;
}

/**
 * The token request: asks for permission (so call it from a press of a button, never on a page's arrival), gets
 * this browser's token and registers it with our server. Blocked or dismissed: no token, null, and nothing asked
 * again until the person presses the button again.
 */
export async function requestPushToken(config: PushConfig, locale: Locale): Promise<string | null> {
  if (!(await pushSupported())) return null;
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return null;
  return register(config, locale);
}

async function register(config: PushConfig, locale: Locale): Promise<string | null> {
  const { getToken } = await import("firebase/messaging");
  const token = await getToken(await messaging(config), {
    vapidKey: config.vapidKey,
    serviceWorkerRegistration: await worker(),
  });
  if (!token) return null;
  const previous = storedPush()?.token;
  await (
    await lazyTrpc(locale)
  ).notifications.registerDevice.mutate({
    token,
    locale,
    ...(previous && previous !== token ? { previousToken: previous } : {}),
  });
  localStorage.setItem(PUSH_STORAGE_KEY, JSON.stringify({ token, at: Date.now() }));
  return token;
}

/** A browser with push on confirms its token every 7 days (Firebase renews it then); a refused permission ends it. */
export async function refreshPushToken(config: PushConfig, locale: Locale, now = Date.now()): Promise<void> {
  const stored = storedPush();
  if (!stored || now - stored.at < TOKEN_REFRESH_MS) return;
  if (Notification.permission !== "granted") {
    localStorage.removeItem(PUSH_STORAGE_KEY);
    return;
  }
  await register(config, locale);
}

/** Turns push off on this browser: the token is deleted at Firebase and at our server. */
export async function disablePush(config: PushConfig | null, locale: Locale): Promise<void> {
  const stored = storedPush();
  localStorage.removeItem(PUSH_STORAGE_KEY);
  if (!stored) return;
  await (await lazyTrpc(locale)).notifications.unregisterDevice.mutate({ token: stored.token }).catch(() => undefined);
  if (config)
    await import("firebase/messaging")
      .then(async ({ deleteToken }) => deleteToken(await messaging(config)))
      .catch(() => undefined);
}
