import "server-only";
import { TRPCError } from "@trpc/server";
import { cookies } from "next/headers";
import { forbidden, notFound, redirect } from "next/navigation";
import { cache } from "react";
import { localizedPath, type Locale } from "~/i18n/config";
import { pageLocale } from "~/i18n/page";
import { ACTIVE_SCHOOL_COOKIE } from "~/lib/active-school";
import { api } from "~/platform/api/server-caller";
import type { ActiveSchool } from "~/platform/active-school";
import type { Actor } from "~/platform/auth/actor";
import { getActor } from "~/platform/auth/session";

/** The active school of this request (school.active, with the picker's cookie), read once however many ask. */
const activeSchoolOfRequest = cache(async () =>
  (await api()).school.active({ slug: (await cookies()).get(ACTIVE_SCHOOL_COOKIE)?.value ?? null }),
);

/**
 * What every school screen starts with: the locale, the logged-in actor (else the login page, coming back here),
 * and the active school (else /schools for a super admin, the 403 page for anyone else). `allowed` is the screen's
 * own rule (e.g. administering the school); failing it shows the 403 page.
 */
export async function schoolPage(
  params: Promise<{ locale: string }>,
  path: string,
  allowed: (actor: Actor, school: ActiveSchool) => boolean = () => true,
): Promise<{ locale: Locale; actor: Actor; school: ActiveSchool }> {
  const locale = await pageLocale(params);
  const actor = await getActor();
  if (!actor) redirect(`${localizedPath(locale, "/login")}?next=${encodeURIComponent(localizedPath(locale, path))}`);
  const { school, invited } = await activeSchoolOfRequest();
  if (!school) {
    if (actor.global.has("school.create")) redirect(localizedPath(locale, "/schools"));
    // someone a school has invited answers the invitation on their profile first
    if (invited) redirect(localizedPath(locale, "/profil"));
    forbidden();
  }
  if (!allowed(actor, school)) forbidden();
  return { locale, actor, school };
}

/**
 * A procedure's read for a page: its refusals become the pages people know — "not found" for what they may not know
 * exists, the 403 page for what they may not open (a service's refusal, or input the procedure's schema refuses);
 * anything else stays an error.
 */
export async function pageRead<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") notFound();
    if (error instanceof TRPCError && (error.code === "FORBIDDEN" || error.code === "BAD_REQUEST")) forbidden();
    throw error;
  }
}
