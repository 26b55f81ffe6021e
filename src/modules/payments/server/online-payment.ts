import type { Child, ChildRule } from "~/platform/api/relations";
import type { Scoped } from "~/platform/api/scope";
import { verifySignature } from "@chargily/chargily-pay";
import { z } from "zod";
import type { Locale } from "~/i18n/config";
import { allocate } from "~/modules/payments/domain/situation";
import type { Actor } from "~/platform/auth/actor";
import { openSecret, sealSecret } from "~/platform/crypto/secret-box";
import type { Db } from "~/platform/db";
import { AppError, fieldError, notFound } from "~/platform/errors";
import { chargilyGateway, type ChargilyMode } from "~/modules/payments/server/chargily";
import { siteOrigin } from "~/platform/site-origin";
import { storePayment } from "./record-payment";
import { loadStudentSituation } from "./student-situation";

/** Chargily's smallest checkout, in dinars. */
const CHARGILY_MIN_DZD = 50;

async function schoolGateway(db: Db, schoolId: string) {
  const school = await db.school.findUnique({
    where: { id: schoolId },
    select: { chargilySecret: true, chargilyMode: true },
  });
  const secret = school?.chargilySecret ? openSecret(school.chargilySecret) : null;
  if (!secret) return null;
  const mode: ChargilyMode = school!.chargilyMode === "live" ? "live" : "test";
  return { secret, gateway: chargilyGateway(secret, mode) };
}

/** Whether a school takes payments online (its keys set): the option is shown only then. */
export async function onlinePaymentsOpen(db: Db, schoolId: string): Promise<boolean> {
  return (await schoolGateway(db, schoolId)) !== null;
}

/**
 * Paying for a child (online, as by a transfer's proof): a guardian of the child through the Parent role's 'consult
 * payments' — with full custody, since paying is an act for the child (a read-only guardian is refused, as for a
 * proof); never the school's staff nor the pupil.
 */
export const PAYS_FOR_CHILD: ChildRule = { need: "act", staff: [], self: false, family: "payment.consult" };

/**
 * A parent pays chosen months online (Edahabia, CIB): a Chargily checkout for what they still lack, in whole
 * dinars. Nothing is recorded here: the payment is recorded when Chargily's webhook says the checkout is paid.
 * The child is the gate's (PAYS_FOR_CHILD).
 */
export async function startCheckout(
  db: Db,
  actor: Actor,
  student: Child,
  input: { months: { feeId: string; month: string }[]; locale: Locale },
) {
  const open = await schoolGateway(db, student.schoolId);
  if (!open) throw notFound();
  const year = await db.schoolYear.findFirst({
    where: { schoolId: student.schoolId, isCurrent: true },
    select: { id: true },
  });
  if (!year) throw notFound();
  const { rows } = await loadStudentSituation(db, student.id, year.id);
  const chosen = rows.filter((r) => input.months.some((m) => m.feeId === r.feeId && m.month === r.month));
  const amount = chosen.reduce((sum, r) => sum + Math.max(0, r.due - r.paid), 0);
  if (chosen.length > 0 && amount === 0) throw fieldError("months", "payments.error.alreadyPaid");
  const shared = allocate(rows, input.months, amount);
  if (!shared.ok)
    throw fieldError(
      "months",
      shared.reason === "alreadyPaid" ? "payments.error.alreadyPaid" : "payments.error.chooseMonths",
    );
  if (amount % 100 !== 0 || amount / 100 < CHARGILY_MIN_DZD)
    throw fieldError("months", "payments.error.onlineAmount", { min: CHARGILY_MIN_DZD });
  const origin = siteOrigin();
  const back = `${origin}/${input.locale}/payments?student=${student.id}`;
  const checkout = await open.gateway.createCheckout({
    amount: amount / 100,
    currency: "dzd",
    success_url: `${back}&paid=1`,
    failure_url: back,
    webhook_endpoint: `${origin}/api/payments/chargily/${student.schoolId}`,
    locale: input.locale === "en" ? "en" : input.locale,
    description: `Wasla ${input.months.map((m) => m.month).join(", ")}`,
    metadata: { schoolId: student.schoolId, studentId: student.id, payerId: actor.userId, months: input.months },
  });
  return { url: checkout.checkout_url };
}

const ZMetadata = z.object({
  schoolId: z.string(),
  studentId: z.string(),
  payerId: z.string(),
  months: z.array(z.object({ feeId: z.string(), month: z.string().regex(/^\d{4}-\d{2}$/) })).min(1),
});
const ZEvent = z.object({ type: z.string(), data: z.object({ id: z.string().min(1).max(100) }) });

/**
 * Chargily's webhook for a school: its `signature` header must be the HMAC-SHA256 (hex) of the raw body with the
 * school's secret key (the package's helper compares in constant time and throws on a mismatch: a forged call is
 * refused with 403, never a 500). A paid checkout is read again from Chargily before anything is recorded, and
 * recorded once (the checkout id is unique): a replayed webhook changes nothing.
 */
export async function handleChargilyWebhook(
  db: Db,
  schoolId: string,
  body: Buffer,
  signature: string | null,
): Promise<{ recorded: boolean }> {
  const open = await schoolGateway(db, schoolId);
  if (!open) throw notFound();
  let valid = false;
  try {
    valid = verifySignature(body, signature ?? "", open.secret);
  } catch {
    valid = false;
  }
  if (!valid) throw new AppError("FORBIDDEN", "errors.forbidden");
  let event: z.infer<typeof ZEvent>;
  try {
    event = ZEvent.parse(JSON.parse(body.toString("utf8")));
  } catch {
    throw new AppError("BAD_REQUEST", "validation.checkInput");
  }
  if (event.type !== "checkout.paid") return { recorded: false };
  if (await db.payment.findUnique({ where: { checkoutId: event.data.id }, select: { id: true } }))
    return { recorded: false };

  const checkout = await open.gateway.getCheckout(event.data.id);
  if (checkout.status !== "paid") return { recorded: false };
  const metadata = ZMetadata.safeParse(checkout.metadata);
  if (!metadata.success || metadata.data.schoolId !== schoolId) return { recorded: false };
  const student = await db.student.findFirst({
    where: { id: metadata.data.studentId, schoolId },
    select: { id: true, schoolId: true, parents: { select: { parentId: true } } },
  });
  if (!student) return { recorded: false };
  try {
    await storePayment(
      db,
      student,
      {
        studentId: student.id,
        months: metadata.data.months,
        amount: Math.round(checkout.amount * 100),
        paidOn: new Date(Date.now() + 3_600_000).toISOString().slice(0, 10),
        method: "CARD",
        reference: checkout.id,
        note: "",
        payerId: student.parents.some((p) => p.parentId === metadata.data.payerId) ? metadata.data.payerId : null,
        sharedWithSpouse: false,
      },
      { recordedById: null, checkoutId: checkout.id },
    );
    return { recorded: true };
  } catch (error) {
    // the same checkout recorded by a concurrent delivery of the webhook: nothing more to do
    if ((error as { code?: string }).code === "P2002") return { recorded: false };
    throw error;
  }
}

/** A school's online payment settings, as its administrators see them: whether a key is set (never the key) and the mode. */
export async function getOnlineSettings(db: Db, scope: Scoped<"school">) {
  const school = await db.school.findUniqueOrThrow({
    where: { id: scope.schoolId },
    select: { chargilySecret: true, chargilyMode: true },
  });
  return {
    configured: !!school.chargilySecret,
    mode: school.chargilyMode === "live" ? ("live" as const) : ("test" as const),
  };
}

/**
 * Sets or removes the school's Chargily secret key ('edit school' there): stored encrypted, shown to nobody again.
 * An empty key turns online payment off.
 */
export async function setOnlineSettings(
  db: Db,
  scope: Scoped<"school">,
  input: { secretKey: string; mode: "test" | "live" },
) {
  const key = input.secretKey.trim();
  const { count } = await db.school.updateMany({
    where: { id: scope.schoolId },
    data: key
      ? { chargilySecret: sealSecret(key), chargilyMode: input.mode }
      : { chargilySecret: null, chargilyMode: null },
  });
  if (count === 0) throw notFound();
  return { configured: !!key, mode: input.mode };
}
