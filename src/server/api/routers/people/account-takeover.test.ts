import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "~/server/api/root";
import { db } from "~/server/db";
import { authenticate } from "~/server/services/auth/authenticate";
import { callerAs, callerForUser, clientError, linked, seedOnce } from "~/test/callers";

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
  const b = await superAdmin.school.create({ name: "École B", adminName: "Directeur B", adminEmail: "directeur@ecole-b.dz" });
  schoolB = b.id;
  const user = await db.user.findUniqueOrThrow({ where: { email: "directeur@ecole-b.dz" }, select: { id: true } });
  adminB = await callerForUser(user.id);
});

const userByEmail = (email: string) => db.user.findUniqueOrThrow({ where: { email } });

describe("linking an existing account needs its consent", () => {
  it("the admin of B cannot link a school-A parent and hand out a password for it", async () => {
    const parent = await userByEmail("parent@wasla.dz");
    const before = parent.passwordHash;
    const added = await adminB.people.addStudent({ schoolId: schoolB, name: "Intrus", email: "parent@wasla.dz" });
    expect(added).toEqual({ id: null, invited: true });
    expect(await db.student.count({ where: { userId: parent.id, schoolId: schoolB } })).toBe(0);
    expect(await db.userRole.count({ where: { userId: parent.id, schoolId: schoolB } })).toBe(0);

    // nothing to hand a slip to, whichever way the admin asks
    const klass = await adminB.classes.list({ schoolId: schoolB });
    expect(klass).toEqual([]);
    await expect(adminB.people.generateCredentials({ schoolId: schoolB, studentIds: [parent.id], students: true, parents: true })).resolves.toEqual([]);
    const after = await userByEmail("parent@wasla.dz");
    expect(after.passwordHash).toBe(before);
    expect((await authenticate(db, { identifier: "parent@wasla.dz", password: "wasla-demo-2026" }, "10.1.0.1")).ok).toBe(true);
  });

  it("a self-registered board member and the super admin are invited, never linked", async () => {
    for (const email of ["member@wasla.dz", "superadmin@wasla.dz"]) {
      await expect(adminB.people.addStudent({ schoolId: schoolB, name: "X", email })).resolves.toMatchObject({ invited: true });
      await expect(adminB.people.addTeacher({ schoolId: schoolB, name: "X", email })).resolves.toMatchObject({ invited: true });
      const user = await userByEmail(email);
      expect(await db.userRole.count({ where: { userId: user.id, schoolId: schoolB } })).toBe(0);
    }
  });

  it("the invitee sees who asks, and accepting links the account as asked; declining links nothing", async () => {
    const created = linked(await adminB.people.addStudent({ schoolId: schoolB, name: "Yanis B" }));
    await expect(adminB.people.linkParent({ studentId: created, name: "Mourad", email: "member@wasla.dz" })).resolves.toMatchObject({ invited: true });
    const member = await callerAs("MEMBER");
    const mine = await member.invitations.mine();
    const asParent = mine.find((i) => i.role === "PARENT")!;
    expect(asParent).toMatchObject({ school: "École B", child: "Yanis B" });
    expect(await adminB.people.invitations({ schoolId: schoolB })).toEqual(expect.arrayContaining([expect.objectContaining({ role: "PARENT", child: "Yanis B" })]));

    // another user cannot answer it
    expect((await clientError((await callerAs("PARENT")).invitations.respond({ id: asParent.id, accept: true }))).code).toBe("NOT_FOUND");

    await member.invitations.respond({ id: asParent.id, accept: true });
    const memberUser = await userByEmail("member@wasla.dz");
    expect(await db.parentLink.count({ where: { parentId: memberUser.id, studentId: created } })).toBe(1);
    const asTeacher = (await member.invitations.mine()).find((i) => i.role === "TEACHER")!;
    await member.invitations.respond({ id: asTeacher.id, accept: false });
    expect(await db.userRole.count({ where: { userId: memberUser.id, schoolId: schoolB, role: { key: "TEACHER" } } })).toBe(0);
    expect((await member.invitations.mine()).some((i) => i.id === asTeacher.id)).toBe(false);
  });
});

describe("a school changes login details only of accounts it manages", () => {
  it("the admin of B cannot rewrite the e-mail of an account that accepted to be a student there", async () => {
    await adminB.people.addStudent({ schoolId: schoolB, name: "Mourad", email: "member@wasla.dz", registrationNumber: "B-7" });
    const member = await callerAs("MEMBER");
    const invitation = (await member.invitations.mine()).find((i) => i.role === "STUDENT")!;
    await member.invitations.respond({ id: invitation.id, accept: true });
    const student = await db.student.findFirstOrThrow({ where: { schoolId: schoolB, user: { email: "member@wasla.dz" } } });
    expect(student.registrationNumber).toBe("B-7");

    const change = await clientError(
      adminB.people.updateStudent({ id: student.id, name: "Mourad Membre", email: "attacker@evil.dz", registrationNumber: "B-7" }),
    );
    expect(change.fieldErrors?.email?.key).toBe("validation.accountNotManaged");
    expect((await userByEmail("member@wasla.dz")).id).toBe(student.userId);
    // the school's own fields stay editable
    await adminB.people.updateStudent({ id: student.id, name: "Mourad Membre", email: "member@wasla.dz", birthPlace: "Oran", registrationNumber: "B-8" });
    expect((await db.student.findUniqueOrThrow({ where: { id: student.id } })).birthPlace).toBe("Oran");
  });

  it("slips go to the school's own accounts until their owner chooses a password", async () => {
    const admin = await callerAs("ADMIN");
    const id = linked(await admin.people.addStudent({ schoolId: schoolA, name: "Lina Slip" }));
    const [slip] = await admin.people.generateCredentials({ schoolId: schoolA, studentIds: [id], students: true, parents: false });
    expect(slip).toBeDefined();
    // the owner logs in and chooses a password: the school can no longer replace it
    await db.user.update({ where: { id: slip!.userId }, data: { mustChangePassword: false } });
    await expect(admin.people.generateCredentials({ schoolId: schoolA, studentIds: [id], students: true, parents: false })).resolves.toEqual([]);
  });
});

describe("one path to roles, scoped and ranked", () => {
  it("users.assignRole is gone; users.grantRole refuses the takeovers it allowed", async () => {
    expect(Object.keys(appRouter._def.procedures)).not.toContain("users.assignRole");
    const superAdmin = await userByEmail("superadmin@wasla.dz");
    const webmaster = await userByEmail("webmaster@wasla.dz");
    // an admin gives the super admin a role in their school
    expect((await clientError((await callerAs("ADMIN")).users.grantRole({ userId: superAdmin.id, role: "TEACHER", schoolId: schoolA }))).code).toBe("FORBIDDEN");
    // the webmaster makes itself admin of a school
    expect((await clientError((await callerAs("WEBMASTER")).users.grantRole({ userId: webmaster.id, role: "ADMIN", schoolId: schoolA }))).code).toBe("FORBIDDEN");
    expect(await db.userRole.count({ where: { userId: webmaster.id, schoolId: schoolA } })).toBe(0);
  });
});

describe("platform permissions do not reach into schools", () => {
  it("the webmaster's and the developer's platform-wide user.edit neither resets a school's passwords nor edits its students", async () => {
    const admin = await callerAs("ADMIN");
    const id = linked(await admin.people.addStudent({ schoolId: schoolA, name: "Rayan Cible" }));
    for (const role of ["WEBMASTER", "DEVELOPER"] as const) {
      const caller = await callerAs(role);
      expect((await clientError(caller.people.generateCredentials({ schoolId: schoolA, studentIds: [id], students: true, parents: true }))).code).toBe("FORBIDDEN");
      expect((await clientError(caller.people.updateStudent({ id, name: "Rayan", email: "x@evil.dz" }))).code).toBe("FORBIDDEN");
      expect((await clientError(caller.people.student({ id }))).code).toBe("FORBIDDEN");
    }
    // a permission held in school A counts in A only
    expect((await clientError(admin.people.students({ schoolId: schoolB, page: 1, sort: "name" }))).code).toBe("FORBIDDEN");
  });
});

describe("families' contacts", () => {
  it("a teacher reads a pupil without the family's e-mails and phones; the parent and the admin see them", async () => {
    const karim = await userByEmail("parent@wasla.dz");
    const sara = await db.student.findFirstOrThrow({ where: { schoolId: schoolA, user: { email: "student@wasla.dz" } } });
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
