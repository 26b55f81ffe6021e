import type { Scoped } from "~/server/api/scope";
import type { Actor } from "~/server/auth/actor";
import type { Db } from "~/server/db";
import { forbidden } from "~/server/errors";
import { administers } from "~/server/services/school/scope";
import { storage } from "~/server/storage";
import { schoolPageChanged } from "~/server/services/school/public-page";

/** Deletes a resource and its file ('resource.delete' in its school: the gate's): its author, or an administrator of the school. */
export async function deleteResource(db: Db, actor: Actor, resource: Scoped<"resource">) {
  if (resource.publishedById !== actor.userId && !administers(actor, resource.schoolId)) throw forbidden();
  await db.resource.delete({ where: { id: resource.id } });
  if (resource.onMainPage) await schoolPageChanged(db, resource.schoolId);
  if (resource.fileKey) await storage.remove(resource.fileKey).catch(() => undefined);
  return { id: resource.id };
}
