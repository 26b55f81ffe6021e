import { z } from "zod";
import {
  PROOF_MAX_BYTES,
  ZCancelPaymentInput,
  ZCheckoutInput,
  ZDiscountInput,
  ZFeeInput,
  ZOnlineSettingsInput,
  ZRecordPaymentInput,
  ZRefuseProof,
  ZSubmitProof,
} from "~/modules/payments/schemas";
import { fileParts, jsonPart } from "~/platform/api/multipart";
import {
  confirmPaymentProof,
  openProofFile,
  refusePaymentProof,
  submitPaymentProof,
} from "~/modules/payments/server/payment-proofs";
import { addressChoice, recordId } from "~/lib/validation";
import { PAYMENTS_OF_CHILD } from "~/platform/api/relations";
import {
  childProcedure,
  createTRPCRouter,
  memberProcedure,
  ownProcedure,
  paymentReaderProcedure,
  scopedProcedure,
} from "~/platform/api/trpc";
import { cancelPayment } from "~/modules/payments/server/cancel-payment";
import { deleteDiscount, saveDiscount } from "~/modules/payments/server/discounts";
import { studentPayments } from "~/modules/payments/server/family-payments";
import { deleteFee, listFees, saveFee } from "~/modules/payments/server/fees";
import {
  PAYS_FOR_CHILD,
  getOnlineSettings,
  setOnlineSettings,
  startCheckout,
} from "~/modules/payments/server/online-payment";
import { paymentsScreen } from "~/modules/payments/server/payments-screen";
import { getReceipt } from "~/modules/payments/server/receipt";
import { recordPayment } from "~/modules/payments/server/record-payment";
import { schoolSituation } from "~/modules/payments/server/school-situation";

/** the school's payment staff: who consults or records payments there through a staff role (rules.ts's paymentStaff) */
const PAYMENT_STAFF = ["payment.consult", "payment.create"] as const;

export const paymentsRouter = createTRPCRouter({
  /** the current year's fees */
  fees: scopedProcedure(PAYMENT_STAFF, "school").query(({ ctx }) => listFees(ctx.db, ctx.scope)),
  saveFee: scopedProcedure("payment.edit", "school")
    .input(ZFeeInput)
    .mutation(({ ctx, input }) => saveFee(ctx.db, ctx.scope, input)),
  deleteFee: scopedProcedure("payment.delete", "fee", "id").mutation(({ ctx }) => deleteFee(ctx.db, ctx.scope)),
  /** a student's reduction (siblings, staff children) */
  saveDiscount: scopedProcedure("payment.edit", "student")
    .input(ZDiscountInput)
    .mutation(({ ctx, input }) => saveDiscount(ctx.db, ctx.scope, input)),
  deleteDiscount: scopedProcedure("payment.edit", "discount", "id").mutation(({ ctx }) =>
    deleteDiscount(ctx.db, ctx.scope),
  ),
  record: scopedProcedure("payment.create", "student")
    .input(ZRecordPaymentInput)
    .mutation(({ ctx, input }) => recordPayment(ctx.db, ctx.actor, ctx.scope, input)),
  /** a correction: a numbered entry cancelling a payment */
  cancel: scopedProcedure("payment.edit", "payment", "id")
    .input(ZCancelPaymentInput)
    .mutation(({ ctx, input }) => cancelPayment(ctx.db, ctx.actor, ctx.scope, input)),
  /** a student's fees, months and the payments this person may see (their parents; the payment staff) */
  ofStudent: childProcedure(PAYMENTS_OF_CHILD).query(({ ctx }) => studentPayments(ctx.db, ctx.actor, ctx.child)),
  /** the school's situation per class and month, and per student for the export ('consult payments') */
  /** one payment's receipt (its page and PDF): the school's payment staff, the payer's family */
  receipt: paymentReaderProcedure().query(({ ctx }) => getReceipt(ctx.db, ctx.actor, ctx.payment)),
  situation: scopedProcedure(PAYMENT_STAFF, "school").query(({ ctx }) => schoolSituation(ctx.db, ctx.scope)),
  /** a parent pays chosen months online: the Chargily checkout's address */
  checkout: childProcedure(PAYS_FOR_CHILD)
    .input(ZCheckoutInput)
    .mutation(({ ctx, input }) => startCheckout(ctx.db, ctx.actor, ctx.child, input)),
  /** the school's Chargily Pay key ('edit school'): whether one is set, never the key itself */
  onlineSettings: scopedProcedure("school.edit", "school").query(({ ctx }) => getOnlineSettings(ctx.db, ctx.scope)),
  setOnlineSettings: scopedProcedure("school.edit", "school")
    .input(ZOnlineSettingsInput)
    .mutation(({ ctx, input }) => setOnlineSettings(ctx.db, ctx.scope, input)),
  /** multipart: a "fields" part (ZSubmitProof as JSON) and the "file" (a photo of the transfer's slip, or a PDF) */
  submitProof: ownProcedure.input(z.instanceof(FormData)).mutation(async ({ ctx, input }) => {
    const fields = jsonPart(ZSubmitProof, input, "fields");
    const [file] = await fileParts(input, "file", { field: "file", max: 1, maxBytes: PROOF_MAX_BYTES });
    return submitPaymentProof(ctx.db, ctx.actor, fields, file);
  }),
  /** a transfer proof confirmed: the payment is recorded with it */
  confirmProof: scopedProcedure("payment.create", "proof")
    .input(z.object({ proofId: recordId() }))
    .mutation(({ ctx }) => confirmPaymentProof(ctx.db, ctx.actor, ctx.scope)),
  refuseProof: scopedProcedure("payment.create", "proof")
    .input(ZRefuseProof)
    .mutation(({ ctx, input }) => refusePaymentProof(ctx.db, ctx.actor, ctx.scope, input)),
  /** a proof's file, bytes and all (GET /api/payments/proofs/{id}/file only): the payment staff, the pupil's parents */
  proofFile: ownProcedure
    .meta({ serverOnly: true })
    .input(z.object({ id: recordId() }))
    .query(({ ctx, input }) => openProofFile(ctx.db, ctx.actor, input)),
  /** what /payments shows: a parent's child, or for the payment staff a student, a class or the school (the page's one action) */
  screen: memberProcedure()
    .input(z.object({ student: addressChoice(), class: addressChoice() }))
    .query(({ ctx, input }) => paymentsScreen(ctx.db, ctx.actor, ctx.school, input)),
});
