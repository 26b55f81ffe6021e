import { initials } from "~/lib/documents/initials";
import { normalizeCode } from "~/lib/documents/verify-code";
import { registerNumber, type DocumentKind, type PaperContent } from "~/lib/documents/paper";
import { dayKey, schoolClock } from "~/lib/teaching/time";
import type { Db } from "~/server/db";
import { AppError, notFound } from "~/server/errors";
import { consume, exhausted, limits } from "~/server/rate-limit";
import { receiptNumber } from "~/server/services/payments/receipt";

/**
 * /verify/{code} (issue 32): what a paper's code says to anyone who scans it — the school that issued it, when, for
 * a pupil whose initials are …, their class and year, and whether it is valid or withdrawn — and nothing else about
 * the pupil. A report card is valid while its class's cards for the term are published (unpublished, or withdrawn:
 * "withdrawn"); a receipt while no correction cancels its payment (it shows its number, amount and day, so a forged or
 * altered receipt does not match); a document of the desk while issued (withdrawn: "withdrawn"), with its kind and
 * register number. An unknown code is a 404, exactly as a page that does not exist; each one counts
 * against the asking address (30 per 15 minutes, then every code is refused for the rest of the window).
 */
export async function verifyPaper(db: Db, input: { code: string }, ip: string) {
  if (await exhausted(limits.verifyFailuresByIp, ip)) throw new AppError("TOO_MANY_REQUESTS", "errors.tooManyAttempts");
  const code = normalizeCode(input.code);
  const [card, payment, doc] = code
    ? await Promise.all([
        db.reportCard.findUnique({
          where: { verifyCode: code },
          select: {
            generatedAt: true,
            classId: true,
            termId: true,
            student: { select: { user: { select: { name: true } } } },
            class: { select: { name: true, school: { select: { name: true } } } },
            term: { select: { number: true, schoolYear: { select: { name: true, school: { select: { termType: true } } } } } },
          },
        }),
        db.payment.findUnique({
          where: { verifyCode: code },
          select: {
            number: true,
            amount: true,
            paidOn: true,
            cancelsId: true,
            cancelledBy: { select: { id: true } },
            school: { select: { name: true } },
            schoolYear: { select: { id: true, name: true } },
            student: { select: { user: { select: { name: true } }, enrollments: { select: { class: { select: { name: true, schoolYearId: true } } } } } },
          },
        }),
        db.schoolDocument.findUnique({
          where: { verifyCode: code },
          select: { kind: true, status: true, number: true, issuedAt: true, content: true, school: { select: { name: true } }, schoolYear: { select: { name: true } } },
        }),
      ])
    : [null, null, null];
  if (card) {
    const released = await db.reportCardRelease.findUnique({ where: { classId_termId: { classId: card.classId, termId: card.termId } }, select: { publishedAt: true } });
    return {
      kind: "reportCard" as const,
      school: card.class.school.name,
      issuedOn: dayKey(released?.publishedAt ?? card.generatedAt),
      initials: initials(card.student.user.name),
      className: card.class.name,
      year: card.term.schoolYear.name,
      term: { number: card.term.number, type: card.term.schoolYear.school.termType },
      valid: !!released,
    };
  }
  if (payment) {
    const cls = payment.student.enrollments.find((e) => e.class.schoolYearId === payment.schoolYear.id)?.class.name ?? null;
    return {
      kind: "receipt" as const,
      school: payment.school.name,
      issuedOn: dayKey(payment.paidOn),
      initials: initials(payment.student.user.name),
      className: cls,
      year: payment.schoolYear.name,
      receipt: { number: receiptNumber(payment.schoolYear.name, payment.number), amount: payment.amount, correction: payment.cancelsId !== null },
      valid: !payment.cancelledBy,
    };
  }
  if (doc && doc.number !== null && doc.issuedAt) {
    const content = doc.content as unknown as PaperContent;
    return {
      kind: "document" as const,
      school: doc.school.name,
      issuedOn: dayKey(schoolClock(doc.issuedAt).date),
      initials: initials(content.student.name),
      className: content.className,
      year: doc.schoolYear.name,
      document: { kind: doc.kind as DocumentKind, number: registerNumber(doc.number, doc.schoolYear.name) },
      valid: doc.status === "ISSUED",
    };
  }
  await consume(limits.verifyFailuresByIp, ip);
  throw notFound();
}
