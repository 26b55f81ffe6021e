// Security headers, shared by next.config.mjs (every response) and src/proxy.ts (pages: the CSP with a nonce).
// Plain JavaScript because next.config.mjs imports it. docs/security.md ("HTTP layer") explains each rule.

/**
 * Powerful browser features no Wasla page uses. Notifications and push are not policy-controlled: they stay possible.
 * The microphone is our own pages' only (a message's voice note, issue 30), never a framed or foreign document's.
 * Only features Chromium knows (an unknown one, e.g. bluetooth, is a console warning on every page).
 */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=(self)",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "hid=()",
  "midi=()",
  "display-capture=()",
  "accelerometer=()",
  "gyroscope=()",
  "magnetometer=()",
  "browsing-topics=()",
].join(", ");

/**
 * Headers for every response (pages, API, media, static files).
 * @param {{ production: boolean }} options HSTS only in production: a development server on http://localhost
 *   must not teach the browser to refuse plain HTTP for that host.
 * @returns {{ key: string, value: string }[]}
 */
export function commonSecurityHeaders({ production }) {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    { key: "X-Frame-Options", value: "DENY" },
    // a window we open (Chargily's checkout, a shared link) or that opens us gets no handle on the other (issue 27);
    // sign-in and payment go by redirects, no popup needs one
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
}

/** API responses are data, never documents: nothing may load or frame them. */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The pages' policy. Scripts need this request's nonce (Next puts it on its own scripts, read from this header);
 * 'strict-dynamic' lets them load Next's chunks. Styles allow 'unsafe-inline': Mantine writes style="" attributes
 * in the server's HTML, which no nonce can cover (a nonce in style-src would also switch 'unsafe-inline' off).
 * @param {{ nonce: string, development: boolean, imageOrigins?: string[], connectOrigins?: string[] }} options
 *   development: React's development build needs eval; imageOrigins: where else photos are served from (S3);
 *   connectOrigins: what else the pages talk to (Pusher's hosts, only when it is configured).
 */
export function pageContentSecurityPolicy({ nonce, development, imageOrigins = [], connectOrigins = [] }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(" "),
    "font-src 'self' data:",
    // a recorded voice note is listened to before it is sent (a blob: URL); received ones come from our API
    "media-src 'self' blob:",
    ["connect-src 'self'", ...connectOrigins].join(" "),
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Where pusher-js connects for a cluster: its WebSocket host, and the HTTP host of its fallback transports
 * (XHR streaming and polling, for networks that block WebSockets). Its stats host is off by default.
 * @param {string | undefined} cluster
 * @returns {string[]}
 */
export function pusherOrigins(cluster) {
  return cluster ? [`wss://ws-${cluster}.pusher.com`, `https://sockjs-${cluster}.pusher.com`] : [];
}

/** A fresh, unguessable nonce per request (16 random bytes, base64). */
export function createNonce() {
  return globalThis.btoa(String.fromCharCode(...globalThis.crypto.getRandomValues(new Uint8Array(16))));
}
