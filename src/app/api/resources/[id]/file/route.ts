import { routeCall } from "~/platform/api/route-caller";

/**
 * GET /api/resources/{id}/file: a resource's file, authorized for this request (src/modules/resources/server/
 * open-resource.ts). Members-only files are never cached by a shared cache; the name keeps its accents and Arabic.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) return new Response("Not found", { status: 404 });
  const read = await routeCall((api) => api.resources.file({ id }));
  if (!read.ok) return read.response;
  const file = read.value;
  const ascii = file.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.type,
      "content-length": String(file.body.length),
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      "cache-control": file.isPublic ? "public, max-age=3600" : "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
