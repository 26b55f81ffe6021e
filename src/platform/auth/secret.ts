import { createHmac, timingSafeEqual } from "node:crypto";
import { env, isProduction } from "~/env";

/** The signing secret; development and tests get a fixed one so a newcomer needs no configuration. */
export function authSecret(): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (isProduction && process.env.NEXT_PHASE !== "phase-production-build") {
    throw new Error("NEXTAUTH_SECRET is required in production (see .env.example)");
  }
  return "wasla-development-secret-not-for-production-use";
}

/**
 * A short-lived proof that the server just bumped a user's session version (password change), so the browser
 * that made the change can renew its own session while every other session of the user ends.
 */
export function signSessionRenewal(userId: string, sessionVersion: number, ttlSeconds = 300): string {
  const payload = `${userId}.${sessionVersion}.${Math.floor(Date.now() / 1000) + ttlSeconds}`;
  const mac = createHmac("sha256", authSecret()).update(payload).digest("base64url");
  return `${payload}.${mac}`;
}

export function verifySessionRenewal(token: unknown, userId: string): number | null {
  if (typeof token !== "string") return null;
  const parts = token.split(".");
  if (parts.length !== 4) return null;
  const [uid, sv, exp, mac] = parts as [string, string, string, string];
  const expected = createHmac("sha256", authSecret()).update(`${uid}.${sv}.${exp}`).digest("base64url");
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null;
  if (uid !== userId || Number(exp) < Date.now() / 1000) return null;
  return Number(sv);
}
