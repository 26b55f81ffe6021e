import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { isLocale, localizedPath } from "~/i18n/config";
import { db } from "~/platform/db";
import { actorFromSession, type Actor, type SessionClaims } from "./actor";
import { authOptions } from "./options";

/**
 * The signed-in user even while they must still replace a printed password. Only the screens that let them do
 * that may use it (the profile page, the layouts around it, and the tRPC context, whose procedures carry their own
 * `allowPendingPasswordChange` rule); `session-doors.test.ts` holds that list.
 */
export const getActorPendingPasswordChange = cache(async (): Promise<Actor | null> => {
  return actorFromSession(db, (await getServerSession(authOptions)) as SessionClaims | null);
});

/** The language of the page asked for (set by src/proxy.ts), else the user's own. */
async function requestLocale(actor: Actor) {
  const segment = (await headers()).get("x-wasla-path")?.split("/")[1];
  return isLocale(segment) ? segment : actor.locale;
}

/**
 * The acting user of this request (null when logged out, suspended or the session was ended), once per request:
 * the one door of every page and route handler. Someone holding a printed password (generateCredentials) is sent
 * to change it first, whichever page, file, PDF or export they asked for: what a slip's password opens must not
 * outlive the slip being read by someone else.
 */
export const getActor = cache(async (): Promise<Actor | null> => {
  const actor = await getActorPendingPasswordChange();
  if (actor?.mustChangePassword) redirect(localizedPath(await requestLocale(actor), "/profil"));
  return actor;
});
