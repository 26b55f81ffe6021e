import "server-only";
import { getServerSession } from "next-auth";
import { cache } from "react";
import { db } from "~/server/db";
import { actorFromSession, type Actor, type SessionClaims } from "./actor";
import { authOptions } from "./options";

/** The acting user of this request (null when logged out, suspended or the session was ended), once per request. */
export const getActor = cache(async (): Promise<Actor | null> => {
  return actorFromSession(db, (await getServerSession(authOptions)) as SessionClaims | null);
});
