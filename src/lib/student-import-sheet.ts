/**
 * Importing students with their parents from a spreadsheet (CSV or XLSX). The browser reads the file into rows
 * of text (papaparse / read-excel-file), this module maps the header row onto our columns — French, English or
 * Arabic titles — and the server validates every row with ZImportRow before an all-or-nothing import.
 */
export const IMPORT_COLUMNS = [
  "name",
  "birthDate",
  "birthPlace",
  "registrationNumber",
  "className",
  "email",
  "phone",
  "parent1Name",
  "parent1Phone",
  "parent1Email",
  "parent2Name",
  "parent2Phone",
  "parent2Email",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportRow = Partial<Record<ImportColumn, string>>;
export const MAX_IMPORT_ROWS = 2000;

/** Header titles we recognise, compared without case, accents, spaces or punctuation. */
const ALIASES: Record<ImportColumn, string[]> = {
  name: [
    "name",
    "nom",
    "nom complet",
    "nom et prenom",
    "nom prenom",
    "eleve",
    "student",
    "full name",
    "الاسم",
    "الاسم واللقب",
    "اللقب والاسم",
    "التلميذ",
  ],
  birthDate: ["birth date", "date of birth", "date de naissance", "ne le", "تاريخ الميلاد", "تاريخ الازدياد"],
  birthPlace: ["birth place", "place of birth", "lieu de naissance", "ne a", "مكان الميلاد", "مكان الازدياد"],
  registrationNumber: [
    "registration number",
    "id number",
    "student id",
    "matricule",
    "numero",
    "رقم التسجيل",
    "الرقم التعريفي",
  ],
  className: ["class", "classe", "القسم", "الفوج"],
  email: ["email", "e-mail", "courriel", "student email", "البريد الإلكتروني"],
  phone: ["phone", "telephone", "tel", "student phone", "الهاتف"],
  parent1Name: [
    "parent 1",
    "parent 1 name",
    "parent 1 nom",
    "nom parent 1",
    "parent",
    "parent name",
    "nom du parent",
    "الولي",
    "الولي 1",
    "اسم الولي",
  ],
  parent1Phone: [
    "parent 1 phone",
    "parent 1 telephone",
    "telephone parent 1",
    "parent phone",
    "telephone du parent",
    "هاتف الولي",
    "هاتف الولي 1",
  ],
  parent1Email: [
    "parent 1 email",
    "parent 1 e-mail",
    "email parent 1",
    "parent email",
    "email du parent",
    "بريد الولي",
    "بريد الولي 1",
  ],
  parent2Name: ["parent 2", "parent 2 name", "parent 2 nom", "nom parent 2", "الولي 2", "اسم الولي 2"],
  parent2Phone: ["parent 2 phone", "parent 2 telephone", "telephone parent 2", "هاتف الولي 2"],
  parent2Email: ["parent 2 email", "parent 2 e-mail", "email parent 2", "بريد الولي 2"],
};

/** The title row of the downloadable template, per language (also recognised on import). */
export const TEMPLATE_TITLES: Record<"fr" | "en" | "ar", Record<ImportColumn, string>> = {
  fr: {
    name: "Nom complet",
    birthDate: "Date de naissance",
    birthPlace: "Lieu de naissance",
    registrationNumber: "Matricule",
    className: "Classe",
    email: "E-mail",
    phone: "Téléphone",
    parent1Name: "Parent 1 nom",
    parent1Phone: "Parent 1 téléphone",
    parent1Email: "Parent 1 e-mail",
    parent2Name: "Parent 2 nom",
    parent2Phone: "Parent 2 téléphone",
    parent2Email: "Parent 2 e-mail",
  },
  en: {
    name: "Full name",
    birthDate: "Date of birth",
    birthPlace: "Place of birth",
    registrationNumber: "ID number",
    className: "Class",
    email: "Email",
    phone: "Phone",
    parent1Name: "Parent 1 name",
    parent1Phone: "Parent 1 phone",
    parent1Email: "Parent 1 email",
    parent2Name: "Parent 2 name",
    parent2Phone: "Parent 2 phone",
    parent2Email: "Parent 2 email",
  },
  ar: {
    name: "الاسم واللقب",
    birthDate: "تاريخ الميلاد",
    birthPlace: "مكان الميلاد",
    registrationNumber: "رقم التسجيل",
    className: "القسم",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    parent1Name: "اسم الولي 1",
    parent1Phone: "هاتف الولي 1",
    parent1Email: "بريد الولي 1",
    parent2Name: "اسم الولي 2",
    parent2Phone: "هاتف الولي 2",
    parent2Email: "بريد الولي 2",
  },
};

export function normalizeHeader(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u064B-\u065F\u0640]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

const BY_TITLE = new Map<string, ImportColumn>(
  IMPORT_COLUMNS.flatMap((column) =>
    [column, ...ALIASES[column], ...Object.values(TEMPLATE_TITLES).map((titles) => titles[column])].map(
      (t) => [normalizeHeader(t), column] as const,
    ),
  ),
);

/** A cell as text: dates (XLSX) become YYYY-MM-DD, numbers their plain form; DD/MM/YYYY dates become ISO. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value).trim();
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return dmy ? `${dmy[3]}-${dmy[2]!.padStart(2, "0")}-${dmy[1]!.padStart(2, "0")}` : text;
}

/** The sheet's rows as records; the first non-empty row holds the titles. Unknown titles are reported. */
export function rowsFromSheet(cells: unknown[][]): { rows: ImportRow[]; unknownColumns: string[] } {
  const nonEmpty = cells.filter((row) => row.some((c) => cellText(c) !== ""));
  const [header, ...body] = nonEmpty;
  if (!header) return { rows: [], unknownColumns: [] };
  const columns = header.map((title) => BY_TITLE.get(normalizeHeader(cellText(title))) ?? null);
  const unknownColumns = header.map(cellText).filter((title, i) => title !== "" && columns[i] === null);
  const rows = body.map((row) => {
    const record: ImportRow = {};
    columns.forEach((column, i) => {
      const text = cellText(row[i]);
      if (column && text) record[column] = text;
    });
    return record;
  });
  return { rows, unknownColumns };
}
