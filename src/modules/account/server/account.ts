import { randomBytes } from "node:crypto";
import type { TChangePasswordInput, TUpdateProfileInput } from "~/modules/account/schemas";
import { type ZChangePasswordInput, type ZUpdateProfileInput } from "~/modules/account/schemas";
import type { Actor } from "~/platform/auth/actor";
import { hashPassword, verifyPassword } from "~/platform/auth/password";
import type { Db } from "~/platform/db";
import { AppError, FieldErrors, fieldError } from "~/platform/errors";
import { checkUploadedImage, decodeUploadedImage } from "~/platform/images/uploaded-image";
import { storage } from "~/platform/storage";
import { changeIdentifiers, pendingEmail } from "./login-identifiers";
import { PERSON_PAGES, publicPagesChanged } from "~/platform/public-pages";

type ParsedProfile = ReturnType<typeof ZUpdateProfileInput.parse>;
type ParsedPassword = ReturnType<typeof ZChangePasswordInput.parse>;
export type { TChangePasswordInput, TUpdateProfileInput };

export async function getProfile(db: Db, actor: Actor) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: {
      id: true,
      name: true,
      email: true,
      phone: true,
      image: true,
      locale: true,
      slug: true,
      createdAt: true,
      refusesInvitations: true,
      notifyChannel: true,
      phoneBouncedAt: true,
      briefWhenCalm: true,
      emailVerifiedAt: true,
    },
  });
  return {
    ...user,
    imageUrl: user.image ? storage.url(user.image) : null,
    roles: actor.roles,
    pendingEmail: await pendingEmail(db, actor.userId),
  };
}

/**
 * Name and locale at once; e-mail and phone through the one door for login identifiers (a new e-mail waits for its
 * link). A key left out is unchanged; one sent empty is removed, one identifier remaining. Removing the e-mail (the
 * address password resets go to) asks for the current password, as a password change does: a session left open on
 * a shared computer must not be enough to take the account's way back (issue 47).
 */
export async function updateProfile(db: Db, actor: Actor, input: ParsedProfile, ctx: { origin: string }) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: { email: true, phone: true, passwordHash: true },
  });
  const email = input.email === undefined ? user.email : input.email;
  const phone = input.phone === undefined ? user.phone : input.phone;
  if (!email && !phone) {
    throw new AppError(
      "BAD_REQUEST",
      "validation.checkInput",
      undefined,
      new FieldErrors({ email: { key: "validation.phoneOrEmail" }, phone: { key: "validation.phoneOrEmail" } }),
    );
  }
  if (input.email === null && user.email) {
    if (!input.currentPassword) throw fieldError("currentPassword", "validation.required");
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword)))
      throw fieldError("currentPassword", "validation.currentPassword");
  }
  return changeIdentifiers(
    db,
    actor.userId,
    { kind: "owner" },
    { name: input.name, email: input.email, phone: input.phone },
    ctx,
    (tx) => tx.user.update({ where: { id: actor.userId }, data: { locale: input.locale } }),
  );
}

/** Changes the password after checking the current one; other sessions end (the current one is renewed). */
export async function changePassword(db: Db, actor: Actor, input: ParsedPassword) {
  const user = await db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { passwordHash: true } });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw fieldError("currentPassword", "validation.currentPassword");
  }
  const updated = await db.user.update({
    where: { id: actor.userId },
    data: {
      passwordHash: await hashPassword(input.password),
      mustChangePassword: false,
      sessionVersion: { increment: 1 },
    },
    select: { sessionVersion: true },
  });
  return { sessionVersion: updated.sessionVersion };
}

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const PHOTO_FORMATS = new Set(["jpeg", "png", "webp"]);

/**
 * Stores a profile photo: the content decides (not the file name), it is squared to 256 px WebP and every
 * metadata block (EXIF, GPS) is dropped by the re-encode.
 */
export async function setPhoto(db: Db, actor: Actor, file: { name: string; bytes: Buffer }) {
  if (file.bytes.length > PHOTO_MAX_BYTES) {
    throw fieldError("photo", "validation.fileTooLarge", { file: file.name, size: PHOTO_MAX_BYTES / 1024 / 1024 });
  }
  await checkUploadedImage("photo", file, PHOTO_FORMATS);
  const body = await decodeUploadedImage(file.bytes)
    .rotate()
    .resize(256, 256, { fit: "cover" })
    .webp({ quality: 82 })
    .toBuffer();
  const key = `avatars/${actor.userId}/${randomBytes(8).toString("hex")}.webp`;
  await storage.put(key, body, "image/webp");
  const previous = await db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { image: true } });
  await db.user.update({ where: { id: actor.userId }, data: { image: key } });
  publicPagesChanged(PERSON_PAGES);
  if (previous.image) await storage.remove(previous.image);
  return { imageUrl: storage.url(key) };
}

export async function removePhoto(db: Db, actor: Actor) {
  const previous = await db.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { image: true } });
  if (!previous.image) return;
  await db.user.update({ where: { id: actor.userId }, data: { image: null } });
  publicPagesChanged(PERSON_PAGES);
  await storage.remove(previous.image).catch(() => {});
}
