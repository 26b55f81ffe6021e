import type { AnyProcedure } from "@trpc/server";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { appRouter } from "~/modules/root";
import { db } from "~/platform/db";
import { callerAs, seedOnce } from "~/test/callers";

/**
 * "A restricted parent sees nothing of the child anywhere" (issue 31), swept over the whole router: every query a
 * parent can call is called with the inputs a parent's screens give it (the school, the child, the child's class, this
 * month…) before and after the school records "no access" for one of their children. Before, the sweep must see that
 * child somewhere (else it proves nothing); after, no answer may name the child or carry their id — while the parent
 * keeps their other child in the school (their role and screens stay). Routes reach their data through these same
 * procedures (src/test/door/one-door.test.ts).
 */
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
type Inputs = Record<string, unknown>;

let schoolId: string;
let parentId: string;
let blocked: { id: string; name: string; classId: string };
let kept: { id: string; classId: string };

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  parentId = (await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" } })).id;
  const current = { class: { schoolYear: { isCurrent: true } } };
  const link = await db.parentLink.findFirstOrThrow({
    where: { parentId, student: { schoolId } },
    select: {
      student: {
        select: {
          id: true,
          user: { select: { name: true } },
          enrollments: { where: current, select: { classId: true } },
        },
      },
    },
  });
  blocked = { id: link.student.id, name: link.student.user.name, classId: link.student.enrollments[0]!.classId };
  // a second child of theirs, in another class (so no class list legitimately names the first)
  const other = await db.classEnrollment.findFirstOrThrow({
    where: { ...current, classId: { not: blocked.classId }, class: { schoolId, schoolYear: { isCurrent: true } } },
    select: { studentId: true, classId: true },
  });
  await db.parentLink.upsert({
    where: { parentId_studentId: { parentId, studentId: other.studentId } },
    create: { parentId, studentId: other.studentId },
    update: {},
  });
  kept = { id: other.studentId, classId: other.classId };
});

/** What a parent's screens pass: the values a field of that name takes. */
function candidates(): Inputs {
  const month = new Date(Date.now() + 3600_000).toISOString().slice(0, 7);
  return {
    schoolId,
    studentId: blocked.id,
    student: blocked.id,
    classId: blocked.classId,
    month,
    page: 1,
    date: new Date().toISOString().slice(0, 10),
  };
}

function objectShapes(procedure: AnyProcedure): z.ZodObject[] {
  const inputs = ((procedure._def as unknown as { inputs?: unknown[] }).inputs ?? []) as unknown[];
  return inputs.filter((i): i is z.ZodObject => i instanceof z.ZodObject);
}

/** The query's input from the candidates, or null when it needs something a parent's screens do not give. */
function inputFor(procedure: AnyProcedure): Inputs | undefined | null {
  const inputs = ((procedure._def as unknown as { inputs?: unknown[] }).inputs ?? []) as unknown[];
  if (inputs.length === 0) return undefined;
  const shapes = objectShapes(procedure);
  if (shapes.length !== inputs.length) return null;
  const all = candidates();
  const input: Inputs = {};
  for (const shape of shapes) for (const key of Object.keys(shape.shape)) if (key in all) input[key] = all[key];
  return shapes.every((s) => s.safeParse(input).success) ? input : null;
}

async function sweep() {
  const caller = await callerAs("PARENT");
  const seen: string[] = [];
  let called = 0;
  for (const [path, procedure] of Object.entries(procedures)) {
    if (procedure._def.type !== "query") continue;
    const input = inputFor(procedure);
    if (input === null) continue;
    called++;
    let result: unknown;
    try {
      result = (await path
        .split(".")
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller)) as unknown;
      result = await (result as (i?: unknown) => Promise<unknown>)(input);
    } catch {
      continue; // refused or not found: nothing shown
    }
    const text = JSON.stringify(result ?? null);
    if (text.includes(blocked.id) || text.includes(blocked.name)) seen.push(path);
  }
  return { called, seen };
}

describe("no access, swept over every query a parent can call", () => {
  it("before: the sweep sees the child; after: no query answers anything of them", async () => {
    const before = await sweep();
    expect(before.called).toBeGreaterThan(40);
    expect(before.seen.length).toBeGreaterThan(5);
    await (
      await callerAs("ADMIN")
    ).family.setCustody({ studentId: blocked.id, parentId, access: "NONE", noPickup: false, note: "Jugement" });
    const after = await sweep();
    expect(after.called).toBe(before.called);
    expect(after.seen, `queries still naming the child after "no access": ${after.seen.join(", ")}`).toEqual([]);
    // and the other child is still there
    expect(JSON.stringify(await (await callerAs("PARENT")).family.overview())).toContain(kept.id);
  });
});
