import type { Actor } from "~/platform/auth/actor";
import { readBodyUpTo } from "~/platform/http/body-cap";
import { isCrossSiteRequest } from "~/platform/http/same-origin";
import { siteOrigin } from "~/platform/site-origin";
import { userChannel, type PusherServer } from "./pusher";

const SOCKET_ID = /^\d+\.\d+$/;
const MAX_BODY = 1024;

const refuse = (status: number) =>
  Response.json(
    { error: status === 403 ? "forbidden" : status === 404 ? "not found" : "bad request" },
    { status, headers: { "cache-control": "no-store" } },
  );

/**
 * /api/pusher/auth. GET tells the signed-in browser which channel is its own ({ channel }); POST is pusher-js's
 * channel authorization (socket_id, channel_name, form-encoded): signed only for the user's own private channel.
 * Anything else — a visitor, another user's channel, a user who must first replace a school-given password, a
 * request from another site — is 403; 404 when Pusher is not configured.
 */
export async function pusherAuth(
  req: Request,
  actor: Actor | null,
  pusher: Pick<PusherServer, "authorizeChannel"> | null,
): Promise<Response> {
  if (!pusher) return refuse(404);
  if (!actor || actor.mustChangePassword) return refuse(403);
  if (req.method === "GET")
    return Response.json({ channel: userChannel(actor.userId) }, { headers: { "cache-control": "no-store" } });
  if (req.method !== "POST") return refuse(400);
  if (isCrossSiteRequest(req.headers, siteOrigin())) return refuse(403);

  const body = await readBodyUpTo(req, MAX_BODY);
  if (!body) return refuse(400);
  const form = new URLSearchParams(body.toString("utf8"));
  const socketId = form.get("socket_id") ?? "";
  const channel = form.get("channel_name") ?? "";
  if (!SOCKET_ID.test(socketId)) return refuse(400);
  if (channel !== userChannel(actor.userId)) return refuse(403);
  return Response.json(pusher.authorizeChannel(socketId, channel), { headers: { "cache-control": "no-store" } });
}
