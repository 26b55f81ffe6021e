import type { Prisma } from "~/platform/db/generated/client";
import { shownContact } from "./person-account";

export const studentRow = {
  id: true,
  birthDate: true,
  birthPlace: true,
  registrationNumber: true,
  createdAt: true,
  user: {
    select: { id: true, name: true, email: true, phone: true, contactEmail: true, contactPhone: true, username: true },
  },
  enrollments: {
    where: { class: { schoolYear: { isCurrent: true } } },
    select: { class: { select: { id: true, name: true, slug: true } } },
  },
  parents: {
    select: {
      parent: { select: { id: true, name: true, email: true, phone: true, contactEmail: true, contactPhone: true } },
    },
  },
} as const;

type StudentRow = Prisma.StudentGetPayload<{ select: typeof studentRow }>;

/** A student row as the school reads it: a placeholder account shows the contact the school typed. */
export const shownStudent = <R extends StudentRow>(row: R) => ({
  ...row,
  user: shownContact(row.user),
  parents: row.parents.map((p) => ({ parent: shownContact(p.parent) })),
});
