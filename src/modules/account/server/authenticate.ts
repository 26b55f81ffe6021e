import { ZLoginInput } from "~/modules/account/schemas";
import { normalizePhone, USERNAME_PATTERN } from "~/lib/validation";
import { verifyPassword } from "~/platform/auth/password";
import type { Db } from "~/platform/db";
import { consume, limits as processLimits, refund, reset, type Limits } from "~/platform/rate-limit";

export type AuthenticateResult =
  | { ok: true; user: { id: string; name: string; sessionVersion: number } }
  | { ok: false; reason: "invalid" | "rate-limited" };

/**
 * How a login identifier is looked up: an e-mail, an Algerian phone number, or the login identifier a school
 * gives people who have neither (see USERNAME_PATTERN; /generate-passwords prints it on the slip).
 */
export function identifierWhere(
  identifier: string,
): { email: string } | { phone: string } | { username: string } | null {
  const value = identifier.trim();
  if (value.includes("@")) return { email: value.toLowerCase() };
  const phone = normalizePhone(value);
  if (phone) return { phone };
  if (USERNAME_PATTERN.test(value.toLowerCase())) return { username: value.toLowerCase() };
  return null;
}

/**
 * Checks credentials. Wrong password, unknown user and suspended account all give the same "invalid" answer
 * (no user enumeration). Failed attempts are limited per identifier from one IP (so a stranger's guesses lock out
 * the stranger, not the owner on their own device), more slowly per identifier from anywhere, and per IP.
 *
 * The address's limit never refuses a right password (issue 47): a school's Wi-Fi or a mobile operator's NAT puts
 * hundreds of families behind one address, and a prankster's (or typists') 30 failures there must not lock them all
 * out. So the password is checked first; a success spends nothing of the address's count, and only a failure is
 * charged to it — atomically, before the answer, so failures sent at one instant stop exactly at its edge — and
 * past the edge is answered "too many attempts". The identifier limits are charged up front and refuse before the
 * check (a burst of parallel guesses on one account stops at its limit); a success gives that point back and clears
 * the identifier-from-this-address count.
 */
export async function authenticate(
  db: Db,
  raw: unknown,
  ip: string,
  limits: Limits = processLimits,
): Promise<AuthenticateResult> {
  const parsed = ZLoginInput.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const { identifier, password } = parsed.data;
  const where = identifierWhere(identifier);
  // one key per account whatever the spelling (0550…, +213 550…, 00213…), so spellings do not multiply the limits
  const idKey = where ? Object.values(where)[0]! : identifier.trim().toLowerCase();
  const pairKey = `${idKey}|${ip}`;
  if (!(await consume(limits.loginByIdentifierAndIp, pairKey))) return { ok: false, reason: "rate-limited" };
  if (!(await consume(limits.loginByIdentifier, idKey))) return { ok: false, reason: "rate-limited" };
  const user = where
    ? await db.user.findUnique({
        where,
        select: { id: true, name: true, passwordHash: true, suspendedAt: true, sessionVersion: true },
      })
    : null;
  const valid = await verifyPassword(user?.passwordHash, password);
  if (!user || !valid || user.suspendedAt) {
    const withinAddress = await consume(limits.loginByIp, ip);
    return { ok: false, reason: withinAddress ? "invalid" : "rate-limited" };
  }
  // the global counter gives back this attempt only: the owner's success must not give a guesser elsewhere a fresh allowance
  await Promise.all([refund(limits.loginByIdentifier, idKey), reset(limits.loginByIdentifierAndIp, pairKey)]);
  return { ok: true, user: { id: user.id, name: user.name, sessionVersion: user.sessionVersion } };
}
