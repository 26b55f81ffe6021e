import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { authenticate } from "~/modules/account/server/authenticate";
import { callerAs, callerForUser, linked, seedOnce } from "~/test/callers";
import { mergeClasses } from "./merge-accounts";

/**
 * Issue 27, item 5: "one answer for both". A school naming a person by an address that already has an account gets
 * exactly what it gets for a free address (its own account, linked at once, showing what it typed); the owner is
 * asked, and accepting merges the school's placeholder into their account.
 */
let schoolId: string;
let classId: string;
beforeAll(async () => {
  schoolId = (await seedOnce()).schoolId;
  classId = (await db.schoolClass.findFirstOrThrow({ where: { schoolId, name: "4AM1" }, select: { id: true } })).id;
});

/** A student's row as the school reads it, with the ids and the typed words taken out. */
const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shape)
    : value instanceof Date
      ? "date"
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
        : typeof value === "string"
          ? "text"
          : value;

describe("a school is answered the same whether or not an address has an account", () => {
  it("adding a student and a parent: the same result, the same list row, no pending invitation", async () => {
    const admin = await callerAs("ADMIN");
    const pendingBefore = await admin.people.invitations({ schoolId });
    const run = async (tag: string, childEmail: string, parentEmail: string) => {
      const child = await admin.people.addStudent({
        schoolId,
        classId,
        name: `Élève ${tag}`,
        email: childEmail,
        registrationNumber: `OA-${tag}`,
      });
      const parent = await admin.people.linkParent({ studentId: child.id, name: `Parent ${tag}`, email: parentEmail });
      const { rows } = await admin.people.students({ schoolId, search: `OA-${tag}` });
      return { child, parent, rows, student: await admin.people.student({ id: child.id }) };
    };
    const free = await run("libre", "eleve.libre@famille.dz", "parent.libre@famille.dz");
    const owned = await run("pris", "member@wasla.dz", "webmaster@wasla.dz");
    expect(shape(owned.child)).toEqual(shape(free.child));
    expect(shape(owned.parent)).toEqual(shape(free.parent));
    expect(shape(owned.rows)).toEqual(shape(free.rows));
    expect(shape(owned.student)).toEqual(shape(free.student));
    expect(owned.rows[0]!.user.email).toBe("member@wasla.dz");
    expect(owned.rows[0]!.parents[0]!.parent.email).toBe("webmaster@wasla.dz");
    expect(await admin.people.invitations({ schoolId })).toEqual(pendingBefore);
  });

  it("the owner who accepts takes the placeholder's place — class, number, child, marks — but not its login", async () => {
    const admin = await callerAs("ADMIN");
    const child = linked(await admin.people.addStudent({ schoolId, classId, name: "Enfant Fusion" }));
    const placeholder = linked(
      await admin.people.linkParent({ studentId: child, name: "Parent Fusion", email: "member@wasla.dz" }),
    );
    // the school prints the placeholder's slip, and someone signs in with it
    const [slip] = await admin.people.generateCredentials({
      schoolId,
      studentIds: [child],
      students: false,
      parents: true,
    });
    expect(slip!.userId).toBe(placeholder);
    expect((await authenticate(db, { identifier: slip!.identifier, password: slip!.password }, "10.7.0.1")).ok).toBe(
      true,
    );
    // something is written for the placeholder meanwhile
    await db.notification.create({ data: { userId: placeholder, schoolId, kind: "merge.test", url: "/dashboard" } });

    const member = await callerAs("MEMBER");
    const memberUser = await db.user.findUniqueOrThrow({ where: { email: "member@wasla.dz" } });
    const invitation = (await member.invitations.mine()).find(
      (i) => i.role === "PARENT" && i.child === "Enfant Fusion",
    )!;
    await member.invitations.respond({ id: invitation.id, accept: true });

    expect(await db.user.count({ where: { id: placeholder } })).toBe(0);
    expect(await db.parentLink.count({ where: { parentId: memberUser.id, studentId: child } })).toBe(1);
    expect(await db.userRole.count({ where: { userId: memberUser.id, schoolId, role: { key: "PARENT" } } })).toBe(1);
    expect(await db.notification.count({ where: { userId: memberUser.id, kind: "merge.test" } })).toBe(1);
    // the slip no longer opens anything, and its session went with the placeholder
    expect((await authenticate(db, { identifier: slip!.identifier, password: slip!.password }, "10.7.0.2")).ok).toBe(
      false,
    );
    expect(await db.loginSession.count({ where: { userId: placeholder } })).toBe(0);
    // the member's own password still opens their account, now a parent of the child
    expect(
      (await authenticate(db, { identifier: "member@wasla.dz", password: "wasla-demo-2026" }, "10.7.0.3")).ok,
    ).toBe(true);
    expect((await (await callerForUser(memberUser.id)).people.myChildren()).map((c) => c.user.name)).toContain(
      "Enfant Fusion",
    );
  });

  it("a student placeholder brings its class and ID number; declining leaves the school's account as it is", async () => {
    const admin = await callerAs("ADMIN");
    const student = linked(
      await admin.people.addStudent({
        schoolId,
        classId,
        name: "Élève Invité",
        email: "superadmin@wasla.dz",
        registrationNumber: "OA-777",
      }),
    );
    const superAdmin = await callerAs("SUPER_ADMIN");
    const invitation = (await superAdmin.invitations.mine()).find((i) => i.role === "STUDENT")!;
    await superAdmin.invitations.respond({ id: invitation.id, accept: false });
    const kept = await db.student.findUniqueOrThrow({
      where: { id: student },
      select: { registrationNumber: true, user: { select: { email: true, contactEmail: true } } },
    });
    expect(kept).toEqual({ registrationNumber: "OA-777", user: { email: null, contactEmail: "superadmin@wasla.dz" } });
  });

  it("a placeholder its slip's holder made their own (a chosen password) is not merged", async () => {
    const admin = await callerAs("ADMIN");
    const child = linked(await admin.people.addStudent({ schoolId, name: "Enfant Repris" }));
    const placeholder = linked(
      await admin.people.linkParent({ studentId: child, name: "Parent Repris", email: "member@wasla.dz" }),
    );
    await db.user.update({ where: { id: placeholder }, data: { passwordHash: "x", mustChangePassword: false } });
    const member = await callerAs("MEMBER");
    const invitation = (await member.invitations.mine()).find((i) => i.child === "Enfant Repris")!;
    await expect(member.invitations.respond({ id: invitation.id, accept: true })).rejects.toMatchObject({
      message: "invitations.gone",
    });
    expect(await db.user.count({ where: { id: placeholder } })).toBe(1);
  });
});

describe("every table that references an account is classified for a merge", () => {
  it("a new table referencing User fails here until its rows are known to move, drop or dedupe", async () => {
    // rows that move to the owner as they are; a unique clash among them refuses the merge
    const MOVED = [
      "Ad",
      "AdClaim",
      "AdMessage",
      "AdThread",
      "AuditLog",
      "Circular",
      "CircularFamily",
      "Delegate",
      "FamilyRequest",
      "FamilyLinkAttempt",
      "ClassSubject",
      "Comment",
      "Conversation",
      "DataBreach",
      "DataRequest",
      "Homework",
      "MeetingBooking",
      "MeetingSlot",
      "Message",
      "MessageBroadcast",
      "Notification",
      "NotificationBroadcast",
      "Payment",
      "PaymentProof",
      "Report",
      "Resource",
      "SmsMessage",
      "SchoolEvent",
      "SessionRecord",
      "SchoolDocument",
      "Student",
    ];
    const tables = new Set((await db.$transaction((tx) => mergeClasses.userForeignKeys(tx))).map((fk) => fk.table));
    const classified = new Set([...MOVED, ...mergeClasses.DROPPED, ...mergeClasses.LINKS]);
    expect([...tables].filter((t) => !classified.has(t)).sort()).toEqual([]);
  });
});
