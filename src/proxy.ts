import { NextResponse, type NextRequest } from "next/server";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, negotiateLocale, splitLocalePath } from "~/i18n/config";

/**
 * Every page answers both unprefixed (/profil) and prefixed (/ar/profil). Unprefixed requests are rewritten to the
 * locale of the cookie, else of the browser's languages, else French. The pages live under app/[locale].
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { locale } = splitLocalePath(pathname);
  const headers = new Headers(request.headers);
  headers.set("x-wasla-path", pathname);
  if (locale) {
    headers.set("x-wasla-locale", locale);
    return NextResponse.next({ request: { headers } });
  }
  const cookie = request.cookies.get(LOCALE_COOKIE)?.value;
  const chosen = isLocale(cookie) ? cookie : (negotiateLocale(request.headers.get("accept-language")) ?? DEFAULT_LOCALE);
  headers.set("x-wasla-locale", chosen);
  const url = request.nextUrl.clone();
  url.pathname = `/${chosen}${pathname === "/" ? "" : pathname}`;
  return NextResponse.rewrite(url, { request: { headers } });
}

export const config = {
  // pages only: not the API, Next's assets, uploaded media or files with an extension (icons, sw.js…)
  matcher: ["/((?!api|_next|media|.*\\..*).*)"],
};
