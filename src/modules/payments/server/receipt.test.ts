import { beforeAll, describe, expect, it } from "vitest";
import { loadActor, type Actor } from "~/platform/auth/actor";
import { db } from "~/platform/db";
import { callerAs, callerOf, linked, seedOnce } from "~/test/callers";
import { relateToPayment } from "~/platform/api/relations";
import { getReceipt, receiptNumber } from "./receipt";

/** a receipt read as its procedure reads it: the gate ("reads this payment", relations.ts), then the service */
const receiptFor = async (actor: Actor, id: string) => getReceipt(db, actor, await relateToPayment(db, actor, id));

/** Payments are recorded, cancelled and reduced through their actions, as the screens do. */
const recordPayment = async (
  actor: { userId: string },
  input: Parameters<Awaited<ReturnType<typeof callerOf>>["payments"]["record"]>[0],
) => (await callerOf(actor)).payments.record(input);
const cancelPayment = async (
  actor: { userId: string },
  input: Parameters<Awaited<ReturnType<typeof callerOf>>["payments"]["cancel"]>[0],
) => (await callerOf(actor)).payments.cancel(input);

/**
 * A payment's receipt against the real database: its content (school, number, student and class, fee-months, method,
 * who recorded it; a correction names the receipt it cancels), and who may open it — the school's payment staff, the
 * parent who paid, the spouse only when the payment was shared; anyone else "not found".
 */
let schoolId: string;
let yearName: string;
let admin: Actor;
let payer: Actor;
let spouse: Actor;
let stranger: Actor;
let student: Actor;
let saraId: string;
let tuition: string;

const actorOf = async (email: string) =>
  (await loadActor(db, (await db.user.findUniqueOrThrow({ where: { email } })).id))!;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  const year = await db.schoolYear.findFirstOrThrow({
    where: { schoolId, isCurrent: true },
    select: { id: true, name: true },
  });
  yearName = year.name;
  admin = await actorOf("admin@wasla.dz");
  stranger = await actorOf("member@wasla.dz");
  student = await actorOf("student@wasla.dz");
  const sara = await db.student.findFirstOrThrow({
    where: { schoolId, user: { email: "student@wasla.dz" } },
    select: { id: true, parents: { select: { parentId: true } } },
  });
  saraId = sara.id;
  payer = (await loadActor(db, sara.parents[0]!.parentId))!;
  spouse = (await loadActor(
    db,
    linked(
      await (
        await callerAs("ADMIN")
      ).people.linkParent({ studentId: sara.id, name: "Conjointe Élève", phone: "0661 77 88 99" }),
    ),
  ))!;
  await db.school.update({
    where: { id: schoolId },
    data: { reportHeaderFr: "République algérienne démocratique et populaire\nMinistère de l'Éducation nationale" },
  });
  tuition = (
    await db.fee.create({
      data: {
        schoolId,
        schoolYearId: year.id,
        kind: "TUITION",
        name: "Frais de scolarité",
        amount: 500000,
        months: ["2026-09", "2026-10", "2026-11"],
      },
    })
  ).id;
});

const pay = (months: string[], amount: number, shared: boolean) =>
  recordPayment(admin, {
    studentId: saraId,
    months: months.map((month) => ({ feeId: tuition, month })),
    amount,
    paidOn: "2026-11-20",
    method: "CHEQUE",
    reference: "CHQ 0012345",
    note: "",
    payerId: payer.userId,
    sharedWithSpouse: shared,
  });

describe("a receipt's content", () => {
  it("numbers it in its year and lists the school, the student, the fee-months, method, payer and recorder", async () => {
    const payment = await pay(["2026-09", "2026-10"], 1_000_000, false);
    const r = await receiptFor(admin, payment.id);
    expect(r.number).toBe(`${yearName}/${String(payment.number).padStart(4, "0")}`);
    expect(r).toMatchObject({
      amount: 1_000_000,
      paidOn: "2026-11-20",
      method: "CHEQUE",
      reference: "CHQ 0012345",
      payer: payer.name,
      recordedBy: "Amine Administrateur",
      cancels: null,
    });
    expect(r.student.name).toBe("Sara Élève");
    expect(r.student.className).toBeTruthy();
    expect(r.school.headers.fr).toContain("Ministère de l'Éducation nationale");
    // the school did not write its own Arabic lines: none printed (not the ministry default)
    expect(r.school.headers.ar).toBeNull();
    expect(r.lines).toEqual([
      {
        fee: "Frais de scolarité",
        feeNames: { name: "Frais de scolarité", nameAr: null, nameEn: null },
        kind: "TUITION",
        month: "2026-09",
        amount: 500_000,
      },
      {
        fee: "Frais de scolarité",
        feeNames: { name: "Frais de scolarité", nameAr: null, nameEn: null },
        kind: "TUITION",
        month: "2026-10",
        amount: 500_000,
      },
    ]);
  });

  it("a correction is negative and names the receipt it cancels; the cancelled one names its correction", async () => {
    const payment = await pay(["2026-11"], 500_000, true);
    const correction = await cancelPayment(admin, { id: payment.id, note: "Chèque sans provision" });
    const r = await receiptFor(admin, correction.id);
    expect(r).toMatchObject({
      amount: -500_000,
      note: "Chèque sans provision",
      cancels: { number: receiptNumber(yearName, payment.number), paidOn: "2026-11-20" },
    });
    expect(r.lines).toEqual([
      {
        fee: "Frais de scolarité",
        feeNames: { name: "Frais de scolarité", nameAr: null, nameEn: null },
        kind: "TUITION",
        month: "2026-11",
        amount: -500_000,
      },
    ]);
    expect((await receiptFor(admin, payment.id)).cancelledBy).toBe(receiptNumber(yearName, correction.number));
  });
});

describe("who may open a receipt", () => {
  const NOT_FOUND = { code: "NOT_FOUND" };
  const cases: [string, () => Actor, "private" | "shared", boolean][] = [
    ["the school's payment staff, a private payment", () => admin, "private", true],
    ["the parent who paid, a private payment", () => payer, "private", true],
    ["the spouse, a private payment", () => spouse, "private", false],
    ["the spouse, a shared payment", () => spouse, "shared", true],
    ["a member of no family of the student", () => stranger, "shared", false],
    ["the student themself", () => student, "shared", false],
  ];
  it.each(cases)("%s: %s", async (_, who, kind, allowed) => {
    const payment = await db.payment.findFirstOrThrow({
      where: { studentId: saraId, cancelsId: null, amount: { gt: 0 }, sharedWithSpouse: kind === "shared" },
      select: { id: true },
    });
    const read = receiptFor(who(), payment.id);
    if (allowed) await expect(read).resolves.toMatchObject({ id: payment.id });
    else await expect(read).rejects.toMatchObject(NOT_FOUND);
  });

  it("a correction of a shared payment reaches the spouse; of a private one, not (it has no payer of its own)", async () => {
    const shared = await db.payment.findFirstOrThrow({
      where: { studentId: saraId, sharedWithSpouse: true, cancelledBy: { isNot: null } },
      select: { cancelledBy: { select: { id: true } } },
    });
    await expect(receiptFor(spouse, shared.cancelledBy!.id)).resolves.toBeTruthy();
    const hidden = await db.payment.findFirstOrThrow({
      where: { studentId: saraId, sharedWithSpouse: false, cancelsId: null, cancelledBy: null, amount: { gt: 0 } },
      select: { id: true },
    });
    const correction = await cancelPayment(admin, { id: hidden.id, note: "erreur" });
    await expect(receiptFor(payer, correction.id)).resolves.toBeTruthy();
    await expect(receiptFor(spouse, correction.id)).rejects.toMatchObject(NOT_FOUND);
  });

  it("an unknown id is not found", async () => {
    await expect(receiptFor(admin, "nope")).rejects.toMatchObject(NOT_FOUND);
  });
});
