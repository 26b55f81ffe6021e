import type { NextRequest } from "next/server";
import { DEFAULT_LOCALE, isLocale, localizedPath } from "~/i18n/config";
import { getActor } from "~/platform/auth/session";
import { redirectTo } from "~/platform/http/relative-redirect";
import { routeCall } from "~/platform/api/route-caller";

/**
 * Opening a notification from /notifications: GET /api/notifications/{id}/open?locale=ar marks it read (only the
 * owner's: anyone else's id changes nothing) and goes to its subject, or back to it on the list (a message).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const requested = request.nextUrl.searchParams.get("locale");
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const actor = await getActor();
  if (!actor)
    return redirectTo(
      `${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, "/notifications"))}`,
    );
  const { id } = await params;
  const call = /^[A-Za-z0-9_-]{1,40}$/.test(id) ? await routeCall((api) => api.notifications.open({ id })) : null;
  const opened = call?.ok ? call.value : null;
  // only our own paths: a stored url is a path of this site ("/absences?student=…")
  const url = opened?.url && opened.url.startsWith("/") && !opened.url.startsWith("//") ? opened.url : null;
  return redirectTo(
    url ? localizedPath(locale, url) : `${localizedPath(locale, "/notifications")}${opened ? `#n-${id}` : ""}`,
  );
}
