import { loadDotEnv } from "./load-env";

loadDotEnv();
const { prepareEmbedded } = await import("./db-tasks");
await prepareEmbedded((line) => console.log(`db: ${line}`));
