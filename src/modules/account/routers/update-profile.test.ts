import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/platform/auth/password";
import { db } from "~/platform/db";
import { callerForUser, clientError, seedOnce } from "~/test/callers";

/**
 * account.updateProfile against the real database (issue 47): a key left out means "unchanged", never "removed";
 * removing the account's e-mail (the field sent empty) asks for the current password, refused on its field.
 */
const PASSWORD = "mon-mot-de-passe-2026";
let n = 0;

async function owner() {
  n++;
  const user = await db.user.create({
    data: {
      name: "Karim Profil",
      slug: `karim-profil-${Date.now()}-${n}`,
      email: `karim.${Date.now()}.${n}@famille.dz`,
      emailVerifiedAt: new Date(),
      phone: `+213555${String(Date.now() + n).slice(-6)}`,
      passwordHash: await hashPassword(PASSWORD),
    },
    select: { id: true, email: true, phone: true },
  });
  return { ...user, caller: await callerForUser(user.id) };
}
const read = (id: string) =>
  db.user.findUniqueOrThrow({ where: { id }, select: { name: true, email: true, phone: true, locale: true } });

beforeAll(async () => {
  await seedOnce();
});

describe("account.updateProfile", () => {
  it("without an email key (or a phone key), the e-mail (and the phone) stay as they are", async () => {
    const me = await owner();
    await expect(me.caller.account.updateProfile({ name: "Karim Renommé", locale: "ar" })).resolves.toEqual({
      ok: true,
      pendingEmail: null,
    });
    expect(await read(me.id)).toEqual({ name: "Karim Renommé", email: me.email, phone: me.phone, locale: "ar" });
    await me.caller.account.updateProfile({ name: "Karim Renommé", phone: me.phone!, locale: "fr" });
    expect(await read(me.id)).toMatchObject({ email: me.email, phone: me.phone });
  });

  it("the e-mail sent empty without the current password, or with a wrong one, is refused on the password's field and kept", async () => {
    const me = await owner();
    const base = { name: "Karim Profil", phone: me.phone!, locale: "fr" as const };
    expect(await clientError(me.caller.account.updateProfile({ ...base, email: "" }))).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: { currentPassword: { key: "validation.required" } },
    });
    expect(
      await clientError(me.caller.account.updateProfile({ ...base, email: "", currentPassword: "" })),
    ).toMatchObject({ fieldErrors: { currentPassword: { key: "validation.required" } } });
    expect(
      await clientError(me.caller.account.updateProfile({ ...base, email: "", currentPassword: "pas-le-bon-2026" })),
    ).toMatchObject({ fieldErrors: { currentPassword: { key: "validation.currentPassword" } } });
    expect((await read(me.id)).email).toBe(me.email);
  });

  it("with the right password the e-mail is removed; a phone must remain", async () => {
    const me = await owner();
    await expect(
      me.caller.account.updateProfile({
        name: "Karim Profil",
        email: "",
        phone: me.phone!,
        locale: "fr",
        currentPassword: PASSWORD,
      }),
    ).resolves.toEqual({ ok: true, pendingEmail: null });
    expect(await read(me.id)).toMatchObject({ email: null, phone: me.phone });
    // no e-mail any more: emptying the phone too, even without the email key, would leave no way to sign in
    expect(
      await clientError(me.caller.account.updateProfile({ name: "Karim Profil", phone: "", locale: "fr" })),
    ).toMatchObject({ fieldErrors: { phone: { key: "validation.phoneOrEmail" } } });
    expect((await read(me.id)).phone).toBe(me.phone);
  });
});
