import type { Db } from "~/server/db";
import { withFreshSlug } from "~/server/db/unique-slug";
import type { Prisma } from "~/server/db/generated/client";

type Tx = Db | Prisma.TransactionClient;

/**
 * Accounts a school manages. A school may link, rename, re-address and hand out passwords only to accounts it
 * created itself and that belong to nobody else: made by this school (`createdBySchoolId`), holding roles in this
 * school only (no platform role, not even Member; no role in another school) and without a social login. Everyone
 * else — a parent of another school, a board member who signed up, a platform admin — is asked, never linked.
 * Renaming, re-addressing and password slips further need the owner never to have chosen a password
 * (`schoolHolds` in account/login-identifiers.ts).
 */
export function managedBy(
  user: { createdBySchoolId: string | null; roles: { schoolId: string | null }[]; _count: { accounts: number } },
  schoolId: string,
): boolean {
  return user.createdBySchoolId === schoolId && user._count.accounts === 0 && user.roles.every((r) => r.schoolId === schoolId);
}

/** How a school reaches the person it names: a new account, one of its own, or an invitation to an outside account. */
export type PersonResolution =
  | { kind: "created" | "managed"; user: { id: string; name: string } }
  | { kind: "outside"; user: { id: string; name: string } };

/**
 * The account of a person a school names by e-mail or phone: a new account made by (and managed by) the school
 * when nobody has them; the existing account when the school manages it; else `outside`, which the caller turns
 * into an invitation the account must accept.
 */
export async function resolvePerson(
  tx: Tx,
  schoolId: string,
  input: { name: string; email?: string; phone?: string },
): Promise<PersonResolution> {
  const or = [...(input.email ? [{ email: input.email }] : []), ...(input.phone ? [{ phone: input.phone }] : [])];
  if (or.length > 0) {
    const existing = await tx.user.findFirst({
      where: { OR: or },
      select: {
        id: true,
        name: true,
        createdBySchoolId: true,
        roles: { select: { schoolId: true } },
        _count: { select: { accounts: true } },
      },
    });
    if (existing) {
      const user = { id: existing.id, name: existing.name };
      return managedBy(existing, schoolId) ? { kind: "managed", user } : { kind: "outside", user };
    }
  }
  const user = await withFreshSlug(tx, input.name, "membre", (slug) =>
    tx.user.create({
      data: { name: input.name, email: input.email ?? null, phone: input.phone ?? null, slug, createdBySchoolId: schoolId },
      select: { id: true, name: true },
    }),
  );
  return { kind: "created", user };
}
