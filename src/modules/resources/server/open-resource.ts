import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { notFound } from "~/platform/errors";
import { storage } from "~/platform/storage";
import { visibleResources } from "./list-resources";

/**
 * A resource's file for one download, checked for this request: a visitor gets only those on the school's page; a
 * member those their audience allows; anyone else "not found" (whether it exists is not told).
 */
export async function openResourceFile(db: Db, actor: Actor | null, id: string) {
  const resource = await db.resource.findUnique({ where: { id }, select: { schoolId: true } });
  if (!resource) throw notFound();
  const visible = await db.resource.findFirst({
    where: { AND: [{ id }, await visibleResources(db, actor, resource.schoolId)] },
    select: { fileKey: true, fileName: true, fileType: true, onMainPage: true },
  });
  if (!visible?.fileKey) throw notFound();
  const file = await storage.get(visible.fileKey);
  if (!file) throw notFound();
  return {
    body: file.body,
    name: visible.fileName ?? "document",
    type: visible.fileType ?? "application/octet-stream",
    isPublic: visible.onMainPage,
  };
}
