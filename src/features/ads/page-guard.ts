import "server-only";
import { TRPCError } from "@trpc/server";
import { forbidden, notFound } from "next/navigation";

/** A service call from a page: its NOT_FOUND and FORBIDDEN become the 404 and 403 screens. */
export async function orErrorPage<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") notFound();
    if (error instanceof TRPCError && error.code === "FORBIDDEN") forbidden();
    throw error;
  }
}
