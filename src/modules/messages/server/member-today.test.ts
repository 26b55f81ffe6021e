import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { callerAs, callerForUser, clientError, linked, seedOnce } from "~/test/callers";
import { unique } from "~/test/matrix-world";

/**
 * Issue 47, finding 1: a class's group discussion has no child, so a custody decision, an unlinked parent or a pupil
 * changing class never took anyone out of it. Membership is now "a member today" (member-today.ts), asked by the
 * gate and by every list, search and notification of a conversation.
 */
let schoolId: string;
let classId: string;
let otherClassId: string;

function reply(conversationId: string, body: string) {
  const form = new FormData();
  form.set("fields", JSON.stringify({ conversationId, body }));
  return form;
}

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  const classes = await db.schoolClass.findMany({
    where: { schoolId, schoolYear: { isCurrent: true }, name: { in: ["4AM1", "1AM1"] } },
    orderBy: { name: "desc" },
    select: { id: true, name: true },
  });
  classId = classes.find((c) => c.name === "4AM1")!.id;
  otherClassId = classes.find((c) => c.name === "1AM1")!.id;
});

/** A family of the class: a child in 4AM1 with a parent who also has a child in 1AM1 (so they keep their Parent role). */
async function family() {
  const admin = await callerAs("ADMIN");
  const tag = unique();
  const child = linked(
    await admin.people.addStudent({ schoolId, classId, name: `Enfant ${tag}`, registrationNumber: `MT-${tag}` }),
  );
  const parent = linked(
    await admin.people.linkParent({ studentId: child, name: `Parent ${tag}`, email: `parent.${tag}@famille.dz` }),
  );
  const sibling = linked(
    await admin.people.addStudent({
      schoolId,
      classId: otherClassId,
      name: `Cadet ${tag}`,
      registrationNumber: `MC-${tag}`,
    }),
  );
  await admin.people.linkParent({ studentId: sibling, name: `Parent ${tag}`, email: `parent.${tag}@famille.dz` });
  return { child, parent, caller: await callerForUser(parent) };
}

async function groupOf() {
  const teacher = await callerAs("TEACHER");
  const { conversationId } = await teacher.messages.toClass({
    schoolId,
    classId,
    body: `Bienvenue ${unique()}`,
    group: true,
  });
  return { teacher, conversationId: conversationId! };
}

/** What a former member can still learn of the group after `leave` (nothing, each asked separately). */
async function afterLeaving(parent: string, conversationId: string, teacher: Awaited<ReturnType<typeof callerAs>>) {
  const caller = await callerForUser(parent);
  const secret = `apres${unique()}`;
  const since = new Date();
  await teacher.messages.send(reply(conversationId, `Photos de la sortie ${secret}`));
  return {
    thread: (await clientError(caller.messages.thread({ conversationId }))).code,
    write: (await clientError(caller.messages.send(reply(conversationId, "Encore moi")))).code,
    listed: (await caller.messages.list({ schoolId })).some((c) => c.id === conversationId),
    found: (await caller.messages.search({ schoolId, query: secret })).length,
    notified: await db.notification.count({
      where: { userId: parent, url: `/messages/${conversationId}`, createdAt: { gte: since } },
    }),
    named: (await teacher.messages.thread({ conversationId })).members.some((m) => m.id === parent),
  };
}
const GONE = { thread: "NOT_FOUND", write: "NOT_FOUND", listed: false, found: 0, notified: 0, named: false };

describe("a class's group discussion: its members are the class's parents of today", () => {
  it("a parent under a 'no access' decision reads, writes and is told nothing more of the child's class group", async () => {
    const { child, parent, caller } = await family();
    const { teacher, conversationId } = await groupOf();
    expect((await caller.messages.thread({ conversationId })).canWrite).toBe(true);
    await (
      await callerAs("ADMIN")
    ).family.setCustody({ studentId: child, parentId: parent, access: "NONE", noPickup: false });
    expect(await afterLeaving(parent, conversationId, teacher)).toEqual(GONE);
  });

  it("a parent unlinked from the child, and a parent whose child moved to another class, are no longer in it", async () => {
    const admin = await callerAs("ADMIN");
    const unlinked = await family();
    const moved = await family();
    const { teacher, conversationId } = await groupOf();
    await admin.people.unlinkParent({ studentId: unlinked.child, parentId: unlinked.parent });
    await db.classEnrollment.delete({ where: { classId_studentId: { classId, studentId: moved.child } } });
    await db.classEnrollment.create({
      data: {
        classId: (await db.schoolClass.findFirstOrThrow({ where: { schoolId, name: "4AM2" }, select: { id: true } }))
          .id,
        studentId: moved.child,
      },
    });
    expect(await afterLeaving(unlinked.parent, conversationId, teacher)).toEqual(GONE);
    expect(await afterLeaving(moved.parent, conversationId, teacher)).toEqual(GONE);
  });

  it("a parent under a 'read-only' decision reads the group but does not write in it", async () => {
    const { child, parent, caller } = await family();
    const { conversationId } = await groupOf();
    await (
      await callerAs("ADMIN")
    ).family.setCustody({ studentId: child, parentId: parent, access: "READ_ONLY", noPickup: false });
    const thread = await caller.messages.thread({ conversationId });
    expect(thread.canWrite).toBe(false);
    expect((await clientError(caller.messages.send(reply(conversationId, "Je peux ?")))).code).toBe("FORBIDDEN");
    // lifted: they write again
    await (
      await callerAs("ADMIN")
    ).family.setCustody({ studentId: child, parentId: parent, access: "FULL", noPickup: false });
    await caller.messages.send(reply(conversationId, "Merci"));
  });

  it("a parent barred from a child leaves that child's own conversations too, and is told nothing of them", async () => {
    const { child, parent, caller } = await family();
    const teacher = await callerAs("TEACHER");
    const teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" }, select: { id: true } }))
      .id;
    const { conversationId } = await caller.messages.start({
      schoolId,
      to: teacherId,
      studentId: child,
      body: "Bonjour",
    });
    await (
      await callerAs("ADMIN")
    ).family.setCustody({ studentId: child, parentId: parent, access: "NONE", noPickup: false });
    expect((await clientError(caller.messages.thread({ conversationId }))).code).toBe("NOT_FOUND");
    await teacher.messages.send(reply(conversationId, "Réponse"));
    expect(await db.notification.count({ where: { userId: parent, url: `/messages/${conversationId}` } })).toBe(0);
  });
});
