import { handleTrpcRequest } from "~/platform/api/http-handler";
import { createTRPCContext } from "~/platform/api/context";

const handler = (req: Request) => handleTrpcRequest(req, () => createTRPCContext({ req }));

export { handler as GET, handler as POST };
