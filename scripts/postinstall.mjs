// After `npm install`: the Prisma client, and the offline schema-diff tool's own pinned dependencies
// (tools/prisma-diff, used by the migrations' drift test), so that tests never download anything mid-run.
import { spawnSync } from "node:child_process";

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run("npx", ["prisma", "generate"]);
const { ensureDeps } = await import("../tools/prisma-diff/diff.mjs");
ensureDeps();
