import { describe, expect, it } from "vitest";
import {
  applySaved,
  cellKey,
  draftOf,
  markText,
  mergeChanges,
  restoreDrafts,
  retryDelay,
  serializeDrafts,
  storedText,
  type Draft,
  type StoredCell,
} from "./grade-sheet";

const labels = { absent: "Abs", exempt: "Disp" };
const mark = (hundredths: number, version = 1, by = "Taous"): StoredCell => ({
  status: "MARK",
  hundredths,
  version,
  by,
});

describe("markText and storedText", () => {
  it.each([
    [1200, ",", "12"],
    [1250, ",", "12,5"],
    [1275, ".", "12.75"],
    [1205, ",", "12,05"],
    [0, ",", "0"],
    [2000, ".", "20"],
  ] as const)("%i hundredths with %s → %s", (h, decimal, text) => expect(markText(h, decimal)).toBe(text));

  it.each([
    [undefined, ""],
    [{ status: "CLEARED", hundredths: null }, ""],
    [{ status: "ABSENT", hundredths: null }, "Abs"],
    [{ status: "EXEMPT", hundredths: null }, "Disp"],
    [{ status: "MARK", hundredths: 950 }, "9,5"],
  ] as const)("%j → %j", (cell, text) => expect(storedText(cell, labels, ",")).toBe(text));
});

describe("draftOf", () => {
  it.each([
    // text, stored, previous draft, expected
    ["12", undefined, undefined, { text: "12", base: 0 }],
    ["", undefined, undefined, null],
    ["12,00", mark(1200, 3), undefined, null],
    ["13", mark(1200, 3), undefined, { text: "13", base: 3 }],
    ["abs", mark(1200, 3), undefined, { text: "abs", base: 3 }],
    ["21", mark(1200, 3), undefined, { text: "21", base: 3, error: "range" }],
    ["1a", undefined, undefined, { text: "1a", base: 0, error: "format" }],
    // typed while another editor's change arrived: the base stays the version the user saw
    ["14", mark(1300, 4), { text: "13", base: 3 }, { text: "14", base: 3 }],
    ["13", mark(1300, 4), { text: "12", base: 3 }, { text: "13", base: 3 }],
    ["12", mark(1200, 3), { text: "13", base: 3 }, null],
  ] as const)("%j over %j (draft %j) → %j", (text, stored, previous, draft) => {
    expect(draftOf(text, stored, previous, 20)).toEqual(draft);
  });

  it("primary levels grade out of 10", () => {
    expect(draftOf("11", undefined, undefined, 10)).toEqual({ text: "11", base: 0, error: "range" });
  });
});

describe("applySaved", () => {
  const k1 = cellKey("e1", "s1");
  const k2 = cellKey("e1", "s2");
  const k3 = cellKey("e2", "s1");

  it("stores what was saved, keeps a draft retyped meanwhile, marks the refused", () => {
    const drafts = new Map<string, Draft>([
      [k1, { text: "12", base: 0 }],
      [k2, { text: "15", base: 2 }], // retyped after "14" was sent
      [k3, { text: "abs", base: 0 }],
    ]);
    const sent = new Map([
      [k1, "12"],
      [k2, "14"],
      [k3, "abs"],
    ]);
    const result = applySaved(
      { stored: new Map([[k2, mark(1000, 2, "Admin")]]), drafts },
      sent,
      {
        saved: [
          { evaluationId: "e1", studentId: "s1", version: 1 },
          { evaluationId: "e1", studentId: "s2", version: 3 },
        ],
        errors: [{ evaluationId: "e2", studentId: "s1", error: "exempt" }],
      },
      "Taous",
      20,
    );
    expect(result.stored.get(k1)).toEqual(mark(1200, 1, "Taous"));
    expect(result.stored.get(k2)).toEqual(mark(1400, 3, "Taous"));
    expect([...result.drafts]).toEqual([
      [k2, { text: "15", base: 3 }],
      [k3, { text: "abs", base: 0, error: "exempt" }],
    ]);
  });

  it("a newer version already merged from the other editors is not rolled back", () => {
    const result = applySaved(
      { stored: new Map([[k1, mark(900, 5, "Admin")]]), drafts: new Map([[k1, { text: "12", base: 3 }]]) },
      new Map([[k1, "12"]]),
      { saved: [{ evaluationId: "e1", studentId: "s1", version: 4 }], errors: [] },
      "Taous",
      20,
    );
    expect(result.stored.get(k1)).toEqual(mark(900, 5, "Admin"));
    expect(result.drafts.size).toBe(0);
  });
});

describe("mergeChanges", () => {
  const k1 = cellKey("e1", "s1");
  const k2 = cellKey("e1", "s2");
  const k3 = cellKey("e2", "s1");
  const incoming = (key: string, cell: StoredCell) => ({
    evaluationId: key.split(":")[0]!,
    studentId: key.split(":")[1]!,
    ...cell,
  });

  it("takes newer versions, highlights the cells the user is not typing in, ignores what it already knows", () => {
    const stored = new Map([
      [k1, mark(1000, 2)],
      [k2, mark(1100, 4)],
    ]);
    const drafts = new Map<string, Draft>([[k3, { text: "9", base: 0 }]]);
    const { stored: next, changed } = mergeChanges(stored, drafts, [
      incoming(k1, mark(1200, 3, "Admin")),
      incoming(k2, mark(1100, 4)),
      incoming(k3, mark(1500, 1, "Admin")),
    ]);
    expect(next.get(k1)).toEqual(mark(1200, 3, "Admin"));
    expect(next.get(k3)).toEqual(mark(1500, 1, "Admin"));
    expect(changed).toEqual([{ key: k1, by: "Admin" }]);
  });
});

describe("drafts on the device", () => {
  const k1 = cellKey("e1", "s1");
  const k2 = cellKey("e1", "s2");

  it("round-trips, dropping cells the table no longer has and drafts that say what is stored", () => {
    const json = serializeDrafts(
      new Map<string, Draft>([
        [k1, { text: "12", base: 2 }],
        [k2, { text: "21", base: 0, error: "range" }],
        ["gone:s1", { text: "5", base: 0 }],
      ]),
    );
    const restored = restoreDrafts(json, new Set([k1, k2]), new Map([[k1, mark(1300, 2)]]), 20);
    expect([...restored]).toEqual([
      [k1, { text: "12", base: 2 }],
      [k2, { text: "21", base: 0, error: "range" }],
    ]);
    expect(restoreDrafts(json, new Set([k1]), new Map([[k1, mark(1200, 2)]]), 20).size).toBe(0);
  });

  it.each([null, "", "not json", "[]", '{"e1:s1": {"text": 12, "base": 0}}', '{"e1:s1": {"text": "12", "base": -1}}'])(
    "ignores %j",
    (json) => {
      expect(restoreDrafts(json, new Set([k1]), new Map(), 20).size).toBe(0);
    },
  );

  it("no drafts: nothing to keep", () => expect(serializeDrafts(new Map())).toBeNull());
});

describe("retryDelay", () => {
  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [6, 30_000],
    [20, 30_000],
  ])("after %i failures: %i ms", (failures, ms) => expect(retryDelay(failures)).toBe(ms));
});
