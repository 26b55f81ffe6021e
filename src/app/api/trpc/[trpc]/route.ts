import { handleTrpcRequest } from "~/server/api/http-handler";
import { createTRPCContext } from "~/server/api/context";

const handler = (req: Request) => handleTrpcRequest(req, () => createTRPCContext({ req }));

export { handler as GET, handler as POST };
