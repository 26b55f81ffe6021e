import type { Locale } from "~/i18n/config";
import { hashPassword } from "~/platform/auth/password";
import type { Db } from "~/platform/db";
import { Prisma } from "~/platform/db/generated/client";
import { withFreshSlug } from "~/platform/db/unique-slug";
import { fieldError } from "~/platform/errors";
import { grantRole } from "./grant-role";

export interface NewUser {
  name: string;
  email?: string;
  phone?: string;
  password?: string;
  /** Already hashed (a sign-up confirmed by e-mail); used when `password` is not given. */
  passwordHash?: string;
  /** The address was proven (a link we mailed was followed, or the social provider vouches for it). */
  emailVerified?: boolean;
  locale?: Locale;
  mustChangePassword?: boolean;
}

/**
 * Creates an account holding the platform-wide Member role; e-mail and phone must be free. `alsoInTransaction`
 * writes what belongs with the new account (another role, a social login link) in the same transaction, so a
 * failure leaves no half-made account.
 */
export async function createUser(
  db: Db,
  input: NewUser,
  alsoInTransaction?: (tx: Prisma.TransactionClient, userId: string) => Promise<unknown>,
) {
  await assertContactsFree(db, input);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await db.$transaction(async (tx) => {
      const user = await withFreshSlug(tx, input.name, "membre", (slug) =>
        tx.user.create({
          data: {
            name: input.name,
            email: input.email ?? null,
            phone: input.phone ?? null,
            passwordHash: passwordHash ?? input.passwordHash ?? null,
            emailVerifiedAt: input.email && input.emailVerified ? new Date() : null,
            locale: input.locale ?? "fr",
            slug,
            mustChangePassword: input.mustChangePassword ?? false,
          },
        }),
      );
      await grantRole(tx, { userId: user.id, role: "MEMBER", schoolId: null });
      if (alsoInTransaction) await alsoInTransaction(tx, user.id);
      return user;
    });
  } catch (error) {
    // two sign-ups racing for the same address
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      await assertContactsFree(db, input);
    }
    throw error;
  }
}

export async function assertContactsFree(db: Db, input: { email?: string; phone?: string }, exceptUserId?: string) {
  const not = exceptUserId ? { NOT: { id: exceptUserId } } : {};
  if (input.email && (await db.user.findFirst({ where: { email: input.email, ...not }, select: { id: true } }))) {
    throw fieldError("email", "validation.emailTaken");
  }
  if (input.phone && (await db.user.findFirst({ where: { phone: input.phone, ...not }, select: { id: true } }))) {
    throw fieldError("phone", "validation.phoneTaken");
  }
}
