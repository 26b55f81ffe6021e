import { existsSync } from "node:fs";

/** Scripts read .env like Next does (variables already set win). */
export function loadDotEnv() {
  for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);
}
