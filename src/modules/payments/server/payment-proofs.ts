import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { ACCEPTED_IMAGE_FORMATS, sniffImageFormat } from "~/lib/image-format";
import { allocate } from "~/modules/payments/domain/situation";
import type { ZRefuseProof, ZSubmitProof } from "~/modules/payments/schemas";
import type { UploadedFile } from "~/platform/api/multipart";
import type { Scoped } from "~/platform/api/scope";
import type { Actor } from "~/platform/auth/actor";
import { familyPayments, paymentStaff } from "~/platform/auth/rules";
import type { Db } from "~/platform/db";
import { AppError, fieldError, forbidden, notFound } from "~/platform/errors";
import { checkUploadedImage, decodeUploadedImage } from "~/platform/images/uploaded-image";
import { holdersOf } from "~/modules/notify";
import { notify } from "~/modules/notify";
import { activeContent } from "~/modules/resources";
import { resourceFileType } from "~/modules/resources";
import { storage } from "~/platform/storage";
import { loadStudentSituation } from "./student-situation";
import { writePayment } from "./record-payment";

/** Where transfer proofs live: private storage, served only through /api/payments/proofs/{id}/file. */
const PRIVATE_PROOFS = "private/proofs";
const IMAGE_FORMATS = new Set<string>(ACCEPTED_IMAGE_FORMATS);

/**
 * A parent sends the proof of a transfer (CCP, BaridiMob) for the months they choose: a photo of the slip or of the
 * app's screen (re-encoded without its metadata: a phone's photo says where it was taken) or a PDF. The months must
 * still be owed and the amount no more than they lack (the same rule as the desk's form); a parent restricted to
 * reading by a custody decision may not. The payment staff are told; nothing is paid until they confirm.
 */
export async function submitPaymentProof(
  db: Db,
  actor: Actor,
  input: z.output<typeof ZSubmitProof>,
  file: UploadedFile | undefined,
) {
  if (!file) throw fieldError("file", "payments.proof.error.file");
  const student = await db.student.findUnique({
    where: { id: input.studentId },
    select: { id: true, schoolId: true, user: { select: { name: true } } },
  });
  if (!student || !familyPayments(actor, student.schoolId)) throw notFound();
  const link = await db.parentLink.findUnique({
    where: { parentId_studentId: { parentId: actor.userId, studentId: student.id } },
    select: { readOnly: true },
  });
  if (!link) throw notFound();
  if (link.readOnly) throw forbidden("family.error.readOnly");
  const year = await db.schoolYear.findFirst({
    where: { schoolId: student.schoolId, isCurrent: true },
    select: { id: true },
  });
  if (!year) throw notFound();
  const { rows } = await loadStudentSituation(db, student.id, year.id);
  const shared = allocate(rows, input.months, input.amount);
  if (!shared.ok) {
    if (shared.reason === "moreThanDue")
      throw fieldError("amount", "payments.error.moreThanDue", { amount: shared.outstanding / 100 });
    throw fieldError(
      "months",
      shared.reason === "alreadyPaid" ? "payments.error.alreadyPaid" : "payments.error.chooseMonths",
    );
  }

  // the file, judged by its content
  const image = sniffImageFormat(file.bytes);
  let stored: { bytes: Buffer; mime: string; ext: string };
  if (image && IMAGE_FORMATS.has(image)) {
    await checkUploadedImage("file", file, IMAGE_FORMATS);
    const bytes = await decodeUploadedImage(file.bytes)
      .rotate()
      .resize(2400, 2400, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
    stored = { bytes, mime: "image/webp", ext: "webp" };
  } else {
    const type = resourceFileType(file.bytes, file.name);
    // a slip's PDF runs nothing: a script, a launch action, an embedded file or a page behind it refuses it
    if (type?.mime !== "application/pdf" || activeContent(file.bytes))
      throw fieldError("file", "validation.fileFormat", { file: file.name });
    stored = { bytes: file.bytes, ...type };
  }
  const fileKey = `${PRIVATE_PROOFS}/${student.schoolId}/${randomBytes(16).toString("hex")}.${stored.ext}`;
  await storage.put(fileKey, stored.bytes, stored.mime);
  try {
    return await db.$transaction(async (tx) => {
      const proof = await tx.paymentProof.create({
        data: {
          schoolId: student.schoolId,
          schoolYearId: year.id,
          studentId: student.id,
          submittedById: actor.userId,
          months: input.months,
          amount: input.amount,
          paidOn: new Date(`${input.paidOn}T00:00:00Z`),
          reference: input.reference || null,
          fileKey,
          fileName: `preuve.${stored.ext}`,
          fileType: stored.mime,
        },
        select: { id: true },
      });
      const staff = await holdersOf(tx, student.schoolId, "payment.create");
      await notify(tx, {
        schoolId: student.schoolId,
        to: { STAFF: staff },
        kind: "payment.proof",
        params: { student: student.user.name, amount: input.amount },
        url: "/payments",
      });
      return proof;
    });
  } catch (error) {
    await storage.remove(fileKey).catch(() => undefined);
    throw error;
  }
}

/**
 * The payment staff confirm a proof ('record a payment' in its school): in one transaction the proof is claimed and
 * the payment recorded with its months, amount and day, the method "transfer", its reference, the sender as payer, the
 * proof attached. Two clicks at once make one payment; months paid meanwhile refuse it as the desk's form would.
 */
export async function confirmPaymentProof(db: Db, actor: Actor, scope: Scoped<"proof">) {
  return db.$transaction(async (tx) => {
    const claimed = await tx.paymentProof.updateMany({
      where: { id: scope.id, status: "PENDING" },
      data: { status: "CONFIRMED", decidedAt: new Date(), decidedById: actor.userId },
    });
    if (claimed.count === 0) throw new AppError("CONFLICT", "payments.proof.error.decided");
    const proof = await tx.paymentProof.findUniqueOrThrow({
      where: { id: scope.id },
      select: {
        studentId: true,
        schoolYearId: true,
        months: true,
        amount: true,
        paidOn: true,
        reference: true,
        submittedById: true,
        student: { select: { parents: { select: { parentId: true } } } },
      },
    });
    const payerId =
      proof.submittedById && proof.student.parents.some((p) => p.parentId === proof.submittedById)
        ? proof.submittedById
        : null;
    const payment = await writePayment(
      tx,
      { id: proof.studentId, schoolId: scope.schoolId },
      proof.schoolYearId,
      {
        studentId: proof.studentId,
        months: proof.months as { feeId: string; month: string }[],
        amount: proof.amount,
        paidOn: proof.paidOn.toISOString().slice(0, 10),
        method: "TRANSFER",
        reference: proof.reference ?? undefined,
        note: "",
        payerId,
        sharedWithSpouse: false,
      },
      { recordedById: actor.userId },
    );
    await tx.paymentProof.update({ where: { id: scope.id }, data: { paymentId: payment.id } });
    if (proof.submittedById)
      await notify(tx, {
        schoolId: scope.schoolId,
        to: { PARENT: [proof.submittedById] },
        kind: "payment.proofDecided",
        params: { accepted: 1, reason: "" },
        url: "/payments",
      });
    return payment;
  });
}

/** The payment staff refuse a proof with a reason the family reads (an illegible photo, an amount that does not match…). */
export async function refusePaymentProof(
  db: Db,
  actor: Actor,
  scope: Scoped<"proof">,
  input: z.output<typeof ZRefuseProof>,
) {
  return db.$transaction(async (tx) => {
    const claimed = await tx.paymentProof.updateMany({
      where: { id: scope.id, status: "PENDING" },
      data: { status: "REFUSED", reason: input.reason, decidedAt: new Date(), decidedById: actor.userId },
    });
    if (claimed.count === 0) throw new AppError("CONFLICT", "payments.proof.error.decided");
    const proof = await tx.paymentProof.findUniqueOrThrow({ where: { id: scope.id }, select: { submittedById: true } });
    if (proof.submittedById)
      await notify(tx, {
        schoolId: scope.schoolId,
        to: { PARENT: [proof.submittedById] },
        kind: "payment.proofDecided",
        params: { accepted: 0, reason: input.reason },
        url: "/payments",
      });
    return { ok: true as const };
  });
}

const PROOF_SELECT = {
  id: true,
  months: true,
  amount: true,
  paidOn: true,
  reference: true,
  status: true,
  reason: true,
  createdAt: true,
  decidedAt: true,
  paymentId: true,
  fileType: true,
  submittedBy: { select: { name: true } },
  student: {
    select: {
      id: true,
      user: { select: { name: true } },
      enrollments: {
        where: { class: { schoolYear: { isCurrent: true } } },
        select: { class: { select: { name: true } } },
      },
    },
  },
} as const;

type ProofRow = Awaited<ReturnType<typeof loadProofs>>[number];
const loadProofs = (db: Db, where: object, take: number, order: "asc" | "desc") =>
  db.paymentProof.findMany({ where, orderBy: { createdAt: order }, take, select: PROOF_SELECT });

type FeeNames = { name: string; nameAr: string | null; nameEn: string | null };
const present = (p: ProofRow, fees: Map<string, FeeNames>) => ({
  id: p.id,
  months: (p.months as { feeId: string; month: string }[]).map((m) => ({ ...m, fee: fees.get(m.feeId) ?? null })),
  amount: p.amount,
  paidOn: p.paidOn.toISOString().slice(0, 10),
  reference: p.reference,
  status: p.status,
  reason: p.reason,
  sentAt: p.createdAt,
  decidedAt: p.decidedAt,
  paymentId: p.paymentId,
  image: p.fileType.startsWith("image/"),
  sentBy: p.submittedBy?.name ?? null,
  student: { id: p.student.id, name: p.student.user.name, className: p.student.enrollments[0]?.class.name ?? null },
});
export type ProofView = ReturnType<typeof present>;

/** The proofs with the names of the fees their months belong to (one more read for all of them). */
async function withFees(db: Db, rows: ProofRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.months as { feeId: string }[]).map((m) => m.feeId)))];
  const fees = ids.length
    ? await db.fee.findMany({
        where: { id: { in: ids } },
        select: { id: true, name: true, nameAr: true, nameEn: true },
      })
    : [];
  const names = new Map(fees.map((f) => [f.id, { name: f.name, nameAr: f.nameAr, nameEn: f.nameEn }]));
  return rows.map((r) => present(r, names));
}

/** The school's queue (the payment staff's /payments): the proofs waiting, oldest first. */
export async function pendingProofs(db: Db, schoolId: string) {
  return withFees(db, await loadProofs(db, { schoolId, status: "PENDING" }, 200, "asc"));
}

/** A child's proofs as their family reads them on /payments: the last ones sent, whatever became of them. */
export async function studentProofs(db: Db, studentId: string) {
  return withFees(db, await loadProofs(db, { studentId }, 20, "desc"));
}

/**
 * A proof's file for one download: to the school's payment staff, and to the pupil's parents who consult payments.
 * Anyone else "not found".
 */
export async function openProofFile(db: Db, actor: Actor, input: { id: string }) {
  const proof = await db.paymentProof.findUnique({
    where: { id: input.id },
    select: { schoolId: true, studentId: true, fileKey: true, fileName: true, fileType: true },
  });
  if (!proof) throw notFound();
  if (!paymentStaff(actor, proof.schoolId)) {
    const parent =
      familyPayments(actor, proof.schoolId) &&
      (await db.parentLink.findUnique({
        where: { parentId_studentId: { parentId: actor.userId, studentId: proof.studentId } },
        select: { studentId: true },
      }));
    if (!parent) throw notFound();
  }
  const file = await storage.get(proof.fileKey);
  if (!file) throw notFound();
  // a photo (re-encoded by us) shows in the tab; a PDF downloads, opened by a reader rather than as our page
  return { body: file.body, name: proof.fileName, type: proof.fileType, inline: proof.fileType.startsWith("image/") };
}
