import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadActor } from "~/platform/auth/actor";
import { sealSecret } from "~/platform/crypto/secret-box";
import { db } from "~/platform/db";
import { setChargilyFactory, type ChargilyGateway } from "~/modules/payments/server/chargily";
import { callerOf, seedOnce } from "~/test/callers";
import { handleChargilyWebhook } from "./online-payment";

/**
 * Online payment against the real database; Chargily (beyond the network) is a fake behind ChargilyGateway. The
 * webhook's signature is the HMAC-SHA256 of the raw body with the school's key: forged calls are refused, replays
 * change nothing, the checkout is re-read before anything is recorded.
 */
const SECRET = "test_sk_wasla_0123456789abcdef";
const checkouts = new Map<
  string,
  { id: string; status: "pending" | "paid" | "failed"; amount: number; metadata: unknown }
>();
let created = 0;
const fake: ChargilyGateway = {
  async createCheckout(params) {
    const id = `01hj${++created}chk`;
    checkouts.set(id, { id, status: "pending", amount: params.amount!, metadata: params.metadata });
    return { id, status: "pending", checkout_url: `https://pay.chargily.net/test/checkouts/${id}/pay` };
  },
  async getCheckout(id) {
    const c = checkouts.get(id);
    if (!c) throw new Error("not found");
    return c as never;
  },
};

let schoolId: string;
let studentId: string;
let parentId: string;
let feeId: string;
const sign = (body: string, secret = SECRET) => createHmac("sha256", secret).update(body).digest("hex");
const paidEvent = (id: string) =>
  JSON.stringify({
    id: `ev_${id}`,
    entity: "event",
    type: "checkout.paid",
    data: { id, entity: "checkout", status: "paid" },
  });

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  setChargilyFactory(() => fake);
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
      data: {
        schoolId,
        schoolYearId: year.id,
        kind: "CANTEEN",
        name: "Cantine",
        amount: 300000,
        months: ["2026-10", "2026-11"],
      },
    })
  ).id;
});
afterAll(() => setChargilyFactory(null));

describe("online payment", () => {
  it("a parent's checkout, paid, is recorded once by the webhook; replays and forgeries change nothing", async () => {
    const parent = (await loadActor(db, parentId))!;
    const { url } = await (
      await callerOf(parent)
    ).payments.checkout({ studentId, months: [{ feeId, month: "2026-10" }], locale: "ar" });
    expect(url).toMatch(/^https:\/\/pay\.chargily\.net\//);
    const [id, checkout] = [...checkouts.entries()].at(-1)!;
    expect(checkout.amount).toBe(3000);

    // not paid yet: the webhook's claim is checked against Chargily
    const body = paidEvent(id);
    expect(await handleChargilyWebhook(db, schoolId, Buffer.from(body), sign(body))).toEqual({ recorded: false });
    checkout.status = "paid";

    // forged: a wrong key, no signature, a body changed after signing
    await expect(
      handleChargilyWebhook(db, schoolId, Buffer.from(body), sign(body, "another_key")),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(handleChargilyWebhook(db, schoolId, Buffer.from(body), null)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
    await expect(
      handleChargilyWebhook(db, schoolId, Buffer.from(body.replace("paid", "PAID")), sign(body)),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });

    // the same webhook delivered twice at once, then again later: one payment
    const results = await Promise.all([
      handleChargilyWebhook(db, schoolId, Buffer.from(body), sign(body)),
      handleChargilyWebhook(db, schoolId, Buffer.from(body), sign(body)),
    ]);
    expect(results.filter((r) => r.recorded)).toHaveLength(1);
    expect(await handleChargilyWebhook(db, schoolId, Buffer.from(body), sign(body))).toEqual({ recorded: false });
    const payments = await db.payment.findMany({
      where: { checkoutId: id },
      select: {
        amount: true,
        method: true,
        payerId: true,
        recordedById: true,
        lines: { select: { month: true, amount: true } },
      },
    });
    expect(payments).toEqual([
      {
        amount: 300000,
        method: "ONLINE",
        payerId: parentId,
        recordedById: null,
        lines: [{ month: "2026-10", amount: 300000 }],
      },
    ]);
  });

  it("another school's webhook address does not record this school's checkout", async () => {
    const parent = (await loadActor(db, parentId))!;
    await (
      await callerOf(parent)
    ).payments.checkout({ studentId, months: [{ feeId, month: "2026-11" }], locale: "fr" });
    const [id, checkout] = [...checkouts.entries()].at(-1)!;
    checkout.status = "paid";
    const other = await db.school.findFirst({ where: { id: { not: schoolId } }, select: { id: true } });
    if (other) {
      await db.school.update({
        where: { id: other.id },
        data: { chargilySecret: sealSecret(SECRET), chargilyMode: "test" },
      });
      const body = paidEvent(id);
      expect(await handleChargilyWebhook(db, other.id, Buffer.from(body), sign(body))).toEqual({ recorded: false });
    }
    expect(await db.payment.count({ where: { checkoutId: id } })).toBe(0);
  });

  it("only the student's parents start a checkout, and only for months still owed", async () => {
    const stranger = (await loadActor(
      db,
      (await db.user.findUniqueOrThrow({ where: { email: "member@wasla.dz" } })).id,
    ))!;
    // someone outside the child's school learns nothing of the child (the gate: PAYS_FOR_CHILD)
    await expect(
      (await callerOf(stranger)).payments.checkout({ studentId, months: [{ feeId, month: "2026-11" }], locale: "fr" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const parent = (await loadActor(db, parentId))!;
    await expect(
      (await callerOf(parent)).payments.checkout({ studentId, months: [{ feeId, month: "2026-10" }], locale: "fr" }),
    ).rejects.toMatchObject({ cause: { fields: { months: { key: "payments.error.alreadyPaid" } } } });
  });

  it("a parent restricted to reading by a custody decision pays nothing online, as they send no transfer proof", async () => {
    const link = { parentId_studentId: { parentId, studentId } };
    await db.parentLink.update({ where: link, data: { readOnly: true } });
    try {
      const parent = (await loadActor(db, parentId))!;
      await expect(
        (await callerOf(parent)).payments.checkout({ studentId, months: [{ feeId, month: "2026-11" }], locale: "fr" }),
      ).rejects.toMatchObject({ code: "FORBIDDEN", message: "family.error.readOnly" });
    } finally {
      await db.parentLink.update({ where: link, data: { readOnly: false } });
    }
  });
});
