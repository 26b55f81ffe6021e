import { ZLoginInput } from "~/lib/schemas/auth";
import { normalizePhone, USERNAME_PATTERN } from "~/lib/validation";
import { verifyPassword } from "~/server/auth/password";
import type { Db } from "~/server/db";
import { consume, limits, reset } from "~/server/rate-limit";

export type AuthenticateResult =
  | { ok: true; user: { id: string; name: string; sessionVersion: number } }
  | { ok: false; reason: "invalid" | "rate-limited" };

/**
 * How a login identifier is looked up: an e-mail, an Algerian phone number, or the login identifier a school
 * gives people who have neither (see USERNAME_PATTERN; /generate-passwords prints it on the slip).
 */
export function identifierWhere(identifier: string): { email: string } | { phone: string } | { username: string } | null {
  const value = identifier.trim();
  if (value.includes("@")) return { email: value.toLowerCase() };
  const phone = normalizePhone(value);
  if (phone) return { phone };
  if (USERNAME_PATTERN.test(value.toLowerCase())) return { username: value.toLowerCase() };
  return null;
}

/**
 * Checks credentials. Wrong password, unknown user and suspended account all give the same "invalid" answer
 * (no user enumeration); attempts are limited per IP and per identifier.
 */
export async function authenticate(db: Db, raw: unknown, ip: string): Promise<AuthenticateResult> {
  const parsed = ZLoginInput.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const { identifier, password } = parsed.data;
  const idKey = identifier.trim().toLowerCase();
  if (!(await consume(limits.loginByIp, ip)) || !(await consume(limits.loginByIdentifier, idKey))) {
    return { ok: false, reason: "rate-limited" };
  }
  const where = identifierWhere(identifier);
  const user = where
    ? await db.user.findUnique({
        where,
        select: { id: true, name: true, passwordHash: true, suspendedAt: true, sessionVersion: true },
      })
    : null;
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid || user.suspendedAt) return { ok: false, reason: "invalid" };
  await reset(limits.loginByIdentifier, idKey);
  return { ok: true, user: { id: user.id, name: user.name, sessionVersion: user.sessionVersion } };
}
