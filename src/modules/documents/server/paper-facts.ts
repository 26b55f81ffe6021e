import { registerNumber, type DocumentKind, type DocumentStatus } from "~/modules/documents/domain/paper";

/** What every list of papers reads of one (the family's /documents, the desk, its register). */
export const PAPER_FACTS = {
  id: true,
  kind: true,
  status: true,
  purpose: true,
  number: true,
  reason: true,
  createdAt: true,
  issuedAt: true,
  decidedAt: true,
  schoolYear: { select: { name: true } },
} as const;

/** A paper as the lists show it: its register number printed as on the paper, "asked" when it was asked. */
export function paperFacts(d: {
  id: string;
  kind: string;
  status: string;
  purpose: string;
  number: number | null;
  reason: string | null;
  createdAt: Date;
  issuedAt: Date | null;
  decidedAt: Date | null;
  schoolYear: { name: string };
}) {
  return {
    id: d.id,
    kind: d.kind as DocumentKind,
    status: d.status as DocumentStatus,
    purpose: d.purpose,
    number: d.number === null ? null : registerNumber(d.number, d.schoolYear.name),
    reason: d.reason,
    askedAt: d.createdAt,
    issuedAt: d.issuedAt,
    decidedAt: d.decidedAt,
  };
}
