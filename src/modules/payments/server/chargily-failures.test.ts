import { createHmac } from "node:crypto";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { TRPCError } from "@trpc/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as webhook } from "~/app/api/payments/chargily/[schoolId]/route";
import { sealSecret } from "~/platform/crypto/secret-box";
import { createDb, db, type Db } from "~/platform/db";
import { setChargilyFactory, setChargilyTimeout } from "~/modules/payments/server/chargily";
import { callerForUser, clientError, seedOnce } from "~/test/callers";

/**
 * When Chargily fails (issue 27, 5c): the real client library (@chargily/chargily-pay) talks to a fake network —
 * `fetch`, its HTTP boundary, is the only thing replaced. A parent is told in words with 502/503, never a 500; the
 * webhook answers 503 when the failure is temporary, so Chargily delivers it again.
 */
const SECRET = "test_sk_wasla_failures_0123456789";
const sign = (body: string) => createHmac("sha256", SECRET).update(body).digest("hex");
let network: (url: string, init?: RequestInit) => Promise<Response>;

let schoolId: string;
let studentId: string;
let parentId: string;
let feeId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  setChargilyFactory(null);
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => network(String(url), init));
  await db.school.update({
    where: { id: schoolId },
    data: { chargilySecret: sealSecret(SECRET), chargilyMode: "test" },
  });
  const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
  const student = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: { id: true, parents: { select: { parentId: true } } },
  });
  studentId = student.id;
  parentId = student.parents[0]!.parentId;
  feeId = (
    await db.fee.create({
      data: { schoolId, schoolYearId: year.id, kind: "CANTEEN", name: "Cantine", amount: 300000, months: ["2026-10"] },
    })
  ).id;
});
afterEach(() => setChargilyTimeout(null));
afterAll(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function checkoutError() {
  const parent = await callerForUser(parentId);
  const promise = parent.payments.checkout({ studentId, months: [{ feeId, month: "2026-10" }], locale: "ar" });
  const error = await promise.then(
    () => null,
    (e: TRPCError) => e,
  );
  expect(error).not.toBeNull();
  return { status: getHTTPStatusCodeFromError(error!), ...(await clientError(Promise.reject(error))) };
}

describe("a parent's checkout when Chargily fails", () => {
  it("unreachable (no network): 503 and a sentence, not a 500", async () => {
    network = async () => {
      throw new TypeError("fetch failed");
    };
    expect(await checkoutError()).toMatchObject({
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      messageKey: "payments.error.gatewayUnavailable",
    });
  });

  it("too slow: 503 once the wait is over", async () => {
    setChargilyTimeout(50);
    network = () => new Promise(() => {});
    expect(await checkoutError()).toMatchObject({ status: 503, messageKey: "payments.error.gatewayUnavailable" });
  });

  it("answering an error (its own 500, or refusing our request): 502 and a sentence", async () => {
    for (const answer of [
      json(500, { message: "Server Error" }),
      json(422, { message: "The amount is invalid." }),
      json(401, { message: "Unauthenticated." }),
    ]) {
      network = async () => answer;
      expect(await checkoutError()).toMatchObject({
        status: 502,
        code: "BAD_GATEWAY",
        messageKey: "payments.error.gatewayRefused",
      });
    }
  });

  it("working: the parent gets the checkout page (the fake network answers as Chargily does)", async () => {
    network = async (url, init) => {
      expect(url).toBe("https://pay.chargily.net/test/api/v2/checkouts");
      expect(JSON.parse(String(init?.body))).toMatchObject({ amount: 3000, currency: "dzd" });
      return json(200, {
        id: "01hjokchk",
        status: "pending",
        checkout_url: "https://pay.chargily.net/test/checkouts/01hjokchk/pay",
      });
    };
    const parent = await callerForUser(parentId);
    expect(await parent.payments.checkout({ studentId, months: [{ feeId, month: "2026-10" }], locale: "fr" })).toEqual({
      url: "https://pay.chargily.net/test/checkouts/01hjokchk/pay",
    });
  });
});

describe("the webhook when something fails on the way", () => {
  const event = JSON.stringify({
    id: "ev_1",
    entity: "event",
    type: "checkout.paid",
    data: { id: "01hjwebhookchk", entity: "checkout", status: "paid" },
  });
  const deliver = (body = event, signature = sign(body)) =>
    webhook(
      new Request(`http://localhost:3000/api/payments/chargily/${schoolId}`, {
        method: "POST",
        body,
        headers: { signature },
      }),
      { params: Promise.resolve({ schoolId }) },
    );

  it("Chargily unreachable while the checkout is read again: 503, so Chargily retries", async () => {
    network = async () => {
      throw new TypeError("fetch failed");
    };
    expect((await deliver()).status).toBe(503);
    network = async () => json(502, { message: "Bad Gateway" });
    expect((await deliver()).status).toBe(503);
  });

  it("our database down: 503, so Chargily retries", async () => {
    const holder = globalThis as { __waslaDb?: Db };
    const live = holder.__waslaDb;
    // nothing listens on port 1
    const down = createDb({ databaseUrl: "postgresql://postgres@127.0.0.1:1/none" });
    holder.__waslaDb = down;
    try {
      expect((await deliver()).status).toBe(503);
    } finally {
      holder.__waslaDb = live;
      await down.$disconnect();
    }
  });

  it("a forged signature is still refused for good (403, not retried), and a paid checkout is recorded once", async () => {
    expect((await deliver(event, "0".repeat(64))).status).toBe(403);
    network = async (url) => {
      expect(url).toBe("https://pay.chargily.net/test/api/v2/checkouts/01hjwebhookchk");
      return json(200, {
        id: "01hjwebhookchk",
        status: "paid",
        amount: 3000,
        metadata: { schoolId, studentId, payerId: parentId, months: [{ feeId, month: "2026-10" }] },
      });
    };
    const answer = await deliver();
    expect([answer.status, await answer.json()]).toEqual([200, { recorded: true }]);
    expect(await db.payment.count({ where: { checkoutId: "01hjwebhookchk" } })).toBe(1);
  });
});
