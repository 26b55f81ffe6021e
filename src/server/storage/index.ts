import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "~/env";

/**
 * Where uploaded files live. One small interface so the lost-and-found photos and profile photos do not care
 * whether it is the local disk (default, under UPLOAD_DIR) or, later, an S3-compatible bucket.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  remove(key: string): Promise<void>;
  /** Public URL of the file, served with long cache headers (keys are never reused). */
  url(key: string): string;
}

const TYPES: Record<string, string> = { ".webp": "image/webp", ".jpg": "image/jpeg", ".png": "image/png" };

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error("invalid storage key");
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        const file = resolve(key);
        return { body: await readFile(file), contentType: TYPES[path.extname(file)] ?? "application/octet-stream" };
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    url: (key) => `/media/${key}`,
  };
}

export const storage: Storage = localStorage(env.UPLOAD_DIR);
