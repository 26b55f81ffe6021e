import { randomBytes } from "node:crypto";
import { ACCEPTED_IMAGE_FORMATS } from "~/lib/image-format";
import { AD_PHOTO_MAX_BYTES, MAX_AD_PHOTOS } from "~/modules/ads/schemas";
import { fieldError } from "~/platform/errors";
import { checkUploadedImage, decodeUploadedImage } from "~/platform/images/uploaded-image";
import type { UploadedFile } from "~/platform/api/multipart";
import { storage } from "~/platform/storage";

export type { UploadedFile } from "~/platform/api/multipart";

/** A photo ready to be attached to an ad: both sizes are already in storage. */
export interface StoredPhoto {
  thumbKey: string;
  displayKey: string;
  width: number;
  height: number;
}

const PHOTO_FORMATS = new Set<string>(ACCEPTED_IMAGE_FORMATS);
const THUMB = { width: 480, height: 360 };
const DISPLAY_MAX = 1600;

/**
 * Checks every new file by its content (sharp reads it; the name and the browser's type are ignored) before
 * anything is stored, so one bad file refuses the whole form with its name in the message.
 */
export function checkAdPhotos(files: UploadedFile[], keptCount: number) {
  return checkPhotos(files, keptCount, MAX_AD_PHOTOS);
}

/** The same checks for any form's photos (an event's): at most `max` in all, each within the size limit. */
export async function checkPhotos(files: UploadedFile[], keptCount: number, max: number) {
  if (keptCount + files.length > max) throw fieldError("photos", "validation.maxImages", { count: max });
  for (const file of files) {
    if (file.bytes.length > AD_PHOTO_MAX_BYTES) {
      throw fieldError("photos", "validation.fileTooLarge", {
        file: file.name,
        size: AD_PHOTO_MAX_BYTES / 1024 / 1024,
      });
    }
    await checkUploadedImage("photos", file, PHOTO_FORMATS);
  }
}

/**
 * Stores a checked photo twice as WebP: a 480×360 thumbnail for lists and a display size up to 1600 px. The
 * re-encode drops every metadata block (EXIF, GPS, camera), after applying the EXIF orientation.
 */
export function storeAdPhoto(adId: string, file: UploadedFile): Promise<StoredPhoto> {
  return storePhoto(`ads/${adId}`, file);
}

/** Stores a checked photo under a folder of the storage ("ads/{id}", "events/{id}"), as storeAdPhoto does. */
export async function storePhoto(folder: string, file: UploadedFile): Promise<StoredPhoto> {
  const { bytes: _, ...photo } = await storePhotoSized(folder, file);
  return photo;
}

/** storePhoto, also saying how many bytes the display size weighs (a message's photo shows it). */
export async function storePhotoSized(folder: string, file: UploadedFile): Promise<StoredPhoto & { bytes: number }> {
  const upright = decodeUploadedImage(file.bytes).rotate();
  const [thumb, display] = await Promise.all([
    upright.clone().resize(THUMB.width, THUMB.height, { fit: "cover" }).webp({ quality: 75 }).toBuffer(),
    upright
      .clone()
      .resize(DISPLAY_MAX, DISPLAY_MAX, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true }),
  ]);
  const base = `${folder}/${randomBytes(8).toString("hex")}`;
  const photo = {
    thumbKey: `${base}-thumb.webp`,
    displayKey: `${base}.webp`,
    width: display.info.width,
    height: display.info.height,
  };
  await storage.put(photo.thumbKey, thumb, "image/webp");
  await storage.put(photo.displayKey, display.data, "image/webp");
  return { ...photo, bytes: display.data.length };
}

export async function removeStoredPhotos(photos: { thumbKey: string; displayKey: string }[]) {
  await Promise.all(
    photos.flatMap((p) => [p.thumbKey, p.displayKey]).map((key) => storage.remove(key).catch(() => {})),
  );
}

export function photoUrls(photo: { id: string; thumbKey: string; displayKey: string; width: number; height: number }) {
  return {
    id: photo.id,
    thumbUrl: storage.url(photo.thumbKey),
    url: storage.url(photo.displayKey),
    width: photo.width,
    height: photo.height,
  };
}
