import { PERMISSIONS, type Permission } from "./permissions";

/** The 8 roles of spec §1, from the most to the least powerful. */
export const ROLE_KEYS = [
  "SUPER_ADMIN",
  "DEVELOPER",
  "WEBMASTER",
  "ADMIN",
  "TEACHER",
  "PARENT",
  "STUDENT",
  "MEMBER",
] as const;
export type RoleKey = (typeof ROLE_KEYS)[number];

/** Ranks decide who may manage whom: an actor grants or edits only roles ranked strictly below their own best. */
export const ROLE_RANK: Record<RoleKey, number> = {
  SUPER_ADMIN: 100,
  DEVELOPER: 90,
  WEBMASTER: 70,
  ADMIN: 60,
  TEACHER: 40,
  PARENT: 30,
  STUDENT: 20,
  MEMBER: 10,
};

/** Roles held within one school (UserRole.schoolId set); the others are platform-wide. */
export const SCHOOL_ROLES: ReadonlySet<RoleKey> = new Set(["ADMIN", "TEACHER", "PARENT", "STUDENT"]);

/**
 * The school roles a family holds. Their permissions act on the family's own records (a parent consults their own
 * children's payments); the school's rights come from its staff roles only (`can` in src/platform/auth/actor.ts).
 */
export const FAMILY_ROLES: ReadonlySet<RoleKey> = new Set(["PARENT", "STUDENT"]);

export function isRoleKey(value: string): value is RoleKey {
  return (ROLE_KEYS as readonly string[]).includes(value);
}

const own: Permission[] = [
  "ad.create",
  "ad.edit",
  "ad.delete",
  "comment.create",
  "comment.edit",
  "comment.delete",
  "report.create",
];

const schoolContent: Permission[] = [
  "homework.create",
  "homework.edit",
  "homework.delete",
  "textbook.create",
  "textbook.edit",
  "textbook.delete",
  "evaluation.create",
  "evaluation.edit",
  "evaluation.delete",
  "resource.create",
  "resource.edit",
  "resource.delete",
  "gradebook.edit",
  "reportCard.generate",
  "notification.send",
  "message.send",
  "circular.send",
  "meeting.publish",
];

const schoolAdministration: Permission[] = [
  ...schoolContent,
  "school.edit",
  "session.create",
  "session.edit",
  "session.delete",
  "level.create",
  "level.edit",
  "level.delete",
  "subject.create",
  "subject.edit",
  "subject.delete",
  "class.create",
  "class.edit",
  "class.delete",
  "user.create",
  "user.edit",
  "payment.create",
  "payment.edit",
  "payment.delete",
  "payment.consult",
  "article.create",
  "article.edit",
  "article.delete",
  "notification.editSchool",
  "message.moderate",
  "school.linkStudent",
  "school.linkTeacher",
  "student.linkParent",
  "class.linkStudent",
  "class.linkSubject",
  "document.issue",
  "lostProperty.manage",
  "privacy.manage",
];

const siteModeration: Permission[] = [
  ...own,
  "ad.moderate",
  "comment.moderate",
  "report.edit",
  "report.delete",
  "category.create",
  "category.edit",
  "category.delete",
  "article.create",
  "article.edit",
  "article.delete",
  "user.edit",
  "user.suspend",
];

/**
 * The default role → permission matrix (docs/permissions.md explains each choice). The seed writes it; the
 * role editor changes it afterwards in the database.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleKey, readonly Permission[]> = {
  SUPER_ADMIN: PERMISSIONS,
  DEVELOPER: PERMISSIONS.filter((p) => !p.startsWith("payment.") && p !== "breach.manage"),
  WEBMASTER: siteModeration,
  ADMIN: schoolAdministration,
  TEACHER: schoolContent,
  PARENT: ["payment.consult", "message.send", "meeting.book"],
  STUDENT: [],
  MEMBER: own,
};
