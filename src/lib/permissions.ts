/**
 * Every permission Wasla knows, named "<subject>.<action>" (spec §6). This list is the single source used by
 * the permission middleware, the seed and the role editor; the database mirrors it.
 */
const CRUD_SUBJECTS = [
  "role",
  "permission",
  "user",
  "category",
  "ad",
  "report",
  "school",
  "session",
  "class",
  "subject",
  "homework",
  "textbook",
  "article",
  "resource",
  "payment",
  "level",
  "evaluation",
  "comment",
] as const;

const CRUD_ACTIONS = ["create", "edit", "delete"] as const;

type CrudPermission = `${(typeof CRUD_SUBJECTS)[number]}.${(typeof CRUD_ACTIONS)[number]}`;

/** Permissions beyond create/edit/delete: the spec's "others" and its linking operations. */
export const EXTRA_PERMISSIONS = [
  "notification.editSchool",
  "notification.send",
  "reportCard.generate",
  "gradebook.edit",
  "payment.consult",
  /** writing in /messages: a family to its child's teachers and the office, staff to families and each other */
  "message.send",
  /** the school's reported messages: read them, dismiss the report or delete the message */
  "message.moderate",
  /** /circulars: sending a circular (a teacher: to the classes they teach), reminding, reading its answers */
  "circular.send",
  /** /meetings: publishing reception slots (a teacher: their own), opening a parent-teacher day (an admin) */
  "meeting.publish",
  /** /meetings: a parent booking a teacher's slot for their own child */
  "meeting.book",
  /** /documents: issuing, refusing and withdrawing a school's papers (certificates), keeping their register */
  "document.issue",
  /** /lost-property: posting what was found at school, handing it back, and what happens to it unclaimed */
  "lostProperty.manage",
  /** data protection (issue 34): a school's consents, access log, correction and erasure requests, retention; on the
   * platform (held globally), the board members' requests */
  "privacy.manage",
  /** the platform's register of personal-data breaches (the super admin's alone) */
  "breach.manage",
  // linking operations (spec §6)
  "school.linkStudent",
  "school.linkTeacher",
  "student.linkParent",
  "class.linkStudent",
  "class.linkSubject",
  // acting on other people's public content, beyond one's own (moderation)
  "ad.moderate",
  "comment.moderate",
  "user.suspend",
] as const;

export type Permission = CrudPermission | (typeof EXTRA_PERMISSIONS)[number];

export const PERMISSIONS: readonly Permission[] = [
  ...CRUD_SUBJECTS.flatMap((s) => CRUD_ACTIONS.map((a) => `${s}.${a}` as CrudPermission)),
  ...EXTRA_PERMISSIONS,
];

const PERMISSION_SET: ReadonlySet<string> = new Set(PERMISSIONS);

export function isPermission(value: string): value is Permission {
  return PERMISSION_SET.has(value);
}
