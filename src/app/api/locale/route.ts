import type { NextRequest } from "next/server";
import { isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizedPath, sameSitePath } from "~/i18n/config";
import { redirectTo } from "~/platform/http/relative-redirect";

/** Language switch: GET /api/locale?to=ar&path=/profil → cookie (365 days, Lax, /) and redirect to /ar/profil. */
export function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get("to");
  const path = sameSitePath(request.nextUrl.searchParams.get("path")) ?? "/";
  if (!isLocale(to)) return redirectTo(path);
  const response = redirectTo(localizedPath(to, path));
  response.cookies.set(LOCALE_COOKIE, to, { maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax", path: "/" });
  return response;
}
