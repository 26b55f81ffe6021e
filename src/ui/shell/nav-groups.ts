import type { MessageKey } from "~/lib/messages";

/** The header's menus (client-safe: nav.ts itself reads the actor's permissions on the server). */
export const NAV_GROUPS = {
  life: "nav.schoolLife",
  grades: "nav.grades",
  school: "nav.school",
  admin: "nav.administration",
} as const satisfies Record<string, MessageKey>;
export type NavGroup = keyof typeof NAV_GROUPS;
