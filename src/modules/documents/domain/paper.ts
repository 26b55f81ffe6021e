/**
 * The documents desk's papers (issue 32), client-safe: their kinds, what an issued one keeps of what the school held
 * that day (so a reprint says the same thing after a class change or a new payment), the register's numbering and
 * who may ask for one.
 */
export const DOCUMENT_KINDS = [
  "SCHOOL_CERTIFICATE",
  "ATTENDANCE_CERTIFICATE",
  "TRANSFER_CERTIFICATE",
  "FEES_CERTIFICATE",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentStatus = "REQUESTED" | "ISSUED" | "REFUSED" | "WITHDRAWN";

/** What an issued paper prints, fixed at issue. Days are "YYYY-MM-DD" (Algeria's calendar day). */
export interface PaperContent {
  student: { name: string; birthDate: string | null; birthPlace: string | null; matricule: string | null };
  className: string;
  year: string;
  /** the head's name at issue (null: the title alone) */
  headName: string | null;
  /** a fees certificate: what the year's payments came to, in centimes (corrections deducted) */
  paid?: number;
  /** a transfer certificate: the day the pupil leaves (the day of issue) */
  leavesOn?: string;
}

/** A register number as printed: "2026-2027/0012" (the school year, then four digits — as receipts are numbered). */
export function registerNumber(number: number, year: string): string {
  return `${year}/${String(number).padStart(4, "0")}`;
}

/** Full years between a birth day and a day, both "YYYY-MM-DD" (a birthday counts from its own day). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The age from which a student asks for their own papers: Algeria's civil majority (Civil Code, art. 40: 19 years). */
export const ADULT_AGE = 19;

/** May a student with this birth day ask for their own papers on `day`? (Unknown birth day: no — their parents ask.) */
export function isAdult(birthDate: string | null, day: string): boolean {
  return birthDate !== null && ageOn(birthDate, day) >= ADULT_AGE;
}
