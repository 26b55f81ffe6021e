import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { db } from "~/server/db";
import { loadActor, type Actor } from "./actor";
import { authOptions } from "./options";

/** The acting user of this request (null when logged out, suspended or the session was ended), once per request. */
export const getActor = cache(async (): Promise<Actor | null> => {
  const session = (await getServerSession(authOptions)) as { user?: { id?: string }; sv?: number } | null;
  if (!session?.user?.id) return null;
  return loadActor(db, session.user.id, session.sv ?? 0);
});
