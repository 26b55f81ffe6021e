import { loadDotEnv } from "./load-env";

loadDotEnv();
// `npm start` refuses a misconfigured production server before touching the database (the server checks again
// at start: src/instrumentation.ts)
if (process.env.NODE_ENV === "production") {
  try {
    await import("../src/env");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const { prepareEmbedded } = await import("./db-tasks");
await prepareEmbedded((line) => console.log(`db: ${line}`));
// the rate limits' Redis connection (REDIS_URL), opened when the services were loaded, would keep this step alive
// and `npm start` would never reach the server
await (await import("~/platform/redis")).closeSharedRedis();
