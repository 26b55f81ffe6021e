import { expect } from "vitest";
import {
  everyone,
  SCHOOL_ROLES,
  adminOf,
  SCHOOL,
  school,
  CLASS_FAMILIES,
  eventForm,
  freshEvent,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the events module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const eventsRows: Record<string, Rule> = {
  // ── events: the school's news ('article.*' in the school); reading follows the audience, public ones for all ──
  "events.list": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "events.manageScreen": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: adminOf },
  "events.save": {
    scopes: SCHOOL,
    input: (call) =>
      eventForm({
        schoolId: school(call).id,
        title: "Sortie",
        startDate: "2030-05-04",
        startTime: "09:00",
        audience: "SCHOOL",
      }),
    allow: adminOf,
  },
  "events.cancel": {
    scopes: SCHOOL,
    input: async (call) => ({ slug: (await freshEvent(call)).slug, cancelled: true }),
    allow: adminOf,
  },
  "events.delete": { scopes: SCHOOL, input: async (call) => ({ slug: (await freshEvent(call)).slug }), allow: adminOf },
  "events.visible": {
    input: ({ w }) => ({ schoolId: w.A.id }),
    allow: everyone,
    // strangers to the school (visitors, the board's member, platform staff without a role there): public ones only
    check: (result, call) => {
      const list = result as {
        upcoming: { isPublic: boolean }[];
        past: { isPublic: boolean }[];
        inMonth: { isPublic: boolean }[];
      };
      if (["anonymous", "MEMBER", "DEVELOPER", "WEBMASTER"].includes(call.who))
        expect([...list.upcoming, ...list.past, ...list.inMonth].every((e) => e.isPublic)).toBe(true);
    },
  },
  // a members-only event for the class of the demo child: its school's staff, the child and her parent
  "events.bySlug": {
    relations: CLASS_FAMILIES,
    scopes: SCHOOL,
    input: async (call) => ({
      slug: (await freshEvent(call, { audience: "CLASS", classId: school(call).classId })).slug,
    }),
    allow: (who, scope) => who === "SUPER_ADMIN" || (scope === "own" && SCHOOL_ROLES.includes(who)),
  },
};
