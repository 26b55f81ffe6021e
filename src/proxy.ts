import { NextResponse, type NextRequest } from "next/server";
import { env } from "~/env";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, negotiateLocale, splitLocalePath } from "~/i18n/config";
import { createNonce, pageContentSecurityPolicy, pusherOrigins } from "~/platform/http/security-headers.mjs";
import { FIREBASE_ORIGINS, webPushConfig } from "~/platform/push/config";

/** Photos may be served from the bucket's public address instead of /media. */
const IMAGE_ORIGINS = env.S3_PUBLIC_URL ? [new URL(env.S3_PUBLIC_URL).origin] : [];
/** The browser talks to Pusher only when it is configured for it (src/modules/notify/ui/live.ts). */
/** …and to Firebase when it subscribes to pushes (src/modules/notify/ui/client.ts), when push is on. */
const CONNECT_ORIGINS = [
  ...(env.NEXT_PUBLIC_PUSHER_KEY ? pusherOrigins(env.NEXT_PUBLIC_PUSHER_CLUSTER) : []),
  ...(webPushConfig() ? FIREBASE_ORIGINS : []),
];
/** The visitor's private edit link carries its token in the URL: that page sends no Referer at all. */
const PRIVATE_LINK = /^\/old\/annonces\/[^/]+\/modifier\/?$/;

/**
 * Every page answers both unprefixed (/profil) and prefixed (/ar/profil). Unprefixed requests are rewritten to the
 * locale of the cookie, else of the browser's languages, else French. The pages live under app/[locale].
 * Each page also gets its Content-Security-Policy with a fresh nonce: Next reads it from the request's CSP header
 * and puts it on its own scripts; the layout reads x-nonce for ours. The other security headers come from
 * next.config.mjs, for every response.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { locale, path } = splitLocalePath(pathname);
  const nonce = createNonce();
  const csp = pageContentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV === "development",
    imageOrigins: IMAGE_ORIGINS,
    connectOrigins: CONNECT_ORIGINS,
  });
  const headers = new Headers(request.headers);
  headers.set("x-wasla-path", pathname);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);

  let response: NextResponse;
  if (locale) {
    headers.set("x-wasla-locale", locale);
    response = NextResponse.next({ request: { headers } });
  } else {
    const cookie = request.cookies.get(LOCALE_COOKIE)?.value;
    const chosen = isLocale(cookie)
      ? cookie
      : (negotiateLocale(request.headers.get("accept-language")) ?? DEFAULT_LOCALE);
    headers.set("x-wasla-locale", chosen);
    const url = request.nextUrl.clone();
    url.pathname = `/${chosen}${pathname === "/" ? "" : pathname}`;
    response = NextResponse.rewrite(url, { request: { headers } });
  }
  response.headers.set("Content-Security-Policy", csp);
  // for scripts/server.mjs, which stamps it on the 404 and 403 pages' HTML and drops the header
  response.headers.set("x-wasla-locale", headers.get("x-wasla-locale") ?? DEFAULT_LOCALE);
  if (PRIVATE_LINK.test(path)) response.headers.set("Referrer-Policy", "no-referrer");
  return response;
}

export const config = {
  // pages only: not the API, Next's assets, uploaded media or files with an extension (icons, sw.js…)
  matcher: ["/((?!api|_next|media|.*\\..*).*)"],
};
