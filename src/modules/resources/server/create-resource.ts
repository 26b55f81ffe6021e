import { randomBytes } from "node:crypto";
import { RESOURCE_FILE_MAX_BYTES } from "~/modules/resources/domain/constants";
import type { ZResourceInput } from "~/modules/resources/schemas";
import type { UploadedFile } from "~/platform/api/multipart";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { fieldError } from "~/platform/errors";
import { audienceTarget } from "~/modules/school";
import type { Scoped } from "~/platform/api/scope";
import { storage } from "~/platform/storage";
import type { z } from "zod";
import { resourceFileType } from "./file-type";
import { schoolPageChanged } from "~/modules/school";

/** Where resource files are stored: never served by /media, only through /api/resources/{id}/file. */
export const PRIVATE_RESOURCES = "private/resources";

/**
 * Publishes a resource (the gate: 'resource.create' in the school): a file checked by its content (PDF, image, office
 * document; 10 MB at most) kept in private storage, or a link. Published by is the author.
 */
export async function createResource(
  db: Db,
  actor: Actor,
  school: Scoped<"school">,
  input: z.output<typeof ZResourceInput>,
  file: UploadedFile | null,
) {
  // the gate found the school the form names, where the actor publishes resources ('resource.create')
  const schoolId = school.id;
  const target = await audienceTarget(db, schoolId, input);
  const subject = input.subjectId
    ? await db.subject.findFirst({ where: { id: input.subjectId, schoolId: schoolId }, select: { id: true } })
    : null;
  if (input.subjectId && !subject) throw fieldError("subjectId", "validation.required");

  let stored: { fileKey: string; fileName: string; fileType: string; fileSize: number } | null = null;
  if (input.source === "file") {
    if (!file) throw fieldError("file", "validation.required");
    if (file.bytes.length > RESOURCE_FILE_MAX_BYTES)
      throw fieldError("file", "validation.fileTooLarge", {
        file: file.name,
        size: RESOURCE_FILE_MAX_BYTES / 1024 / 1024,
      });
    const type = resourceFileType(file.bytes, file.name);
    if (!type) throw fieldError("file", "validation.fileFormat", { file: file.name });
    const base =
      [...file.name.replace(/\.[^.]*$/, "")]
        .filter((c) => c >= " " && !'\\/:*?"<>|'.includes(c))
        .join("")
        .trim()
        .slice(0, 100) || "document";
    stored = {
      fileKey: `${PRIVATE_RESOURCES}/${schoolId}/${randomBytes(16).toString("hex")}.${type.ext}`,
      fileName: `${base}.${type.ext}`,
      fileType: type.mime,
      fileSize: file.bytes.length,
    };
    await storage.put(stored.fileKey, file.bytes, type.mime);
  }
  try {
    const created = await db.resource.create({
      data: {
        schoolId,
        title: input.title,
        description: input.description,
        kind: input.kind,
        subjectId: subject?.id ?? null,
        ...target,
        onMainPage: input.onMainPage && target.audience === "SCHOOL",
        ...(stored ?? { url: input.url ?? null }),
        publishedById: actor.userId,
      },
      select: { id: true, onMainPage: true },
    });
    if (created.onMainPage) await schoolPageChanged(db, schoolId);
    return { id: created.id };
  } catch (error) {
    if (stored) await storage.remove(stored.fileKey).catch(() => undefined);
    throw error;
  }
}
