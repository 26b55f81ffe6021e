import { NextResponse, type NextRequest } from "next/server";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizedPath } from "~/i18n/config";

/** Language switch: GET /api/locale?to=ar&path=/profil → cookie (365 days, Lax, /) and redirect to /ar/profil. */
export function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get("to");
  const rawPath = request.nextUrl.searchParams.get("path") ?? "/";
  // only same-site paths: no scheme, no protocol-relative "//host"
  const path = rawPath.startsWith("/") && !rawPath.startsWith("//") ? rawPath : "/";
  if (!isLocale(to)) return NextResponse.redirect(new URL(path, request.url));
  const response = NextResponse.redirect(new URL(localizedPath(to, path), request.url));
  response.cookies.set(LOCALE_COOKIE, to, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax", path: "/" });
  return response;
}
