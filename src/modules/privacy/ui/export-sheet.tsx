import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import type { MessageKey } from "~/lib/messages";
import type { PersonalExport } from "~/modules/privacy/server/export-data";

/** The tables people read a name for; any other keeps its own (the JSON has them all the same). */
const LABELED = new Set([
  "AccessLog",
  "Ad",
  "AdClaim",
  "AdLike",
  "AdMessage",
  "AdThread",
  "AttendanceMark",
  "CircularFamily",
  "ClassEnrollment",
  "ClassGroupMember",
  "Comment",
  "Consent",
  "ConversationMember",
  "DataRequest",
  "Delegate",
  "FamilyRequest",
  "FeeDiscount",
  "HomeworkState",
  "LoginSession",
  "MeetingBooking",
  "Message",
  "MessageReport",
  "Notification",
  "OAuthAccount",
  "ParentLink",
  "Payment",
  "PaymentProof",
  "PaymentReminder",
  "PushDevice",
  "Report",
  "ReportCard",
  "SchoolDocument",
  "SchoolInvitation",
  "SmsMessage",
  "Student",
  "SubjectExemption",
  "UserRole",
]);
const ROWS_SHOWN = 200;

const cell = (value: unknown) => {
  if (value === null || value === undefined) return "—";
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

function Rows({ rows, locale }: { rows: Record<string, unknown>[]; locale: Locale }) {
  return (
    <>
      {rows.slice(0, ROWS_SHOWN).map((row, i) => (
        <table
          key={i}
          style={{ width: "100%", borderCollapse: "collapse", marginBottom: 6, fontSize: "9pt", breakInside: "avoid" }}
        >
          <tbody>
            {Object.entries(row).map(([k, v]) => (
              <tr key={k}>
                <th
                  style={{
                    textAlign: "start",
                    width: "30%",
                    padding: "1px 4px",
                    borderBottom: "1px solid #eee",
                    fontWeight: 600,
                  }}
                  dir="ltr"
                >
                  {k}
                </th>
                <td style={{ padding: "1px 4px", borderBottom: "1px solid #eee", wordBreak: "break-word" }} dir="auto">
                  {cell(v)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {rows.length > ROWS_SHOWN && <p>{t(locale, "privacy.sheet.more", { count: rows.length - ROWS_SHOWN })}</p>}
    </>
  );
}

function Tables({ tables, locale }: { tables: Record<string, Record<string, unknown>[]>; locale: Locale }) {
  return (
    <>
      {Object.entries(tables).map(([table, rows]) => (
        <section key={table} data-testid={`sheet-${table}`}>
          <h3 style={{ fontSize: "11pt", margin: "10px 0 4px" }}>
            {LABELED.has(table) ? t(locale, `privacy.table.${table}` as MessageKey) : table} ({rows.length})
          </h3>
          <Rows rows={rows} locale={locale} />
        </section>
      ))}
    </>
  );
}

/** The readable copy of a person's export (issue 34): their account, the tables naming them, then each child's. */
export function ExportSheet({ data, locale }: { data: PersonalExport; locale: Locale }) {
  const when = new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ" : locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Africa/Algiers",
  }).format(new Date(data.generatedAt));
  return (
    <article
      style={{ maxWidth: "190mm", margin: "0 auto", padding: "8mm 0", fontFamily: "system-ui, sans-serif" }}
      data-testid="export-sheet"
    >
      <style>{"@page { size: A4; margin: 14mm; }"}</style>
      <h1 style={{ fontSize: "16pt" }}>
        {t(locale, "privacy.sheet.title", { name: String(data.person.account.name ?? "") })}
      </h1>
      <p>{t(locale, "privacy.sheet.generated", { date: when })}</p>
      <h2 style={{ fontSize: "13pt" }}>{t(locale, "privacy.sheet.account")}</h2>
      <Rows rows={[data.person.account]} locale={locale} />
      <Tables tables={data.person.tables} locale={locale} />
      {data.children.map((child) => (
        <section key={String(child.record.id)} style={{ breakBefore: "page" }}>
          <h2 style={{ fontSize: "13pt" }}>
            {t(locale, "privacy.sheet.child", { name: child.name, school: child.school })}
          </h2>
          <Rows rows={[child.record]} locale={locale} />
          <Tables tables={child.tables} locale={locale} />
        </section>
      ))}
    </article>
  );
}
