import { describe, expect, it } from "vitest";
import { allocate, monthlyDue, schoolYearMonths, situation, type Discount, type FeeDue } from "./situation";

const tuition: FeeDue = { feeId: "tuition", months: ["2026-09", "2026-10", "2026-11", "2026-12"], amount: 800000 };
const canteen: FeeDue = { feeId: "canteen", months: ["2026-10", "2026-11"], amount: 300000 };
const registration: FeeDue = { feeId: "registration", months: ["2026-09"], amount: 500000 };
const d = (feeId: string | null, percent: number, amount = 0): Discount => ({ feeId, percent, amount });

describe("monthlyDue: a month of a fee less the student's discounts", () => {
  it.each([
    ["no discount", tuition, [], 800000],
    ["siblings: 10 % on tuition", tuition, [d("tuition", 10)], 720000],
    ["a discount on another fee does not apply", canteen, [d("tuition", 10)], 300000],
    ["staff child: 50 % on everything", canteen, [d(null, 50)], 150000],
    ["percentages add up", tuition, [d(null, 50), d("tuition", 10)], 320000],
    ["never below zero", canteen, [d(null, 80), d("canteen", 30)], 0],
    ["a fixed amount per month", tuition, [d("tuition", 0, 100000)], 700000],
    ["percent and amount", tuition, [d("tuition", 10, 20000)], 700000],
    ["a fixed amount larger than the fee", canteen, [d("canteen", 0, 999999)], 0],
  ] as const)("%s", (_name, fee, discounts, expected) => expect(monthlyDue(fee, discounts)).toBe(expected));
});

describe("situation", () => {
  it("marks each month paid, partial, unpaid or upcoming, and totals what is overdue", () => {
    const lines = [
      { feeId: "tuition", month: "2026-09", amount: 800000 },
      { feeId: "registration", month: "2026-09", amount: 500000 },
      { feeId: "tuition", month: "2026-10", amount: 300000 },
      { feeId: "tuition", month: "2026-12", amount: 800000 },
    ];
    const { rows, totals } = situation([tuition, canteen, registration], [], lines, "2026-11");
    const status = Object.fromEntries(rows.map((r) => [`${r.feeId} ${r.month}`, r.status]));
    expect(status).toEqual({
      "tuition 2026-09": "PAID",
      "tuition 2026-10": "PARTIAL",
      "tuition 2026-11": "UNPAID",
      // paid in advance: paid, even though not yet owed
      "tuition 2026-12": "PAID",
      "canteen 2026-10": "UNPAID",
      "canteen 2026-11": "UNPAID",
      "registration 2026-09": "PAID",
    });
    expect(totals).toEqual({
      year: 4 * 800000 + 2 * 300000 + 500000,
      paid: 2400000,
      overdue: 500000 + 800000 + 600000,
    });
  });

  it("a month after the current one is upcoming, not overdue", () => {
    const { rows, totals } = situation([tuition], [], [], "2026-09");
    expect(rows.map((r) => r.status)).toEqual(["UNPAID", "UPCOMING", "UPCOMING", "UPCOMING"]);
    expect(totals.overdue).toBe(800000);
  });

  it("a fully discounted month is paid", () => {
    expect(situation([canteen], [d(null, 100)], [], "2026-12").rows.every((r) => r.status === "PAID")).toBe(true);
  });
});

describe("allocate: a payment shared among the chosen months", () => {
  const { rows } = situation(
    [tuition, canteen],
    [],
    [{ feeId: "tuition", month: "2026-09", amount: 500000 }],
    "2026-11",
  );
  it.each([
    [
      "two whole months",
      [
        ["tuition", "2026-10"],
        ["tuition", "2026-11"],
      ],
      1600000,
      {
        ok: true,
        lines: [
          ["tuition", "2026-10", 800000],
          ["tuition", "2026-11", 800000],
        ],
      },
    ],
    [
      "the rest of a partly paid month",
      [["tuition", "2026-09"]],
      300000,
      { ok: true, lines: [["tuition", "2026-09", 300000]] },
    ],
    [
      "a partial payment fills in order",
      [
        ["tuition", "2026-09"],
        ["canteen", "2026-10"],
      ],
      400000,
      {
        ok: true,
        lines: [
          ["tuition", "2026-09", 300000],
          ["canteen", "2026-10", 100000],
        ],
      },
    ],
    [
      "more than the chosen months lack",
      [["canteen", "2026-10"]],
      300001,
      { ok: false, reason: "moreThanDue", outstanding: 300000 },
    ],
    ["nothing chosen", [], 100, { ok: false, reason: "nothingChosen", outstanding: 0 }],
    [
      "a month that is not the student's",
      [["transport", "2026-10"]],
      100,
      { ok: false, reason: "nothingChosen", outstanding: 0 },
    ],
    ["a zero amount", [["canteen", "2026-10"]], 0, { ok: false, reason: "nothingChosen", outstanding: 0 }],
  ] as const)("%s", (_name, chosen, amount, expected) => {
    const result = allocate(
      rows,
      chosen.map(([feeId, month]) => ({ feeId, month })),
      amount,
    );
    if (expected.ok)
      expect(result).toEqual({
        ok: true,
        lines: expected.lines.map(([feeId, month, amount]) => ({ feeId, month, amount })),
      });
    else expect(result).toEqual(expected);
  });

  it("refuses months already paid", () => {
    const paid = situation([canteen], [], [{ feeId: "canteen", month: "2026-10", amount: 300000 }], "2026-11").rows;
    expect(allocate(paid, [{ feeId: "canteen", month: "2026-10" }], 1000)).toEqual({
      ok: false,
      reason: "alreadyPaid",
      outstanding: 0,
    });
  });
});

describe("schoolYearMonths", () => {
  it.each([
    [
      "2026-09-06",
      "2027-06-30",
      ["2026-09", "2026-10", "2026-11", "2026-12", "2027-01", "2027-02", "2027-03", "2027-04", "2027-05", "2027-06"],
    ],
    ["2026-09-01", "2026-09-30", ["2026-09"]],
  ])("%s → %s", (from, to, expected) => expect(schoolYearMonths(new Date(from), new Date(to))).toEqual(expected));
});
