/**
 * Who an event or a resource is for (Prisma enum Audience). Client-safe: no zod, no server imports.
 * - SCHOOL: every member of the school; LEVEL / CLASS: the students of that level or class this year, their parents,
 *   and the school's staff; PARENTS, STUDENTS, STAFF: that part of the school.
 * The school's staff (its administrators and teachers) see everything the school publishes, to answer families.
 */
export const AUDIENCES = ["SCHOOL", "LEVEL", "CLASS", "PARENTS", "STUDENTS", "STAFF"] as const;
export type AudienceKind = (typeof AUDIENCES)[number];
