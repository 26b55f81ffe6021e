import { getActor } from "~/platform/auth/session";
import { pusherServer } from "~/platform/realtime/pusher";
import { pusherAuth } from "~/platform/realtime/pusher-auth";

const handler = async (req: Request) => pusherAuth(req, await getActor(), pusherServer());

export { handler as GET, handler as POST };
