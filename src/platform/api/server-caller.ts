import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { isLocale } from "~/i18n/config";
import type { Actor } from "~/platform/auth/actor";
import { getActor, getActorPendingPasswordChange } from "~/platform/auth/session";
import { clientIp } from "~/platform/client-ip";
import { db } from "~/platform/db";
import { siteOrigin } from "~/platform/site-origin";
import { createCaller } from "../../modules/root";
import { createInnerTRPCContext } from "./trpc";

async function callerFor(actor: Actor | null) {
  const requestHeaders = await headers();
  const segment = requestHeaders.get("x-wasla-path")?.split("/")[1];
  return createCaller(
    createInnerTRPCContext({
      db,
      actor,
      locale: isLocale(segment) ? segment : (actor?.locale ?? "fr"),
      ip: clientIp((name) => requestHeaders.get(name)),
      origin: siteOrigin(),
    }),
  );
}

/**
 * The procedures as a server component calls them (create-t3-app's request-scoped server caller): the same actions,
 * permissions and scopes as the browser's tRPC calls, for the actor of this request (`getActor`, which already sent
 * someone holding a printed password to change it). Made once per request (React `cache`), so every read of a page
 * shares one context. Refusals come back as the procedures' errors; `pageRead` (features/school/school-page.ts)
 * turns them into the 404 and 403 pages.
 */
export const api = cache(async () => callerFor(await getActor()));

/**
 * The same caller for the screens where a printed password is replaced (the profile page and the frame around it):
 * its actor is the signed-in user even then, and each procedure's own `allowPendingPasswordChange` rule decides
 * whether it answers them, exactly as for the browser's calls.
 */
export const apiPendingPasswordChange = cache(async () => callerFor(await getActorPendingPasswordChange()));
