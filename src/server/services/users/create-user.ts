import type { Locale } from "~/i18n/config";
import { uniqueSlug } from "~/lib/slug";
import { hashPassword } from "~/server/auth/password";
import type { Db } from "~/server/db";
import { Prisma } from "~/server/db/generated/client";
import { fieldError } from "~/server/errors";
import { grantRole } from "./grant-role";

export interface NewUser {
  name: string;
  email?: string;
  phone?: string;
  password?: string;
  locale?: Locale;
  mustChangePassword?: boolean;
}

/** Creates an account holding the platform-wide Member role; e-mail and phone must be free. */
export async function createUser(db: Db, input: NewUser) {
  await assertContactsFree(db, input);
  try {
    return await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          name: input.name,
          email: input.email ?? null,
          phone: input.phone ?? null,
          passwordHash: input.password ? await hashPassword(input.password) : null,
          locale: input.locale ?? "fr",
          slug: uniqueSlug(input.name),
          mustChangePassword: input.mustChangePassword ?? false,
        },
      });
      await grantRole(tx, { userId: user.id, role: "MEMBER", schoolId: null });
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
