import { catalogueScript } from "~/i18n/server";

/**
 * The browser's message catalogue (src/i18n/catalogue-file.ts): the same for everyone, named by its content, so
 * cached for a year; a name of an earlier build gets today's messages, not to be kept.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const script = catalogueScript((await params).file);
  if (!script) return new Response("Not found", { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(script.body, {
    headers: {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": script.current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
