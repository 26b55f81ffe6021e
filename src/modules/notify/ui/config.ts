/** Firebase's web app settings, given by the server when push is on (src/platform/push/config.ts). */
export interface PushConfig {
  apiKey: string;
  appId: string;
  messagingSenderId: string;
  projectId: string;
  vapidKey: string;
}

/** The browser keeps its token and when it last confirmed it (localStorage: it is this browser's, not the user's). */
export const PUSH_STORAGE_KEY = "wasla.push";
/** spec §9: the token is refreshed after 7 days */
export const TOKEN_REFRESH_MS = 7 * 24 * 3600 * 1000;

export interface StoredPush {
  token: string;
  /** ms since epoch */
  at: number;
}

export function storedPush(): StoredPush | null {
  try {
    const value = JSON.parse(localStorage.getItem(PUSH_STORAGE_KEY) ?? "null") as StoredPush | null;
    return value && typeof value.token === "string" && typeof value.at === "number" ? value : null;
  } catch {
    return null;
  }
}

/** A push the service worker handed to an open page (public/sw.js), in Firebase's message format. */
export interface ForegroundPush {
  title: string;
  body: string;
  url: string;
}

/**
 * Pushes arriving while a page of Wasla is in front (the service worker then shows no system notification): the
 * message listener. Returns the function that stops listening. No Firebase code is needed for this.
 */
export function onPushMessage(listener: (push: ForegroundPush) => void): () => void {
  if (!("serviceWorker" in navigator)) return () => undefined;
  const handle = (event: MessageEvent) => {
    const data = event.data as {
      isFirebaseMessaging?: boolean;
      messageType?: string;
      data?: Partial<ForegroundPush>;
    } | null;
    if (!data?.isFirebaseMessaging || data.messageType !== "push-received" || !data.data?.body) return;
    listener({ title: data.data.title ?? "", body: data.data.body, url: data.data.url ?? "" });
  };
  navigator.serviceWorker.addEventListener("message", handle);
  return () => navigator.serviceWorker.removeEventListener("message", handle);
}
