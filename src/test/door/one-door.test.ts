import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 28, "one door": pages, layouts, route handlers and the server components of the modules' ui/ and src/ui read and write
 * through the procedures (the request-scoped caller `api()` of server-caller.ts, or an HTTP route that calls a
 * procedure), so the authorization matrix and the fuzz see every read. These files still reach services or the
 * database directly; the list only shrinks: a new file doing so fails here, and a converted file must leave it.
 */
const PENDING = [
  // Chargily's signed webhook: no user and no procedure input — the signature is its permission (payments/online-payment.ts)
  "src/app/api/payments/chargily/[schoolId]/route.ts",
];

/**
 * Files that import a module's server code for a name, not for data: the stored card PDF's key and the fingerprint of
 * what it prints (grades/server/card-pdf.ts); the card itself is read through the procedure (routeCall).
 */
const NAMES_ONLY = ["src/app/api/report-cards/pdf/route.ts"];

const root = path.resolve(import.meta.dirname, "../../..");
// a value import (a type-only import reaches nothing at run time)
const DIRECT =
  /import (?!type\b)[^;]*from "(~\/modules\/[^/"]+(\/server\/[^"]*)?|~\/platform\/db|(\.\.?\/)+server\/[^"]*)"/;

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("one door to the data", () => {
  const screens = readdirSync(path.join(root, "src/modules")).filter((m) =>
    existsSync(path.join(root, "src/modules", m, "ui")),
  );
  const direct = [
    ...sources("src/app"),
    ...sources("src/ui"),
    ...screens.flatMap((m) => sources(`src/modules/${m}/ui`)),
  ]
    .filter((file) => DIRECT.test(readFileSync(path.join(root, file), "utf8")))
    .sort();

  it("no new page or server component reads services or the database directly", () => {
    expect(direct.filter((file) => !PENDING.includes(file) && !NAMES_ONLY.includes(file))).toEqual([]);
  });

  it("a file that now goes through the procedures leaves the pending list", () => {
    expect(PENDING.filter((file) => !direct.includes(file))).toEqual([]);
    console.log(`[one door] ${direct.length} files still reach services or the database directly`);
  });
});
