import { describe, expect, it } from "vitest";
import { appRouter } from "~/modules/root";
import type { Meta } from "~/platform/api/trpc";

/**
 * Issue 28, "one door": every action declares what it is scoped to (scope.ts): a record of a school resolved once by
 * its gate (scopedProcedure), a relationship (relations.ts: a child, a class, a card, a payment, an account, a
 * conversation), the school a person belongs to, the actor's own records, the platform, or the public. No action
 * resolves its record in its service any more (issue 49 emptied that list, RESOLVED_IN_SERVICE): a new action without
 * a declared scope fails here.
 */
const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { meta?: Meta } }> } })._def.procedures,
);

describe("every action declares its scope", () => {
  it("no action resolves its scope in its service", () => {
    expect(
      procedures
        .filter(([, p]) => !p._def.meta?.scope)
        .map(([path]) => path)
        .sort(),
    ).toEqual([]);
    const byKind = new Map<string, number>();
    for (const [, p] of procedures) {
      const kind = p._def.meta?.scope?.kind ?? "in its service";
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    }
    console.log(`[scope] ${procedures.length} actions: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(", ")}`);
  });
});
