import { cookies } from "next/headers";
import { isLocale, LOCALE_COOKIE } from "~/i18n/config";
import { getActorPendingPasswordChange } from "~/platform/auth/session";
import { clientIp } from "~/platform/client-ip";
import { db } from "~/platform/db";
import { siteOrigin } from "~/platform/site-origin";
import { createInnerTRPCContext } from "./trpc";

/** The HTTP side of the context: session → actor, client IP, the user's locale, the site origin. */
export async function createTRPCContext({ req }: { req: Request }) {
  const cookieLocale = (await cookies()).get(LOCALE_COOKIE)?.value;
  const headerLocale = req.headers.get("x-wasla-locale");
  const locale = isLocale(headerLocale) ? headerLocale : isLocale(cookieLocale) ? cookieLocale : "fr";
  return createInnerTRPCContext({
    db,
    actor: await getActorPendingPasswordChange(),
    locale,
    ip: clientIp((name) => req.headers.get(name)),
    origin: siteOrigin(),
    via: "http",
  });
}
