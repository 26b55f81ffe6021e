import path from "node:path";
import { defineConfig } from "prisma/config";

// See scripts/no-schema-engine.sh: generate works without the native engine, migrate goes through npm run db:migrate.
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY && !process.env.PRISMA_USE_NATIVE_ENGINE) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = path.resolve("scripts/no-schema-engine.sh");
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx scripts/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/wasla" },
});
