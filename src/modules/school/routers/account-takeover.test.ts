import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { appRouter } from "~/modules/root";
import { db } from "~/platform/db";
import type { Mail } from "~/platform/mail/mailer";
import { authenticate } from "~/modules/account/server/authenticate";
import { callerAs, callerForUser, clientError, linked, seedOnce } from "~/test/callers";

// SMTP is beyond the network: the mails are captured here instead of being sent.
const outbox = vi.hoisted(() => [] as Mail[]);
vi.mock("~/platform/mail/mailer", () => ({ sendMail: async (mail: Mail) => void outbox.push(mail) }));
beforeEach(() => {
  outbox.length = 0;
});
const linkIn = (mail: Mail | undefined) => mail?.text.match(/https?:\/\/\S+token=([\w-]+)/)?.[1];

/**
 * The account-takeover paths an admin of one school had into accounts of other schools, of the board and of the
 * platform (security issue, items 1–5). Each case here succeeded before the fix.
 */
let schoolA: string;
let schoolB: string;
let adminB: Awaited<ReturnType<typeof callerForUser>>;

beforeAll(async () => {
  schoolA = (await seedOnce()).schoolId;
  const superAdmin = await callerAs("SUPER_ADMIN");
  const b = await superAdmin.school.create({
    name: "École B",
    adminName: "Directeur B",
    adminEmail: "directeur@ecole-b.dz",
  });
  schoolB = b.id;
  const user = await db.user.findUniqueOrThrow({ where: { email: "directeur@ecole-b.dz" }, select: { id: true } });
  adminB = await callerForUser(user.id);
});

const userByEmail = (email: string) => db.user.findUniqueOrThrow({ where: { email } });

let outsiders = 0;
/** An account someone made for themselves (a board member), tied to no school; the school knows only its address. */
async function outsideAccount(name: string) {
  const n = ++outsiders;
  const user = await db.user.create({ data: { name, email: `dehors${n}@famille.dz`, slug: `dehors-${n}` } });
  return { user, email: user.email!, caller: await callerForUser(user.id) };
}

describe("linking an existing account needs its consent", () => {
  it("the admin of B cannot link a school-A parent and hand out a password for it", async () => {
    const parent = await userByEmail("parent@wasla.dz");
    const before = parent.passwordHash;
    const added = await adminB.people.addStudent({ schoolId: schoolB, name: "Intrus", email: "parent@wasla.dz" });
    // the school gets its own placeholder account, not the parent's
    expect(added).toEqual({ id: expect.any(String) });
    expect(await db.student.count({ where: { userId: parent.id, schoolId: schoolB } })).toBe(0);
    expect(await db.userRole.count({ where: { userId: parent.id, schoolId: schoolB } })).toBe(0);

    // a slip, whichever way the admin asks, is for the placeholder only
    const slips = await adminB.people.generateCredentials({
      schoolId: schoolB,
      studentIds: [added.id, parent.id],
      students: true,
      parents: true,
    });
    expect(slips.map((s) => s.userId)).not.toContain(parent.id);
    const after = await userByEmail("parent@wasla.dz");
    expect(after.passwordHash).toBe(before);
    expect(
      (await authenticate(db, { identifier: "parent@wasla.dz", password: "wasla-demo-2026" }, "10.1.0.1")).ok,
    ).toBe(true);
  });

  it("a self-registered board member and the super admin are asked, never linked", async () => {
    for (const email of ["member@wasla.dz", "superadmin@wasla.dz"]) {
      const user = await userByEmail(email);
      const student = await adminB.people.addStudent({ schoolId: schoolB, name: "X", email });
      const teacher = await adminB.people.addTeacher({ schoolId: schoolB, name: "X", email });
      expect(teacher.id).not.toBe(user.id);
      expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).userId).not.toBe(user.id);
      expect(await db.userRole.count({ where: { userId: user.id, schoolId: schoolB } })).toBe(0);
    }
  });

  it("the invitee sees who asks, and accepting links the account as asked; declining links nothing", async () => {
    const created = linked(await adminB.people.addStudent({ schoolId: schoolB, name: "Yanis B" }));
    const { user: memberUser, email, caller: member } = await outsideAccount("Mourad Dehors");
    const placeholder = linked(await adminB.people.linkParent({ studentId: created, name: "Mourad", email }));
    const mine = await member.invitations.mine();
    const asParent = mine.find((i) => i.role === "PARENT")!;
    expect(asParent).toMatchObject({ school: "École B", child: "Yanis B" });
    // the school is not told that the address had an owner to ask
    expect(await adminB.people.invitations({ schoolId: schoolB })).toEqual([]);

    // another user cannot answer it
    expect(
      (await clientError((await callerAs("PARENT")).invitations.respond({ id: asParent.id, accept: true }))).code,
    ).toBe("NOT_FOUND");

    await member.invitations.respond({ id: asParent.id, accept: true });
    expect(await db.parentLink.count({ where: { parentId: memberUser.id, studentId: created } })).toBe(1);
    expect(await db.user.count({ where: { id: placeholder } })).toBe(0);

    // named as a teacher and as a student (one address, so one school account, as a free address would be): one
    // offer with both asks, declined together
    const other = await outsideAccount("Nadia Dehors");
    const asTeacherId = linked(
      await adminB.people.addTeacher({ schoolId: schoolB, name: "Nadia", email: other.email }),
    );
    await adminB.people.addStudent({ schoolId: schoolB, name: "Nadia", email: other.email });
    const [offer, ...more] = await other.caller.invitations.mine();
    expect(more).toEqual([]);
    expect(offer!.asks.map((a) => a.role).sort()).toEqual(["STUDENT", "TEACHER"]);
    await other.caller.invitations.respond({ id: offer!.id, accept: false });
    expect(await db.userRole.count({ where: { userId: other.user.id, schoolId: schoolB } })).toBe(0);
    expect(await other.caller.invitations.mine()).toEqual([]);
    // the school keeps its own account, a teacher and a student as it asked
    expect(await db.userRole.count({ where: { userId: asTeacherId, schoolId: schoolB } })).toBe(2);
  });
});

describe("a school changes login details only of accounts it manages", () => {
  it("the admin of B cannot rewrite the e-mail of an account that accepted to be a student there", async () => {
    const { email, caller: member } = await outsideAccount("Mourad Élève");
    await adminB.people.addStudent({ schoolId: schoolB, name: "Mourad", email, registrationNumber: "B-7" });
    const invitation = (await member.invitations.mine()).find((i) => i.role === "STUDENT")!;
    await member.invitations.respond({ id: invitation.id, accept: true });
    const student = await db.student.findFirstOrThrow({ where: { schoolId: schoolB, user: { email } } });
    expect(student.registrationNumber).toBe("B-7");

    const change = await clientError(
      adminB.people.updateStudent({
        id: student.id,
        name: "Mourad Élève",
        email: "attacker@evil.dz",
        registrationNumber: "B-7",
      }),
    );
    expect(change.fieldErrors?.email?.key).toBe("validation.accountNotManaged");
    expect((await userByEmail(email)).id).toBe(student.userId);
    // the school's own fields stay editable
    await adminB.people.updateStudent({
      id: student.id,
      name: "Mourad Élève",
      email,
      birthPlace: "Oran",
      registrationNumber: "B-8",
    });
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).birthPlace).toBe("Oran");
  });

  it("slips go to the school's own accounts until their owner chooses a password", async () => {
    const admin = await callerAs("ADMIN");
    const id = linked(await admin.people.addStudent({ schoolId: schoolA, name: "Lina Slip" }));
    const [slip] = await admin.people.generateCredentials({
      schoolId: schoolA,
      studentIds: [id],
      students: true,
      parents: false,
    });
    expect(slip).toBeDefined();
    // the owner logs in and chooses a password: the school can no longer replace it
    await db.user.update({ where: { id: slip!.userId }, data: { mustChangePassword: false } });
    await expect(
      admin.people.generateCredentials({ schoolId: schoolA, studentIds: [id], students: true, parents: false }),
    ).resolves.toEqual([]);
  });
});

describe("once the owner chose a password, their login identifiers are theirs (issue 27, item 4)", () => {
  /** A school-made student who received a slip, logged in and chose their own password. */
  async function ownedStudent(name: string, email: string) {
    const admin = await callerAs("ADMIN");
    const id = linked(await admin.people.addStudent({ schoolId: schoolA, name, email }));
    const [slip] = await admin.people.generateCredentials({
      schoolId: schoolA,
      studentIds: [id],
      students: true,
      parents: false,
    });
    const owner = await callerForUser(slip!.userId);
    await owner.account.changePassword({
      currentPassword: slip!.password,
      password: "mon-propre-mot-2026",
      confirmPassword: "mon-propre-mot-2026",
    });
    return { admin, id, userId: slip!.userId, owner: await callerForUser(slip!.userId) };
  }

  it("the school that made the account can no longer re-address it, so a reset link cannot be sent to the school's choice", async () => {
    const { admin, id, userId } = await ownedStudent("Nadia Titulaire", "nadia@famille.dz");
    for (const change of [{ email: "directeur-perso@evil.dz" }, { phone: "+213550990011" }, { name: "Autre Nom" }]) {
      const error = await clientError(admin.people.updateStudent({ id, ...change }));
      expect(Object.values(error.fieldErrors ?? {})[0]?.key).toBe("validation.accountNotManaged");
    }
    const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect([user.email, user.phone, user.name]).toEqual(["nadia@famille.dz", null, "Nadia Titulaire"]);
    expect(await db.emailChangeRequest.count({ where: { userId } })).toBe(0);
    // the school's own fields stay editable
    await admin.people.updateStudent({ id, birthPlace: "Béjaïa" });
    expect(outbox).toEqual([]);
  });

  it("a school's re-addressing of an account it still holds waits for the new address, and dies if the owner chooses a password first", async () => {
    const admin = await callerAs("ADMIN");
    const id = linked(
      await admin.people.addStudent({ schoolId: schoolA, name: "Walid Tenu", email: "walid@famille.dz" }),
    );
    const student = await db.student.findUniqueOrThrow({ where: { id } });
    await expect(admin.people.updateStudent({ id, email: "walid.nouveau@famille.dz" })).resolves.toEqual({
      ok: true,
      pendingEmail: "walid.nouveau@famille.dz",
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: student.userId } })).email).toBe("walid@famille.dz");
    const token = linkIn(outbox.find((m) => m.to === "walid.nouveau@famille.dz"));
    expect(outbox.find((m) => m.to === "walid@famille.dz")?.text).toContain("walid.nouveau@famille.dz");
    // the owner gets a slip and chooses a password before the link is followed
    const [slip] = await admin.people.generateCredentials({
      schoolId: schoolA,
      studentIds: [id],
      students: true,
      parents: false,
    });
    await (
      await callerForUser(student.userId)
    ).account.changePassword({
      currentPassword: slip!.password,
      password: "mon-propre-mot-2026",
      confirmPassword: "mon-propre-mot-2026",
    });
    const refused = await clientError((await callerAs(null)).auth.confirmEmailChange({ token: token! }));
    expect(refused.messageKey).toBe("errors.linkInvalid");
    expect((await db.user.findUniqueOrThrow({ where: { id: student.userId } })).email).toBe("walid@famille.dz");
  });

  it("the owner's own new e-mail is attached by the link mailed to it, announced to the old one, and answers the same when taken", async () => {
    const { owner, userId } = await ownedStudent("Lamia Propre", "lamia@famille.dz");
    outbox.length = 0;
    const base = { name: "Lamia Propre", phone: "", locale: "fr" as const };
    await expect(owner.account.updateProfile({ ...base, email: "lamia.pro@famille.dz" })).resolves.toEqual({
      ok: true,
      pendingEmail: "lamia.pro@famille.dz",
    });
    expect((await db.user.findUniqueOrThrow({ where: { id: userId } })).email).toBe("lamia@famille.dz");
    expect((await owner.account.me()).pendingEmail).toBe("lamia.pro@famille.dz");
    expect(outbox.map((m) => m.to).sort()).toEqual(["lamia.pro@famille.dz", "lamia@famille.dz"]);
    // a taken address: the same answer, and nothing mailed to its owner
    outbox.length = 0;
    await expect(owner.account.updateProfile({ ...base, email: "member@wasla.dz" })).resolves.toEqual({
      ok: true,
      pendingEmail: "member@wasla.dz",
    });
    expect(outbox.map((m) => m.to)).toEqual(["lamia@famille.dz"]);
    // asking again replaces the earlier request; its link attaches the address, verified, once
    outbox.length = 0;
    await owner.account.updateProfile({ ...base, email: "lamia.pro@famille.dz" });
    const token = linkIn(outbox.find((m) => m.to === "lamia.pro@famille.dz"))!;
    await expect((await callerAs(null)).auth.confirmEmailChange({ token })).resolves.toEqual({
      email: "lamia.pro@famille.dz",
    });
    const after = await db.user.findUniqueOrThrow({ where: { id: userId } });
    expect([after.email, after.emailVerifiedAt !== null]).toEqual(["lamia.pro@famille.dz", true]);
    expect((await clientError((await callerAs(null)).auth.confirmEmailChange({ token }))).messageKey).toBe(
      "errors.linkInvalid",
    );
  });
});

describe("a parent named by e-mail and phone is linked only when both name the same account (issue 27, item 5)", () => {
  it("a pair naming two accounts, or one account and nobody, is the school's own new account; the owners are asked", async () => {
    const admin = await callerAs("ADMIN");
    const [x, y, z, w] = await Promise.all(
      ["Enfant X", "Enfant Y", "Enfant Z", "Enfant W"].map(async (name) =>
        linked(await admin.people.addStudent({ schoolId: schoolA, name })),
      ),
    );
    const samir = linked(await admin.people.linkParent({ studentId: y!, name: "Samir", phone: "0661000001" }));
    const nora = linked(await admin.people.linkParent({ studentId: z!, name: "Nora", email: "nora@famille.dz" }));
    // the answer is the one a free pair gets: neither Nora nor Samir is linked, and nothing says they exist
    const free = await admin.people.linkParent({
      studentId: w!,
      name: "Personne",
      email: "personne@famille.dz",
      phone: "0661999990",
    });
    const pair = await admin.people.linkParent({
      studentId: x!,
      name: "Nora",
      email: "nora@famille.dz",
      phone: "0661000001",
    });
    expect(Object.keys(pair)).toEqual(Object.keys(free));
    expect([nora, samir]).not.toContain(pair.id);
    // an outside owner of one of the two is asked; the school's list shows what it typed
    const member = await userByEmail("member@wasla.dz");
    await admin.people.linkParent({ studentId: w!, name: "Mourad", email: "member@wasla.dz", phone: "0661999991" });
    expect(await db.schoolInvitation.count({ where: { userId: member.id, studentId: w! } })).toBe(1);
    expect(await db.parentLink.count({ where: { studentId: w!, parentId: member.id } })).toBe(0);
    // a spreadsheet row with such a pair is no problem of its own either (a preview would tell what a link hides)
    const preview = await admin.people.previewImport({
      schoolId: schoolA,
      rows: [{ name: "Enfant V", parent1Name: "Nora", parent1Email: "nora@famille.dz", parent1Phone: "0661000001" }],
    });
    expect(preview[0]!.problems).toEqual([]);
    // the platform naming a new school's admin (a person it knows) is still asked which one it meant
    const school = await clientError(
      (await callerAs("SUPER_ADMIN")).school.create({
        name: "École D",
        adminName: "Nora",
        adminEmail: "nora@famille.dz",
        adminPhone: "0661000001",
      }),
    );
    expect([school.fieldErrors?.adminEmail?.key, school.fieldErrors?.adminPhone?.key]).toEqual([
      "validation.contactsDisagree",
      "validation.contactsDisagree",
    ]);
    // one contact naming the school's own account links that account
    const v = linked(await admin.people.addStudent({ schoolId: schoolA, name: "Enfant U" }));
    await expect(admin.people.linkParent({ studentId: v, name: "Nora", email: "nora@famille.dz" })).resolves.toEqual({
      id: nora,
    });
    await expect(admin.people.linkParent({ studentId: v, name: "Samir", phone: "0661000001" })).resolves.toEqual({
      id: samir,
    });
  });
});

describe("invitations tell a school nothing and can be refused (issue 27, item 5)", () => {
  it("the school sees the name and address it typed, never the asked account's own", async () => {
    const { user: owner, email } = await outsideAccount("Nom Du Titulaire");
    await adminB.people.addStudent({ schoolId: schoolB, name: "Nom Tapé", email });
    const { rows } = await adminB.people.students({ schoolId: schoolB, search: "Nom Tapé" });
    expect(rows.map((r) => [r.user.name, r.user.email])).toEqual([["Nom Tapé", email]]);
    expect(JSON.stringify(rows)).not.toContain(owner.name);
    expect(JSON.stringify(rows)).not.toContain(owner.id);
  });

  it("an owner who refuses invitations loses the pending ones and gets no new ones; the school is answered the same", async () => {
    const { user: memberUser, email, caller: member } = await outsideAccount("Mourad Refuse");
    await adminB.people.addTeacher({ schoolId: schoolB, name: "Mourad", email });
    expect((await member.invitations.mine()).length).toBeGreaterThan(0);
    await expect(member.account.setRefusesInvitations({ refuses: true })).resolves.toEqual({ ok: true, refuses: true });
    expect(await member.invitations.mine()).toEqual([]);
    expect((await member.account.me()).refusesInvitations).toBe(true);
    const child = linked(await adminB.people.addStudent({ schoolId: schoolB, name: "Enfant Refus" }));
    const refused = await adminB.people.linkParent({ studentId: child, name: "Mourad Bis", email });
    const asked = await adminB.people.addTeacher({
      schoolId: schoolB,
      name: "Webmestre",
      email: (await outsideAccount("Autre")).email,
    });
    expect(Object.keys(refused)).toEqual(Object.keys(asked));
    expect(await db.schoolInvitation.count({ where: { userId: memberUser.id } })).toBe(0);
    await member.account.setRefusesInvitations({ refuses: false });
  });

  it("a school sends at most 50 invitations an hour, silently beyond; another school is not held back", async () => {
    const superAdmin = await callerAs("SUPER_ADMIN");
    const c = await superAdmin.school.create({
      name: "École C",
      adminName: "Directeur C",
      adminEmail: "directeur@ecole-c.dz",
    });
    const adminC = await callerForUser((await userByEmail("directeur@ecole-c.dz")).id);
    const webmaster = await userByEmail("webmaster@wasla.dz");
    for (let i = 0; i < 50; i++)
      await adminC.people.linkParent({
        studentId: linked(await adminC.people.addStudent({ schoolId: c.id, name: `Enfant ${i}` })),
        name: `Invité ${i}`,
        email: "webmaster@wasla.dz",
      });
    expect(await db.schoolInvitation.count({ where: { schoolId: c.id, userId: webmaster.id } })).toBe(50);
    // the 51st is answered as the others (the school must not learn it was an invitation), and not sent
    const child = linked(await adminC.people.addStudent({ schoolId: c.id, name: "Enfant de trop" }));
    await expect(
      adminC.people.linkParent({ studentId: child, name: "Un de trop", email: "webmaster@wasla.dz" }),
    ).resolves.toEqual({ id: expect.any(String) });
    expect(await db.schoolInvitation.count({ where: { schoolId: c.id, userId: webmaster.id } })).toBe(50);
    await adminB.people.addTeacher({ schoolId: schoolB, name: "Encore", email: "webmaster@wasla.dz" });
    expect(
      await db.schoolInvitation.count({ where: { schoolId: schoolB, userId: webmaster.id, name: "Encore" } }),
    ).toBe(1);
  });
});

describe("one path to roles, scoped and ranked", () => {
  it("users.assignRole is gone; users.grantRole refuses the takeovers it allowed", async () => {
    expect(Object.keys(appRouter._def.procedures)).not.toContain("users.assignRole");
    const superAdmin = await userByEmail("superadmin@wasla.dz");
    const webmaster = await userByEmail("webmaster@wasla.dz");
    // an admin gives the super admin a role in their school
    expect(
      (
        await clientError(
          (await callerAs("ADMIN")).users.grantRole({ userId: superAdmin.id, role: "TEACHER", schoolId: schoolA }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    // the webmaster makes itself admin of a school
    expect(
      (
        await clientError(
          (await callerAs("WEBMASTER")).users.grantRole({ userId: webmaster.id, role: "ADMIN", schoolId: schoolA }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    expect(await db.userRole.count({ where: { userId: webmaster.id, schoolId: schoolA } })).toBe(0);
  });
});

describe("platform permissions do not reach into schools", () => {
  it("the webmaster's and the developer's platform-wide user.edit neither resets a school's passwords nor edits its students", async () => {
    const admin = await callerAs("ADMIN");
    const id = linked(await admin.people.addStudent({ schoolId: schoolA, name: "Rayan Cible" }));
    for (const role of ["WEBMASTER", "DEVELOPER"] as const) {
      const caller = await callerAs(role);
      expect(
        (
          await clientError(
            caller.people.generateCredentials({ schoolId: schoolA, studentIds: [id], students: true, parents: true }),
          )
        ).code,
      ).toBe("FORBIDDEN");
      expect((await clientError(caller.people.updateStudent({ id, name: "Rayan", email: "x@evil.dz" }))).code).toBe(
        "FORBIDDEN",
      );
      // outside the pupil's school: nothing of the pupil, not even that the record exists (the child gate)
      expect((await clientError(caller.people.student({ id }))).code).toBe("NOT_FOUND");
    }
    // a permission held in school A counts in A only
    expect((await clientError(admin.people.students({ schoolId: schoolB, page: 1, sort: "name" }))).code).toBe(
      "FORBIDDEN",
    );
  });
});

describe("families' contacts", () => {
  it("a teacher reads a pupil without the family's e-mails and phones; the parent and the admin see them", async () => {
    const karim = await userByEmail("parent@wasla.dz");
    const sara = await db.student.findFirstOrThrow({
      where: { schoolId: schoolA, user: { email: "student@wasla.dz" } },
    });
    const teacherView = await (await callerAs("TEACHER")).people.student({ id: sara.id });
    expect(teacherView.user.email).toBeNull();
    expect(teacherView.parents).toEqual([]);
    expect(JSON.stringify(teacherView)).not.toContain(karim.email!);
    const parentView = await (await callerAs("PARENT")).people.student({ id: sara.id });
    expect(parentView.parents.map((p) => p.parent.email)).toContain("parent@wasla.dz");
    const adminView = await (await callerAs("ADMIN")).people.student({ id: sara.id });
    expect(adminView.user.email).toBe("student@wasla.dz");
  });
});
