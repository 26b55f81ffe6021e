import type { TResourceFilters } from "~/modules/resources/schemas";
import { RESOURCES_PAGE } from "~/modules/resources/domain/constants";
import type { Actor } from "~/platform/auth/actor";
import { can } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import type { Prisma } from "~/platform/db/generated/client";
import { audienceWhere } from "~/modules/school";
import { administers } from "~/modules/school";

const SELECT = {
  id: true,
  title: true,
  description: true,
  kind: true,
  audience: true,
  onMainPage: true,
  fileName: true,
  fileType: true,
  fileSize: true,
  url: true,
  createdAt: true,
  publishedById: true,
  subject: { select: { id: true, nameFr: true, nameEn: true, nameAr: true } },
  level: { select: { id: true, nameFr: true, nameEn: true, nameAr: true } },
  class: { select: { id: true, name: true } },
  publishedBy: { select: { name: true } },
} satisfies Prisma.ResourceSelect;

/** What a school's member may see of its resources (null: only those on its page). */
export async function visibleResources(
  db: Db,
  actor: Actor | null,
  schoolId: string,
): Promise<Prisma.ResourceWhereInput> {
  const audience = await audienceWhere(db, actor, schoolId);
  return audience ? { schoolId, OR: [audience, { onMainPage: true }] } : { schoolId, onMainPage: true };
}

/**
 * /resources: the school's resources the actor may see, newest first, filtered by kind, subject, level and class,
 * a page at a time. Each says whether the actor may delete it (its author, or an administrator with the
 * permission).
 */
export async function listResources(db: Db, actor: Actor, input: TResourceFilters & { limit?: number }) {
  const limit = input.limit ?? RESOURCES_PAGE;
  const where: Prisma.ResourceWhereInput = {
    AND: [
      await visibleResources(db, actor, input.schoolId),
      {
        ...(input.kind ? { kind: input.kind } : {}),
        ...(input.subjectId ? { subjectId: input.subjectId } : {}),
        ...(input.levelId ? { OR: [{ levelId: input.levelId }, { class: { levelId: input.levelId } }] } : {}),
        ...(input.classId ? { classId: input.classId } : {}),
      },
    ],
  };
  const rows = await db.resource.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
    ...(input.cursor ? { cursor: { id: input.cursor }, skip: 1 } : {}),
    select: SELECT,
  });
  const mayDelete = (r: { publishedById: string }) =>
    can(actor, "resource.delete", input.schoolId) &&
    (r.publishedById === actor.userId || administers(actor, input.schoolId));
  const items = rows
    .slice(0, limit)
    .map(({ publishedById, ...r }) => ({ ...r, canDelete: mayDelete({ publishedById }) }));
  return { items, nextCursor: rows.length > limit ? items.at(-1)!.id : null };
}

/** The resources a school shows on its public page (/school/{slug}). */
export function mainPageResources(db: Db, schoolId: string) {
  return db.resource.findMany({
    where: { schoolId, onMainPage: true },
    orderBy: { createdAt: "desc" },
    take: 20,
    select: SELECT,
  });
}
