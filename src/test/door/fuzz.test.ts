import { TRPCError, type AnyProcedure } from "@trpc/server";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { ZAdUpdate } from "~/modules/ads/schemas";
import { appRouter, createCaller } from "~/modules/root";
import { databaseError } from "~/platform/api/database-errors";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { loadActor, type Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { closeRealtimeHub } from "~/platform/realtime";
import { DEMO_USERS } from "~/seed/seed";
import { validAd } from "~/test/ads";
import { seedOnce } from "~/test/callers";
import { junk, withJunk } from "~/test/fuzz/junk";
import { arbitraryOf, type Hints } from "~/test/fuzz/zod-arbitrary";
import { inSelectedArea } from "../../../scripts/test-areas.mjs";

/**
 * Every procedure of the router, called with inputs generated from its own zod schema (valid, most of the time)
 * and with junk, as a visitor, a member, the school admin and the super admin (who passes every permission check,
 * so junk reaches deepest). Whatever the input, the answer is a TRPCError with a 4xx/503 code or a result:
 * never INTERNAL_SERVER_ERROR. Deeper runs: FUZZ_RUNS=200 (FUZZ_SEED=… to vary or replay, FUZZ_ONLY=ads.,school.create
 * to pick procedures by path prefix, FUZZ_VERBOSE=1 to print each call, FUZZ_SHRINK=1 to shrink a failing input).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** "TEACHER+PARENT": the demo teacher, also a parent of the demo child (issue 27: one person, two roles in a school). */
const ROLES = [null, "MEMBER", "ADMIN", "SUPER_ADMIN", "TEACHER+PARENT"] as const;
type Role = (typeof ROLES)[number];

// typed as the nested router, but at run time a flat record: "school.create" → procedure
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
const paths = Object.keys(procedures)
  .sort()
  .filter((path) => !process.env.FUZZ_ONLY || process.env.FUZZ_ONLY.split(",").some((only) => path.startsWith(only)))
  // AREA=grades: the area's procedures only (scripts/test-areas.mjs)
  .filter((path) => inSelectedArea(path));

interface Failure {
  path: string;
  role: Role;
  kind: "valid" | "junk";
  input: string;
  cause: string;
}
const calls = { valid: 0, junk: 0 };
const outcomes = new Map<string, number>();
const failures: Failure[] = [];
/**
 * Database failures the base middleware turned into a 4xx/503 (database-errors.ts): not a 500, but input a
 * schema or service should have refused first. Reported by procedure and cause; FUZZ_STRICT=1 fails on them.
 */
const caughtByNet = new Map<string, { count: number; example: Failure }>();
const schemaCoverage = { full: 0, partial: [] as string[], none: 0 };

/** Procedures that answered at least one call with a result: the others only ever saw refusals. */
const accepted = new Set<string>();
const actors = new Map<Role, Actor | null>();

/**
 * Real records from the seeded database, offered for fields by name (and, for `id` and `slug`, by router) so
 * valid inputs reach past "not found" into the services.
 */
let hintsFor: (path: string) => Hints = () => () => undefined;

async function loadHints(): Promise<(path: string) => Hints> {
  const rows = { select: { id: true } } as const;
  const [
    users,
    schools,
    years,
    terms,
    levels,
    subjects,
    classes,
    classSubjects,
    students,
    categories,
    ads,
    comments,
    invitations,
  ] = await Promise.all([
    db.user.findMany({ select: { id: true, slug: true } }),
    db.school.findMany({ select: { id: true, slug: true } }),
    db.schoolYear.findMany(rows),
    db.term.findMany(rows),
    db.level.findMany(rows),
    db.subject.findMany(rows),
    db.schoolClass.findMany({ select: { id: true, slug: true } }),
    db.classSubject.findMany(rows),
    db.student.findMany(rows),
    db.category.findMany({ select: { id: true, slug: true } }),
    db.ad.findMany({ select: { id: true, slug: true } }),
    db.comment.findMany(rows),
    db.schoolInvitation.findMany(rows),
  ]);
  const ids = (...tables: { id: string }[][]) => tables.flat().map((r) => r.id);
  const slugs = (...tables: { slug: string }[][]) => tables.flat().map((r) => r.slug);
  const pool = (values: string[]) => (values.length ? fc.constantFrom(...values) : undefined);
  const byKey: Record<string, string[]> = {
    schoolId: ids(schools),
    schoolYearId: ids(years),
    levelId: ids(levels),
    subjectId: ids(subjects),
    classId: ids(classes),
    adId: ids(ads),
    commentId: ids(comments),
    categoryId: ids(categories),
    userId: ids(users),
    teacherId: ids(users),
    parentId: ids(users),
    studentId: ids(students),
    keepPhotoIds: [],
    email: DEMO_USERS.map((u) => u.email),
  };
  // `id` and `slug` name a different table in each router
  const idByRouter: Record<string, string[]> = {
    classes: ids(classes, classSubjects),
    levels: ids(levels),
    subjects: ids(subjects),
    schoolYears: ids(years, terms),
    comments: ids(comments),
    moderation: ids(categories),
    people: ids(students, invitations),
    invitations: ids(invitations),
    users: ids(users),
  };
  const slugByRouter: Record<string, string[]> = {
    school: slugs(schools),
    classes: ids(classes).concat(slugs(classes)),
    ads: slugs(ads, categories, users),
    moderation: slugs(ads),
  };
  const phones = fc.constantFrom("0550 12 34 56", "+213550123456", "00213661000001", "0661 00 00 02", "0770000003");
  const day = (min: string, max: Date) =>
    fc.date({ min: new Date(min), max, noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  // mostly past days (birth dates, the day an object was lost), sometimes out of every range
  const days = fc.oneof(
    { arbitrary: day("1990-01-01", new Date()), weight: 3 },
    { arbitrary: day("1890-01-01", new Date("2230-12-31")), weight: 1 },
  );
  const named: Record<string, fc.Arbitrary<unknown> | undefined> = {
    phone: phones,
    adminPhone: phones,
    whatsapp: phones,
    viber: phones,
    // drawn apart, so mostly the one pair that matches (Alger-Centre in Alger)
    wilayaCode: fc.oneof({ arbitrary: fc.constant("16"), weight: 6 }, fc.constantFrom("31", "01", "58")),
    communeCode: fc.oneof({ arbitrary: fc.constant("1601"), weight: 6 }, fc.constantFrom("3101", "0101", "5801")),
    adminEmail: pool(byKey.email!),
    // the ads' honeypot: filled, the ad is refused before anything else
    website: fc.constantFrom("", undefined),
    messenger: fc.constantFrom("amine.b", "https://m.me/amine.b", "", undefined),
    studentIds: fc.array(pool(ids(students)) ?? fc.string(), { minLength: 1, maxLength: 4 }),
  };
  for (const key of ["startsOn", "endsOn", "birthDate", "happenedOn"]) named[key] = days;
  const byName: Hints = (key) => named[key] ?? (byKey[key] ? pool(byKey[key]) : undefined);
  // the "ad" part of the multipart posting form: its fields as the form sends them (ZAdUpdate ⊃ ZAdInput)
  // plus a known-good ad (a seed corpus of one), so a single planted junk field is often the only fault
  named.ad = fc.oneof(arbitraryOf(ZAdUpdate, byName).arbitrary, fc.constant(validAd()));
  return (path) => {
    const router = path.split(".")[0]!;
    return (key) => {
      if (key === "id" && idByRouter[router]) return pool(idByRouter[router]);
      if (key === "slug" && slugByRouter[router]) return pool(slugByRouter[router]);
      return byName(key);
    };
  };
}

/** The input arbitrary of a procedure: tRPC merges several `.input()` objects, so do we. */
function inputArbitraries(path: string, procedure: AnyProcedure) {
  const hints = hintsFor(path);
  const inputs = procedure._def.inputs as unknown as z.core.$ZodType[];
  if (inputs.length === 0) {
    schemaCoverage.none++;
    return { valid: fc.constant(undefined), junk: fc.oneof(junk, fc.constant({})) };
  }
  const conversions = inputs.map((schema) => arbitraryOf(schema, hints));
  const fallbacks = conversions.flatMap((c) => c.fallbacks);
  if (fallbacks.length) schemaCoverage.partial.push(fallbacks.join(","));
  else schemaCoverage.full++;
  const valid =
    conversions.length === 1
      ? conversions[0]!.arbitrary
      : fc.tuple(...conversions.map((c) => c.arbitrary)).map((parts) => Object.assign({}, ...parts) as unknown);
  const junkHints: Hints = (key) => (key === "ad" ? withJunk(hints(key) ?? junk) : hints(key));
  // a multipart input: the junk goes inside its JSON "ad" part, past the middleware's look at the raw input
  const multipart = inputs.some((schema) => schema._zod.bag.Class === FormData);
  const inside = multipart ? [{ arbitrary: arbitraryOf(inputs[0]!, junkHints).arbitrary, weight: 3 }] : [];
  return {
    valid,
    junk: fc.oneof({ arbitrary: junk, weight: 1 }, { arbitrary: withJunk(valid), weight: 3 }, ...inside),
  };
}

async function call(path: string, role: Role, input: unknown, n: number): Promise<unknown> {
  // a distinct address per call: IP rate limits would otherwise stop the public procedures after a few calls
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const caller = createCaller(createInnerTRPCContext({ db, actor: actors.get(role) ?? null, ip })) as unknown as Record<
    string,
    unknown
  >;
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    i: unknown,
  ) => Promise<unknown>;
  const result = await fn(input);
  // a subscription answers with its stream: its first value is read (what a client gets on connect), then it ends
  if (procedures[path]!._def.type === "subscription") {
    const stream = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    try {
      return (await stream.next()).value;
    } finally {
      await stream.return?.();
    }
  }
  return result;
}

/** A short, readable rendering of an input for the failure report. */
function show(input: unknown): string {
  const text =
    input instanceof FormData
      ? `FormData ${[...input.entries()].map(([k, v]) => `${k}=${typeof v === "string" ? v : `File(${fc.stringify(v.name)}, ${v.size} B, ${v.type})`}`).join(" ")}`
      : fc.stringify(input);
  return text.length > 300 && !process.env.FUZZ_VERBOSE ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
}

function causeOf(error: unknown): string {
  const root = error instanceof TRPCError && error.cause ? error.cause : error;
  const message = root instanceof Error ? `${root.name}: ${root.message}` : String(root);
  return message.replace(/\s+/g, " ").slice(0, 400);
}

let counter = 0;
async function outcomeOf(path: string, role: Role, input: unknown, kind: "valid" | "junk"): Promise<boolean> {
  calls[kind]++;
  if (process.env.FUZZ_VERBOSE) console.log(`[fuzz] ${path} as ${role ?? "visitor"} (${kind}): ${show(input)}`);
  let code: string;
  try {
    await call(path, role, input, ++counter);
    code = "OK";
    accepted.add(path);
  } catch (error) {
    code = error instanceof TRPCError ? error.code : "NOT_A_TRPC_ERROR";
    if (process.env.FUZZ_VERBOSE)
      console.log(
        `  ${causeOf(error)} ${fc.stringify((error as { cause?: { fields?: unknown } }).cause?.fields ?? "")}`,
      );
    if (code === "INTERNAL_SERVER_ERROR" || code === "NOT_A_TRPC_ERROR") {
      failures.push({ path, role, kind, input: show(input), cause: causeOf(error) });
    } else if (error instanceof TRPCError && error.cause && databaseError(error.cause)) {
      const cause = causeOf(error);
      const key = `${path}: ${code} ← ${cause.slice(0, 160)}`;
      const seen = caughtByNet.get(key) ?? { count: 0, example: { path, role, kind, input: show(input), cause } };
      seen.count++;
      caughtByNet.set(key, seen);
      code = `${code} (database)`;
    }
  }
  if (process.env.FUZZ_VERBOSE) console.log(`  → ${code}`);
  outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
  return code !== "INTERNAL_SERVER_ERROR" && code !== "NOT_A_TRPC_ERROR";
}

/** Same seed for the same procedure, role and kind whatever else is added to the router. */
function seedFor(...parts: string[]): number {
  let h = SEED | 0;
  for (const ch of parts.join("|")) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
}

describe("input fuzzing of every procedure", () => {
  beforeAll(async () => {
    await seedOnce();
    for (const role of ROLES) {
      if (!role) continue;
      const demo = role === "TEACHER+PARENT" ? "TEACHER" : role;
      const { id } = await db.user.findUniqueOrThrow({
        where: { email: DEMO_USERS.find((u) => u.role === demo)!.email },
      });
      if (role === "TEACHER+PARENT") {
        const parent = await db.user.findUniqueOrThrow({
          where: { email: DEMO_USERS.find((u) => u.role === "PARENT")!.email },
          select: {
            id: true,
            roles: { where: { role: { key: "PARENT" } }, select: { roleId: true, schoolId: true } },
            children: { select: { studentId: true } },
          },
        });
        await db.userRole.createMany({
          data: parent.roles.map((r) => ({ userId: id, roleId: r.roleId, schoolId: r.schoolId })),
        });
        await db.parentLink.createMany({
          data: parent.children.map((c) => ({ parentId: id, studentId: c.studentId })),
        });
      }
      actors.set(role, await loadActor(db, id));
    }
    hintsFor = await loadHints();
    // mail goes to the log in tests: keep the fuzz output readable
    vi.spyOn(console, "info").mockImplementation(() => {});
  });

  afterAll(async () => {
    // the live streams' LISTEN connection, opened by the subscriptions' first values
    await closeRealtimeHub();
    const byCode = [...outcomes.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([code, n]) => `${code} ${n}`)
      .join(", ");
    console.log(
      `[fuzz] ${paths.length} procedures (schemas: ${schemaCoverage.full} fully generated, ${schemaCoverage.partial.length} with fallbacks` +
        `${schemaCoverage.partial.length ? ` [${schemaCoverage.partial.join("; ")}]` : ""}, ${schemaCoverage.none} without input), ` +
        `${calls.valid + calls.junk} calls (valid ${calls.valid} / junk ${calls.junk}), seed ${SEED}, ${RUNS} runs — ${byCode}; ` +
        `500s: ${failures.length}; database errors caught by the middleware: ${[...caughtByNet.values()].reduce((n, c) => n + c.count, 0)}`,
    );
    const neverAccepted = paths.filter((path) => !accepted.has(path));
    console.log(`[fuzz] never answered with a result (${neverAccepted.length}): ${neverAccepted.join(", ")}`);
    for (const [key, { count, example }] of caughtByNet) {
      console.log(
        `[fuzz] caught by the middleware ×${count}: ${key}\n  e.g. as ${example.role ?? "visitor"} (${example.kind}): ${example.input}`,
      );
    }
  });

  it("finds every procedure of the router", () => {
    if (!process.env.FUZZ_ONLY && !process.env.AREA) expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      expect(["query", "mutation", "subscription"]).toContain(procedures[path]!._def.type);
      // the generators read zod 4 schemas: another validator would need its own
      for (const input of procedures[path]!._def.inputs) expect(input, path).toHaveProperty("_zod");
    }
  });

  it.each(paths)(
    "%s answers 4xx or a result, never 500",
    async (path) => {
      const arbitraries = inputArbitraries(path, procedures[path]!);
      for (const role of ROLES) {
        for (const kind of ["valid", "junk"] as const) {
          const before = failures.length;
          const result = await fc.check(
            fc.asyncProperty(arbitraries[kind], (input) => outcomeOf(path, role, input, kind)),
            { numRuns: RUNS, seed: seedFor(path, String(role), kind), endOnFailure: process.env.FUZZ_SHRINK !== "1" },
          );
          // a failure the property did not record is the generator's own (it threw): that is a bug of this test
          if (result.failed && failures.length === before)
            throw result.errorInstance ?? new Error(`fast-check failed: ${fc.stringify(result)}`);
          if (result.failed && process.env.FUZZ_SHRINK === "1") failures.splice(before, failures.length - before - 1);
        }
      }
      const mine = failures.filter((f) => f.path === path);
      if (process.env.FUZZ_STRICT) {
        for (const [key, { example }] of caughtByNet) if (example.path === path) mine.push({ ...example, cause: key });
      }
      expect(
        mine,
        mine.map((f) => `${f.path} as ${f.role ?? "visitor"} (${f.kind}): ${f.input}\n  → ${f.cause}`).join("\n"),
      ).toEqual([]);
    },
    120_000,
  );
});
