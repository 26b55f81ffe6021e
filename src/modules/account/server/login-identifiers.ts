import { t } from "~/i18n/server";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { AppError, fieldError } from "~/platform/errors";
import { sendMail, type Mail } from "~/platform/mail/mailer";
import { consume, limits } from "~/platform/rate-limit";
import { managedBy } from "~/modules/school";
import { EMAIL_LINK_MINUTES, newEmailLinkToken, sha256 } from "./email-links";
import { PERSON_PAGES, publicPagesChanged } from "~/platform/public-pages";

type Tx = Db | Prisma.TransactionClient;

/**
 * Accounts whose password nobody chose yet (none, or a school's slip still to be replaced): until then the school
 * that made the account holds its login; afterwards its name, e-mail, phone and password are its owner's alone.
 */
export const NO_CHOSEN_PASSWORD = {
  OR: [{ passwordHash: null }, { mustChangePassword: true }],
} satisfies Prisma.UserWhereInput;

export function ownerChosePassword(user: { passwordHash: string | null; mustChangePassword: boolean }): boolean {
  return !!user.passwordHash && !user.mustChangePassword;
}

export const holdingFields = {
  passwordHash: true,
  mustChangePassword: true,
  createdBySchoolId: true,
  roles: { select: { schoolId: true } },
  _count: { select: { accounts: true } },
} as const satisfies Prisma.UserSelect;

type Holding = Prisma.UserGetPayload<{ select: typeof holdingFields }>;

/** May this school still set the account's name, login identifiers and password (see person-account.ts)? */
export function schoolHolds(user: Holding, schoolId: string): boolean {
  return managedBy(user, schoolId) && !ownerChosePassword(user);
}

/** Who asks: the signed-in owner (account settings) or a school for an account it made. */
export type IdentifierChanger = { kind: "owner" } | { kind: "school"; schoolId: string };

/** `undefined` leaves a field as it is; `null` clears it. */
export interface IdentifierChanges {
  name?: string;
  email?: string | null;
  phone?: string | null;
}

/**
 * The one door to an existing account's name, e-mail and phone. A school passes only for an account it still
 * holds (checked again in the write itself, so an owner choosing a password meanwhile wins). A new e-mail is not
 * attached: a single-use link goes to it (confirmEmailChange attaches it), and the answer is the same whether or
 * not another account has it. A phone has no channel to prove it: it is set at once and a taken one is refused
 * on its field (as at sign-up). Any change is announced to the current address.
 */
export async function changeIdentifiers(
  db: Db,
  userId: string,
  by: IdentifierChanger,
  changes: IdentifierChanges,
  ctx: { origin: string },
  /** what belongs with the change (a student's own fields), written in the same transaction */
  alsoInTransaction?: (tx: Prisma.TransactionClient) => Promise<unknown>,
): Promise<{ pendingEmail: string | null }> {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      name: true,
      email: true,
      phone: true,
      contactEmail: true,
      contactPhone: true,
      locale: true,
      ...holdingFields,
    },
  });
  // a placeholder's contacts (school/person-account.ts) are what the school sees and sends back unchanged
  const current = { name: user.name, email: user.email ?? user.contactEmail, phone: user.phone ?? user.contactPhone };
  const changed = (field: keyof IdentifierChanges) =>
    changes[field] !== undefined && (changes[field] ?? null) !== current[field];
  const fields = (["name", "email", "phone"] as const).filter(changed);
  if (fields.length === 0) {
    if (alsoInTransaction) await db.$transaction(alsoInTransaction);
    return { pendingEmail: null };
  }
  if (by.kind === "school" && !schoolHolds(user, by.schoolId))
    throw fieldError(fields[0]!, "validation.accountNotManaged");
  const newPhone = changed("phone") ? (changes.phone ?? null) : undefined;
  if (
    newPhone &&
    (await db.user.findFirst({ where: { phone: newPhone, NOT: { id: userId } }, select: { id: true } }))
  ) {
    throw fieldError("phone", "validation.phoneTaken");
  }
  const newEmail = changed("email") ? (changes.email ?? null) : undefined;
  const link = newEmail ? newEmailLinkToken() : null;

  await db.$transaction(async (tx) => {
    try {
      const where = { id: userId, ...(by.kind === "school" ? NO_CHOSEN_PASSWORD : {}) };
      const data = {
        ...(changed("name") && { name: changes.name }),
        ...(newPhone !== undefined && { phone: newPhone, contactPhone: null }),
        // clearing needs no proof; a new address waits for its link
        ...(newEmail === null && { email: null, emailVerifiedAt: null, contactEmail: null }),
      };
      // only a new e-mail (nothing to write now): the same check without an empty update, which the embedded
      // database's adapter counts as 0 rows where PostgreSQL's counts 1
      const count =
        Object.keys(data).length > 0
          ? (await tx.user.updateMany({ where, data })).count
          : await tx.user.count({ where });
      if (count === 0) throw fieldError(fields[0]!, "validation.accountNotManaged");
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
        throw fieldError("phone", "validation.phoneTaken");
      throw error;
    }
    if (newEmail !== undefined) await tx.emailChangeRequest.deleteMany({ where: { userId, usedAt: null } });
    if (link && newEmail) {
      await tx.emailChangeRequest.create({
        data: {
          userId,
          email: newEmail,
          requestedBySchoolId: by.kind === "school" ? by.schoolId : null,
          tokenHash: link.tokenHash,
          expiresAt: link.expiresAt,
        },
      });
    }
    if (alsoInTransaction) await alsoInTransaction(tx);
  });
  // the name is public (a member's page, their ads and comments), whoever changed it; the e-mail and phone are not
  if (changed("name")) publicPagesChanged(PERSON_PAGES);

  const mails: Mail[] = [];
  const locale = user.locale;
  if (link && newEmail && (await consume(limits.mailByAddress, newEmail))) {
    // another account's address gets nothing: the link would fail anyway, and the answer must not differ
    const taken = await db.user.findFirst({ where: { email: newEmail, NOT: { id: userId } }, select: { id: true } });
    if (!taken) {
      mails.push({
        to: newEmail,
        subject: t(locale, "mail.emailChange.subject"),
        text: t(locale, "mail.emailChange.body", {
          name: user.name,
          url: `${ctx.origin}/${locale}/confirm-email?token=${link.token}`,
          minutes: EMAIL_LINK_MINUTES,
        }),
      });
    }
  }
  if (user.email && (newEmail !== undefined || newPhone !== undefined)) {
    mails.push({
      to: user.email,
      subject: t(locale, "mail.contactNotice.subject"),
      text: t(locale, "mail.contactNotice.body", {
        name: user.name,
        email: newEmail === undefined ? "-" : (newEmail ?? "-"),
        phone: newPhone === undefined ? "-" : (newPhone ?? "-"),
        by: by.kind,
        resetUrl: `${ctx.origin}/${locale}/forgot-password`,
      }),
    });
  }
  await Promise.all(mails.map((mail) => sendMail(mail)));
  return { pendingEmail: newEmail ?? null };
}

/**
 * Following the link attaches the new address, verified. Single-use, time-limited; refused when another account
 * took the address meanwhile, and for a school's request when the school no longer holds the account (its owner
 * chose a password since: the address is theirs to decide).
 */
export async function confirmEmailChange(db: Db, token: string): Promise<{ email: string }> {
  return db.$transaction(async (tx) => {
    const used = await tx.emailChangeRequest.updateMany({
      where: { tokenHash: sha256(token), usedAt: null, expiresAt: { gt: new Date() } },
      data: { usedAt: new Date() },
    });
    if (used.count !== 1) throw new AppError("BAD_REQUEST", "errors.linkInvalid");
    const request = await tx.emailChangeRequest.findUniqueOrThrow({ where: { tokenHash: sha256(token) } });
    if (request.requestedBySchoolId) {
      const user = await tx.user.findUniqueOrThrow({ where: { id: request.userId }, select: holdingFields });
      if (!schoolHolds(user, request.requestedBySchoolId)) throw new AppError("BAD_REQUEST", "errors.linkInvalid");
    }
    if (
      await tx.user.findFirst({ where: { email: request.email, NOT: { id: request.userId } }, select: { id: true } })
    ) {
      throw new AppError("BAD_REQUEST", "errors.linkInvalid");
    }
    try {
      await tx.user.update({
        where: { id: request.userId },
        data: { email: request.email, emailVerifiedAt: new Date() },
      });
    } catch (error) {
      // the address taken by a sign-up racing this link
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
        throw new AppError("BAD_REQUEST", "errors.linkInvalid");
      throw error;
    }
    return { email: request.email };
  });
}

/** The address waiting for its link, shown as "awaiting confirmation" beside the current one. */
export async function pendingEmail(db: Tx, userId: string): Promise<string | null> {
  const request = await db.emailChangeRequest.findFirst({
    where: { userId, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { email: true },
  });
  return request?.email ?? null;
}
