import { createCaller } from "~/server/api/root";
import { createInnerTRPCContext } from "~/server/api/trpc";
import { loadActor } from "~/server/auth/actor";
import { db } from "~/server/db";
import { DEMO_USERS, seedDemo } from "~/server/seed/seed";

export type DemoRole = (typeof DEMO_USERS)[number]["role"];

/** A caller acting as the demo user of `role` (the demo is seeded on first use in this file's database). */
export async function callerAs(role: DemoRole | null, extra: { ip?: string } = {}) {
  if (!role) return createCaller(createInnerTRPCContext({ db, ...extra }));
  const email = DEMO_USERS.find((u) => u.role === role)!.email;
  const user = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, user.id), ...extra }));
}

export async function callerForUser(userId: string) {
  return createCaller(createInnerTRPCContext({ db, actor: await loadActor(db, userId) }));
}

let seeded: Promise<{ superAdminId: string; schoolId: string }> | undefined;
export function seedOnce() {
  seeded ??= seedDemo(db);
  return seeded;
}
