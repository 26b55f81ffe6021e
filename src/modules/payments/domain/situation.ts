import { percentOf, type Centimes } from "~/lib/money";

/**
 * A student's fees for a school year, what is due each month and what was paid, and how a new payment is shared
 * among the months it covers. Pure functions (table tests beside); months are "YYYY-MM".
 */
export interface FeeDue {
  feeId: string;
  /** the months it is due, "2026-09" … (one month for a one-time fee such as registration) */
  months: readonly string[];
  /** per month, before discounts */
  amount: Centimes;
}

/** A per-student reduction: on one fee, or on all of them (feeId null); a percentage, a fixed amount per month, or both. */
export interface Discount {
  feeId: string | null;
  percent: number;
  amount: Centimes;
}

export interface PaidLine {
  feeId: string;
  month: string;
  amount: Centimes;
}

export type MonthStatus = "PAID" | "PARTIAL" | "UNPAID" | "UPCOMING";

export interface MonthRow {
  feeId: string;
  month: string;
  due: Centimes;
  paid: Centimes;
  status: MonthStatus;
}

/** What one month of a fee costs this student: its amount less their discounts (all percentages at most 100 %). */
export function monthlyDue(fee: Pick<FeeDue, "feeId" | "amount">, discounts: readonly Discount[]): Centimes {
  const mine = discounts.filter((d) => d.feeId === null || d.feeId === fee.feeId);
  const percent = Math.min(
    100,
    mine.reduce((sum, d) => sum + d.percent, 0),
  );
  const fixed = mine.reduce((sum, d) => sum + d.amount, 0);
  return Math.max(0, fee.amount - percentOf(fee.amount, percent) - fixed);
}

/**
 * Every fee-month of the student with what is due and paid. A month after `currentMonth` not fully paid is
 * UPCOMING (not yet owed); a month with nothing due (a full discount) is PAID.
 */
export function situation(
  fees: readonly FeeDue[],
  discounts: readonly Discount[],
  lines: readonly PaidLine[],
  currentMonth: string,
) {
  const paidBy = new Map<string, Centimes>();
  for (const line of lines)
    paidBy.set(`${line.feeId}|${line.month}`, (paidBy.get(`${line.feeId}|${line.month}`) ?? 0) + line.amount);
  const rows: MonthRow[] = fees.flatMap((fee) => {
    const due = monthlyDue(fee, discounts);
    return fee.months.map((month) => {
      const paid = paidBy.get(`${fee.feeId}|${month}`) ?? 0;
      const status: MonthStatus =
        paid >= due ? "PAID" : month > currentMonth ? "UPCOMING" : paid > 0 ? "PARTIAL" : "UNPAID";
      return { feeId: fee.feeId, month, due, paid, status };
    });
  });
  const owedRows = rows.filter((r) => r.month <= currentMonth);
  return {
    rows,
    totals: {
      /** the whole year's fees */
      year: rows.reduce((sum, r) => sum + r.due, 0),
      paid: rows.reduce((sum, r) => sum + r.paid, 0),
      /** owed until this month and not paid */
      overdue: owedRows.reduce((sum, r) => sum + Math.max(0, r.due - r.paid), 0),
    },
  };
}

export type Allocation =
  | { ok: true; lines: PaidLine[] }
  | { ok: false; reason: "nothingChosen" | "alreadyPaid" | "moreThanDue"; outstanding: Centimes };

/**
 * Shares a payment among the chosen fee-months, in the order given (oldest first on the form), each up to what it
 * still lacks. A payment may be partial (the last month gets what is left); it may not exceed what the chosen months
 * lack, and months already paid cannot be paid again — so two people recording the same months cannot both succeed.
 */
export function allocate(
  rows: readonly MonthRow[],
  chosen: readonly { feeId: string; month: string }[],
  amount: Centimes,
): Allocation {
  const picked = chosen
    .map((c) => rows.find((r) => r.feeId === c.feeId && r.month === c.month))
    .filter((r): r is MonthRow => !!r);
  if (picked.length === 0 || amount <= 0) return { ok: false, reason: "nothingChosen", outstanding: 0 };
  const outstanding = picked.reduce((sum, r) => sum + Math.max(0, r.due - r.paid), 0);
  if (outstanding === 0) return { ok: false, reason: "alreadyPaid", outstanding };
  if (amount > outstanding) return { ok: false, reason: "moreThanDue", outstanding };
  const lines: PaidLine[] = [];
  let left = amount;
  for (const row of picked) {
    const share = Math.min(left, Math.max(0, row.due - row.paid));
    if (share > 0) lines.push({ feeId: row.feeId, month: row.month, amount: share });
    left -= share;
    if (left === 0) break;
  }
  return { ok: true, lines };
}

/** The months of a school year, September to June by default: "2026-09" … "2027-06". */
export function schoolYearMonths(startsOn: Date, endsOn: Date): string[] {
  const months: string[] = [];
  const at = new Date(Date.UTC(startsOn.getUTCFullYear(), startsOn.getUTCMonth(), 1));
  while (at <= endsOn && months.length < 24) {
    months.push(at.toISOString().slice(0, 7));
    at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return months;
}
