import { directionOf, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { MessageKey } from "~/lib/messages";
import { formatMonth } from "~/modules/payments/domain/format-month";
import { formatDinars } from "~/lib/money";
import { formatDay } from "~/ui/format";
import { naskh } from "~/ui/sheet-font";
import type { Receipt } from "~/modules/payments/server/receipt";
import { feeName } from "~/modules/payments/domain/fee-name";
import styles from "./receipt-sheet.module.css";
import { VerifyStamp } from "~/ui/verify-stamp";
import { verifyStamp } from "~/ui/verify-stamp-qr";

export type ReceiptFormat = "a4" | "narrow";

/** Paper sizes for the browser's print dialog and for Chromium's PDF (which follows the page's CSS size). */
const PAGE_CSS: Record<ReceiptFormat, string> = {
  a4: "@page { size: A4; margin: 12mm; }",
  // a receipt printer's roll: 80 mm wide, about 72 mm printable; the driver cuts where the content ends
  narrow: "@page { size: 80mm 297mm; margin: 3mm 0; }",
};

/**
 * A payment's receipt, or a correction's (titled as such, with the receipt it cancels), in the reader's language:
 * the school (its own report-card header lines when it wrote some), the number and date, the student and class,
 * the fee-months with their amounts, the total, the method and reference, who paid and who recorded it. A4 or the
 * 80 mm roll of a receipt printer; the same Arabic face and right-to-left layout as the report cards (a Chromium
 * PDF of this page, PLATFORM-NOTES "PDF with Arabic"). Server-rendered, no JavaScript. (Its header is a div: the
 * app's print styles hide every <header>.)
 */
export function ReceiptSheet({
  receipt: r,
  locale,
  format,
}: {
  receipt: Receipt;
  locale: Locale;
  format: ReceiptFormat;
}) {
  const money = (c: number) => formatDinars(c, locale);
  const correction = r.cancels !== null;
  const headerLines = (r.school.headers[locale] ?? "")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  // places are named in French and Arabic only: English readers get the French (Latin) name
  const placeName = (p: { nameFr: string; nameAr: string } | null) => p && (locale === "ar" ? p.nameAr : p.nameFr);
  const place = [r.school.street, placeName(r.school.commune), placeName(r.school.wilaya)].filter(Boolean).join(", ");
  return (
    <article
      className={`${styles.sheet} ${format === "narrow" ? styles.narrow : styles.a4} ${naskh.variable}`}
      lang={locale}
      dir={directionOf(locale)}
      data-testid="receipt-sheet"
      data-format={format}
    >
      <style>{PAGE_CSS[format]}</style>
      <div className={styles.header}>
        {headerLines.map((line, i) => (
          <p key={i} className={styles.headerLine}>
            {line}
          </p>
        ))}
        <p className={styles.school}>{r.school.name}</p>
        {place && <p>{place}</p>}
        {r.school.phone && (
          <p>
            {t(locale, "payments.receipt.phone")} <bdi dir="ltr">{r.school.phone}</bdi>
          </p>
        )}
      </div>

      <h1 className={`${styles.title} ${correction ? styles.correction : ""}`}>
        {t(locale, correction ? "payments.receipt.correctionTitle" : "payments.receipt.title", { number: r.number })}
      </h1>

      <dl className={styles.facts}>
        <div>
          <dt>{t(locale, "payments.receipt.date")}</dt>
          <dd>{formatDay(locale, r.paidOn, "long")}</dd>
        </div>
        <div>
          <dt>{t(locale, "payments.receipt.schoolYear")}</dt>
          <dd>
            <bdi>{r.year}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t(locale, "payments.receipt.student")}</dt>
          <dd>{r.student.name}</dd>
        </div>
        {r.student.className && (
          <div>
            <dt>{t(locale, "payments.receipt.class")}</dt>
            <dd>
              <bdi>{r.student.className}</bdi>
            </dd>
          </div>
        )}
      </dl>

      {r.cancels && (
        <p className={styles.notice} data-testid="receipt-cancels">
          {t(locale, "payments.receipt.cancels", {
            number: r.cancels.number,
            date: formatDay(locale, r.cancels.paidOn, "long"),
          })}
        </p>
      )}

      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t(locale, "payments.receipt.fee")}</th>
            <th scope="col">{t(locale, "payments.receipt.month")}</th>
            <th scope="col" className={styles.num}>
              {t(locale, "payments.receipt.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l, i) => (
            <tr key={i}>
              <td>{feeName(locale, l.feeNames)}</td>
              <td>{formatMonth(locale, l.month)}</td>
              <td className={styles.num}>
                <bdi>{money(l.amount)}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t(locale, "payments.receipt.total")}
            </th>
            <td className={styles.num} data-testid="receipt-total">
              <bdi>{money(r.amount)}</bdi>
            </td>
          </tr>
        </tfoot>
      </table>

      <dl className={styles.facts}>
        <div>
          <dt>{t(locale, "payments.receipt.method")}</dt>
          <dd>{t(locale, `payments.receipt.method.${r.method}` as MessageKey)}</dd>
        </div>
        {r.reference && (
          <div>
            <dt>{t(locale, "payments.receipt.reference")}</dt>
            <dd>
              <bdi>{r.reference}</bdi>
            </dd>
          </div>
        )}
        {r.payer && (
          <div>
            <dt>{t(locale, "payments.receipt.payer")}</dt>
            <dd>{r.payer}</dd>
          </div>
        )}
        {r.recordedBy && (
          <div>
            <dt>{t(locale, "payments.receipt.recordedBy")}</dt>
            <dd>{r.recordedBy}</dd>
          </div>
        )}
        {r.note && (
          <div>
            <dt>{t(locale, "payments.receipt.note")}</dt>
            <dd>
              <bdi>{r.note}</bdi>
            </dd>
          </div>
        )}
      </dl>

      {r.cancelledBy && (
        <p className={styles.notice}>{t(locale, "payments.receipt.cancelledBy", { number: r.cancelledBy })}</p>
      )}

      <p className={styles.signature}>{t(locale, "payments.receipt.signature")}</p>
      {r.verifyCode && (
        <VerifyStamp
          stamp={verifyStamp(r.verifyCode)}
          locale={locale}
          size={format === "narrow" ? 24 : 22}
          compact={format === "narrow"}
        />
      )}
    </article>
  );
}
