/** A spreadsheet cell: quoted, and never read as a formula (a name starting with = + - @). */
export const csvCell = (value: string) => `"${(/^[=+\-@]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/**
 * A CSV file as Excel reads it in each language: a UTF-8 BOM (Arabic names), ';' between cells in French and Arabic
 * (their Excel's list separator), ',' in English; CRLF lines.
 */
export function csvFile(locale: string, rows: string[][]) {
  const sep = locale === "en" ? "," : ";";
  return `\uFEFF${rows.map((r) => r.map(csvCell).join(sep)).join("\r\n")}\r\n`;
}
