import { directionOf, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { formatDinars } from "~/lib/money";
import { formatDay } from "~/ui/format";
import { naskh } from "~/ui/sheet-font";
import type { DocumentSheetView } from "~/modules/documents/server/document-sheet";
import { verifyStamp } from "~/ui/verify-stamp-qr";
import { VerifyStamp } from "~/ui/verify-stamp";
import styles from "./document-sheet.module.css";

/**
 * A certificate as Algerian schools print them: the ministry header (the republic and the ministry centred; the
 * directorate and the school on the start side; the number and year on the end side), the title, the head's
 * attestation, the pupil (name, birth day and place, matricule), what the paper certifies, the purpose, the place and
 * day, the head's signature, and the code that proves it. What it says was fixed the day it was issued. One A4 page;
 * Arabic joined by the report cards' Naskh face. Server-rendered, no JavaScript.
 */
export function DocumentSheet({ doc, locale }: { doc: DocumentSheetView; locale: Locale }) {
  const c = doc.content;
  const lines = doc.school.headers[locale]
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const [republic, ministry, ...local] = lines;
  const date = (key: string) => formatDay(locale, key, "long");
  // places are named in French and Arabic only: English readers get the French (Latin) name
  const town = doc.school.commune
    ? locale === "ar"
      ? doc.school.commune.nameAr
      : doc.school.commune.nameFr
    : doc.school.wilaya
      ? locale === "ar"
        ? doc.school.wilaya.nameAr
        : doc.school.wilaya.nameFr
      : null;
  // Latin values keep their direction in an Arabic sentence; a year "2026-2027" never breaks at its hyphen
  const iso = (value: string) => `\u2068${value.replace(/-/g, "\u2011")}\u2069`;
  const values = {
    className: iso(c.className),
    year: iso(c.year),
    date: date(c.leavesOn ?? doc.issuedOn),
    amount: iso(formatDinars(c.paid ?? 0, locale)),
  };
  return (
    <article
      className={`${styles.sheet} ${naskh.variable}`}
      lang={locale}
      dir={directionOf(locale)}
      data-testid="document-sheet"
    >
      <style>{"@page { size: A4; margin: 14mm; }"}</style>
      {doc.status === "WITHDRAWN" && (
        <p className={styles.withdrawn} data-testid="sheet-withdrawn">
          {t(locale, "documents.sheet.withdrawn")}
        </p>
      )}
      <div className={styles.header}>
        {republic && <p className={styles.republic}>{republic}</p>}
        {ministry && <p className={styles.ministry}>{ministry}</p>}
        <div className={styles.sides}>
          <div>
            {local.map((l) => (
              <p key={l}>{l}</p>
            ))}
            <p className={styles.school}>{doc.school.name}</p>
          </div>
          <div className={styles.end}>
            <p data-testid="sheet-number">{t(locale, "documents.sheet.number", { number: iso(doc.number) })}</p>
            <p>{t(locale, "reportCards.schoolYear", { year: iso(c.year) })}</p>
          </div>
        </div>
      </div>

      <h1 className={styles.title}>{t(locale, `documents.kind.${doc.kind}`)}</h1>

      <p>{t(locale, "documents.sheet.opening", { school: doc.school.name })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t(locale, "documents.sheet.name")}</dt>
          <dd data-testid="sheet-student">{c.student.name}</dd>
        </div>
        <div>
          <dt>{t(locale, "documents.sheet.born")}</dt>
          <dd>
            {c.student.birthDate
              ? c.student.birthPlace
                ? t(locale, "documents.sheet.bornValue", {
                    date: date(c.student.birthDate),
                    place: c.student.birthPlace,
                  })
                : date(c.student.birthDate)
              : "—"}
          </dd>
        </div>
        <div>
          <dt>{t(locale, "documents.sheet.matricule")}</dt>
          <dd>
            <bdi dir="ltr">{c.student.matricule ?? "—"}</bdi>
          </dd>
        </div>
      </dl>
      <p className={styles.statement} data-testid="sheet-statement">
        {t(locale, `documents.sheet.statement.${doc.kind}`, values)}
      </p>
      {doc.purpose && <p>{t(locale, "documents.sheet.purpose", { purpose: doc.purpose })}</p>}
      <p className={styles.statement}>{t(locale, "documents.sheet.closing")}</p>

      <div className={styles.signature}>
        <VerifyStamp stamp={verifyStamp(doc.verifyCode)} locale={locale} />
        <div className={styles.signer}>
          <p>
            {town
              ? t(locale, "documents.sheet.doneAt", { place: town, date: date(doc.issuedOn) })
              : t(locale, "documents.sheet.doneOn", { date: date(doc.issuedOn) })}
          </p>
          <p style={{ fontWeight: 700 }}>{t(locale, "documents.sheet.head")}</p>
          {c.headName && <p data-testid="sheet-head">{c.headName}</p>}
          <div className={styles.seal} />
        </div>
      </div>
    </article>
  );
}
