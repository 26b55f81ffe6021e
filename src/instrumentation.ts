/** Runs once when the server starts (Node.js only: the edge runtime has no process.exit). */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await (await import("./server/startup")).checkEnvironmentAtStart();
}
