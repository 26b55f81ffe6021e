import { describe, expect, it } from "vitest";
import { appRouter } from "~/server/api/root";
import type { Meta } from "~/server/api/trpc";

/**
 * Issue 28, "one door": every action declares what it is scoped to (scope.ts): a record of a school resolved once by
 * its gate (scopedProcedure), the actor's own records, the platform, or the public. These actions still resolve
 * their record inside their service (permissionProcedure / protectedProcedure, the service calling `can` with the
 * record's school); the list only shrinks: a new action without a declared scope fails here, and a converted one
 * must leave the list.
 */
const RESOLVED_IN_SERVICE: string[] = [
  "classes.bySlug", "classes.classScreen", "classes.list", "classes.screen",
  "levels.list",
  "school.active",
  "schoolYears.list", "schoolYears.screen",
  "subjects.list",
  "timetable.carryOver", "timetable.copy", "timetable.deleteGroup", "timetable.deleteSlot", "timetable.editorScreen", "timetable.ofClass", "timetable.saveGroup", "timetable.saveSlot", "timetable.screen", "timetable.today", "timetable.week",
];

const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, { _def: { meta?: Meta } }> } })._def.procedures);
const undeclared = procedures.filter(([, p]) => !p._def.meta?.scope).map(([path]) => path).sort();

describe("every action declares its scope", () => {
  it("no new action resolves its scope in its service", () => {
    expect(undeclared.filter((path) => !RESOLVED_IN_SERVICE.includes(path))).toEqual([]);
  });

  it("an action whose scope is now declared leaves the list", () => {
    expect(RESOLVED_IN_SERVICE.filter((path) => !undeclared.includes(path))).toEqual([]);
    const byKind = new Map<string, number>();
    for (const [, p] of procedures) {
      const kind = p._def.meta?.scope?.kind ?? "in its service";
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    }
    console.log(`[scope] ${procedures.length} actions: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ")}`);
  });
});
