import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "~/platform/auth/password";
import { db } from "~/platform/db";
import { createLimits } from "~/platform/rate-limit";
import { redisReachable } from "~/test/redis";
import { authenticate } from "./authenticate";

/**
 * A school's Wi-Fi, a mobile operator's NAT (issue 27): hundreds of people behind one address. Their logins must not
 * spend the address's budget; wrong passwords still do, per address and per identifier; with Redis, every instance
 * counts together.
 */
const PASSWORD = "bonjour-2026";
const SCHOOL_WIFI = "197.112.10.20";
const ACCOUNTS = 200;
let emails: string[];

/** runs `jobs` with at most `width` at a time (a school's teachers logging in around 08:00) */
async function inWaves<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < jobs.length; i += width)
    results.push(...(await Promise.all(jobs.slice(i, i + width).map((job) => job()))));
  return results;
}

beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  const run = randomUUID().slice(0, 8);
  emails = Array.from({ length: ACCOUNTS }, (_, i) => `enseignant-${run}-${i}@ecole.dz`);
  await db.user.createMany({
    data: emails.map((email, i) => ({ email, name: `Enseignant ${i}`, slug: `enseignant-${run}-${i}`, passwordHash })),
  });
}, 60_000);

describe("logins from one address", () => {
  it(`lets ${ACCOUNTS} different accounts log in from one address within a minute, none refused`, async () => {
    const limits = createLimits();
    const started = Date.now();
    const results = await inWaves(
      emails.map((identifier) => () => authenticate(db, { identifier, password: PASSWORD }, SCHOOL_WIFI, limits)),
      10,
    );
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `[login limits] ${ACCOUNTS} logins from one address in ${seconds.toFixed(1)} s: ${results.filter((r) => !r.ok).length} refused`,
    );
    expect(results.filter((r) => !r.ok)).toEqual([]);
    expect(seconds).toBeLessThan(60);
  }, 120_000);

  it("still limits wrong passwords: of 40 from one address at once (on 40 accounts), exactly those past 30 are refused", async () => {
    const limits = createLimits();
    // all in flight together: the address is charged before the answer, so none slips past its edge
    const results = await Promise.all(
      emails
        .slice(0, 40)
        .map((identifier) => authenticate(db, { identifier, password: "mauvais-mot" }, SCHOOL_WIFI, limits)),
    );
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(30);
    expect(results.filter((r) => !r.ok && r.reason === "rate-limited")).toHaveLength(10);
    // a right password from that address still signs in (a family behind a prankster's Wi-Fi), and so from another
    expect((await authenticate(db, { identifier: emails[50]!, password: PASSWORD }, SCHOOL_WIFI, limits)).ok).toBe(
      true,
    );
    expect((await authenticate(db, { identifier: emails[51]!, password: PASSWORD }, "105.96.1.1", limits)).ok).toBe(
      true,
    );
    // while a further typo from it is answered "too many attempts"
    expect(await authenticate(db, { identifier: emails[52]!, password: "faute" }, SCHOOL_WIFI, limits)).toEqual({
      ok: false,
      reason: "rate-limited",
    });
  }, 60_000);

  it("holds no point for logins in progress: after 29 typos from an address, 20 logins at once all pass", async () => {
    const limits = createLimits();
    for (const identifier of emails.slice(80, 109))
      await authenticate(db, { identifier, password: "faute-de-frappe" }, "41.200.0.11", limits);
    const results = await Promise.all(
      emails
        .slice(110, 130)
        .map((identifier) => authenticate(db, { identifier, password: PASSWORD }, "41.200.0.11", limits)),
    );
    expect(results.filter((r) => !r.ok)).toEqual([]);
  });

  it("cuts a burst of parallel guesses on one account at the limit, not after it", async () => {
    const limits = createLimits();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        authenticate(db, { identifier: emails[60]!, password: "devine" }, "41.200.0.9", limits),
      ),
    );
    // 8 wrong passwords per identifier from one address
    expect(results.filter((r) => !r.ok && r.reason === "invalid")).toHaveLength(8);
  });

  it("limits one identifier from one address, and a success clears that count", async () => {
    const limits = createLimits();
    const wrong = () => authenticate(db, { identifier: emails[70]!, password: "faux" }, "41.200.0.10", limits);
    for (let i = 0; i < 7; i++) expect(await wrong()).toEqual({ ok: false, reason: "invalid" });
    expect((await authenticate(db, { identifier: emails[70]!, password: PASSWORD }, "41.200.0.10", limits)).ok).toBe(
      true,
    );
    for (let i = 0; i < 8; i++) expect(await wrong()).toEqual({ ok: false, reason: "invalid" });
    expect(await wrong()).toEqual({ ok: false, reason: "rate-limited" });
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const redisUp = await redisReachable(REDIS_URL);

describe.skipIf(!redisUp)("with Redis, two instances count together", () => {
  const clients: Redis[] = [];
  afterAll(() => clients.forEach((c) => c.disconnect()));

  it("20 wrong passwords through each of two instances: the address's 30 are shared", async () => {
    const prefix = `wasla-test-${randomUUID()}`;
    const [a, b] = [0, 1].map(() => {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
      clients.push(redis);
      return createLimits({ redis, prefix });
    });
    const results = await inWaves(
      emails
        .slice(100, 140)
        .map(
          (identifier, i) => () =>
            authenticate(db, { identifier, password: "mauvais-mot" }, "41.105.3.3", i % 2 ? a! : b!),
        ),
      1,
    );
    expect(results.filter((r) => !r.ok && r.reason === "rate-limited")).toHaveLength(10);
    // and a success through one instance spends nothing on the other
    expect((await authenticate(db, { identifier: emails[150]!, password: PASSWORD }, "41.105.3.4", a!)).ok).toBe(true);
    expect(await a!.loginByIp.get("41.105.3.4")).toBeNull();
  });
});
