import { beforeAll, describe, expect, it } from "vitest";
import { addDays, dayKey, schoolClock } from "~/lib/school-time";
import { loadActor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { callerAs, callerForUser } from "~/test/callers";
import { buildWorld, freshAbsence, freshFee, unique, type World } from "~/test/matrix-world";
import { waitingFor } from "./waiting";

/**
 * Issue 48: the dashboard says first what waits for the person, each thing linking to where it is done, read through
 * the services of those screens (so another family's child, or what a custody decision took away, never counts).
 */
let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 240_000);

const kinds = (items: { kind: string }[]) => items.map((i) => i.kind).sort();

describe("what waits on the dashboard", () => {
  it("a parent: an absence to justify, fees overdue, homework due, a circular to answer, an unread message, a meeting — each one tap from done", async () => {
    const parent = await callerAs("PARENT");
    const before = (await parent.dashboard.home({ schoolId: w.A.id })).waiting;
    expect(before.some((i) => i.kind === "justify")).toBe(false);

    await freshAbsence(w.A, w.A.studentId);
    await freshFee(w.A.id);
    const tomorrow = addDays(schoolClock().date, 1);
    await db.homework.create({
      data: {
        schoolId: w.A.id,
        classId: w.A.classId,
        classSubjectId: w.A.classSubjectId,
        description: `Exercices ${unique()}`,
        dueOn: tomorrow,
      },
    });
    const circular = await db.circular.create({
      data: {
        schoolId: w.A.id,
        authorId: w.users.ADMIN,
        title: "Sortie au musée",
        body: "Sortie.",
        answer: "CONSENT",
        deadline: addDays(tomorrow, 5),
        audience: { kind: "class", classId: w.A.classId },
        recipients: 1,
        families: { create: { studentId: w.A.studentId, classId: w.A.classId } },
      },
      select: { id: true },
    });
    // a classmate's family's circular: never the demo parent's to answer
    await db.circular.create({
      data: {
        schoolId: w.A.id,
        authorId: w.users.ADMIN,
        title: "Autre famille",
        body: "x",
        answer: "CONSENT",
        audience: { kind: "class", classId: w.A.classId },
        recipients: 1,
        families: { create: { studentId: w.A.siblingStudentId, classId: w.A.classId } },
      },
    });
    const conversation = await db.conversation.create({
      data: {
        schoolId: w.A.id,
        kind: "FAMILY_TEACHER",
        studentId: w.A.studentId,
        members: {
          create: [
            { userId: w.users.PARENT, side: "FAMILY", lastReadAt: new Date(Date.now() - 60_000) },
            { userId: w.users.TEACHER, side: "STAFF" },
          ],
        },
        messages: { create: { authorId: w.users.TEACHER, body: "Bonjour" } },
      },
      select: { id: true },
    });
    const at = new Date(Date.now() + 3 * 86_400_000);
    const slot = await db.meetingSlot.create({
      data: { schoolId: w.A.id, teacherId: w.users.TEACHER, startsAt: at, endsAt: new Date(at.getTime() + 600_000) },
      select: { id: true },
    });
    await db.meetingBooking.create({ data: { slotId: slot.id, studentId: w.A.studentId, parentId: w.users.PARENT } });

    const { waiting } = await parent.dashboard.home({ schoolId: w.A.id });
    expect(kinds(waiting)).toEqual(
      expect.arrayContaining(["answer", "homework", "justify", "meeting", "messages", "pay"]),
    );
    const byKind = Object.fromEntries(waiting.map((i) => [i.kind, i]));
    expect(byKind.justify).toMatchObject({ href: `/absences?student=${w.A.studentId}` });
    expect(byKind.pay).toMatchObject({ href: `/payments?student=${w.A.studentId}` });
    expect((byKind.pay as { amount: number }).amount).toBeGreaterThanOrEqual(100000);
    expect(byKind.homework).toMatchObject({ href: `/homeworks?student=${w.A.studentId}`, due: dayKey(tomorrow) });
    expect(waiting.filter((i) => i.kind === "answer")).toEqual([
      expect.objectContaining({ title: "Sortie au musée", href: `/circulars/${circular.id}` }),
    ]);
    expect(byKind.messages).toMatchObject({ count: 1, href: `/messages/${conversation.id}` });
    // another family's child is nowhere
    expect(JSON.stringify(waiting)).not.toContain(w.A.siblingStudentId);
    expect(JSON.stringify(waiting)).not.toContain("Autre famille");

    // a guardian under a 'read-only' decision is told what is due, never given something to do for the child
    await db.parentLink.update({
      where: { parentId_studentId: { parentId: w.users.PARENT, studentId: w.A.studentId } },
      data: { readOnly: true },
    });
    try {
      expect(kinds((await parent.dashboard.home({ schoolId: w.A.id })).waiting)).not.toContain("justify");
    } finally {
      await db.parentLink.update({
        where: { parentId_studentId: { parentId: w.users.PARENT, studentId: w.A.studentId } },
        data: { readOnly: false },
      });
    }
  });

  it("a pupil: their homework due and their evaluations' days this week, never an evaluation's title before its release", async () => {
    const today = schoolClock().date;
    await db.homework.create({
      data: {
        schoolId: w.A.id,
        classId: w.A.classId,
        classSubjectId: w.A.classSubjectId,
        description: `Lecture ${unique()}`,
        dueOn: addDays(today, 2),
      },
    });
    const term = await db.term.findFirst({
      where: { schoolYearId: w.A.yearId, startsOn: { lte: today }, endsOn: { gte: addDays(today, 2) } },
      select: { id: true },
    });
    const secret = `Contrôle surprise ${unique()}`;
    if (term)
      await db.evaluation.create({
        data: {
          schoolId: w.A.id,
          classSubjectId: w.A.classSubjectId,
          termId: term.id,
          kind: "TEST",
          title: secret,
          fromDate: addDays(today, 2),
          toDate: addDays(today, 2),
          createdById: w.users.TEACHER,
        },
      });
    const { waiting } = await (await callerAs("STUDENT")).dashboard.home({ schoolId: w.A.id });
    expect(kinds(waiting)).toContain("homework");
    expect(waiting.find((i) => i.kind === "homework")).toMatchObject({ child: null, href: "/homeworks" });
    if (term) expect(waiting.find((i) => i.kind === "evaluation")).toMatchObject({ on: dayKey(addDays(today, 2)) });
    expect(JSON.stringify(waiting)).not.toContain(secret);
  });

  it("a teacher: a family unanswered for a day and an evaluation past with marks missing; a teacher of another class none of it", async () => {
    const now = new Date();
    const today = schoolClock(now).date;
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    await db.conversation.create({
      data: {
        schoolId: w.A.id,
        kind: "FAMILY_TEACHER",
        studentId: w.A.studentId,
        lastMessageAt: twoDaysAgo,
        members: {
          create: [
            { userId: w.users.PARENT, side: "FAMILY" },
            { userId: w.users.TEACHER, side: "STAFF" },
          ],
        },
        messages: { create: { authorId: w.users.PARENT, body: "Pouvez-vous me rappeler ?", createdAt: twoDaysAgo } },
      },
    });
    const term = await db.term.findFirst({
      where: { schoolYearId: w.A.yearId, startsOn: { lte: addDays(today, -4) }, endsOn: { gte: today } },
      select: { id: true },
    });
    if (term)
      await db.evaluation.create({
        data: {
          schoolId: w.A.id,
          classSubjectId: w.A.classSubjectId,
          termId: term.id,
          kind: "TEST",
          title: "Interrogation",
          fromDate: addDays(today, -4),
          toDate: addDays(today, -4),
          createdById: w.users.TEACHER,
        },
      });
    const teacher = (await loadActor(db, w.users.TEACHER))!;
    const items = await waitingFor(db, teacher, w.A.id, now);
    expect(kinds(items)).toContain("unanswered");
    if (term) expect(items.find((i) => i.kind === "marks")).toMatchObject({ href: "/evaluations" });
    // through the procedure too, as the dashboard reads it
    expect(
      kinds((await (await callerForUser(w.users.TEACHER)).dashboard.home({ schoolId: w.A.id })).waiting),
    ).toContain("unanswered");
    // a teacher of the school who teaches none of it, and is in none of its conversations, has none of it waiting
    const role = await db.role.findUniqueOrThrow({ where: { key: "TEACHER" }, select: { id: true } });
    const idle = await db.user.create({
      data: {
        name: "Sans classe",
        slug: `sans-classe-${unique()}`,
        roles: { create: { roleId: role.id, schoolId: w.A.id } },
      },
      select: { id: true },
    });
    expect(kinds(await waitingFor(db, (await loadActor(db, idle.id))!, w.A.id, now))).toEqual([]);
  });
});
