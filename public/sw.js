// Wasla's service worker (registered by src/ui/shell/service-worker.tsx, production only).
// Offline reading: the pages a family opens most — the timetable, the homework, the notifications, the dashboard —
// are fetched from the network first and a copy kept; without a network the last copy is shown (the page then
// shows its "offline" notice). The build's static files and the message files (named by their content) are immutable:
// served from the cache once seen.
// The copies are private: they are deleted when the user logs out (a message from the page) and never kept for
// another path. Nothing else is intercepted: the API, uploads, and every other page go to the network as usual.
const VERSION = "v1";
const PAGES = `wasla-pages-${VERSION}`;
const STATIC = `wasla-static-${VERSION}`;
const OFFLINE_PATHS = /^\/(fr|en|ar)\/(timetable|homeworks|notifications|dashboard)\/?$/;
const OFFLINE_TEXT = {
  fr: ["Hors ligne", "Cette page n'a pas encore été ouverte sur cet appareil. Elle sera disponible hors ligne après une visite."],
  en: ["Offline", "This page has not been opened on this device yet. It will be available offline after one visit."],
  ar: ["غير متصل", "لم تُفتح هذه الصفحة على هذا الجهاز بعد. ستكون متاحة دون اتصال بعد زيارة واحدة."],
};

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (!key.endsWith(VERSION)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  if (event.data?.type === "logout") event.waitUntil(caches.delete(PAGES));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/icons/") || url.pathname.startsWith("/api/messages/")) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === "navigate" && OFFLINE_PATHS.test(url.pathname)) event.respondWith(networkFirst(request, url));
});

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request, url) {
  const cache = await caches.open(PAGES);
  // one copy per page (the query string chooses a child or a week: the last one seen is kept)
  const key = new Request(url.origin + url.pathname);
  try {
    const response = await fetch(request);
    // only the page itself: a redirect (to the login page) or an error is never kept
    if (response.ok && !response.redirected) await cache.put(key, response.clone());
    return response;
  } catch {
    const copy = await cache.match(key);
    if (copy) return copy;
    const locale = url.pathname.split("/")[1] in OFFLINE_TEXT ? url.pathname.split("/")[1] : "fr";
    const [title, text] = OFFLINE_TEXT[locale];
    const dir = locale === "ar" ? "rtl" : "ltr";
    return new Response(
      `<!doctype html><html lang="${locale}" dir="${dir}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><body style="font-family:system-ui,sans-serif;padding:2rem;max-width:32rem;margin:auto"><h1>${title}</h1><p>${text}</p></body></html>`,
      { status: 503, headers: { "content-type": "text/html; charset=utf-8" } },
    );
  }
}

// Web push (docs/notifications.md, "Web push"): the server sends data-only messages through Firebase Cloud
// Messaging, { data: { title, body, url, tag } }. A page of Wasla in front gets the message (in Firebase's format,
// so its SDK's onMessage would get it too) and shows a toast; otherwise the system shows a notification, which
// opens its page (the notification's own page marks it read) in an open window of Wasla or a new one.
self.addEventListener("push", (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  const data = (message && message.data) || {};
  if (!data.body) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const front = windows.find((w) => w.visibilityState === "visible" && w.focused);
      if (front) {
        front.postMessage({ ...message, isFirebaseMessaging: true, messageType: "push-received" });
        return undefined;
      }
      return self.registration.showNotification(data.title || "Wasla", {
        body: data.body,
        tag: data.tag || undefined,
        icon: "/icons/icon-192.png",
        data: { url: typeof data.url === "string" && data.url.startsWith("/") && !data.url.startsWith("//") ? data.url : "/" },
      });
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin && "navigate" in w);
      if (open) return open.navigate(url).then((w) => (w || open).focus());
      return self.clients.openWindow(url);
    }),
  );
});
