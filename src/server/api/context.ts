import { cookies } from "next/headers";
import { env } from "~/env";
import { isLocale, LOCALE_COOKIE } from "~/i18n/config";
import { getActor } from "~/server/auth/session";
import { db } from "~/server/db";
import { createInnerTRPCContext } from "./trpc";

/** The HTTP side of the context: session → actor, client IP, the user's locale, the site origin. */
export async function createTRPCContext({ req }: { req: Request }) {
  const cookieLocale = (await cookies()).get(LOCALE_COOKIE)?.value;
  const headerLocale = req.headers.get("x-wasla-locale");
  const locale = isLocale(headerLocale) ? headerLocale : isLocale(cookieLocale) ? cookieLocale : "fr";
  const ip = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || req.headers.get("x-real-ip") || "unknown";
  return createInnerTRPCContext({
    db,
    actor: await getActor(),
    locale,
    ip,
    origin: env.NEXTAUTH_URL ?? new URL(req.url).origin,
  });
}
