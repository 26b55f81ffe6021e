import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { printView } from "~/modules/grades/server/print-report-card";
import { callerAs, clientError, seedOnce } from "~/test/callers";
import { openingTerm } from "./family-marks";

/**
 * Issue 48, findings 7 and 11, through the procedures on the real database: a report card lists its subjects in the
 * school's order (Arabic first, as the ministry's bulletins), on the screen and in the view its PDF prints, even a
 * card generated before the school changed its order; /marks opens on the latest term with something to show and
 * links the published card.
 */
let schoolId: string;
let cls: { id: string; schoolYearId: string };
let sara: { id: string };

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  cls = await db.schoolClass.findFirstOrThrow({
    where: { schoolId, name: "4AM1" },
    select: { id: true, schoolYearId: true },
  });
  sara = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: { id: true },
  });
});

describe("the school's subject order on the report card", () => {
  it("the card, its print view (the PDF) and the subjects list follow the school's order, not the French names", async () => {
    const admin = await callerAs("ADMIN");
    const term = await db.term.findFirstOrThrow({
      where: { schoolYearId: cls.schoolYearId, number: 1 },
      select: { id: true },
    });
    expect(await admin.reportCards.generate({ classId: cls.id, termId: term.id })).toMatchObject({ missing: [] });
    const card = await db.reportCard.findFirstOrThrow({
      where: { studentId: sara.id, termId: term.id },
      select: { id: true },
    });
    const names = async () =>
      (await admin.reportCards.get({ id: card.id })).card.content.subjects.map((s) => s.name.nameFr);
    const ministry = [
      "Langue arabe",
      "Mathématiques",
      "Langue française",
      "Langue anglaise",
      "Éducation islamique",
      "Éducation civique",
      "Histoire et géographie",
    ];
    expect((await names()).slice(0, ministry.length)).toEqual(ministry);
    expect((await printView(db, card.id))!.card.content.subjects.map((s) => s.name.nameFr).slice(0, 2)).toEqual([
      "Langue arabe",
      "Mathématiques",
    ]);
    expect((await admin.subjects.list({ schoolId })).slice(0, 3).map((s) => s.nameFr)).toEqual([
      "Langue arabe",
      "Mathématiques",
      "Langue française",
    ]);

    // the school puts mathematics first on /subjects: the card already generated follows, on screen and printed
    const maths = await db.subject.findFirstOrThrow({
      where: { schoolId, nameFr: "Mathématiques" },
      select: { id: true },
    });
    await admin.subjects.move({ id: maths.id, direction: "up" });
    expect((await names()).slice(0, 3)).toEqual(["Mathématiques", "Langue arabe", "Langue française"]);
    // the first cannot go higher; a teacher may not reorder
    await admin.subjects.move({ id: maths.id, direction: "up" });
    expect((await admin.subjects.list({ schoolId }))[0]!.nameFr).toBe("Mathématiques");
    expect(
      (await clientError((await callerAs("TEACHER")).subjects.move({ id: maths.id, direction: "down" }))).code,
    ).toBe("FORBIDDEN");
    expect((await printView(db, card.id))!.card.content.subjects[0]!.name.nameFr).toBe("Mathématiques");

    // a subject created now goes last
    const { id } = await admin.subjects.create({
      schoolId,
      nameFr: "Théâtre",
      nameEn: "Drama",
      nameAr: "المسرح",
      coefficient: 1,
    });
    expect((await admin.subjects.list({ schoolId })).at(-1)!.id).toBe(id);
  });
});

describe("the term /marks opens on", () => {
  const terms = [
    { id: "t1", number: 1 },
    { id: "t2", number: 2 },
    { id: "t3", number: 3 },
  ];
  it.each<[string, string | null, string[], string]>([
    ["the current term, nothing published", "t1", [], "t1"],
    ["a later term whose card is published", "t1", ["t2"], "t2"],
    ["the latest of several published", "t1", ["t1", "t2"], "t2"],
    ["the current term when the published card is earlier", "t3", ["t1", "t2"], "t3"],
    ["no current term (the year not started): the latest published", null, ["t1"], "t1"],
    ["no current term, nothing published: the first", null, [], "t1"],
  ])("%s", (_, current, published, expected) => {
    expect(openingTerm(terms, current, new Map(published.map((t) => [t, `card-${t}`])))?.id).toBe(expected);
  });

  it("a parent's /marks opens on the term whose card was published after the current one, and links the card", async () => {
    const admin = await callerAs("ADMIN");
    const parent = await callerAs("PARENT");
    const before = await parent.marks.screen({ schoolId, student: sara.id });
    const current = before.terms.find((t) => t.id === before.termId)!;
    const last = before.terms.at(-1)!;
    // the last term's cards, generated and made public (a school ahead of its calendar, or the walk's term 2)
    expect(await admin.reportCards.generate({ classId: cls.id, termId: last.id })).toMatchObject({ missing: [] });
    await admin.reportCards.setRelease({ classId: cls.id, termId: last.id, released: true });
    const card = await db.reportCard.findFirstOrThrow({
      where: { studentId: sara.id, termId: last.id },
      select: { id: true },
    });

    const screen = await parent.marks.screen({ schoolId, student: sara.id });
    expect(screen.termId).toBe(last.id);
    expect(screen.cardId).toBe(card.id);
    // asked for another term, it shows that one, with its own card or none
    if (current.id !== last.id)
      expect(await parent.marks.screen({ schoolId, student: sara.id, term: current.id })).toMatchObject({
        termId: current.id,
        cardId: null,
      });
    // withdrawn, the card is no longer linked and the screen opens on the current term again
    await admin.reportCards.setRelease({ classId: cls.id, termId: last.id, released: false });
    expect(await parent.marks.screen({ schoolId, student: sara.id })).toMatchObject({
      termId: current.id,
      cardId: null,
    });
  });
});
