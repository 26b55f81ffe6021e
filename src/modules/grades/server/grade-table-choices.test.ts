import { beforeAll, describe, expect, it } from "vitest";
import { loadActor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { DEMO_USERS } from "~/seed/seed";
import { seedOnce } from "~/test/callers";
import { gradeTableChoices } from "./grade-table-choices";

/** What /gradetable offers each role: the class subjects whose grades they edit this year, and the term of the day. */
let schoolId: string;
const actorOf = async (role: (typeof DEMO_USERS)[number]["role"]) =>
  loadActor(
    db,
    (await db.user.findUniqueOrThrow({ where: { email: DEMO_USERS.find((u) => u.role === role)!.email } })).id,
  );

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
});

describe("gradeTableChoices", () => {
  it("a teacher is offered the subjects they teach, by class; an administrator every class subject of the year", async () => {
    const teacher = (await actorOf("TEACHER"))!;
    const mine = await gradeTableChoices(db, teacher, schoolId);
    const taught = await db.classSubject.count({
      where: { teacherId: teacher.userId, class: { schoolId, schoolYear: { isCurrent: true } } },
    });
    expect(mine.subjects).toHaveLength(taught);
    expect(new Set(mine.subjects.map((s) => s.subject.nameFr))).toEqual(new Set(["Mathématiques"]));
    // middle school before secondary, then by class name
    expect(mine.subjects.map((s) => s.className).slice(0, 3)).toEqual(["1AM1", "1AM2", "2AM1"]);
    expect(mine.subjects.at(-1)!.className).toBe("2AS1");
    expect(mine.subjects[0]!.outOf).toBe(20);
    expect(mine.subjects[0]!.coefficients).toEqual({ assessment: 1, test: 1, exam: 2 });

    const admin = (await actorOf("ADMIN"))!;
    const all = await gradeTableChoices(db, admin, schoolId);
    expect(all.subjects.length).toBe(
      await db.classSubject.count({ where: { class: { schoolId, schoolYear: { isCurrent: true } } } }),
    );
  });

  it("the current term is the one today falls in; before the year, the first; after it, the last begun", async () => {
    const teacher = (await actorOf("TEACHER"))!;
    const { terms } = await gradeTableChoices(db, teacher, schoolId);
    expect(terms.map((t) => t.number)).toEqual([1, 2, 3]);
    const at = async (iso: string) =>
      (await gradeTableChoices(db, teacher, schoolId, new Date(`${iso}T12:00:00Z`))).currentTermId;
    expect(await at(terms[1]!.startsOn)).toBe(terms[1]!.id);
    expect(await at(terms[0]!.endsOn)).toBe(terms[0]!.id);
    expect(await at("2026-01-01")).toBe(terms[0]!.id);
    expect(await at("2027-08-01")).toBe(terms[2]!.id);
  });

  it("refuses whoever does not edit grades", async () => {
    await expect(gradeTableChoices(db, (await actorOf("PARENT"))!, schoolId)).rejects.toThrow();
  });
});
