import type { NextRequest } from "next/server";
import { DEFAULT_LOCALE, isLocale, localizedPath } from "~/i18n/config";
import { eventPath } from "~/modules/events/ui/format";
import { routeCall } from "~/platform/api/route-caller";
import { eventIcs } from "~/modules/events/domain/ics";
import { siteOrigin } from "~/platform/site-origin";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * GET /api/events/{slug}/ics?locale=…: the event as an iCalendar file ("add to my calendar"). Visibility is
 * checked on every request with the page's own rule: a members-only event answers 404 to anyone outside its
 * audience, and the file is never cached by a shared cache.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const requested = request.nextUrl.searchParams.get("locale");
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const slug = decodeURIComponent((await params).slug);
  if (slug.length > 200) return new Response("Not found", { status: 404 });
  const read = await routeCall((api) => api.events.bySlug({ slug }));
  if (!read.ok) return read.response;
  const event = read.value;
  const url = new URL(localizedPath(locale, eventPath(event.slug)), siteOrigin()).toString();
  return new Response(eventIcs(event, url), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="event.ics"; filename*=UTF-8''${encodeURIComponent(event.slug)}.ics`,
      "Cache-Control": "private, no-store",
    },
  });
}
