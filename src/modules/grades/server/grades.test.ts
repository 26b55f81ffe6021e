import { beforeAll, describe, expect, it } from "vitest";
import { dayKey } from "~/lib/school-time";
import { db } from "~/platform/db";
import { callerAs, clientError, seedOnce } from "~/test/callers";

/**
 * Grades against the real database, through the procedures: evaluations, the grade table (two editors at once
 * included), exemptions, generating report cards (refused while grades are missing), their release — nothing a
 * parent or student can call reveals a card before it — and the year's end.
 */
let schoolId: string;
let cls: { id: string; schoolYearId: string };
let term: { id: string; startsOn: Date; endsOn: Date };
let maths: { id: string; subjectId: string };
let french: { id: string; subjectId: string };
let students: { id: string; userId: string }[];
let sara: { id: string; userId: string };

const day = (offset: number) => dayKey(new Date(term.startsOn.getTime() + offset * 86_400_000));

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  cls = await db.schoolClass.findFirstOrThrow({
    where: { schoolId, name: "4AM1" },
    select: { id: true, schoolYearId: true },
  });
  term = await db.term.findFirstOrThrow({
    where: { schoolYearId: cls.schoolYearId, number: 1 },
    select: { id: true, startsOn: true, endsOn: true },
  });
  const teacher = await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } });
  maths = await db.classSubject.findFirstOrThrow({
    where: { classId: cls.id, teacherId: teacher.id },
    select: { id: true, subjectId: true },
  });
  french = await db.classSubject.findFirstOrThrow({
    where: { classId: cls.id, subject: { nameFr: "Langue française" } },
    select: { id: true, subjectId: true },
  });
  students = await db.student.findMany({
    where: { enrollments: { some: { classId: cls.id } } },
    orderBy: { user: { name: "asc" } },
    select: { id: true, userId: true },
  });
  sara = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: { id: true, userId: true },
  });
});

describe("evaluations", () => {
  it("a teacher adds evaluations to their subject within the term; not outside it, not to another teacher's subject", async () => {
    const teacher = await callerAs("TEACHER");
    const test = await teacher.evaluations.save({
      classSubjectId: maths.id,
      termId: term.id,
      kind: "TEST",
      title: "Devoir 1",
      from: day(14),
      to: day(14),
    });
    expect(test.id).toBeTruthy();
    const outside = await clientError(
      teacher.evaluations.save({
        classSubjectId: maths.id,
        termId: term.id,
        kind: "EXAM",
        from: day(-10),
        to: day(-10),
      }),
    );
    expect(outside.fieldErrors?.from?.key).toBe("validation.dateInTerm");
    const reversed = await clientError(
      teacher.evaluations.save({ classSubjectId: maths.id, termId: term.id, kind: "EXAM", from: day(20), to: day(19) }),
    );
    expect(reversed.fieldErrors?.to?.key).toBe("validation.endDateAfterStart");
    expect(
      (
        await clientError(
          teacher.evaluations.save({
            classSubjectId: french.id,
            termId: term.id,
            kind: "TEST",
            from: day(14),
            to: day(14),
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    const list = await teacher.evaluations.ofClass({ classId: cls.id, termId: term.id });
    expect(list.subjects.map((s) => s.id)).not.toContain(french.id); // a teacher sees their own subjects
    expect(list.subjects.find((s) => s.id === maths.id)!.evaluations.map((e) => e.title)).toContain("Devoir 1");
    await teacher.evaluations.delete({ id: test.id });
    expect(await db.evaluation.count({ where: { id: test.id } })).toBe(0);
  });
});

describe("the grade table", () => {
  let evaluationIds: string[];
  beforeAll(async () => {
    const teacher = await callerAs("TEACHER");
    evaluationIds = [];
    for (const [kind, offset] of [
      ["CONTINUOUS", 30],
      ["TEST", 31],
      ["EXAM", 60],
    ] as const)
      evaluationIds.push(
        (
          await teacher.evaluations.save({
            classSubjectId: maths.id,
            termId: term.id,
            kind,
            from: day(offset),
            to: day(offset),
          })
        ).id,
      );
  });

  it("saves marks, absent and exempt distinct from 0; refuses a cell out of bounds or not a mark, keeping the others", async () => {
    const teacher = await callerAs("TEACHER");
    const [a, b] = students;
    const result = await teacher.gradebook.save({
      classSubjectId: maths.id,
      termId: term.id,
      cells: [
        { evaluationId: evaluationIds[0]!, studentId: a!.id, text: "14,5", base: 0 },
        { evaluationId: evaluationIds[0]!, studentId: b!.id, text: "abs", base: 0 },
        { evaluationId: evaluationIds[1]!, studentId: a!.id, text: "0", base: 0 },
        { evaluationId: evaluationIds[1]!, studentId: b!.id, text: "21", base: 0 },
        { evaluationId: evaluationIds[2]!, studentId: a!.id, text: "douze", base: 0 },
      ],
    });
    expect(result.saved).toHaveLength(3);
    expect(result.errors).toEqual([
      { evaluationId: evaluationIds[1], studentId: b!.id, error: "range" },
      { evaluationId: evaluationIds[2], studentId: a!.id, error: "format" },
    ]);
    const table = await teacher.gradebook.table({ classSubjectId: maths.id, termId: term.id });
    const cell = (e: number, s: { id: string }) =>
      table.cells.find((c) => c.evaluationId === evaluationIds[e] && c.studentId === s.id);
    expect(cell(0, a!)).toMatchObject({ status: "MARK", hundredths: 1450, version: 1 });
    expect(cell(0, b!)).toMatchObject({ status: "ABSENT", hundredths: null });
    expect(cell(1, a!)).toMatchObject({ status: "MARK", hundredths: 0 });
    expect(table.students.map((s) => s.id)).toEqual(students.map((s) => s.id));
  });

  it("a teacher of another subject, a parent, a student may not read or write it", async () => {
    for (const role of ["PARENT", "STUDENT", "MEMBER"] as const) {
      const caller = await callerAs(role);
      expect((await clientError(caller.gradebook.table({ classSubjectId: maths.id, termId: term.id }))).code).toBe(
        "FORBIDDEN",
      );
    }
    const teacher = await callerAs("TEACHER");
    expect((await clientError(teacher.gradebook.table({ classSubjectId: french.id, termId: term.id }))).code).toBe(
      "FORBIDDEN",
    );
  });

  it("two editors at once: different cells both kept; the same cell keeps the later edit and the other screen learns of it", async () => {
    const teacher = await callerAs("TEACHER");
    const admin = await callerAs("ADMIN");
    const [a, b] = students;
    const before = await teacher.gradebook.table({ classSubjectId: maths.id, termId: term.id });
    const key = { classSubjectId: maths.id, termId: term.id };
    // different cells, fired together
    await Promise.all([
      teacher.gradebook.save({
        ...key,
        cells: [{ evaluationId: evaluationIds[2]!, studentId: a!.id, text: "11", base: 0 }],
      }),
      admin.gradebook.save({
        ...key,
        cells: [{ evaluationId: evaluationIds[2]!, studentId: b!.id, text: "9.75", base: 0 }],
      }),
    ]);
    const after = await teacher.gradebook.table(key);
    const cell = (s: { id: string }) =>
      after.cells.find((c) => c.evaluationId === evaluationIds[2] && c.studentId === s.id);
    expect([cell(a!)?.hundredths, cell(b!)?.hundredths]).toEqual([1100, 975]);

    // the same cell, fired together: one of the two values wins, whole, and the cell's version counts both writes
    await Promise.all([
      teacher.gradebook.save({
        ...key,
        cells: [{ evaluationId: evaluationIds[1]!, studentId: b!.id, text: "12", base: 0 }],
      }),
      admin.gradebook.save({
        ...key,
        cells: [{ evaluationId: evaluationIds[1]!, studentId: b!.id, text: "13", base: 0 }],
      }),
    ]);
    const raced = await db.grade.findUniqueOrThrow({
      where: { evaluationId_studentId: { evaluationId: evaluationIds[1]!, studentId: b!.id } },
    });
    expect([1200, 1300]).toContain(raced.hundredths);
    expect(raced.version).toBe(2);

    // one after the other on the same seen version: the later edit wins and is told it overwrote; the earlier
    // editor's screen gets the new value from `changes`
    const first = await teacher.gradebook.save({
      ...key,
      cells: [{ evaluationId: evaluationIds[0]!, studentId: a!.id, text: "15", base: 1 }],
    });
    expect(first.saved[0]).toMatchObject({ version: 2, overwrote: false });
    const second = await admin.gradebook.save({
      ...key,
      cells: [{ evaluationId: evaluationIds[0]!, studentId: a!.id, text: "16", base: 1 }],
    });
    expect(second.saved[0]).toMatchObject({ version: 3, overwrote: true });
    const changes = await teacher.gradebook.changes({ ...key, since: before.seq });
    expect(changes.cells.find((c) => c.evaluationId === evaluationIds[0] && c.studentId === a!.id)).toMatchObject({
      hundredths: 1600,
      version: 3,
      by: "Amine Administrateur",
    });
    // writing the value a cell holds changes nothing
    const same = await admin.gradebook.save({
      ...key,
      cells: [{ evaluationId: evaluationIds[0]!, studentId: a!.id, text: "16.00", base: 3 }],
    });
    expect(same.saved[0]).toMatchObject({ version: 3, overwrote: false });
    expect((await teacher.gradebook.changes({ ...key, since: changes.seq })).cells).toEqual([]);
  });

  it("an exempt student's cells are refused; the exemption is the school's (administrators)", async () => {
    const admin = await callerAs("ADMIN");
    const teacher = await callerAs("TEACHER");
    const s = students.at(-1)!;
    expect(
      (
        await clientError(
          teacher.gradebook.setExemption({
            classId: cls.id,
            studentId: s.id,
            subjectId: french.subjectId,
            exempt: true,
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    await admin.gradebook.setExemption({
      classId: cls.id,
      studentId: s.id,
      subjectId: maths.subjectId,
      exempt: true,
      reason: "Certificat",
    });
    const result = await teacher.gradebook.save({
      classSubjectId: maths.id,
      termId: term.id,
      cells: [{ evaluationId: evaluationIds[0]!, studentId: s.id, text: "12", base: 0 }],
    });
    expect(result.errors).toEqual([{ evaluationId: evaluationIds[0], studentId: s.id, error: "exempt" }]);
    const table = await teacher.gradebook.table({ classSubjectId: maths.id, termId: term.id });
    expect(table.students.find((x) => x.id === s.id)?.exempt).toBe(true);
    await admin.gradebook.setExemption({ classId: cls.id, studentId: s.id, subjectId: maths.subjectId, exempt: false });
  });
});

describe("report cards", () => {
  let evaluationId: string;

  /** Every procedure a parent or student can call that could show a card, an average or a notification of one. */
  async function whatTheFamilySees(role: "PARENT" | "STUDENT") {
    const caller = await callerAs(role);
    const cards = await caller.reportCards.ofStudent({ studentId: sara.id });
    const card = await db.reportCard.findFirst({
      where: { studentId: sara.id, termId: term.id },
      select: { id: true },
    });
    const direct = card
      ? await caller.reportCards.get({ id: card.id }).then(
          () => "read" as const,
          (e: { code: string }) => e.code,
        )
      : "none";
    const dashboard = JSON.stringify(await caller.dashboard.overview({ schoolId }).catch(() => null));
    const notifications = await db.notification.count({
      where: {
        userId: (
          await db.user.findUniqueOrThrow({
            where: { email: role === "PARENT" ? "parent@wasla.dz" : "student@wasla.dz" },
          })
        ).id,
        kind: "reportCard.published",
      },
    });
    const denied = await Promise.all([
      caller.reportCards.ofClass({ classId: cls.id, termId: term.id }).then(
        () => "read",
        (e: { code: string }) => e.code,
      ),
      caller.evaluations.ofClass({ classId: cls.id, termId: term.id }).then(
        () => "read",
        (e: { code: string }) => e.code,
      ),
      caller.gradebook.table({ classSubjectId: maths.id, termId: term.id }).then(
        () => "read",
        (e: { code: string }) => e.code,
      ),
      caller.yearEnd.ofClass({ classId: cls.id }).then(
        () => "read",
        (e: { code: string }) => e.code,
      ),
    ]);
    // the dashboard names no card and no average (its level names say "moyenne": look for the card's figures instead)
    const averages = card
      ? (
          await db.reportCard.findMany({
            where: { classId: cls.id, termId: term.id },
            select: { averageHundredths: true },
          })
        ).map((c) => String(c.averageHundredths))
      : [];
    const cardInDashboard =
      /reportCard|averageHundredths/i.test(dashboard) ||
      (card ? dashboard.includes(card.id) : false) ||
      averages.some((a) => dashboard.includes(`"average":${a}`));
    return { cards: cards.cards.length, direct, cardInDashboard, notifications, denied };
  }

  it("refuses to generate while a grade is missing, naming the student, subject and evaluation; then generates", async () => {
    const admin = await callerAs("ADMIN");
    const teacher = await callerAs("TEACHER");
    // a fresh French exam with no marks yet
    evaluationId = (
      await admin.evaluations.save({
        classSubjectId: french.id,
        termId: term.id,
        kind: "EXAM",
        title: "Composition",
        from: day(70),
        to: day(70),
      })
    ).id;
    const refused = await admin.reportCards.generate({ classId: cls.id, termId: term.id });
    expect(refused.generated).toBe(0);
    expect(refused.missing.length).toBeGreaterThanOrEqual(students.length);
    expect(refused.missing).toContainEqual(
      expect.objectContaining({
        studentId: sara.id,
        subject: expect.objectContaining({ nameFr: "Langue française" }),
        evaluationId,
        title: "Composition",
      }),
    );
    expect(await db.reportCard.count({ where: { classId: cls.id, termId: term.id } })).toBe(0);

    // complete every maths and French cell
    for (const cs of [maths, french]) {
      const table = await admin.gradebook.table({ classSubjectId: cs.id, termId: term.id });
      const cells = table.students.flatMap((s, i) =>
        table.evaluations
          .filter(
            (e) => !table.cells.some((c) => c.evaluationId === e.id && c.studentId === s.id && c.status !== "CLEARED"),
          )
          .map((e) => ({ evaluationId: e.id, studentId: s.id, text: String(8 + ((i * 3) % 11)), base: 0 })),
      );
      if (cells.length) await admin.gradebook.save({ classSubjectId: cs.id, termId: term.id, cells });
    }
    const generated = await admin.reportCards.generate({ classId: cls.id, termId: term.id });
    expect(generated).toEqual({ generated: students.length, missing: [] });
    const list = await teacher.reportCards.ofClass({ classId: cls.id, termId: term.id });
    expect(list.released).toBeNull();
    expect(list.students.every((s) => s.cardId && s.average !== null)).toBe(true);
  });

  it("a card shows the subjects, coefficients, class averages; teachers remark on their subjects, the admin generally", async () => {
    const teacher = await callerAs("TEACHER");
    const admin = await callerAs("ADMIN");
    const card = await db.reportCard.findFirstOrThrow({
      where: { studentId: sara.id, termId: term.id },
      select: { id: true },
    });
    const read = await teacher.reportCards.get({ id: card.id });
    const row = read.card.content.subjects.find((s) => s.subjectId === maths.subjectId)!;
    expect(row).toMatchObject({ exempt: false, editable: true });
    expect(row.average).not.toBeNull();
    expect(row.weighted).toBe(row.average! * row.coefficient);
    expect(read.card.content.subjects.find((s) => s.subjectId === french.subjectId)!.editable).toBe(false);
    expect(read.school.headers.ar).toContain("الجمهورية الجزائرية الديمقراطية الشعبية");

    await teacher.reportCards.saveRemarks({
      id: card.id,
      subjects: [{ subjectId: maths.subjectId, text: "Bon travail, continuez." }],
    });
    expect(
      (
        await clientError(
          teacher.reportCards.saveRemarks({ id: card.id, subjects: [{ subjectId: french.subjectId, text: "Non" }] }),
        )
      ).code,
    ).toBe("FORBIDDEN");
    expect((await clientError(teacher.reportCards.saveRemarks({ id: card.id, general: "Non" }))).code).toBe(
      "FORBIDDEN",
    );
    await admin.reportCards.saveRemarks({ id: card.id, general: "Trimestre satisfaisant." });
    const again = await admin.reportCards.get({ id: card.id });
    expect(again.card.generalRemark).toBe("Trimestre satisfaisant.");
    expect(again.card.content.subjects.find((s) => s.subjectId === maths.subjectId)!.remark).toBe(
      "Bon travail, continuez.",
    );
    // regenerating keeps the remarks
    await admin.reportCards.generate({ classId: cls.id, termId: term.id });
    expect((await admin.reportCards.get({ id: card.id })).card.generalRemark).toBe("Trimestre satisfaisant.");
  });

  it("nothing reaches the family before release; the card after; withdrawing hides it again and takes the notification back", async () => {
    const teacher = await callerAs("TEACHER");
    for (const role of ["PARENT", "STUDENT"] as const) {
      expect(await whatTheFamilySees(role)).toEqual({
        cards: 0,
        direct: "NOT_FOUND",
        cardInDashboard: false,
        notifications: 0,
        denied: ["FORBIDDEN", "FORBIDDEN", "FORBIDDEN", "FORBIDDEN"],
      });
    }
    // another family's parent never reads it, released or not
    const other = await db.parentLink.findFirstOrThrow({
      where: { student: { enrollments: { some: { classId: cls.id } } }, NOT: { studentId: sara.id } },
      select: { parentId: true },
    });

    await teacher.reportCards.setRelease({ classId: cls.id, termId: term.id, released: true });
    for (const role of ["PARENT", "STUDENT"] as const) {
      expect(await whatTheFamilySees(role)).toMatchObject({ cards: 1, direct: "read", notifications: 1 });
    }
    const parent = await callerAs("PARENT");
    const mine = await parent.reportCards.ofStudent({ studentId: sara.id });
    expect(mine.cards[0]).toMatchObject({ term: 1, className: "4AM1" });
    const card = await db.reportCard.findFirstOrThrow({
      where: { studentId: sara.id, termId: term.id },
      select: { id: true },
    });
    const read = await parent.reportCards.get({ id: card.id });
    expect(read.card.content.subjects.every((s) => !s.editable)).toBe(true);
    const { callerForUser } = await import("~/test/callers");
    const stranger = await callerForUser(other.parentId);
    expect((await clientError(stranger.reportCards.get({ id: card.id }))).code).toBe("NOT_FOUND");
    expect((await clientError(stranger.reportCards.ofStudent({ studentId: sara.id }))).code).toBe("FORBIDDEN");

    await teacher.reportCards.setRelease({ classId: cls.id, termId: term.id, released: false });
    for (const role of ["PARENT", "STUDENT"] as const) {
      expect(await whatTheFamilySees(role)).toMatchObject({ cards: 0, direct: "NOT_FOUND", notifications: 0 });
    }
  });

  it("a teacher reads a student's cards of the classes they teach, not an unreleased one of a class they do not teach", async () => {
    const teacher = await callerAs("TEACHER");
    const teacherId = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" }, select: { id: true } }))
      .id;
    // a class the demo teacher teaches nothing in (they teach in every seeded class)
    const { levelId } = await db.schoolClass.findUniqueOrThrow({ where: { id: cls.id }, select: { levelId: true } });
    const other = await (
      await callerAs("ADMIN")
    ).classes.create({ schoolId, schoolYearId: cls.schoolYearId, levelId, name: "4AM8" });
    expect(await db.classSubject.count({ where: { classId: other.id, teacherId } })).toBe(0);
    const term2 = await db.term.findFirstOrThrow({
      where: { schoolYearId: cls.schoolYearId, number: 2 },
      select: { id: true },
    });
    const mine = await db.reportCard.findFirstOrThrow({
      where: { studentId: sara.id, termId: term.id },
      select: { id: true, content: true },
    });
    // Sara's card for the next term, made in a class the teacher has nothing to do with, not released
    const foreign = await db.reportCard.create({
      data: {
        schoolId,
        studentId: sara.id,
        classId: other.id,
        termId: term2.id,
        content: mine.content ?? {},
        averageHundredths: 1234,
      },
      select: { id: true },
    });
    try {
      const ids = (await teacher.reportCards.ofStudent({ studentId: sara.id })).cards.map((c) => c.id);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(foreign.id);
      expect((await clientError(teacher.reportCards.get({ id: foreign.id }))).code).toBe("NOT_FOUND");
      // the school's administrators read every card
      expect(
        (await (await callerAs("ADMIN")).reportCards.ofStudent({ studentId: sara.id })).cards.map((c) => c.id),
      ).toContain(foreign.id);
    } finally {
      await db.schoolClass.delete({ where: { id: other.id } }); // its card goes with it
    }
  });
});

describe("the school's grading settings", () => {
  it("hides the rank and moves the distinction thresholds; refuses thresholds out of order", async () => {
    const admin = await callerAs("ADMIN");
    const refused = await clientError(admin.school.updateSettings({ schoolId, distinctionBounds: [15, 16, 14, 12] }));
    expect(refused.fieldErrors?.distinctionBounds?.key).toBe("validation.distinctionOrder");
    await admin.school.updateSettings({
      schoolId,
      showRank: false,
      distinctionBounds: [19.5, 19, 18.5, 18],
      termWeights: [1, 1, 2],
    });
    await admin.reportCards.generate({ classId: cls.id, termId: term.id });
    const cards = await db.reportCard.findMany({
      where: { classId: cls.id, termId: term.id },
      select: { content: true, averageHundredths: true },
    });
    for (const card of cards) {
      const content = card.content as { rank: number | null; distinction: string | null };
      expect(content.rank).toBeNull();
      if ((card.averageHundredths ?? 0) < 1800) expect(content.distinction).toBeNull();
    }
    await admin.school.updateSettings({
      schoolId,
      showRank: true,
      distinctionBounds: [18, 15, 14, 12],
      termWeights: [],
    });
    await admin.reportCards.generate({ classId: cls.id, termId: term.id });
  });
});

describe("the year's end", () => {
  it("annual averages and proposed decisions; the council's decisions; the students moved into next year's classes", async () => {
    const admin = await callerAs("ADMIN");
    const year = await admin.yearEnd.ofClass({ classId: cls.id });
    expect(year.terms.map((t) => t.number)).toEqual([1, 2, 3]);
    const withCard = year.students.find((s) => s.id === sara.id)!;
    expect(withCard.averages[0]).not.toBeNull();
    expect(withCard.annual).toBe(withCard.averages[0]); // one term so far: its average
    expect(withCard.proposed).toBe(withCard.annual! >= 1000 ? "PROMOTED" : "REPEATS");

    const [first, second, third] = year.students;
    await admin.yearEnd.saveDecisions({
      classId: cls.id,
      schoolYearId: cls.schoolYearId,
      decisions: [
        { studentId: first!.id, decision: "PROMOTED" },
        { studentId: second!.id, decision: "REPEATS", note: "Conseil de classe" },
        ...(third ? [{ studentId: third.id, decision: "REDIRECTED" as const }] : []),
      ],
    });
    expect(
      (
        await clientError(
          (await callerAs("TEACHER")).yearEnd.saveDecisions({
            classId: cls.id,
            schoolYearId: cls.schoolYearId,
            decisions: [{ studentId: first!.id, decision: "REPEATS" }],
          }),
        )
      ).code,
    ).toBe("FORBIDDEN");

    // next year, with a 4AM class for the repeaters (4AM is the last middle-school year: no class of the next level)
    const current = await db.schoolYear.findUniqueOrThrow({ where: { id: cls.schoolYearId } });
    const next = await admin.schoolYears.create({
      schoolId,
      name: "2027-2028",
      startsOn: "2027-09-19",
      endsOn: "2028-06-30",
      isCurrent: false,
    });
    const nextId =
      "id" in next
        ? (next as { id: string }).id
        : (await db.schoolYear.findFirstOrThrow({ where: { schoolId, name: "2027-2028" } })).id;
    const level = await db.schoolClass.findUniqueOrThrow({ where: { id: cls.id }, select: { levelId: true } });
    const repeatClass = await admin.classes.create({
      schoolId,
      schoolYearId: nextId,
      levelId: level.levelId,
      name: "4AM1",
    });
    const preview = await admin.yearEnd.preview({ fromYearId: current.id, toYearId: nextId });
    const row = preview.classes.find((c) => c.id === cls.id)!;
    expect(row).toMatchObject({ promoted: 1, repeats: 1, repeatsIn: repeatClass.id, promotedTo: null });
    // with a 1AS class next year, 4AM's promoted go up into it by default (issue 29: they defaulted to "do not move")
    const secondary = await db.level.findFirstOrThrow({
      where: { schoolId, cycle: "SECONDARY", grade: 1 },
      select: { id: true },
    });
    await admin.classes.create({ schoolId, schoolYearId: nextId, levelId: secondary.id, name: "1AS9" });
    const firstAS = await db.schoolClass.findFirstOrThrow({
      where: { schoolYearId: nextId, name: "1AS9" },
      select: { id: true },
    });
    expect(
      (await admin.yearEnd.preview({ fromYearId: current.id, toYearId: nextId })).classes.find((c) => c.id === cls.id),
    ).toMatchObject({ promotedTo: firstAS.id });
    await admin.classes.delete({ id: firstAS.id });
    const promotedClass = await admin.classes.create({
      schoolId,
      schoolYearId: nextId,
      levelId: level.levelId,
      name: "4AM9",
    });
    const moved = await admin.yearEnd.promote({
      fromYearId: current.id,
      toYearId: nextId,
      moves: [{ classId: cls.id, promotedTo: promotedClass.id, repeatsIn: repeatClass.id }],
    });
    expect(moved.moved).toBe(2);
    expect(await db.classEnrollment.count({ where: { classId: repeatClass.id, studentId: second!.id } })).toBe(1);
    // applying again moves no one twice; last year's class keeps its students and cards
    expect(
      (
        await admin.yearEnd.promote({
          fromYearId: current.id,
          toYearId: nextId,
          moves: [{ classId: cls.id, promotedTo: promotedClass.id, repeatsIn: repeatClass.id }],
        })
      ).moved,
    ).toBe(0);
    expect(await db.classEnrollment.count({ where: { classId: cls.id } })).toBe(students.length);
    expect(await db.reportCard.count({ where: { classId: cls.id } })).toBe(students.length);
  });
});
