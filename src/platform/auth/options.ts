import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import FacebookProvider from "next-auth/providers/facebook";
import GoogleProvider from "next-auth/providers/google";
import { env } from "~/env";
import { db } from "~/platform/db";
import { authenticate } from "~/modules/account";
import { clientIp } from "~/platform/client-ip";
import { endLoginSession, SESSION_MAX_AGE_SECONDS, startLoginSession } from "~/platform/auth/login-sessions";
import { userForOAuth } from "~/modules/account";
import { authSecret, verifySessionRenewal } from "./secret";

/** Social providers appear only when both their keys are configured. */
export function socialProviders() {
  return {
    google: !!(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    facebook: !!(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET),
  };
}

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  // The JWT names a LoginSession row (sid): signing out deletes it, so a copied cookie dies with the session.
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      name: "credentials",
      credentials: { identifier: { type: "text" }, password: { type: "password" } },
      async authorize(credentials, req) {
        const result = await authenticate(
          db,
          credentials,
          clientIp((name) => req.headers?.[name] as string | string[] | undefined),
        );
        if (!result.ok) throw new Error(result.reason === "rate-limited" ? "RateLimited" : "CredentialsSignin");
        return { id: result.user.id, name: result.user.name, sessionVersion: result.user.sessionVersion };
      },
    }),
    ...(socialProviders().google
      ? [GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET! })]
      : []),
    ...(socialProviders().facebook
      ? [FacebookProvider({ clientId: env.FACEBOOK_CLIENT_ID!, clientSecret: env.FACEBOOK_CLIENT_SECRET! })]
      : []),
  ],
  callbacks: {
    /**
     * Where next-auth sends the browser after signing in or out, from the callbackUrl parameter or the
     * `next-auth.callback-url` cookie. next-auth's own reads it with `new URL(…)`, which throws on a malformed value,
     * and it runs on every session read: one bad cookie made every page 500 for that browser (issue 27). Ours never
     * throws: our own paths and origin only, else the home page.
     */
    redirect({ url, baseUrl }) {
      return safeRedirect(url, baseUrl);
    },
    async signIn({ account, profile }) {
      if (!account || account.provider === "credentials") return true;
      const outcome = await userForOAuth(db, {
        provider: account.provider as "google" | "facebook",
        providerAccountId: account.providerAccountId,
        email: profile?.email,
        // Google states it; Facebook only returns confirmed addresses
        emailVerified:
          account.provider === "facebook" || (profile as { email_verified?: boolean })?.email_verified === true,
        name: profile?.name,
      });
      // the owner of the address must confirm by the link we just mailed: no session now
      if (outcome.status === "verify-email") return "/login?notice=oauthLinkSent";
      if (outcome.status !== "ok") return false;
      const user = outcome;
      account.waslaUserId = user.id;
      account.waslaSessionVersion = user.sessionVersion;
      return true;
    },
    async jwt({ token, user, account, trigger, session }) {
      if (account && user) {
        if (account.provider === "credentials") {
          token.uid = user.id;
          token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 0;
        } else {
          token.uid = account.waslaUserId as string;
          token.sv = account.waslaSessionVersion as number;
        }
        token.sid = await startLoginSession(db, token.uid as string);
      }
      if (trigger === "update" && token.uid) {
        const sv = verifySessionRenewal((session as { renewal?: string } | undefined)?.renewal, token.uid as string);
        if (sv !== null) token.sv = sv;
      }
      return token;
    },
    session({ session, token }) {
      return {
        ...session,
        user: { ...session.user, id: token.uid as string },
        sv: token.sv as number,
        sid: token.sid as string,
      };
    },
  },
  events: {
    async signOut({ token }) {
      await endLoginSession(db, token?.sid);
    },
  },
};

/** `url` when it is a path or an address of this site, else the site's root; never throws. */
export function safeRedirect(url: unknown, baseUrl: string): string {
  if (typeof url !== "string") return baseUrl;
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return `${baseUrl}${url}`;
  try {
    return new URL(url).origin === new URL(baseUrl).origin ? url : baseUrl;
  } catch {
    return baseUrl;
  }
}
