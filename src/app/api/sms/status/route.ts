import { routeCall } from "~/platform/api/route-caller";
import { readBodyUpTo } from "~/platform/http/body-cap";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/sms/status: Twilio's delivery reports (issue 31), no user — machine to machine, through the procedure
 * sms.status, which checks the signature over the site's own address (never the request's Host). A few kilobytes at most.
 */
export async function POST(request: Request) {
  const body = await readBodyUpTo(request, 16 * 1024);
  if (!body) return new Response("Too large", { status: 413 });
  const params = Object.fromEntries(new URLSearchParams(body.toString("utf8")));
  const done = await routeCall((api) =>
    api.sms.status({ params, signature: request.headers.get("x-twilio-signature") }),
  );
  if (!done.ok) return done.response;
  return new Response(null, { status: 204 });
}
