import { createCaller } from "~/server/api/root";
import { createInnerTRPCContext } from "~/server/api/trpc";
import { loadActor } from "~/server/auth/actor";
import type { Db } from "~/server/db";

/** A server-side caller acting as this user: the seed goes through the same procedures as the screens. */
export async function actorCaller(db: Db, userId: string) {
  const actor = await loadActor(db, userId);
  return createCaller(createInnerTRPCContext({ db, actor }));
}
