import { beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "~/modules/root";
import { createInnerTRPCContext } from "~/platform/api/trpc";
import { db } from "~/platform/db";
import { formatCode } from "~/modules/documents/domain/verify-code";
import { callerAs, clientError, seedOnce } from "~/test/callers";

/**
 * /verify/{code} against the real database (issue 32): a receipt's and a report card's codes answer who issued the
 * paper, when, for a pupil's initials, class and year, valid or withdrawn — and no name; an unknown code is "not
 * found"; thirty unknown codes from one address and every code is refused there for the window, a real one included.
 */
let schoolId: string;
let saraId: string;
let feeId: string;
let counter = 0;
const visitor = (ip = `10.91.0.${++counter}`) => createCaller(createInnerTRPCContext({ db, ip }));

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
  saraId = (
    await db.student.findFirstOrThrow({
      where: { schoolId, user: { email: "student@wasla.dz" } },
      select: { id: true },
    })
  ).id;
  feeId = (
    await db.fee.create({
      data: {
        schoolId,
        schoolYearId: year.id,
        kind: "TUITION",
        name: "Frais de vérification",
        amount: 300000,
        months: ["2026-09", "2026-10"],
      },
    })
  ).id;
});

describe("verifying a paper by its code", () => {
  it("a receipt: valid with its number, amount, day, initials and class; withdrawn once a correction cancels it", async () => {
    const admin = await callerAs("ADMIN");
    const payment = await admin.payments.record({
      studentId: saraId,
      months: [{ feeId, month: "2026-09" }],
      amount: 300000,
      paidOn: "2026-11-21",
      method: "CASH",
      reference: "",
      note: "",
      payerId: null,
      sharedWithSpouse: false,
    });
    const { verifyCode } = await db.payment.findUniqueOrThrow({
      where: { id: payment.id },
      select: { verifyCode: true },
    });
    expect(verifyCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    // as printed (groups of four), or typed in lower case
    const checked = await visitor().verify.check({ code: formatCode(verifyCode!).toLowerCase() });
    expect(checked).toMatchObject({
      kind: "receipt",
      valid: true,
      initials: "S. É.",
      className: "4AM1",
      issuedOn: "2026-11-21",
      receipt: { amount: 300000 },
    });
    expect(JSON.stringify(checked)).not.toMatch(/Sara|Élève|student@|2026999/);
    await admin.payments.cancel({ id: payment.id, note: "Erreur de saisie" });
    expect(await visitor().verify.check({ code: verifyCode! })).toMatchObject({ kind: "receipt", valid: false });
  });

  it("a report card: withdrawn until its class's cards are published, valid after; the code survives a regeneration", async () => {
    const card = await db.reportCard.findFirst({
      where: { studentId: saraId, verifyCode: { not: null } },
      select: { id: true, verifyCode: true, classId: true, termId: true },
    });
    if (!card) return; // the seed publishes no card: covered by the matrix world's cards
    const released = await db.reportCardRelease.findUnique({
      where: { classId_termId: { classId: card.classId, termId: card.termId } },
    });
    expect(await visitor().verify.check({ code: card.verifyCode! })).toMatchObject({
      kind: "reportCard",
      valid: !!released,
      initials: "S. É.",
    });
  });

  it("a card written by the generator gets a code, kept when it is generated again", async () => {
    const cls = await db.schoolClass.findFirstOrThrow({
      where: { schoolId, name: "4AM1", schoolYear: { isCurrent: true } },
      select: { id: true },
    });
    const term = await db.term.findFirstOrThrow({
      where: { schoolYear: { schoolId, isCurrent: true } },
      orderBy: { number: "asc" },
      select: { id: true },
    });
    const before = await db.reportCard.findMany({
      where: { classId: cls.id, termId: term.id },
      select: { studentId: true, verifyCode: true },
    });
    const generated = await (await callerAs("ADMIN")).reportCards.generate({ classId: cls.id, termId: term.id });
    if (generated.missing.length) return; // marks missing in the seed: the generator's own test covers writing
    const after = await db.reportCard.findMany({
      where: { classId: cls.id, termId: term.id },
      select: { studentId: true, verifyCode: true },
    });
    for (const card of after) expect(card.verifyCode).toBeTruthy();
    for (const card of before)
      if (card.verifyCode) expect(after.find((a) => a.studentId === card.studentId)?.verifyCode).toBe(card.verifyCode);
  });

  it("an unknown code is not found; thirty from one address and that address is refused even a real code", async () => {
    const ip = "10.92.0.1";
    expect((await clientError(visitor(ip).verify.check({ code: "ZZZZ-ZZZZ-ZZZZ" }))).code).toBe("NOT_FOUND");
    expect((await clientError(visitor(ip).verify.check({ code: "../etc" }))).code).toBe("NOT_FOUND");
    for (let i = 0; i < 28; i++)
      await clientError(visitor(ip).verify.check({ code: `ZZZZZZZZZZ${String(i).padStart(2, "0")}` }));
    const real = await db.payment.findFirstOrThrow({
      where: { schoolId, verifyCode: { not: null } },
      select: { verifyCode: true },
    });
    expect((await clientError(visitor(ip).verify.check({ code: real.verifyCode! }))).code).toBe("TOO_MANY_REQUESTS");
    // another address is not affected
    expect(await visitor("10.92.0.2").verify.check({ code: real.verifyCode! })).toMatchObject({ kind: "receipt" });
  });

  it("forty unknown codes sent at once from one address: exactly thirty answered, the rest refused; known codes cost nothing", async () => {
    const codes = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        clientError(visitor("10.93.0.1").verify.check({ code: `YYYYYYYYYY${String(i).padStart(2, "0")}` })),
      ),
    );
    expect(codes.filter((e) => e.code === "NOT_FOUND")).toHaveLength(30);
    expect(codes.filter((e) => e.code === "TOO_MANY_REQUESTS")).toHaveLength(10);
    // a school's desk scanning real papers one after another never spends the address's allowance
    const real = await db.payment.findFirstOrThrow({
      where: { schoolId, verifyCode: { not: null } },
      select: { verifyCode: true },
    });
    for (let i = 0; i < 35; i++)
      expect(await visitor("10.93.0.2").verify.check({ code: real.verifyCode! })).toMatchObject({ kind: "receipt" });
    expect((await clientError(visitor("10.93.0.2").verify.check({ code: "YYYY-YYYY-YYYY" }))).code).toBe("NOT_FOUND");
  });
});
