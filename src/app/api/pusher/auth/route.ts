import { getActor } from "~/server/auth/session";
import { pusherServer } from "~/server/realtime/pusher";
import { pusherAuth } from "~/server/realtime/pusher-auth";

const handler = async (req: Request) => pusherAuth(req, await getActor(), pusherServer());

export { handler as GET, handler as POST };
