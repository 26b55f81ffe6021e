import { NextResponse, type NextRequest } from "next/server";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizedPath, sameSitePath } from "~/i18n/config";

/** A redirect to a path of this site, relative: the address never depends on the request's Host header. */
function redirectTo(path: string) {
  const url = new URL(path, "http://wasla.invalid"); // percent-encodes an Arabic path for the header
  return new NextResponse(null, { status: 307, headers: { location: `${url.pathname}${url.search}${url.hash}` } });
}

/** Language switch: GET /api/locale?to=ar&path=/profil → cookie (365 days, Lax, /) and redirect to /ar/profil. */
export function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get("to");
  const path = sameSitePath(request.nextUrl.searchParams.get("path")) ?? "/";
  if (!isLocale(to)) return redirectTo(path);
  const response = redirectTo(localizedPath(to, path));
  response.cookies.set(LOCALE_COOKIE, to, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax", path: "/" });
  return response;
}
