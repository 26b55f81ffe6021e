import "server-only";
import { TRPCError } from "@trpc/server";
import { forbidden, notFound } from "next/navigation";

/**
 * A board page's read: NOT_FOUND and FORBIDDEN become the 404 and 403 screens. An address the procedure's input
 * refuses (BAD_REQUEST: a slug longer than any ad's or member's) names nothing, so it is the 404 screen too.
 */
export async function orErrorPage<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === "NOT_FOUND" || error.code === "BAD_REQUEST")) notFound();
    if (error instanceof TRPCError && error.code === "FORBIDDEN") forbidden();
    throw error;
  }
}
