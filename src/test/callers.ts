import type { TRPCError } from "@trpc/server";
import { appRouter, createCaller } from "~/modules/root";
import { createInnerTRPCContext, type ErrorData } from "~/platform/api/trpc";
import { loadActor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { startLoginSession } from "~/platform/auth/login-sessions";
import { DEMO_SCHOOL, DEMO_USERS } from "~/seed/seed";

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

/** A caller acting as `userId` from a signed-in browser of its own (a new login session), as a request would. */
export async function callerInSession(userId: string) {
  const loginSessionId = await startLoginSession(db, userId);
  const { sessionVersion } = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { sessionVersion: true },
  });
  return {
    caller: createCaller(
      createInnerTRPCContext({ db, actor: await loadActor(db, userId, sessionVersion, loginSessionId) }),
    ),
    loginSessionId,
  };
}

/** This file's demo, kept on globalThis: the setup file forgets it at each file's start (a worker may run several). */
const demoOfFile = globalThis as unknown as { __waslaSeeded?: Promise<{ superAdminId: string; schoolId: string }> };

/**
 * The demo (2 students a class) in this file's database, the first time it is asked for: a copy of the seeded
 * template made once by the global setup (src/test/database.ts), in place of the empty database. Call it before
 * writing anything the file needs later: what was written before goes with the empty database.
 */
export function seedOnce() {
  demoOfFile.__waslaSeeded ??= (async () => {
    // installed by the setup file (src/test/setup.ts), which owns this file's databases
    await (globalThis as unknown as { __waslaUseSeededDatabase: () => Promise<void> }).__waslaUseSeededDatabase();
    const superAdmin = await db.user.findUniqueOrThrow({
      where: { email: DEMO_USERS.find((u) => u.role === "SUPER_ADMIN")!.email },
      select: { id: true },
    });
    const school = await db.school.findUniqueOrThrow({ where: { slug: DEMO_SCHOOL.slug }, select: { id: true } });
    return { superAdminId: superAdmin.id, schoolId: school.id };
  })();
  return demoOfFile.__waslaSeeded;
}

/** The formatted error a client would receive. */
export async function clientError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const e = error as TRPCError;
    const shape = appRouter._def._config.errorFormatter({
      error: e,
      type: "mutation",
      path: "x",
      input: undefined,
      ctx: undefined,
      shape: { message: e.message, code: -32600, data: { code: e.code, httpStatus: 400, path: "x" } },
    } as never) as { data: ErrorData };
    return { code: e.code, ...shape.data };
  }
  throw new Error("expected the call to fail");
}

/** The id of the account a school linked (a new one, its own, or a placeholder: the answer is the same). */
export function linked(result: { id: string }): string {
  return result.id;
}

/** The caller of an actor already loaded (a test's `admin`, `parent`): its calls pass every action's gate. */
export async function callerOf(actor: { userId: string }) {
  return callerForUser(actor.userId);
}
