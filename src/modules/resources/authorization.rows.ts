import { expect } from "vitest";
import {
  db,
  freshResourceFile,
  signedIn,
  adminOf,
  memberOf,
  staffOf,
  SCHOOL,
  school,
  type Rule,
} from "~/test/matrix-vocabulary";

/** Who may call each of the resources module's actions (the authorization matrix's rows: src/test/authorization-matrix.ts). */
export const resourcesRows: Record<string, Rule> = {
  // ── resources: members see their audience's, visitors and other schools only those on the school's page ──
  "resources.list": {
    scopes: SCHOOL,
    input: (call) => ({ schoolId: school(call).id }),
    allow: signedIn,
    check: (result, call) => {
      const items = (result as { items: { onMainPage: boolean }[] }).items;
      if (!memberOf(call.who, call.scope)) expect(items.every((r) => r.onMainPage)).toBe(true);
    },
  },
  // the filters' and the form's choices: the school's members only (its class names are not public)
  "resources.choices": { scopes: SCHOOL, input: (call) => ({ schoolId: school(call).id }), allow: memberOf },
  "resources.create": {
    scopes: SCHOOL,
    input: (call) => {
      const form = new FormData();
      form.set(
        "fields",
        JSON.stringify({
          schoolId: school(call).id,
          title: "Cours",
          kind: "EDUCATIONAL",
          audience: "SCHOOL",
          source: "link",
          url: "https://example.org/cours",
        }),
      );
      return form;
    },
    allow: staffOf,
  },
  // an administrator's resource: its author's and the school's administrators' to delete
  "resources.file": {
    scopes: SCHOOL,
    input: async (call) => {
      const resource = await freshResourceFile(school(call).id, call.w.users.ADMIN);
      return { id: resource.id };
    },
    allow: memberOf,
  },
  "resources.delete": {
    scopes: SCHOOL,
    input: async (call) => ({
      id: (
        await db.resource.create({
          data: {
            schoolId: school(call).id,
            title: "Règlement",
            kind: "ADMINISTRATIVE",
            url: "https://example.org/r",
            publishedById: call.w.users.ADMIN,
          },
          select: { id: true },
        })
      ).id,
    }),
    allow: adminOf,
  },
};
