import { beforeAll, describe, expect, it } from "vitest";
import { callerAs, clientError, seedOnce } from "~/test/callers";
import { db } from "~/platform/db";
import { authenticate } from "~/modules/account/server/authenticate";
import { requestPasswordReset, resetPassword } from "~/modules/account/server/password-reset";
import { createHash } from "node:crypto";

beforeAll(async () => {
  await seedOnce();
});

describe("auth.signUp", () => {
  it("creates a Member with a normalized Algerian phone and logs in with either form of the number", async () => {
    const caller = await callerAs(null, { ip: "10.0.0.1" });
    await caller.auth.signUp({
      name: "Nadia Ould",
      phone: "0661 23 45 67",
      password: "motdepasse1",
      confirmPassword: "motdepasse1",
    });
    const user = await db.user.findUniqueOrThrow({
      where: { phone: "+213661234567" },
      include: { roles: { include: { role: true } } },
    });
    expect(user.roles.map((r) => r.role.key)).toEqual(["MEMBER"]);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    for (const identifier of ["0661234567", "+213 661 23 45 67", "00213661234567"]) {
      expect((await authenticate(db, { identifier, password: "motdepasse1" }, `ip-${identifier}`)).ok).toBe(true);
    }
  });

  it("reports every invalid field with the spec's message key", async () => {
    const caller = await callerAs(null, { ip: "10.0.0.2" });
    const error = await clientError(
      caller.auth.signUp({ name: "", email: "", phone: "12", password: "short", confirmPassword: "other" }),
    );
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.fieldErrors).toMatchObject({
      name: { key: "validation.required" },
      phone: { key: "validation.phone" },
      password: { key: "validation.minLength", values: { count: 8 } },
    });
    const noContact = await clientError(
      caller.auth.signUp({
        name: "Ali",
        email: "",
        phone: "",
        password: "motdepasse1",
        confirmPassword: "motdepasse2",
      }),
    );
    expect(noContact.fieldErrors).toMatchObject({
      email: { key: "validation.phoneOrEmail" },
      confirmPassword: { key: "validation.passwordConfirmation" },
    });
    const badEmail = await clientError(
      caller.auth.signUp({ name: "Ali", email: "ali@", password: "motdepasse1", confirmPassword: "motdepasse1" }),
    );
    expect(badEmail.fieldErrors?.email?.key).toBe("validation.email");
  });

  it("refuses a phone already in use on the field (phone-only sign-up; see docs/security.md)", async () => {
    const caller = await callerAs(null, { ip: "10.0.0.3" });
    const phone = await clientError(
      caller.auth.signUp({
        name: "Copie",
        phone: "+213550123456",
        password: "motdepasse1",
        confirmPassword: "motdepasse1",
      }),
    );
    expect(phone.fieldErrors).toEqual({ phone: { key: "validation.phoneTaken" } });
  });
});

describe("login", () => {
  it("answers the same for a wrong password, an unknown user and a suspended account", async () => {
    const wrong = await authenticate(db, { identifier: "member@wasla.dz", password: "nope-nope" }, "1.1.1.1");
    const unknown = await authenticate(db, { identifier: "ghost@wasla.dz", password: "nope-nope" }, "1.1.1.2");
    await db.user.update({ where: { email: "webmaster@wasla.dz" }, data: { suspendedAt: new Date() } });
    const suspended = await authenticate(
      db,
      { identifier: "webmaster@wasla.dz", password: "wasla-demo-2026" },
      "1.1.1.3",
    );
    await db.user.update({ where: { email: "webmaster@wasla.dz" }, data: { suspendedAt: null } });
    expect([wrong, unknown, suspended]).toEqual([
      { ok: false, reason: "invalid" },
      { ok: false, reason: "invalid" },
      { ok: false, reason: "invalid" },
    ]);
    expect((await authenticate(db, { identifier: "MEMBER@wasla.dz", password: "wasla-demo-2026" }, "1.1.1.4")).ok).toBe(
      true,
    );
  });

  it("is rate-limited per identifier from one address, even with the right password, whatever the phone's spelling", async () => {
    const spellings = ["0550 12 34 56", "+213550123456", "00213 550 12 34 56", "0550123456"];
    for (let i = 0; i < 8; i++)
      await authenticate(db, { identifier: spellings[i % 4]!, password: `wrong-${i}` }, "2.2.2.2");
    const blocked = await authenticate(db, { identifier: "+213 550 12 34 56", password: "wasla-demo-2026" }, "2.2.2.2");
    expect(blocked).toEqual({ ok: false, reason: "rate-limited" });
  });
});

describe("password reset", () => {
  it("sends nothing for an unknown address and resets once with a valid token", async () => {
    await requestPasswordReset(db, { email: "nobody@wasla.dz", locale: "fr", origin: "http://x" });
    expect(await db.passwordResetToken.count()).toBe(0);

    const user = await db.user.findUniqueOrThrow({ where: { email: "student@wasla.dz" } });
    const token = "a-known-test-token-1234567890";
    await db.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: createHash("sha256").update(token).digest("hex"),
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    await resetPassword(db, { token, password: "nouveau-mot-2026" });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.sessionVersion).toBe(user.sessionVersion + 1);
    expect(
      (await authenticate(db, { identifier: "student@wasla.dz", password: "nouveau-mot-2026" }, "3.3.3.3")).ok,
    ).toBe(true);

    const again = await clientError(resetPassword(db, { token, password: "encore-autre-2026" }));
    expect(again.messageKey).toBe("errors.resetLinkInvalid");
  });

  it("refuses an expired token", async () => {
    const user = await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } });
    const token = "an-expired-test-token-1234567890";
    await db.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: createHash("sha256").update(token).digest("hex"),
        expiresAt: new Date(Date.now() - 1000),
      },
    });
    expect((await clientError(resetPassword(db, { token, password: "nouveau-mot-2026" }))).messageKey).toBe(
      "errors.resetLinkInvalid",
    );
  });
});

describe("account", () => {
  it("needs a login", async () => {
    const anonymous = await callerAs(null);
    const error = await clientError(anonymous.account.me());
    expect(error).toMatchObject({ code: "UNAUTHORIZED", messageKey: "errors.loginRequired" });
  });

  it("changes the password only with the right current one, and ends other sessions", async () => {
    const caller = await callerAs("MEMBER");
    const wrong = await clientError(
      caller.account.changePassword({
        currentPassword: "not-it-at-all",
        password: "un-nouveau-2026",
        confirmPassword: "un-nouveau-2026",
      }),
    );
    expect(wrong.fieldErrors).toEqual({ currentPassword: { key: "validation.currentPassword" } });
    const before = await db.user.findUniqueOrThrow({ where: { email: "member@wasla.dz" } });
    const { renewal } = await caller.account.changePassword({
      currentPassword: "wasla-demo-2026",
      password: "un-nouveau-2026",
      confirmPassword: "un-nouveau-2026",
    });
    expect(renewal).toContain(before.id);
    const { loadActor } = await import("~/platform/auth/actor");
    expect(await loadActor(db, before.id, before.sessionVersion)).toBeNull();
    expect(await loadActor(db, before.id, before.sessionVersion + 1)).not.toBeNull();
  });

  it("refuses a photo that is not an image, whatever its name", async () => {
    const caller = await callerAs("PARENT");
    const form = new FormData();
    form.set("photo", new File([Buffer.from("%PDF-1.4 not an image")], "photo.jpg", { type: "image/jpeg" }));
    const error = await clientError(caller.account.setPhoto(form));
    expect(error.fieldErrors).toEqual({ photo: { key: "validation.notImage", values: { file: "photo.jpg" } } });
  });
});
