import { directionOf, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { appreciation as appreciationOf } from "~/modules/grades/domain/averages";
import { Ratio } from "~/modules/grades/domain/decimal";
import { formatHundredths } from "~/modules/grades/domain/format";
import { localName } from "~/lib/local-name";
import { formatDay } from "~/ui/format";
import type { CardView } from "~/modules/grades/server/card-view";
import type { SchoolHeader } from "~/modules/grades/server/get-school-header";
import styles from "./report-card-sheet.module.css";
import { VerifyStamp } from "~/ui/verify-stamp";
import { verifyStamp } from "~/ui/verify-stamp-qr";
import { naskh } from "~/ui/sheet-font";

/**
 * One report card laid out as Algerian bulletins are: the ministry header (the republic and the ministry centred; the
 * directorate of education and the school on the start side; the school year on the end side), the student, the
 * subjects with average, coefficient, weighted mark, class average and the teacher's remark, then the overall
 * average, the general total, rank, absences, the class council's distinction and the head's remark. One A4 page in
 * print; the same sheet on screen. Server-rendered: no JavaScript. (Its header is a div: the app's print styles hide
 * every <header>, the site's.)
 */
export function ReportCardSheet({ card, school, locale }: { card: CardView; school: SchoolHeader; locale: Locale }) {
  const c = card.content;
  const mark = (h: number | null | undefined) => formatHundredths(locale, h);
  const lines = school.headers[locale]
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const [republic, ministry, ...local] = lines;
  const encouraging =
    c.appreciation === "BELOW_AVERAGE" || c.appreciation === "INSUFFICIENT" || c.appreciation === "VERY_INSUFFICIENT";
  const outOf = c.outOf;
  // each cell names its column: on a phone the table is a list of subjects, a cell under its label (the CSS)
  const label = {
    average: t(locale, "reportCards.average", { outOf }),
    coefficient: t(locale, "reportCards.coefficient"),
    weighted: t(locale, "reportCards.weighted"),
    classAverage: t(locale, "reportCards.classAverage"),
  };
  return (
    <article
      className={`${styles.sheet} ${naskh.variable}`}
      lang={locale}
      dir={directionOf(locale)}
      data-testid="report-card-sheet"
    >
      <div className={styles.header}>
        {republic && <p className={styles.republic}>{republic}</p>}
        {ministry && <p className={styles.ministry}>{ministry}</p>}
        <div className={styles.sides}>
          <div>
            {local.map((l) => (
              <p key={l}>{l}</p>
            ))}
            <p className={styles.school}>{school.name}</p>
          </div>
          <div className={styles.end}>
            <p>{t(locale, "reportCards.schoolYear", { year: card.year })}</p>
          </div>
        </div>
        <h1 className={styles.title}>
          {t(locale, "reportCards.sheetTitle", { type: school.termType, number: card.term })}
        </h1>
      </div>

      <dl className={styles.identity}>
        <div>
          <dt>{t(locale, "reportCards.student")}</dt>
          <dd>{card.student.name}</dd>
        </div>
        <div>
          <dt>{t(locale, "reportCards.class")}</dt>
          <dd>
            <bdi>{card.className}</bdi> — {localName(locale, card.level)}
          </dd>
        </div>
        <div>
          <dt>{t(locale, "reportCards.number")}</dt>
          <dd>
            <bdi>{card.student.number ?? "—"}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t(locale, "reportCards.born")}</dt>
          <dd>
            {card.student.birthDate ? formatDay(locale, card.student.birthDate, "long") : "—"}
            {card.student.birthPlace ? ` — ${card.student.birthPlace}` : ""}
          </dd>
        </div>
      </dl>

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t(locale, "reportCards.subject")}</th>
              <th scope="col">{t(locale, "reportCards.average", { outOf })}</th>
              <th scope="col">{t(locale, "reportCards.coefficient")}</th>
              <th scope="col">{t(locale, "reportCards.weighted")}</th>
              <th scope="col">{t(locale, "reportCards.classAverage")}</th>
              <th scope="col" className={styles.remarkCol}>
                {t(locale, "reportCards.teacherRemark")}
              </th>
            </tr>
          </thead>
          <tbody>
            {c.subjects.map((s) => {
              // a subject without an average (no mark this term) is out of the totals, as the overall average leaves
              // it out: it shows no coefficient, so the column adds up to the total's
              const outside = s.exempt ? "reportCards.exempt" : s.average === null ? "reportCards.notAssessed" : null;
              return (
                <tr key={s.subjectId} className={outside ? styles.exempt : undefined} data-testid="card-subject">
                  <th scope="row">
                    {localName(locale, s.name)}
                    {s.teacher && <span className={styles.teacher}>{s.teacher}</span>}
                  </th>
                  {outside ? (
                    <td colSpan={4} className={`${styles.center} ${styles.outside}`}>
                      {t(locale, outside)}
                    </td>
                  ) : (
                    <>
                      <td className={styles.num} data-label={label.average}>
                        {mark(s.average)}
                      </td>
                      <td className={styles.num} data-label={label.coefficient}>
                        {s.coefficient}
                      </td>
                      <td className={styles.num} data-label={label.weighted}>
                        {mark(s.weighted)}
                      </td>
                      <td className={styles.num} data-label={label.classAverage}>
                        {mark(s.classAverage)}
                      </td>
                    </>
                  )}
                  <td className={styles.remark}>
                    {s.remark ? (
                      <bdi data-testid="card-remark">{s.remark}</bdi>
                    ) : outside ? null : (
                      <span className={styles.muted}>
                        {t(locale, `grades.appreciation.${appreciationOf(Ratio.hundredths(s.average!), outOf)}`)}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t(locale, "reportCards.totals")}</th>
              <td className={styles.blank} />
              <td className={styles.num} data-label={label.coefficient}>
                {c.coefficients}
              </td>
              <td className={styles.num} data-label={label.weighted} data-testid="card-total">
                {mark(c.total)}
              </td>
              <td colSpan={2} className={styles.blank} />
            </tr>
          </tfoot>
        </table>
      </div>

      <section className={styles.summary}>
        <div className={styles.overall}>
          <span>{t(locale, "reportCards.overall", { outOf })}</span>
          <strong data-testid="card-average">{mark(c.average)}</strong>
        </div>
        <dl className={styles.facts}>
          {c.rank !== null && (
            <div>
              <dt>{t(locale, "reportCards.rank")}</dt>
              <dd>{t(locale, "reportCards.rankOf", { rank: c.rank, size: c.classSize })}</dd>
            </div>
          )}
          <div>
            <dt>{t(locale, "reportCards.classOverall")}</dt>
            <dd>
              {mark(c.classAverage)} (
              {t(locale, "reportCards.highestLowest", { highest: mark(c.highest), lowest: mark(c.lowest) })})
            </dd>
          </div>
          <div>
            <dt>{t(locale, "reportCards.absences")}</dt>
            <dd>
              {t(locale, "reportCards.absenceCounts", {
                justified: c.absences.justified,
                unjustified: c.absences.unjustified,
              })}
            </dd>
          </div>
          {c.appreciation && (
            <div>
              <dt>{t(locale, "reportCards.appreciation")}</dt>
              <dd>{t(locale, `grades.appreciation.${c.appreciation}`)}</dd>
            </div>
          )}
          {c.distinction && (
            <div>
              <dt>{t(locale, "reportCards.distinction")}</dt>
              <dd className={styles.distinction}>{t(locale, `grades.distinction.${c.distinction}`)}</dd>
            </div>
          )}
        </dl>
        <div className={styles.headRemark}>
          <h2>{t(locale, "reportCards.headRemark")}</h2>
          <p dir={card.generalRemark ? "auto" : undefined} data-testid="card-general-remark">
            {card.generalRemark || (encouraging ? t(locale, "reportCards.encouragement") : "")}
          </p>
        </div>
      </section>

      <div className={styles.signatures}>
        <p>{t(locale, "reportCards.parentSignature")}</p>
        {card.verifyCode && <VerifyStamp stamp={verifyStamp(card.verifyCode)} locale={locale} size={16} compact />}
        <p>{t(locale, "reportCards.headSignature")}</p>
      </div>
    </article>
  );
}
