import { cookies } from "next/headers";
import type { NextRequest } from "next/server";
import { DEFAULT_LOCALE, directionOf, isLocale, LOCALE_COOKIE } from "~/i18n/config";
import { t } from "~/i18n/server";
import { getActiveSchool } from "~/platform/active-school";
import { getActor } from "~/platform/auth/session";

/**
 * The web app manifest: Wasla installs like an app, named after the member's school ("CEM Ibn Khaldoun · Wasla"),
 * opening on their dashboard, in their language. Visitors get Wasla itself. Private: it names the school.
 */
export async function GET(request: NextRequest) {
  // the page's language (its <link rel="manifest"> says it), else the language the visitor chose
  const requested = request.nextUrl.searchParams.get("locale") ?? (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const actor = await getActor();
  const school = actor ? await getActiveSchool(actor) : null;
  const manifest = {
    id: "/",
    name: school ? `${school.name} · ${t(locale, "site.name")}` : t(locale, "site.name"),
    short_name: t(locale, "site.name"),
    description: t(locale, "site.tagline"),
    lang: locale,
    dir: directionOf(locale),
    start_url: school ? `/${locale}/dashboard` : `/${locale}`,
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#0ca678",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "private, no-cache" },
  });
}
