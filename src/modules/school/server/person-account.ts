import type { Db } from "~/platform/db";
import { withFreshSlug } from "~/platform/db/unique-slug";
import type { Prisma } from "~/platform/db/generated/client";
import { AppError, FieldErrors } from "~/platform/errors";
import { spendInvitation } from "./invitation-limit";
import { invite, type StudentInvitationDetails } from "./invitations";
import { holdingFields, schoolHolds } from "~/modules/account";

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
  return (
    user.createdBySchoolId === schoolId &&
    user._count.accounts === 0 &&
    user.roles.every((r) => r.schoolId === schoolId)
  );
}

/** How a school reaches the person it names: a new account, one of its own, or an invitation to an outside account. */
export type PersonResolution =
  | { kind: "created" | "managed"; user: { id: string; name: string } }
  | { kind: "outside"; user: { id: string; name: string } };

/**
 * The one account an e-mail and a phone name together, or `ambiguous` when they do not name the same one (two
 * accounts, or an account on one and none or another on the other): the school is asked which it meant, never
 * left with a guess. One contact alone, or two naming nobody, is never ambiguous.
 */
export async function matchContacts(tx: Tx, input: { email?: string; phone?: string }) {
  const or = [...(input.email ? [{ email: input.email }] : []), ...(input.phone ? [{ phone: input.phone }] : [])];
  if (or.length === 0) return { kind: "none" as const };
  const found = await tx.user.findMany({
    where: { OR: or },
    take: 2,
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      createdBySchoolId: true,
      roles: { select: { schoolId: true } },
      _count: { select: { accounts: true } },
    },
  });
  if (found.length === 0) return { kind: "none" as const };
  const [user] = found;
  const both = !!input.email && !!input.phone;
  if (found.length > 1 || (both && (user!.email !== input.email || user!.phone !== input.phone)))
    return { kind: "ambiguous" as const, found };
  return { kind: "one" as const, user: user! };
}

/** The answer to an ambiguous pair: both fields marked (named as the form names them), the caller keeps one. */
export const contactsDisagree = (fields: { email: string; phone: string } = { email: "email", phone: "phone" }) =>
  new AppError(
    "BAD_REQUEST",
    "validation.checkInput",
    undefined,
    new FieldErrors({
      [fields.email]: { key: "validation.contactsDisagree" },
      [fields.phone]: { key: "validation.contactsDisagree" },
    }),
  );

/**
 * The account of a person a school names by e-mail or phone: a new account made by (and managed by) the school
 * when nobody has them; the existing account when the school manages it; else `outside`, which the caller turns
 * into an invitation the account must accept. An e-mail and a phone that name different accounts are refused.
 */
export async function resolvePerson(
  tx: Tx,
  schoolId: string,
  input: { name: string; email?: string; phone?: string },
  fields?: { email: string; phone: string },
): Promise<PersonResolution> {
  const match = await matchContacts(tx, input);
  if (match.kind === "ambiguous") {
    // the question tells that one of the contacts has an account: it costs what an invitation costs
    await spendInvitation(schoolId);
    throw contactsDisagree(fields);
  }
  if (match.kind === "one") {
    const user = { id: match.user.id, name: match.user.name };
    return managedBy(match.user, schoolId) ? { kind: "managed", user } : { kind: "outside", user };
  }
  const user = await withFreshSlug(tx, input.name, "membre", (slug) =>
    tx.user.create({
      data: {
        name: input.name,
        email: input.email ?? null,
        phone: input.phone ?? null,
        slug,
        createdBySchoolId: schoolId,
      },
      select: { id: true, name: true },
    }),
  );
  return { kind: "created", user };
}

/**
 * The account a school gets when it names a member by e-mail or phone, answered the same whether or not the address
 * already has an account (docs/security.md, "One answer for both"): a new account; the school's own one when both
 * contacts name it; otherwise — an address someone else owns, or an e-mail and a phone that do not name one account —
 * a placeholder account of the school's, linked at once like a new one and showing the contacts the school typed.
 * Each owner found (at most two) is asked (`offerToOwner`); the first to accept has the placeholder merged into their
 * account. `owners` is never shown to the school.
 */
export async function personForSchool(
  tx: Tx,
  schoolId: string,
  input: { name: string; email?: string; phone?: string },
): Promise<{ user: { id: string; name: string }; owners: string[] }> {
  const match = await matchContacts(tx, input);
  if (match.kind === "none") return { user: await resolvePerson(tx, schoolId, input).then((r) => r.user), owners: [] };
  if (match.kind === "one" && managedBy(match.user, schoolId))
    return { user: { id: match.user.id, name: match.user.name }, owners: [] };
  const found = match.kind === "one" ? [match.user] : match.found;
  const owners = found.filter((u) => !managedBy(u, schoolId)).map((u) => u.id);
  // named again (a sibling's row in a spreadsheet): the same placeholder, as a new account would be found again
  const again = await tx.user.findFirst({
    where: {
      createdBySchoolId: schoolId,
      email: null,
      phone: null,
      contactEmail: input.email ?? null,
      contactPhone: input.phone ?? null,
    },
    select: { id: true, name: true, ...holdingFields },
  });
  if (again && schoolHolds(again, schoolId)) return { user: { id: again.id, name: again.name }, owners };
  const placeholder = await withFreshSlug(tx, input.name, "membre", (slug) =>
    tx.user.create({
      data: {
        name: input.name,
        contactEmail: input.email ?? null,
        contactPhone: input.phone ?? null,
        slug,
        createdBySchoolId: schoolId,
      },
      select: { id: true, name: true },
    }),
  );
  return { user: placeholder, owners };
}

/** Asks the owners of the addresses to take the place the school gave its placeholder (nobody when there are none). */
export async function offerToOwner(
  tx: Tx,
  person: { user: { id: string }; owners: string[] },
  ask: {
    schoolId: string;
    role: "TEACHER" | "STUDENT" | "PARENT";
    name: string;
    invitedById: string | null;
    studentId?: string;
    details?: StudentInvitationDetails;
  },
) {
  for (const owner of person.owners) await invite(tx, { ...ask, userId: owner, placeholderId: person.user.id });
}

/** School views of an account: the contact the school typed stands in for a placeholder's missing identifiers. */
export const shownContact = <
  U extends { email: string | null; phone: string | null; contactEmail: string | null; contactPhone: string | null },
>({
  contactEmail,
  contactPhone,
  ...user
}: U): Omit<U, "contactEmail" | "contactPhone"> => ({
  ...user,
  email: user.email ?? contactEmail,
  phone: user.phone ?? contactPhone,
});
