import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/platform/db";
import { callerAs, callerForUser, clientError, seedOnce } from "~/test/callers";

/**
 * Transfer proofs against the real database (issue 32): a father sends the photo of a CCP slip for a month, the
 * school confirms it once (two clicks at once: one payment, with the proof attached) or refuses it with a reason; the
 * months must still be owed; a parent restricted to reading may not send; the file is the staff's and the family's.
 */
let schoolId: string;
let sara: { id: string; parentId: string };
let feeId: string;

beforeAll(async () => {
  ({ schoolId } = await seedOnce());
  const student = await db.student.findFirstOrThrow({
    where: { user: { email: "student@wasla.dz" } },
    select: { id: true, parents: { select: { parentId: true } } },
  });
  const father = await db.user.findUniqueOrThrow({ where: { email: "parent@wasla.dz" }, select: { id: true } });
  expect(student.parents.map((p) => p.parentId)).toContain(father.id);
  sara = { id: student.id, parentId: father.id };
  const year = await db.schoolYear.findFirstOrThrow({ where: { schoolId, isCurrent: true }, select: { id: true } });
  feeId = (
    await db.fee.create({
      data: {
        schoolId,
        schoolYearId: year.id,
        kind: "OTHER",
        name: `Transport ${Date.now()}`,
        amount: 150_000,
        months: ["2027-01", "2027-02", "2027-03"],
      },
      select: { id: true },
    })
  ).id;
});

/** a day some days before today on Algeria's clock (the proof's day may not be older than a year) */
const daysAgo = (n: number) => new Date(Date.now() + 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

async function slip(month: string, amount = 150_000, file?: File) {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#eee" } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.set(
    "fields",
    JSON.stringify({
      studentId: sara.id,
      months: [{ feeId, month }],
      amount,
      paidOn: daysAgo(8),
      reference: "CCP 0012345 clé 67",
    }),
  );
  form.set("file", file ?? new File([new Uint8Array(photo)], "recu.jpg", { type: "image/jpeg" }));
  return form;
}

describe("transfer proofs", () => {
  it("a father sends a photo; it waits; two confirmations at once make one payment with the proof attached", async () => {
    const father = await callerForUser(sara.parentId);
    const { id } = await father.payments.submitProof(await slip("2027-01"));
    const stored = await db.paymentProof.findUniqueOrThrow({
      where: { id },
      select: { status: true, fileType: true, amount: true },
    });
    expect(stored).toEqual({ status: "PENDING", fileType: "image/webp", amount: 150_000 });
    const admin = await callerAs("ADMIN");
    const screen = await admin.payments.screen({ schoolId });
    expect(screen.kind === "school" && screen.proofs.map((p) => p.id)).toContain(id);
    const [a, b] = await Promise.allSettled([
      admin.payments.confirmProof({ proofId: id }),
      admin.payments.confirmProof({ proofId: id }),
    ]);
    expect([a, b].filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = [a, b].find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(await clientError(Promise.reject(failed.reason))).toMatchObject({
      code: "CONFLICT",
      messageKey: "payments.proof.error.decided",
    });
    const proof = await db.paymentProof.findUniqueOrThrow({ where: { id }, select: { status: true, paymentId: true } });
    expect(proof.status).toBe("CONFIRMED");
    const payment = await db.payment.findUniqueOrThrow({
      where: { id: proof.paymentId! },
      select: {
        method: true,
        amount: true,
        reference: true,
        payerId: true,
        lines: { select: { month: true, feeId: true } },
      },
    });
    expect(payment).toMatchObject({
      method: "TRANSFER",
      amount: 150_000,
      reference: "CCP 0012345 clé 67",
      payerId: sara.parentId,
      lines: [{ month: "2027-01", feeId }],
    });
    const told = await db.notification.findFirstOrThrow({
      where: { userId: sara.parentId, kind: "payment.proofDecided" },
      orderBy: { createdAt: "desc" },
      select: { params: true },
    });
    expect(told.params).toMatchObject({ accepted: 1 });
    // the family sees it confirmed; the same month again is refused on its field
    const family = await father.payments.screen({ schoolId, student: sara.id });
    expect(family.kind === "family" && family.proofs.find((p) => p.id === id)?.status).toBe("CONFIRMED");
    expect(await clientError(father.payments.submitProof(await slip("2027-01")))).toMatchObject({
      fieldErrors: { months: { key: "payments.error.alreadyPaid" } },
    });
  });

  it("refused with a reason the family reads; more than due and a file that is neither a photo nor a PDF are refused on their fields", async () => {
    const father = await callerForUser(sara.parentId);
    expect(await clientError(father.payments.submitProof(await slip("2027-02", 900_000)))).toMatchObject({
      fieldErrors: { amount: { key: "payments.error.moreThanDue" } },
    });
    expect(
      await clientError(
        father.payments.submitProof(
          await slip(
            "2027-02",
            150_000,
            new File([new Uint8Array(Buffer.from("hello"))], "note.txt", { type: "text/plain" }),
          ),
        ),
      ),
    ).toMatchObject({ fieldErrors: { file: { key: "validation.fileFormat" } } });
    // a day that does not exist, or a transfer in the future: refused on the field (never a 500, never on a receipt)
    for (const paidOn of ["2026-13-01", "2026-02-30", "2099-01-01"]) {
      const form = await slip("2027-02");
      form.set("fields", JSON.stringify({ ...JSON.parse(form.get("fields") as string), paidOn }));
      expect(await clientError(father.payments.submitProof(form))).toMatchObject({
        fieldErrors: { paidOn: { key: "validation.date" } },
      });
    }
    const noFile = await slip("2027-02");
    noFile.delete("file");
    expect(await clientError(father.payments.submitProof(noFile))).toMatchObject({
      fieldErrors: { file: { key: "payments.proof.error.file" } },
    });
    const { id } = await father.payments.submitProof(await slip("2027-02"));
    const admin = await callerAs("ADMIN");
    await admin.payments.refuseProof({ proofId: id, reason: "Le montant ne correspond pas au reçu" });
    expect(await clientError(admin.payments.confirmProof({ proofId: id }))).toMatchObject({ code: "CONFLICT" });
    const family = await father.payments.screen({ schoolId, student: sara.id });
    expect(family.kind === "family" && family.proofs.find((p) => p.id === id)).toMatchObject({
      status: "REFUSED",
      reason: "Le montant ne correspond pas au reçu",
    });
    expect(
      await db.payment.count({ where: { studentId: sara.id, lines: { some: { feeId, month: "2027-02" } } } }),
    ).toBe(0);
  });

  it("a PDF that runs something, or is also a page, is refused on its field as a bad file; nothing is stored (issue 47)", async () => {
    const father = await callerForUser(sara.parentId);
    const before = await db.paymentProof.count();
    const files = [
      [
        "script.pdf",
        "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n",
      ],
      [
        "launch.pdf",
        "%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /Launch /F (cmd.exe) >> >> endobj\n%%EOF\n",
      ],
      ["page.pdf", "%PDF-1.4\n<html><script>fetch('/api/trpc/account.me')</script>\n%%EOF\n"],
    ];
    for (const [name, content] of files) {
      const form = await slip(
        "2027-03",
        150_000,
        new File([new Uint8Array(Buffer.from(content!, "latin1"))], name!, { type: "application/pdf" }),
      );
      expect(await clientError(father.payments.submitProof(form))).toMatchObject({
        code: "BAD_REQUEST",
        fieldErrors: { file: { key: "validation.fileFormat", values: { file: name } } },
      });
    }
    expect(await db.paymentProof.count()).toBe(before);
  });

  it("a parent restricted to reading may not send; the file is for the staff and the child's parents only", async () => {
    await db.parentLink.update({
      where: { parentId_studentId: { parentId: sara.parentId, studentId: sara.id } },
      data: { readOnly: true },
    });
    try {
      expect(
        await clientError((await callerForUser(sara.parentId)).payments.submitProof(await slip("2027-03"))),
      ).toMatchObject({ code: "FORBIDDEN", messageKey: "family.error.readOnly" });
    } finally {
      await db.parentLink.update({
        where: { parentId_studentId: { parentId: sara.parentId, studentId: sara.id } },
        data: { readOnly: false },
      });
    }
    const { id } = await (await callerForUser(sara.parentId)).payments.submitProof(await slip("2027-03"));
    const file = await (await callerAs("ADMIN")).payments.proofFile({ id });
    expect(file.type).toBe("image/webp");
    expect((await (await callerForUser(sara.parentId)).payments.proofFile({ id })).body.length).toBe(file.body.length);
    expect(await clientError((await callerAs("TEACHER")).payments.proofFile({ id }))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await clientError((await callerAs("MEMBER")).payments.proofFile({ id }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
