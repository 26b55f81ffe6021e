import type { TRPCError } from "@trpc/server";
import type { ErrorData } from "~/server/api/trpc";

/** The formatted error a client would receive from a failed call (code, message key, field messages). */
export async function clientError(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { appRouter } = await import("~/server/api/root");
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
