import { initials } from "~/modules/documents/domain/initials";
import { normalizeCode } from "~/modules/documents/domain/verify-code";
import { registerNumber, type DocumentKind, type PaperContent } from "~/modules/documents/domain/paper";
import { dayKey, schoolClock } from "~/lib/school-time";
import type { Db } from "~/platform/db";
import { AppError, notFound } from "~/platform/errors";
import { consume, limits, refund } from "~/platform/rate-limit";
import { receiptNumber } from "~/modules/payments";

/**
 * /verify/{code} (issue 32): what a paper's code says to anyone who scans it — the school that issued it, when, for
 * a pupil whose initials are …, their class and year, and whether it is valid or withdrawn — and nothing else about
 * the pupil. A report card is valid while its class's cards for the term are published (unpublished, or withdrawn:
 * "withdrawn"); a receipt while no correction cancels its payment (it shows its number, amount and day, so a forged or
 * altered receipt does not match); a document of the desk while issued (withdrawn: "withdrawn"), with its kind and
 * register number. An unknown code is a 404, exactly as a page that does not exist; each one counts
 * against the asking address (30 per 15 minutes, then every code is refused for the rest of the window). Every lookup
 * takes its point before the search and a known code gives it back, so lookups at one instant never pass the edge.
 */
export async function verifyPaper(db: Db, input: { code: string }, ip: string) {
  // charged first and given back when the code is known (issue 47): a read-then-charge let lookups sent at one instant
  // all pass the address's edge
  if (!(await consume(limits.verifyFailuresByIp, ip)))
    throw new AppError("TOO_MANY_REQUESTS", "errors.tooManyAttempts");
  const found = await findPaper(db, input.code);
  if (!found) throw notFound();
  await refund(limits.verifyFailuresByIp, ip);
  return found;
}

async function findPaper(db: Db, raw: string) {
  const code = normalizeCode(raw);
  // which paper holds the code, in one statement (a card with its release): then only that paper's details are read
  const [hit] = code
    ? await db.$queryRaw<{ kind: "card" | "payment" | "document"; publishedAt: Date | null }[]>`
        SELECT 'card' AS "kind", r."publishedAt" FROM "ReportCard" c
          LEFT JOIN "ReportCardRelease" r ON r."classId" = c."classId" AND r."termId" = c."termId"
          WHERE c."verifyCode" = ${code}
        UNION ALL SELECT 'payment', NULL FROM "Payment" WHERE "verifyCode" = ${code}
        UNION ALL SELECT 'document', NULL FROM "SchoolDocument" WHERE "verifyCode" = ${code}
        LIMIT 1`
    : [];
  const card =
    hit?.kind === "card"
      ? await db.reportCard.findUnique({
          where: { verifyCode: code! },
          select: {
            generatedAt: true,
            student: { select: { user: { select: { name: true } } } },
            class: { select: { name: true, school: { select: { name: true } } } },
            term: {
              select: { number: true, schoolYear: { select: { name: true, school: { select: { termType: true } } } } },
            },
          },
        })
      : null;
  const payment =
    hit?.kind === "payment"
      ? await db.payment.findUnique({
          where: { verifyCode: code! },
          select: {
            number: true,
            amount: true,
            paidOn: true,
            cancelsId: true,
            cancelledBy: { select: { id: true } },
            school: { select: { name: true } },
            schoolYear: { select: { id: true, name: true } },
            student: {
              select: {
                user: { select: { name: true } },
                enrollments: { select: { class: { select: { name: true, schoolYearId: true } } } },
              },
            },
          },
        })
      : null;
  const doc =
    hit?.kind === "document"
      ? await db.schoolDocument.findUnique({
          where: { verifyCode: code! },
          select: {
            kind: true,
            status: true,
            number: true,
            issuedAt: true,
            content: true,
            school: { select: { name: true } },
            schoolYear: { select: { name: true } },
          },
        })
      : null;
  if (card) {
    const released = hit!.publishedAt ? { publishedAt: hit!.publishedAt } : null;
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
    const cls =
      payment.student.enrollments.find((e) => e.class.schoolYearId === payment.schoolYear.id)?.class.name ?? null;
    return {
      kind: "receipt" as const,
      school: payment.school.name,
      issuedOn: dayKey(payment.paidOn),
      initials: initials(payment.student.user.name),
      className: cls,
      year: payment.schoolYear.name,
      receipt: {
        number: receiptNumber(payment.schoolYear.name, payment.number),
        amount: payment.amount,
        correction: payment.cancelsId !== null,
      },
      valid: !payment.cancelledBy,
    };
  }
  if (doc && doc.number !== null && doc.issuedAt && doc.content) {
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
  return null;
}
