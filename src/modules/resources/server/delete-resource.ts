import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { forbidden } from "~/platform/errors";
import { administers } from "~/modules/school";
import { storage } from "~/platform/storage";
import { schoolPageChanged } from "~/modules/school";

/** Deletes a resource and its file ('resource.delete' in its school: the gate's): its author, or an administrator of the school. */
export async function deleteResource(db: Db, actor: Actor, resource: Scoped<"resource">) {
  if (resource.publishedById !== actor.userId && !administers(actor, resource.schoolId)) throw forbidden();
  await db.resource.delete({ where: { id: resource.id } });
  if (resource.onMainPage) await schoolPageChanged(db, resource.schoolId);
  if (resource.fileKey) await storage.remove(resource.fileKey).catch(() => undefined);
  return { id: resource.id };
}
