import type { NextRequest } from "next/server";
import { DEFAULT_LOCALE, isLocale, localizedPath } from "~/i18n/config";
import { getActor } from "~/platform/auth/session";
import { redirectTo } from "~/platform/http/relative-redirect";

/**
 * Where a login lands: the dashboard for anyone with a role in a school (parents, students, teachers, admins see
 * their day first), the home page for the others. GET /api/landing?locale=ar.
 */
export async function GET(request: NextRequest) {
  const requested = request.nextUrl.searchParams.get("locale");
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const actor = await getActor();
  const inSchool = !!actor?.roles.some((role) => role.schoolId);
  return redirectTo(localizedPath(locale, inSchool ? "/dashboard" : "/"));
}
