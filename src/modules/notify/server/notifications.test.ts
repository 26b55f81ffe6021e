import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RULES } from "~/modules/notify/domain/rules";
import { db } from "~/platform/db";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";
import { notify } from "./notify";

/**
 * Notifications against the real database, through the procedures: the school's rules, sending to each audience
 * (a teacher only to the classes they teach), the list (mine only, a page at a time), mark read, clear.
 */
let schoolId: string;
let fourAm1: { id: string };
let sara: { id: string; userId: string; parents: string[] };

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  fourAm1 = await db.schoolClass.findFirstOrThrow({ where: { schoolId, name: "4AM1" }, select: { id: true } });
  const student = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: { id: true, userId: true, parents: { select: { parentId: true } } },
  });
  sara = { id: student.id, userId: student.userId, parents: student.parents.map((p) => p.parentId) };
});

const mine = (userId: string, kind: string) => db.notification.count({ where: { userId, kind } });

describe("the school's rules", () => {
  it("an event reaches only the parts the school chose; workflow notices always arrive", async () => {
    const admin = await callerAs("ADMIN");
    expect(await admin.notifications.rules({ schoolId })).toEqual(DEFAULT_RULES);
    await admin.notifications.updateRules({ schoolId, rules: { ...DEFAULT_RULES, "homework.set": ["PARENT"] } });

    const before = {
      student: await mine(sara.userId, "homework.set"),
      parent: await mine(sara.parents[0]!, "homework.set"),
    };
    await db.$transaction((tx) =>
      notify(tx, {
        schoolId,
        kind: "homework.set",
        to: { STUDENT: [sara.userId], PARENT: sara.parents },
        params: { subjectFr: "Maths" },
      }),
    );
    expect(await mine(sara.userId, "homework.set")).toBe(before.student);
    expect(await mine(sara.parents[0]!, "homework.set")).toBe(before.parent + 1);

    // not an event a school turns off
    const decided = await mine(sara.parents[0]!, "absence.decided");
    await db.$transaction((tx) =>
      notify(tx, {
        schoolId,
        kind: "absence.decided",
        to: { PARENT: sara.parents },
        params: { accepted: 1, count: 1 },
      }),
    );
    expect(await mine(sara.parents[0]!, "absence.decided")).toBe(decided + 1);

    await admin.notifications.updateRules({ schoolId, rules: DEFAULT_RULES });
  });

  it("a teacher may not change the rules; a notification stored in a rolled-back action is gone with it", async () => {
    expect(
      (await clientError((await callerAs("TEACHER")).notifications.updateRules({ schoolId, rules: DEFAULT_RULES })))
        .code,
    ).toBe("FORBIDDEN");
    const before = await mine(sara.parents[0]!, "reportCard.published");
    await expect(
      db.$transaction(async (tx) => {
        await notify(tx, { schoolId, kind: "reportCard.published", to: { PARENT: sara.parents }, params: { term: 1 } });
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    expect(await mine(sara.parents[0]!, "reportCard.published")).toBe(before);
  });
});

describe("sending", () => {
  it("previews and sends to the parents of a class: each parent gets it once, the sender and the students do not", async () => {
    const admin = await callerAs("ADMIN");
    const audience = { kind: "classParents" as const, classId: fourAm1.id };
    const parents = await db.parentLink.findMany({
      where: { student: { enrollments: { some: { classId: fourAm1.id } } } },
      select: { parentId: true },
    });
    const expected = new Set(parents.map((p) => p.parentId)).size;
    expect((await admin.notifications.audienceCount({ schoolId, audience })).count).toBe(expected);

    const sent = await admin.notifications.send({
      schoolId,
      audience,
      title: "Réunion parents-professeurs",
      body: "Jeudi à 16 h, salle polyvalente.",
    });
    expect(sent.recipients).toBe(expected);
    const rows = await db.notification.findMany({
      where: { kind: "message", params: { path: ["broadcastId"], equals: sent.id } },
      select: { userId: true },
    });
    expect(rows.length).toBe(expected);
    expect(rows.map((r) => r.userId)).not.toContain(sara.userId);
    expect((await admin.notifications.sent({ schoolId }))[0]).toMatchObject({
      id: sent.id,
      className: "4AM1",
      recipients: expected,
    });

    // the parent reads it in their list
    const parent = await callerForUser(sara.parents[0]!);
    const list = await parent.notifications.list({});
    expect(list.items[0]).toMatchObject({
      kind: "message",
      read: false,
      params: { title: "Réunion parents-professeurs" },
    });
  });

  it("a class reaches its students and their parents; a role reaches its holders", async () => {
    const admin = await callerAs("ADMIN");
    const students = await db.student.findMany({
      where: { enrollments: { some: { classId: fourAm1.id } } },
      select: { userId: true, parents: { select: { parentId: true } } },
    });
    const families = new Set(students.flatMap((s) => [s.userId, ...s.parents.map((p) => p.parentId)]));
    expect(
      (await admin.notifications.audienceCount({ schoolId, audience: { kind: "class", classId: fourAm1.id } })).count,
    ).toBe(families.size);
    const teachers = await db.userRole.findMany({
      where: { schoolId, role: { key: "TEACHER" } },
      select: { userId: true },
      distinct: ["userId"],
    });
    expect(
      (await admin.notifications.audienceCount({ schoolId, audience: { kind: "role", role: "TEACHER" } })).count,
    ).toBe(teachers.length);
  });

  it("a teacher addresses the classes they teach and those families only", async () => {
    const teacher = await callerAs("TEACHER");
    const taught = await db.schoolClass.findMany({
      where: {
        schoolId,
        schoolYear: { isCurrent: true },
        subjects: { some: { teacher: { email: "teacher@wasla.dz" } } },
      },
      select: { id: true },
    });
    // a class they do not teach (none of its subjects is theirs)
    const other = await (
      await callerAs("ADMIN")
    ).classes.create({
      schoolId,
      schoolYearId: (await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true } })).id,
      levelId: (await db.schoolClass.findUniqueOrThrow({ where: { id: fourAm1.id } })).levelId,
      name: "4AM7",
    });
    expect(
      (await teacher.notifications.audienceCount({ schoolId, audience: { kind: "class", classId: taught[0]!.id } }))
        .count,
    ).toBeGreaterThan(0);
    expect(
      (
        await clientError(
          teacher.notifications.audienceCount({ schoolId, audience: { kind: "class", classId: other.id } }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    expect(
      (await clientError(teacher.notifications.audienceCount({ schoolId, audience: { kind: "school" } }))).code,
    ).toBe("FORBIDDEN");
    // by name: only families of their classes (a colleague is not one)
    const people = await teacher.notifications.people({ schoolId, query: "" });
    const outsider = await db.userRole.findFirstOrThrow({
      where: { schoolId, role: { key: "TEACHER" }, user: { email: { not: "teacher@wasla.dz" } } },
      select: { userId: true },
    });
    expect(people.length).toBeGreaterThan(0);
    expect(people.map((p) => p.id)).not.toContain(outsider.userId);
    expect(
      (
        await clientError(
          teacher.notifications.send({
            schoolId,
            audience: { kind: "people", userIds: [outsider.userId] },
            title: "x",
            body: "y",
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
  });

  it("refuses an empty title or message on their fields, and an audience that reaches nobody, storing nothing", async () => {
    const admin = await callerAs("ADMIN");
    const blank = await clientError(
      admin.notifications.send({ schoolId, audience: { kind: "school" }, title: "  ", body: "" }),
    );
    expect(blank.fieldErrors?.title?.key).toBe("validation.required");
    expect(blank.fieldErrors?.body?.key).toBe("validation.required");

    const empty = await admin.classes.create({
      schoolId,
      schoolYearId: (await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true } })).id,
      levelId: (await db.schoolClass.findUniqueOrThrow({ where: { id: fourAm1.id } })).levelId,
      name: "4AM8",
    });
    const before = await db.notificationBroadcast.count();
    const nobody = await clientError(
      admin.notifications.send({
        schoolId,
        audience: { kind: "classParents", classId: empty.id },
        title: "Titre",
        body: "Texte",
      }),
    );
    expect(nobody.fieldErrors?.audience?.key).toBe("notifications.send.nobody");
    expect(await db.notificationBroadcast.count()).toBe(before);
  });
});

describe("my list", () => {
  it("pages newest first, marks read (mine only), clears", async () => {
    const admin = await callerAs("ADMIN");
    const parentId = sara.parents[0]!;
    const parent = await callerForUser(parentId);
    await parent.notifications.clear();
    for (let i = 1; i <= 3; i++)
      await admin.notifications.send({
        schoolId,
        audience: { kind: "people", userIds: [parentId] },
        title: `Message ${i}`,
        body: "Texte",
      });
    expect(await parent.notifications.unreadCount()).toBe(3);

    const first = await parent.notifications.list({ limit: 2 });
    expect(first.items.map((n) => n.params.title)).toEqual(["Message 3", "Message 2"]);
    const second = await parent.notifications.list({ limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((n) => n.params.title)).toEqual(["Message 1"]);
    expect(second.nextCursor).toBeNull();

    // someone else's ids change nothing
    const student = await callerForUser(sara.userId);
    expect((await student.notifications.markRead({ ids: [first.items[0]!.id] })).count).toBe(0);
    expect(await parent.notifications.unreadCount()).toBe(3);

    expect(await parent.notifications.markRead({ ids: [first.items[0]!.id] })).toEqual({ count: 1, unread: 2 });
    expect(await parent.notifications.markRead({})).toEqual({ count: 2, unread: 0 });
    expect((await parent.notifications.clear()).count).toBe(3);
    expect((await parent.notifications.list({})).items).toEqual([]);
    // the broadcasts stay on the sender's side
    expect(
      (await admin.notifications.sent({ schoolId })).filter((m) => m.title.startsWith("Message ")).length,
    ).toBeGreaterThanOrEqual(3);
  });
});
