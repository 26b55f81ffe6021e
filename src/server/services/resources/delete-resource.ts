import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { forbidden, notFound } from "~/server/errors";
import { administers, assertCan } from "~/server/services/school/scope";
import { storage } from "~/server/storage";
import { schoolPageChanged } from "~/server/services/school/public-page";

/** Deletes a resource and its file: its author, or an administrator of the school ('resource.delete' there). */
export async function deleteResource(db: Db, actor: Actor, input: { id: string }) {
  const resource = await db.resource.findUnique({ where: { id: input.id }, select: { id: true, schoolId: true, publishedById: true, fileKey: true, onMainPage: true } });
  if (!resource) throw notFound();
  assertCan(actor, "resource.delete", resource.schoolId);
  if (resource.publishedById !== actor.userId && !administers(actor, resource.schoolId)) throw forbidden();
  await db.resource.delete({ where: { id: resource.id } });
  if (resource.onMainPage) await schoolPageChanged(db, resource.schoolId);
  if (resource.fileKey) await storage.remove(resource.fileKey).catch(() => undefined);
  return { id: resource.id };
}
