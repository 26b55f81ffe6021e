import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayKey } from "~/lib/school-time";
import { db } from "~/platform/db";
import { closeRealtimeHub } from "~/platform/realtime";
import { callerAs, seedOnce } from "~/test/callers";
import { followLive } from "~/test/live-stream";

/**
 * A grade table's live event (issue 50): a save that changed cells reaches the table's teacher and the school's
 * administration as { kind: "gradebook", classSubjectId, termId } — never a parent, a pupil or another teacher — and
 * a save that changed nothing sends none. Real procedures, the real hub on the test's database.
 */
let maths: { id: string };
let termId: string;
let evaluationId: string;
let studentId: string;
const users: Record<"teacher" | "admin" | "parent" | "otherTeacher", string> = {} as never;

beforeAll(async () => {
  const { schoolId } = await seedOnce();
  const cls = await db.schoolClass.findFirstOrThrow({ where: { schoolId, name: "4AM1" } });
  const term = await db.term.findFirstOrThrow({ where: { schoolYearId: cls.schoolYearId, number: 1 } });
  termId = term.id;
  users.teacher = (await db.user.findUniqueOrThrow({ where: { email: "teacher@wasla.dz" } })).id;
  users.admin = (await db.user.findUniqueOrThrow({ where: { email: "admin@wasla.dz" } })).id;
  users.parent = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id;
  maths = await db.classSubject.findFirstOrThrow({ where: { classId: cls.id, teacherId: users.teacher } });
  users.otherTeacher = (
    await db.classSubject.findFirstOrThrow({
      where: { classId: cls.id, teacherId: { notIn: [users.teacher] } },
      select: { teacherId: true },
    })
  ).teacherId!;
  studentId = (await db.classEnrollment.findFirstOrThrow({ where: { classId: cls.id } })).studentId;
  const teacher = await callerAs("TEACHER");
  const day = dayKey(new Date(term.startsOn.getTime() + 40 * 86_400_000));
  evaluationId = (
    await teacher.evaluations.save({ classSubjectId: maths.id, termId, kind: "CONTINUOUS", from: day, to: day })
  ).id;
});

afterAll(() => closeRealtimeHub());

describe("a grade table's live event", () => {
  it("reaches the table's teacher and the administration, nobody else, and only when a cell changed", async () => {
    const streams = Object.fromEntries(Object.entries(users).map(([who, id]) => [who, followLive(id)])) as Record<
      keyof typeof users,
      ReturnType<typeof followLive>
    >;
    for (const stream of Object.values(streams))
      await expect.poll(() => stream.seen.length, { timeout: 5_000 }).toBeGreaterThan(0);
    const topic = { kind: "gradebook", classSubjectId: maths.id, termId };
    const teacher = await callerAs("TEACHER");
    const save = (text: string, base: number) =>
      teacher.gradebook.save({ classSubjectId: maths.id, termId, cells: [{ evaluationId, studentId, text, base }] });

    await save("12", 0);
    await expect
      .poll(() => streams.teacher.seen.filter((e) => e.kind === "gradebook"), { timeout: 5_000 })
      .toEqual([topic]);
    await expect
      .poll(() => streams.admin.seen.filter((e) => e.kind === "gradebook"), { timeout: 5_000 })
      .toEqual([topic]);

    // the same value again: nothing written, nothing said; then a change is said once more
    await save("12", 1);
    await save("13", 1);
    await expect
      .poll(() => streams.teacher.seen.filter((e) => e.kind === "gradebook").length, { timeout: 5_000 })
      .toBe(2);
    for (const stream of Object.values(streams)) await stream.stop();
    expect(streams.parent.seen.filter((e) => e.kind === "gradebook")).toEqual([]);
    expect(streams.otherTeacher.seen.filter((e) => e.kind === "gradebook")).toEqual([]);
  });
});
