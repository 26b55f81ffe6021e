import "server-only";
import { TRPCError } from "@trpc/server";
import { api } from "./server-caller";

type Caller = Awaited<ReturnType<typeof api>>;

const STATUS: Partial<Record<TRPCError["code"], number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

/**
 * A route handler's read or write through the procedures (the request-scoped caller of server-caller.ts): the same
 * action, permission and scope as a page or the browser. A refusal becomes the plain HTTP answer a file link gets
 * (401, 403, 404…, its code as text); anything else is thrown as before.
 */
export async function routeCall<T>(
  call: (caller: Caller) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await call(await api()) };
  } catch (error) {
    const status = error instanceof TRPCError ? STATUS[error.code] : undefined;
    if (!status) throw error;
    return {
      ok: false,
      response: new Response(status === 404 ? "Not found" : (error as TRPCError).code, {
        status,
        headers: { "cache-control": "private, no-store" },
      }),
    };
  }
}
