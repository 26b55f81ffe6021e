import { storage } from "~/platform/storage";

/** Uploaded public files (photos). Keys are random and never reused, so they are cached for a year. */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const { key } = await params;
  // private files (a school's resources) are only downloaded through their own route, checked per request
  if (key[0] === "private") return new Response("Not found", { status: 404 });
  const file = await storage.get(key.join("/")).catch(() => null);
  if (!file) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.contentType,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
