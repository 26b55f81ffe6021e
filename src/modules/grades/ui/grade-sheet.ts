import { parseCell, type ParsedCell } from "~/modules/grades/domain/report-card";

/**
 * The grade table's cells on the screen, kept apart from React so the rules are tested on their own
 * (grade-sheet.test.ts): what the server last said (`stored`, with versions), what the user typed and has not been
 * saved yet (`drafts`, with the version they saw: the save's `base`), merging the other editors' changes, and
 * keeping drafts on the device until they are saved.
 */

export type CellStatus = "MARK" | "ABSENT" | "EXEMPT" | "CLEARED";
export type CellError = "format" | "range" | "exempt";

export interface StoredCell {
  status: CellStatus;
  hundredths: number | null;
  version: number;
  /** who wrote it last */
  by: string;
}

export interface Draft {
  text: string;
  /** the stored version the user saw when they typed (0: none) */
  base: number;
  error?: CellError;
}

export const cellKey = (evaluationId: string, studentId: string) => `${evaluationId}:${studentId}`;

export function splitKey(key: string) {
  const [evaluationId = "", studentId = ""] = key.split(":");
  return { evaluationId, studentId };
}

/** The short words the table shows for absent and exempt (the parser reads them back, in any of the languages). */
export interface CellLabels {
  absent: string;
  exempt: string;
}

/** "12,5" (fr, ar) or "12.5" (en): a mark as a teacher writes it, without trailing zeros. */
export function markText(hundredths: number, decimal: "," | "."): string {
  const whole = Math.trunc(hundredths / 100);
  const rest = Math.abs(hundredths % 100);
  if (rest === 0) return String(whole);
  const digits = String(rest).padStart(2, "0").replace(/0$/, "");
  return `${hundredths < 0 && whole === 0 ? "-" : ""}${whole}${decimal}${digits}`;
}

export function storedText(
  cell: Pick<StoredCell, "status" | "hundredths"> | undefined,
  labels: CellLabels,
  decimal: "," | ".",
): string {
  if (!cell || cell.status === "CLEARED") return "";
  if (cell.status === "ABSENT") return labels.absent;
  if (cell.status === "EXEMPT") return labels.exempt;
  return markText(cell.hundredths ?? 0, decimal);
}

const sameValue = (parsed: ParsedCell, cell: Pick<StoredCell, "status" | "hundredths"> | undefined) => {
  if ("error" in parsed) return false;
  const status = cell?.status ?? "CLEARED";
  if (parsed.status !== status) return false;
  return parsed.status !== "MARK" || parsed.hundredths === cell?.hundredths;
};

/**
 * The draft a typed text makes of a cell: null when it says what is stored (nothing to save), else the text with
 * the version the user saw and the parser's error if it is not a mark.
 */
export function draftOf(
  text: string,
  stored: StoredCell | undefined,
  previous: Draft | undefined,
  outOf: 10 | 20,
): Draft | null {
  const parsed = parseCell(text, outOf);
  const base = previous?.base ?? stored?.version ?? 0;
  // the value stored, as the user last saw it: nothing to save
  if (sameValue(parsed, stored) && base === (stored?.version ?? 0)) return null;
  return "error" in parsed ? { text, base, error: parsed.error } : { text, base };
}

/** The drafts a save can send: the ones without an error. */
export const sendable = (drafts: ReadonlyMap<string, Draft>) => [...drafts].filter(([, d]) => !d.error);

/**
 * A save's answer applied: the saved cells become stored (value parsed from the text sent, the new version, by me);
 * a draft retyped while the save was on its way stays, its base now the saved version; refused cells keep their
 * draft with the server's error.
 */
export function applySaved(
  state: { stored: ReadonlyMap<string, StoredCell>; drafts: ReadonlyMap<string, Draft> },
  sent: ReadonlyMap<string, string>,
  result: {
    saved: { evaluationId: string; studentId: string; version: number }[];
    errors: { evaluationId: string; studentId: string; error: CellError }[];
  },
  me: string,
  outOf: 10 | 20,
) {
  const stored = new Map(state.stored);
  const drafts = new Map(state.drafts);
  for (const s of result.saved) {
    const key = cellKey(s.evaluationId, s.studentId);
    const text = sent.get(key) ?? "";
    const parsed = parseCell(text, outOf);
    if ("error" in parsed) continue;
    const previous = stored.get(key);
    if (!previous || previous.version <= s.version) {
      stored.set(key, {
        status: parsed.status,
        hundredths: parsed.status === "MARK" ? parsed.hundredths : null,
        version: s.version,
        by: s.version === previous?.version ? previous.by : me,
      });
    }
    const draft = drafts.get(key);
    if (draft && draft.text === text) drafts.delete(key);
    else if (draft) drafts.set(key, { ...draft, base: s.version });
  }
  for (const e of result.errors) {
    const key = cellKey(e.evaluationId, e.studentId);
    const draft = drafts.get(key);
    if (draft && draft.text === sent.get(key)) drafts.set(key, { ...draft, error: e.error });
  }
  return { stored, drafts };
}

/**
 * The other editors' changes merged: a newer version replaces the stored cell; those the user has no draft of are
 * returned to be highlighted ("changed by …"). A drafted cell keeps its draft and its base, so its save replaces
 * the change knowingly (the server then answers `overwrote`).
 */
export function mergeChanges(
  stored: ReadonlyMap<string, StoredCell>,
  drafts: ReadonlyMap<string, Draft>,
  incoming: readonly ({ evaluationId: string; studentId: string } & StoredCell)[],
) {
  const next = new Map(stored);
  const changed: { key: string; by: string }[] = [];
  for (const cell of incoming) {
    const key = cellKey(cell.evaluationId, cell.studentId);
    const known = next.get(key);
    if (known && known.version >= cell.version) continue;
    next.set(key, { status: cell.status, hundredths: cell.hundredths, version: cell.version, by: cell.by });
    if (!drafts.has(key)) changed.push({ key, by: cell.by });
  }
  return { stored: next, changed };
}

/** Drafts as kept on the device (localStorage) until saved. */
export function serializeDrafts(drafts: ReadonlyMap<string, Draft>): string | null {
  if (!drafts.size) return null;
  return JSON.stringify(Object.fromEntries([...drafts].map(([key, d]) => [key, { text: d.text, base: d.base }])));
}

/** Drafts read back from the device, for the cells the table still has (a deleted evaluation's are gone). */
export function restoreDrafts(
  json: string | null,
  cells: ReadonlySet<string>,
  stored: ReadonlyMap<string, StoredCell>,
  outOf: 10 | 20,
): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  if (!json) return drafts;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return drafts;
  }
  if (!raw || typeof raw !== "object") return drafts;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!cells.has(key) || !value || typeof value !== "object") continue;
    const { text, base } = value as { text?: unknown; base?: unknown };
    if (typeof text !== "string" || typeof base !== "number" || !Number.isInteger(base) || base < 0) continue;
    const draft = draftOf(text, stored.get(key), { text, base }, outOf);
    if (draft) drafts.set(key, draft);
  }
  return drafts;
}

/** Waiting time before the next attempt after `failures` failed saves: 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
