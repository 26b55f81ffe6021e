#!/usr/bin/env node
// Offline `prisma migrate diff` for Wasla's Prisma 7 schema.
//
// Prisma 7's schema engine is a native binary that cannot be downloaded here. Prisma 6.19.3 still ships a
// WASM schema engine usable through a driver adapter (`engine: "js"`), so we run *its* `migrate diff` on an
// in-memory PGlite. See README.md.
//
//   node tools/prisma-diff/diff.mjs --from empty|<schema> --to <schema> [--out <file>]
//
//   import { diffSql } from "./tools/prisma-diff/diff.mjs";
//   const sql = await diffSql({ from: "empty", to: "prisma/schema.prisma" });

import { spawn, spawnSync } from "node:child_process";
import { existsSync, realpathSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const TOOL_DIR = dirname(fileURLToPath(import.meta.url));
const PRISMA_CLI = join(TOOL_DIR, "node_modules", "prisma", "build", "index.js");
const REQUIRED = ["prisma", "pglite-prisma-adapter", "@electric-sql/pglite"];

/** Install this tool's own (pinned, locked) dependencies if they are missing. */
export function ensureDeps() {
  if (REQUIRED.every((p) => existsSync(join(TOOL_DIR, "node_modules", p, "package.json")))) return;
  process.stderr.write(`prisma-diff: installing its dependencies into ${TOOL_DIR}/node_modules ...\n`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  // --ignore-scripts: prisma's install scripts would try to download native engines, and @prisma/client's
  // would run prisma 6 `generate` on whatever schema it finds from INIT_CWD (the app's!). None is needed.
  const r = spawnSync(npm, ["install", "--prefix", TOOL_DIR, "--ignore-scripts", "--no-audit", "--no-fund"], {
    cwd: TOOL_DIR,
    stdio: ["ignore", process.stderr, process.stderr],
  });
  if (r.error || r.status !== 0) {
    throw new Error(`prisma-diff: npm install failed (${r.error?.message ?? `exit ${r.status}`})`);
  }
}

/** Read a schema file, or every *.prisma file under a folder (multi-file schema), as one text. */
async function readSchema(path) {
  const abs = resolve(path);
  const st = await stat(abs).catch(() => null);
  if (!st) throw new Error(`prisma-diff: schema not found: ${abs}`);
  if (st.isFile()) return readFile(abs, "utf8");
  const files = [];
  const walk = async (dir) => {
    for (const e of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name);
      if (e.isDirectory() && e.name !== "migrations") await walk(p);
      else if (e.isFile() && e.name.endsWith(".prisma")) files.push(p);
    }
  };
  await walk(abs);
  if (files.length === 0) throw new Error(`prisma-diff: no .prisma files under ${abs}`);
  return (await Promise.all(files.map((f) => readFile(f, "utf8")))).join("\n");
}

const DATAMODEL_PREVIEW_FEATURES = ["postgresqlExtensions", "views", "multiSchema"];

/**
 * Turn a Prisma 7 schema into one prisma 6 accepts for diffing:
 * - generator blocks are commented out (only the datamodel matters, and Prisma 7 generator settings may
 *   not be valid for prisma 6). A bare generator is appended only to carry the preview features that change
 *   what prisma 6 accepts in the datamodel (views, postgresqlExtensions; the latter is also implied by
 *   `extensions = [...]` in the datasource).
 * - the datasource gets a `url` line (mandatory in prisma 6, gone in Prisma 7; never connected to:
 *   the adapter supplies the database); any existing url/directUrl/shadowDatabaseUrl is commented out.
 * Line numbers stay those of the original, +1 after the inserted url line.
 */
export function toPrisma6Schema(text) {
  return convert(text).text;
}

function convert(text) {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const out = [];
  let block = null; // "generator" | "datasource" | null
  let datasources = 0;
  let provider = null;
  let urlLine = 0;
  const features = new Set();
  for (const line of lines) {
    if (block === null) {
      const m = /^\s*(generator|datasource)\s+\w+\s*\{/.exec(line);
      if (m) {
        block = m[1];
        if (block === "datasource") {
          datasources++;
          out.push(line, '  url = "postgresql://prisma-diff@localhost:5432/prisma-diff" // added by prisma-diff');
          urlLine = out.length;
          continue;
        }
        if (line.slice(line.indexOf("{") + 1).includes("}")) {
          throw new Error(`prisma-diff: put the ${block} block on several lines: ${line.trim()}`);
        }
        out.push(`// ${line}`);
        continue;
      }
      out.push(line);
      continue;
    }
    if (/^\s*\}\s*(\/\/.*)?$/.test(line)) {
      out.push(block === "datasource" ? line : `// ${line}`);
      block = null;
      continue;
    }
    if (block === "datasource") {
      if (/^\s*(url|directUrl|shadowDatabaseUrl)\s*=/.test(line)) {
        out.push(`// ${line}`);
        continue;
      }
      const p = /^\s*provider\s*=\s*"([^"]*)"/.exec(line);
      if (p) provider = p[1];
      if (/^\s*extensions\s*=/.test(line)) features.add("postgresqlExtensions");
      out.push(line);
    } else {
      // generator line: commented out (keeps line numbers), but remember datamodel-relevant preview features
      out.push(`// ${line}`);
      const f = /^\s*previewFeatures\s*=\s*\[([^\]]*)\]/.exec(line);
      for (const name of f ? f[1].match(/[A-Za-z]+/g) ?? [] : []) {
        if (DATAMODEL_PREVIEW_FEATURES.includes(name)) features.add(name);
      }
    }
  }
  if (block !== null) throw new Error(`prisma-diff: unterminated ${block} block in schema`);
  if (datasources !== 1) throw new Error(`prisma-diff: expected exactly one datasource block, found ${datasources}`);
  if (provider !== "postgresql" && provider !== "postgres") {
    throw new Error(`prisma-diff: only provider = "postgresql" is supported (found ${JSON.stringify(provider)})`);
  }
  if (features.size > 0) {
    const list = [...features].map((f) => JSON.stringify(f)).join(", ");
    out.push("", `generator client {\n  provider        = "prisma-client-js"\n  previewFeatures = [${list}]\n}`);
  }
  return { text: out.join("\n"), urlLine };
}

const CONFIG_TS = `import { defineConfig } from "prisma/config";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

export default defineConfig({
  engine: "js",
  experimental: { adapter: true },
  schema: "./to.prisma",
  adapter: async () => new PrismaPGlite(new PGlite()),
});
`;

function run(cmd, args, opts) {
  return new Promise((res, rej) => {
    const child = spawn(cmd, args, { ...opts, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", rej);
    child.on("close", (code, signal) => res({ code, signal, stdout, stderr }));
  });
}

/**
 * SQL (PostgreSQL) that migrates the `from` datamodel to the `to` datamodel.
 * @param {{ from: "empty" | string, to: string }} args  schema file or folder paths
 * @returns {Promise<string>} the script; "-- This is an empty migration." when there is nothing to do
 */
export async function diffSql({ from, to }) {
  if (!from || !to) throw new Error("prisma-diff: both `from` and `to` are required");
  ensureDeps();
  const dir = await mkdtemp(join(tmpdir(), "prisma-diff-"));
  try {
    // Let the temp prisma.config.ts resolve prisma/config, PGlite and the adapter from this tool.
    await symlink(join(TOOL_DIR, "node_modules"), join(dir, "node_modules"), "dir");
    await writeFile(join(dir, "prisma.config.ts"), CONFIG_TS);
    const notes = [];
    const copy = async (name, path) => {
      const { text, urlLine } = convert(await readSchema(path));
      await writeFile(join(dir, name), text);
      notes.push(`${name} = ${resolve(path)}, with a url line inserted as line ${urlLine}`);
    };
    await copy("to.prisma", to);
    if (from !== "empty") await copy("from.prisma", from);
    const fromArgs = from === "empty" ? ["--from-empty"] : ["--from-schema-datamodel", "from.prisma"];

    // prisma 6 checks for (and would try to download) a native query engine before running any command,
    // even though `migrate diff` with an adapter never loads it. "client" engine type skips that check
    // for valid schemas; when the schema is invalid prisma falls back to "library", and the placeholder
    // file keeps it from trying the network so its real validation error (P1012) is what you see.
    await writeFile(join(dir, "no-query-engine.node"), "placeholder: never loaded by migrate diff\n");
    const env = {
      ...process.env,
      PRISMA_CLIENT_ENGINE_TYPE: "client",
      PRISMA_QUERY_ENGINE_LIBRARY: join(dir, "no-query-engine.node"),
      CHECKPOINT_DISABLE: "1",
      PRISMA_HIDE_UPDATE_MESSAGE: "1",
      NO_COLOR: "1",
    };
    for (const k of ["DATABASE_URL", "PRISMA_SCHEMA_ENGINE_BINARY", "PRISMA_CLI_QUERY_ENGINE_TYPE"]) delete env[k];
    const args = [PRISMA_CLI, "migrate", "diff", "--config", "prisma.config.ts", ...fromArgs,
      "--to-schema-datamodel", "to.prisma", "--script"];
    const r = await run(process.execPath, args, { cwd: dir, env });
    const sql = r.stdout.trim();
    if (r.code !== 0 || !sql) {
      const why = r.code !== 0 ? `exit ${r.code ?? r.signal}` : "no SQL on stdout";
      const output = `${r.stderr}${r.stdout}`.trimEnd();
      throw new Error(`prisma-diff: prisma 6 migrate diff failed (${why})\n${output}\n\n(${notes.join("; ")})`);
    }
    return sql + "\n";
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function parseArgs(argv) {
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "-h" || a === "--help") opts.help = true;
    else if (["--from", "--to", "--out"].includes(a)) {
      if (argv[i + 1] === undefined) throw new Error(`prisma-diff: ${a} needs a value`);
      opts[a.slice(2)] = argv[++i];
    } else throw new Error(`prisma-diff: unknown argument ${a}`);
  }
  return opts;
}

const USAGE = "usage: node tools/prisma-diff/diff.mjs --from empty|<schema.prisma> --to <schema.prisma> [--out <file>]\n";

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (opts.help) return void process.stdout.write(USAGE);
  if (!opts.from || !opts.to) throw new Error(`prisma-diff: --from and --to are required\n${USAGE}`);
  const sql = await diffSql({ from: opts.from, to: opts.to });
  if (opts.out) {
    await mkdir(dirname(resolve(opts.out)), { recursive: true });
    await writeFile(opts.out, sql);
    process.stderr.write(`prisma-diff: wrote ${opts.out}\n`);
  } else process.stdout.write(sql);
}

if (process.argv[1] && realpathSync(resolve(process.argv[1])) === realpathSync(fileURLToPath(import.meta.url))) {
  main().catch((err) => {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  });
}
