import { routeCall } from "~/platform/api/route-caller";
import { byteRange } from "~/platform/http/byte-range";

/**
 * GET /api/conversations/files/{id}[?thumb=1]: a message's photo, document or voice note, to the conversation's
 * members only (src/modules/messages/server/open-message-file.ts). Photos and voice notes show in the page; a
 * document downloads under its name; every answer is sandboxed (no script, no origin: issue 47,
 * src/test/door/served-files.test.ts). Byte ranges are answered (206): Safari plays audio only from a server that does.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(id)) return new Response("Not found", { status: 404 });
  const thumb = new URL(request.url).searchParams.get("thumb") === "1";
  const read = await routeCall((api) => api.messages.file({ id, thumb }));
  if (!read.ok) return read.response;
  const file = read.value;
  const ascii = file.name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const headers: Record<string, string> = {
    "content-type": file.type,
    "content-disposition": `${file.inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    // a member's own copy may be kept by their browser (files never change); never by a shared cache
    "cache-control": "private, max-age=86400",
    "accept-ranges": "bytes",
    "x-content-type-options": "nosniff",
    "content-security-policy": "sandbox",
  };
  const range = byteRange(request.headers.get("range"), file.body.length);
  if (range === "unsatisfiable")
    return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${file.body.length}` } });
  if (range) {
    const part = file.body.subarray(range.start, range.end + 1);
    return new Response(new Uint8Array(part), {
      status: 206,
      headers: {
        ...headers,
        "content-length": String(part.length),
        "content-range": `bytes ${range.start}-${range.end}/${file.body.length}`,
      },
    });
  }
  return new Response(new Uint8Array(file.body), {
    headers: { ...headers, "content-length": String(file.body.length) },
  });
}
