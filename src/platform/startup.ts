import { logger } from "~/platform/logger.mjs";

/**
 * Called by src/instrumentation.ts when the server starts: a misconfigured server (e.g. production without
 * NEXTAUTH_URL) stops here, naming the variable, instead of starting and failing every request (Next only logs
 * a failing instrumentation hook).
 */
export async function checkEnvironmentAtStart() {
  try {
    await import("~/env");
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
