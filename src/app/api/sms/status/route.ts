import { env } from "~/env";
import { db } from "~/server/db";
import { readBodyUpTo } from "~/server/http/body-cap";
import { smsStatusUrl } from "~/server/sms/provider";
import { validTwilioSignature } from "~/server/sms/twilio";
import { smsStatusReport } from "~/server/services/sms/deliver-sms";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * POST /api/sms/status: Twilio's delivery reports (issue 31), no user — machine to machine. Accepted only when signed
 * with the account's auth token over the site's own address (never the request's Host); a few kilobytes at most.
 */
export async function POST(request: Request) {
  const url = smsStatusUrl();
  if (!env.TWILIO_AUTH_TOKEN || !url) return new Response("Not found", { status: 404 });
  const body = await readBodyUpTo(request, 16 * 1024);
  if (!body) return new Response("Too large", { status: 413 });
  const params = Object.fromEntries(new URLSearchParams(body.toString("utf8")));
  if (!validTwilioSignature(env.TWILIO_AUTH_TOKEN, request.headers.get("x-twilio-signature"), url, params)) return new Response("Forbidden", { status: 403 });
  await smsStatusReport(db, params);
  return new Response(null, { status: 204 });
}
