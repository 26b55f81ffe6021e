import "server-only";
import { forbidden, redirect } from "next/navigation";
import { localizedPath } from "~/i18n/config";
import { pageLocale } from "~/i18n/page";
import type { Permission } from "~/lib/permissions";
import { can } from "~/platform/auth/actor";
import { getActor } from "~/platform/auth/session";

/** The moderation screens: logged in (else the login page, coming back), holding `permission` (else 403). */
export async function adminPage(params: Promise<{ locale: string }>, path: string, permission: Permission) {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor) redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, path))}`);
  if (!can(actor, permission)) forbidden();
  return { locale, actor };
}
