import { createTRPCRouter } from "~/server/api/trpc";
import { live } from "./live";

export const notificationsRouter = createTRPCRouter({
  /** my unread count, live over SSE */
  live,
});
