import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { isLocale } from "~/i18n/config";
import { getActor } from "~/server/auth/session";
import { clientIp } from "~/server/client-ip";
import { db } from "~/server/db";
import { siteOrigin } from "~/server/site-origin";
import { createCaller } from "./root";
import { createInnerTRPCContext } from "./trpc";

/**
 * The procedures as a server component calls them (create-t3-app's request-scoped server caller): the same actions,
 * permissions and scopes as the browser's tRPC calls, for the actor of this request (`getActor`, which already sent
 * someone holding a printed password to change it). Made once per request (React `cache`), so every read of a page
 * shares one context. Refusals come back as the procedures' errors; `pageRead` (features/school/school-page.ts)
 * turns them into the 404 and 403 pages.
 */
export const api = cache(async () => {
  const requestHeaders = await headers();
  const segment = requestHeaders.get("x-wasla-path")?.split("/")[1];
  const actor = await getActor();
  return createCaller(
    createInnerTRPCContext({
      db,
      actor,
      locale: isLocale(segment) ? segment : (actor?.locale ?? "fr"),
      ip: clientIp((name) => requestHeaders.get(name)),
      origin: siteOrigin(),
    }),
  );
});
