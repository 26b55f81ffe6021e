import { afterAll } from "vitest";
import { createTestDatabase } from "./database";

// Each test file gets its own migrated database, installed as the process-wide client before any app module runs.
const testDatabase = await createTestDatabase();
(globalThis as { __waslaDb?: unknown }).__waslaDb = testDatabase.db;

afterAll(async () => {
  await testDatabase.drop();
});
