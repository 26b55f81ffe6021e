import { env } from "~/env";

/**
 * The site's public origin for every absolute link we hand out (e-mails, link previews, printed login slips).
 * It comes from configuration only — never from the request's Host header, which the client chooses. Production
 * requires NEXTAUTH_URL (src/env.ts); development falls back to the local server.
 */
export function siteOrigin(): string {
  if (env.NEXTAUTH_URL) return new URL(env.NEXTAUTH_URL).origin;
  return `http://localhost:${process.env.PORT ?? 3000}`;
}
