import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";

/**
 * Circulars against the real database, through the procedures (issue 30): who may send to whom, opening and answering
 * (a signed consent), the counts per class, the reminder once an hour (two clicks at once: one reminder), two answers
 * at once, the deadline, and nobody else reading a family's answer.
 */
let schoolId: string;
let sara: { id: string; classId: string };
let otherClassId: string;
let parentId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  parentId = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id;
  const student = await db.student.findFirstOrThrow({
    where: { schoolId, user: { name: "Sara Élève" } },
    select: {
      id: true,
      enrollments: { where: { class: { schoolYear: { isCurrent: true } } }, select: { classId: true } },
    },
  });
  sara = { id: student.id, classId: student.enrollments[0]!.classId };
  // a class the demo teacher does not teach, with one pupil of another family
  const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
  const level = await db.level.findFirstOrThrow({ where: { schoolId }, select: { id: true } });
  const other = await db.student.findFirstOrThrow({
    where: { schoolId, parents: { none: { parentId } } },
    select: { id: true },
  });
  otherClassId = (
    await db.schoolClass.create({
      data: {
        schoolId,
        schoolYearId: year.id,
        levelId: level.id,
        name: "Circulaires",
        slug: `circulaires-${Date.now()}`,
        enrollments: { create: { studentId: other.id } },
      },
      select: { id: true },
    })
  ).id;
});

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe("circulars", () => {
  it("a teacher sends a trip consent to their class: each family once, its parents notified, the counts per class", async () => {
    const teacher = await callerAs("TEACHER");
    const sent = await teacher.circulars.send({
      schoolId,
      title: "Sortie au musée du Bardo",
      body: "Départ 8 h, retour 16 h.",
      audience: { kind: "class", classId: sara.classId },
      answer: "CONSENT",
      deadline: tomorrow(),
    });
    const pupils = await db.classEnrollment.count({ where: { classId: sara.classId } });
    expect(sent.recipients).toBe(pupils);
    const note = await db.notification.findFirstOrThrow({ where: { userId: parentId, url: `/circulars/${sent.id}` } });
    expect(note).toMatchObject({ kind: "circular.published" });

    const parent = await callerAs("PARENT");
    const list = await parent.circulars.list({ schoolId });
    expect(list.received.find((r) => r.id === sent.id)).toMatchObject({ waiting: true, unread: true });
    const read = await parent.circulars.read({ circularId: sent.id });
    expect(read.children.map((c) => c.studentId)).toContain(sara.id);
    let results = await teacher.circulars.results({ circularId: sent.id });
    expect(results.classes).toHaveLength(1);
    expect(results.classes[0]!.counts).toMatchObject({ yes: 0, no: 0, opened: 1, unopened: pupils - 1 });

    // a consent needs the answer and a signature
    expect(
      await clientError(
        parent.circulars.answer({ circularId: sent.id, studentId: sara.id, consent: true, signature: "K" }),
      ),
    ).toMatchObject({ fieldErrors: { signature: { key: "circulars.error.signature" } } });
    await parent.circulars.answer({
      circularId: sent.id,
      studentId: sara.id,
      consent: true,
      signature: "Karim Parent",
    });
    results = await teacher.circulars.results({ circularId: sent.id });
    expect(results.classes[0]!.counts).toMatchObject({ yes: 1, opened: 0 });
    expect(results.classes[0]!.families.find((f) => f.studentId === sara.id)).toMatchObject({
      state: "yes",
      signature: "Karim Parent",
      answeredBy: "Karim Parent",
    });
    expect((await teacher.circulars.list({ schoolId })).sent.find((c) => c.id === sent.id)).toMatchObject({
      done: 1,
      recipients: pupils,
    });
  });

  it("refuses what no role grants: a teacher to the whole school or another class; a stranger reading answers", async () => {
    const teacher = await callerAs("TEACHER");
    const base = { schoolId, title: "Réunion", body: "Réunion des parents.", answer: "ACKNOWLEDGE" as const };
    expect((await clientError(teacher.circulars.send({ ...base, audience: { kind: "school" } }))).code).toBe(
      "FORBIDDEN",
    );
    expect(
      (await clientError(teacher.circulars.send({ ...base, audience: { kind: "class", classId: otherClassId } }))).code,
    ).toBe("FORBIDDEN");
    expect(
      (
        await clientError(
          (await callerAs("PARENT")).circulars.send({ ...base, audience: { kind: "class", classId: sara.classId } }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    // a past deadline is refused on its field
    expect(
      await clientError(
        teacher.circulars.send({ ...base, audience: { kind: "class", classId: sara.classId }, deadline: "2020-01-01" }),
      ),
    ).toMatchObject({ fieldErrors: { deadline: { key: "circulars.error.pastDeadline" } } });

    const admin = await callerAs("ADMIN");
    const sent = await admin.circulars.send({ ...base, audience: { kind: "class", classId: otherClassId } });
    // the demo parent's child is not in that class: not found; the teacher did not send it and is no admin: not found
    expect((await clientError((await callerAs("PARENT")).circulars.read({ circularId: sent.id }))).code).toBe(
      "NOT_FOUND",
    );
    expect((await clientError(teacher.circulars.results({ circularId: sent.id }))).code).toBe("NOT_FOUND");
    expect((await clientError((await callerAs("MEMBER")).circulars.read({ circularId: sent.id }))).code).toBe(
      "NOT_FOUND",
    );
  });

  it("two answers at once for one child leave one answer; two reminders at once send one; then not again within the hour", async () => {
    const admin = await callerAs("ADMIN");
    const sent = await admin.circulars.send({
      schoolId,
      title: "Autorisation photo",
      body: "Photos de classe.",
      audience: { kind: "students", classId: sara.classId, studentIds: [sara.id] },
      answer: "CONSENT",
      deadline: tomorrow(),
    });
    expect(sent.recipients).toBe(1);
    const parents = await db.parentLink.findMany({ where: { studentId: sara.id }, select: { parentId: true } });
    const [a, b] = [await callerForUser(parents[0]!.parentId), await callerForUser(parents.at(-1)!.parentId)];
    await Promise.all([
      a.circulars.answer({ circularId: sent.id, studentId: sara.id, consent: true, signature: "Parent Un" }),
      b.circulars.answer({ circularId: sent.id, studentId: sara.id, consent: false, signature: "Parent Deux" }),
    ]);
    const counts = (await admin.circulars.results({ circularId: sent.id })).classes[0]!.counts;
    expect(counts.yes + counts.no).toBe(1);

    const other = await admin.circulars.send({
      schoolId,
      title: "Cantine",
      body: "Menu.",
      audience: { kind: "class", classId: sara.classId },
      answer: "ACKNOWLEDGE",
    });
    const both = await Promise.allSettled([
      admin.circulars.remind({ circularId: other.id }),
      admin.circulars.remind({ circularId: other.id }),
    ]);
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const reminded = await db.notification.count({
      where: { kind: "circular.reminder", url: `/circulars/${other.id}` },
    });
    expect(reminded).toBeGreaterThan(0);
    expect(await clientError(admin.circulars.remind({ circularId: other.id }))).toMatchObject({
      code: "CONFLICT",
      messageKey: "circulars.error.remindedRecently",
    });
  });

  it("after the deadline nothing changes; a circular asking nothing takes no answer", async () => {
    const admin = await callerAs("ADMIN");
    const parent = await callerAs("PARENT");
    const sent = await admin.circulars.send({
      schoolId,
      title: "Examens",
      body: "Calendrier.",
      audience: { kind: "class", classId: sara.classId },
      answer: "ACKNOWLEDGE",
      deadline: tomorrow(),
    });
    await db.circular.update({ where: { id: sent.id }, data: { deadline: new Date(Date.now() - 1000) } });
    expect(await clientError(parent.circulars.answer({ circularId: sent.id, studentId: sara.id }))).toMatchObject({
      code: "CONFLICT",
      messageKey: "circulars.error.closed",
    });
    expect((await parent.circulars.list({ schoolId })).received.find((r) => r.id === sent.id)!.waiting).toBe(false);
    const info = await admin.circulars.send({
      schoolId,
      title: "Info",
      body: "Pour information.",
      audience: { kind: "class", classId: sara.classId },
      answer: "NONE",
    });
    expect((await clientError(parent.circulars.answer({ circularId: info.id, studentId: sara.id }))).code).toBe(
      "FORBIDDEN",
    );
  });
});
