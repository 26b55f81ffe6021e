import { randomBytes } from "node:crypto";
import { MESSAGE_FILE_MAX_BYTES, MESSAGE_FILES_MAX, VOICE_MAX_BYTES } from "~/modules/messages/schemas";
import type { UploadedFile } from "~/platform/api/multipart";
import { fieldError } from "~/platform/errors";
import { removeStoredPhotos, storePhotoSized } from "~/modules/ads";
import { activeContent } from "~/modules/resources";
import { resourceFileType } from "~/modules/resources";
import { storage } from "~/platform/storage";
import { checkUploadedImage } from "~/platform/images/uploaded-image";
import { ACCEPTED_IMAGE_FORMATS, sniffImageFormat } from "~/lib/image-format";
import { audioFileType } from "./audio-type";

/** Where a conversation's files live: never served by /media, only through /api/conversations/files/{id}. */
export const PRIVATE_MESSAGES = "private/messages";

/** A file ready to be attached to a message (already in storage). */
export interface StoredAttachment {
  kind: "PHOTO" | "DOCUMENT" | "VOICE";
  fileKey: string;
  thumbKey: string | null;
  fileName: string;
  fileType: string;
  fileSize: number;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

const PHOTO_FORMATS = new Set<string>(ACCEPTED_IMAGE_FORMATS);

const cleanName = (name: string) =>
  [...name.replace(/\.[^.]*$/, "")]
    .filter((c) => c >= " " && !'\\/:*?"<>|'.includes(c))
    .join("")
    .trim()
    .slice(0, 100);

/**
 * Checks a message's files by their content before anything is stored (one bad file refuses the message, its name
 * in the message, the text kept): photos (JPEG, PNG, WebP: re-encoded to WebP without their metadata — a phone's
 * photo carries where it was taken), documents (PDF, Office, OpenDocument, as resources are judged, without active
 * content: services/resources/active-content.ts) and one voice note
 * (MP4/AAC, WebM or Ogg with Opus: what browsers' recorders write). Then stores them in private storage.
 */
export async function storeMessageFiles(
  conversationId: string,
  files: UploadedFile[],
  voice: UploadedFile | null,
  voiceMs: number | undefined,
): Promise<StoredAttachment[]> {
  if (files.length > MESSAGE_FILES_MAX) throw fieldError("files", "validation.maxImages", { count: MESSAGE_FILES_MAX });
  const plans: (
    { kind: "PHOTO"; file: UploadedFile } | { kind: "DOCUMENT"; file: UploadedFile; mime: string; ext: string }
  )[] = [];
  for (const file of files) {
    if (file.bytes.length > MESSAGE_FILE_MAX_BYTES)
      throw fieldError("files", "validation.fileTooLarge", {
        file: file.name,
        size: MESSAGE_FILE_MAX_BYTES / 1024 / 1024,
      });
    const image = sniffImageFormat(file.bytes);
    if (image && PHOTO_FORMATS.has(image)) {
      await checkUploadedImage("files", file, PHOTO_FORMATS);
      plans.push({ kind: "PHOTO", file });
      continue;
    }
    const type = resourceFileType(file.bytes, file.name);
    // a document that runs something (a PDF's script, launch, embedded file; a page behind it) is not a document
    if (!type || type.mime.startsWith("image/") || activeContent(file.bytes))
      throw fieldError("files", "validation.fileFormat", { file: file.name });
    plans.push({ kind: "DOCUMENT", file, ...type });
  }
  let audio: { mime: string; ext: string } | null = null;
  if (voice) {
    if (voice.bytes.length > VOICE_MAX_BYTES)
      throw fieldError("voice", "validation.fileTooLarge", { file: voice.name, size: VOICE_MAX_BYTES / 1024 / 1024 });
    audio = audioFileType(voice.bytes);
    if (!audio) throw fieldError("voice", "validation.fileFormat", { file: voice.name });
  }

  const folder = `${PRIVATE_MESSAGES}/${conversationId}`;
  const stored: StoredAttachment[] = [];
  try {
    for (const plan of plans) {
      if (plan.kind === "PHOTO") {
        const photo = await storePhotoSized(folder, plan.file);
        stored.push({
          kind: "PHOTO",
          fileKey: photo.displayKey,
          thumbKey: photo.thumbKey,
          fileName: `${cleanName(plan.file.name) || "photo"}.webp`,
          fileType: "image/webp",
          fileSize: photo.bytes,
          width: photo.width,
          height: photo.height,
          durationMs: null,
        });
      } else {
        const fileKey = `${folder}/${randomBytes(16).toString("hex")}.${plan.ext}`;
        await storage.put(fileKey, plan.file.bytes, plan.mime);
        stored.push({
          kind: "DOCUMENT",
          fileKey,
          thumbKey: null,
          fileName: `${cleanName(plan.file.name) || "document"}.${plan.ext}`,
          fileType: plan.mime,
          fileSize: plan.file.bytes.length,
          width: null,
          height: null,
          durationMs: null,
        });
      }
    }
    if (voice && audio) {
      const fileKey = `${folder}/${randomBytes(16).toString("hex")}.${audio.ext}`;
      await storage.put(fileKey, voice.bytes, audio.mime);
      stored.push({
        kind: "VOICE",
        fileKey,
        thumbKey: null,
        fileName: `voice.${audio.ext}`,
        fileType: audio.mime,
        fileSize: voice.bytes.length,
        width: null,
        height: null,
        durationMs: voiceMs ?? null,
      });
    }
  } catch (error) {
    await removeMessageFiles(stored);
    throw error;
  }
  return stored;
}

export async function removeMessageFiles(files: { fileKey: string; thumbKey: string | null }[]) {
  await removeStoredPhotos(
    files.filter((f) => f.thumbKey).map((f) => ({ displayKey: f.fileKey, thumbKey: f.thumbKey! })),
  );
  await Promise.all(files.filter((f) => !f.thumbKey).map((f) => storage.remove(f.fileKey).catch(() => undefined)));
}
