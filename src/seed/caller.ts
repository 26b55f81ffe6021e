import { createCaller } from "~/modules/root";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { loadActor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";

/** A server-side caller acting as this user: the seed goes through the same procedures as the screens. */
export async function actorCaller(db: Db, userId: string) {
  const actor = await loadActor(db, userId);
  return createCaller(createInnerTRPCContext({ db, actor }));
}
