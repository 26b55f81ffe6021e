"use client";

import { Alert, Anchor, Badge, Group, Input, Stack, Text, Title } from "@mantine/core";
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from "react";
import Link from "next/link";
import { directionOf, localizedPath } from "~/i18n/config";
import { useLocale, useT } from "~/i18n/client";
import { localName } from "~/lib/local-name";
import { GRADE_SAVE_TIMEOUT_MS, type EvaluationKindKey } from "~/modules/grades/domain/constants";
import { subjectAverage, type LevelCoefficients, type Mark } from "~/modules/grades/domain/averages";
import { Ratio } from "~/modules/grades/domain/decimal";
import { formatHundredths } from "~/modules/grades/domain/format";
import { parseCell } from "~/modules/grades/domain/report-card";
import { useLive } from "~/ui/live";
import { lazyTrpc } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";
import {
  applySaved,
  cellKey,
  draftOf,
  mergeChanges,
  restoreDrafts,
  retryDelay,
  sendable,
  serializeDrafts,
  splitKey,
  storedText,
  type CellLabels,
  type Draft,
  type StoredCell,
} from "./grade-sheet";
import classes from "./grade-table.module.css";
import { isBlockPaste, isMoveKey, move, planPaste, splitPaste, type GridShape, type Position } from "./grid-keys";

type Table = RouterOutputs["gradebook"]["table"];

export interface GradeSubjectChoice {
  id: string;
  classId: string;
  className: string;
  subject: { nameFr: string; nameEn: string; nameAr: string };
  outOf: 10 | 20;
  coefficients: LevelCoefficients;
}

export interface GradeTableChoiceList {
  subjects: GradeSubjectChoice[];
  terms: { id: string; number: number; startsOn: string; endsOn: string }[];
  /** QUARTERLY or SEMIANNUAL: "Trimestre 1" or "Semestre 1" */
  termType: string;
}

/** How long after the last keystroke the typed cells are saved, together. */
const SAVE_DEBOUNCE_MS = 800;
/** How long a cell another editor changed stays highlighted. */
const HIGHLIGHT_MS = 8000;

/**
 * /gradetable: pick a class subject and a term, then type the marks as in a spreadsheet (grade-sheet.ts keeps the
 * cells, grid-keys.ts the moves). The table shown first comes rendered from the server.
 */
export function GradeTableScreen({
  choices,
  initial,
  me,
  storagePrefix,
}: {
  choices: GradeTableChoiceList;
  initial: Table | null;
  me: string;
  storagePrefix: string;
}) {
  const t = useT();
  const locale = useLocale();
  const client = useClient();
  const [table, setTable] = useState(initial);
  const [subjectId, setSubjectId] = useState(initial?.classSubject.id ?? choices.subjects[0]?.id ?? null);
  const [termId, setTermId] = useState(initial?.term.id ?? choices.terms[0]?.id ?? null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const subject = choices.subjects.find((s) => s.id === subjectId) ?? null;

  const open = async (nextSubject: string | null, nextTerm: string | null) => {
    if (!nextSubject || !nextTerm) return;
    setSubjectId(nextSubject);
    setTermId(nextTerm);
    // the choice stays in the address (a reload or a shared link opens it) without a server round trip
    window.history.replaceState(null, "", `?subject=${nextSubject}&term=${nextTerm}`);
    setLoading(true);
    setFailed(false);
    try {
      setTable(await (await client()).gradebook.table.query({ classSubjectId: nextSubject, termId: nextTerm }));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const byClass = new Map<string, { value: string; label: string }[]>();
  for (const s of choices.subjects)
    byClass.set(s.className, [
      ...(byClass.get(s.className) ?? []),
      { value: s.id, label: `${s.className} · ${localName(locale, s.subject)}` },
    ]);
  const current = table && subject && table.classSubject.id === subject.id && table.term.id === termId ? table : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={1} fz="h2">
            {t("gradetable.title")}
          </Title>
          {subject && (
            <Text c="dimmed" size="sm">
              {t("gradetable.outOf", { max: subject.outOf })}
            </Text>
          )}
        </Stack>
        {choices.subjects.length > 0 && (
          // native selects: a phone's own picker, and none of a custom dropdown's weight on this screen
          <Group gap="xs">
            <Input
              component="select"
              aria-label={t("gradetable.subject")}
              name="subject"
              value={subjectId ?? undefined}
              w={220}
              rightSection={chevron}
              rightSectionPointerEvents="none"
              onChange={(event) => void open(event.currentTarget.value, termId)}
            >
              {[...byClass].map(([group, items]) => (
                <optgroup key={group} label={group}>
                  {items.map((item) => (
                    <option key={item.value} value={item.value}>
                      {item.label}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Input>
            <Input
              component="select"
              aria-label={t("grades.termPicker", { type: choices.termType })}
              name="term"
              value={termId ?? undefined}
              w={140}
              rightSection={chevron}
              rightSectionPointerEvents="none"
              onChange={(event) => void open(subjectId, event.currentTarget.value)}
            >
              {choices.terms.map((term) => (
                <option key={term.id} value={term.id}>
                  {t("grades.term", { type: choices.termType, number: term.number })}
                </option>
              ))}
            </Input>
          </Group>
        )}
      </Group>
      {choices.subjects.length === 0 || choices.terms.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {t("gradetable.noSubject")}
        </Text>
      ) : failed ? (
        <Alert color="red">{t("errors.operationFailed")}</Alert>
      ) : loading || !current || !subject ? (
        <Text c="dimmed">{t("shell.loading")}</Text>
      ) : current.evaluations.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="no-evaluation">
          {t("gradetable.noEvaluation")}{" "}
          <Anchor
            component={Link}
            href={localizedPath(locale, `/evaluations?class=${current.classSubject.classId}&term=${current.term.id}`)}
          >
            {t("gradetable.createEvaluations")}
          </Anchor>
        </Text>
      ) : (
        <GradeSheet
          key={`${current.classSubject.id}:${current.term.id}`}
          initial={current}
          termType={choices.termType}
          coefficients={subject.coefficients}
          me={me}
          storageKey={`${storagePrefix}:${current.classSubject.id}:${current.term.id}`}
        />
      )}
    </Stack>
  );
}

const chevron = (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
  </svg>
);

type NetState = "idle" | "saving" | "error" | "offline";

/**
 * The browser's tRPC client, loaded with the first request (react-query has nothing to cache here: the sheet keeps
 * its own cells), and asked for as the sheet opens, so that a table typed in offline later still has it.
 */
function useClient() {
  const locale = useLocale();
  useEffect(() => void lazyTrpc(locale).catch(() => {}), [locale]);
  return useCallback(() => lazyTrpc(locale), [locale]);
}

/** Not an answer of the server (a TRPCClientError with its error's data): the request never got through. */
const isNetworkError = (error: unknown) =>
  !(error instanceof Error && error.name === "TRPCClientError" && (error as { data?: unknown }).data);

const storedMap = (cells: Table["cells"]) =>
  new Map(
    cells.map((c) => [
      cellKey(c.evaluationId, c.studentId),
      { status: c.status, hundredths: c.hundredths, version: c.version, by: c.by } satisfies StoredCell,
    ]),
  );

function readStorage(key: string) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // private browsing or a full storage: the drafts then live as long as the page
  }
}

/** The grid of one class subject and term: typing, moving, pasting, saving, and the other editors' changes. */
function GradeSheet({
  initial,
  termType,
  coefficients,
  me,
  storageKey,
}: {
  initial: Table;
  termType: string;
  coefficients: LevelCoefficients;
  me: string;
  storageKey: string;
}) {
  const t = useT();
  const locale = useLocale();
  const client = useClient();
  const [table, setTable] = useState(initial);
  const [sheet, setSheet] = useState(() => ({ stored: storedMap(initial.cells), drafts: new Map<string, Draft>() }));
  const [net, setNet] = useState<NetState>("idle");
  const [restored, setRestored] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [highlights, setHighlights] = useState<ReadonlyMap<string, string>>(new Map());
  const [active, setActive] = useState<Position>(() => ({
    row: Math.max(
      0,
      initial.students.findIndex((s) => !s.exempt),
    ),
    col: 0,
  }));

  const { classSubject, term } = table;
  const outOf = classSubject.outOf;
  const key = useMemo(() => ({ classSubjectId: classSubject.id, termId: term.id }), [classSubject.id, term.id]);
  const labels: CellLabels = useMemo(
    () => ({ absent: t("gradetable.absentShort"), exempt: t("gradetable.exemptShort") }),
    [t],
  );
  const decimal = locale === "en" ? "." : ",";
  const dir = directionOf(locale);
  const grid: GridShape = useMemo(
    () => ({
      rows: table.students.length,
      cols: table.evaluations.length,
      dir,
      locked: (row) => !!table.students[row]?.exempt,
    }),
    [table, dir],
  );

  // the latest state for the timers and requests (they outlive a render)
  const sheetRef = useRef(sheet);
  sheetRef.current = sheet;
  const tableRef = useRef(table);
  tableRef.current = table;
  const seq = useRef(initial.seq);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saving = useRef(false);
  const alive = useRef(false);
  const again = useRef(false);
  const failures = useRef(0);
  const editing = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const say = useCallback((text: string) => {
    setNotice(text);
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(null), 8000);
  }, []);

  const reload = useCallback(async () => {
    const fresh = await (await client()).gradebook.table.query(key);
    const cells = new Set(
      fresh.evaluations.flatMap((e) => fresh.students.filter((s) => !s.exempt).map((s) => cellKey(e.id, s.id))),
    );
    seq.current = fresh.seq;
    setTable(fresh);
    setSheet((prev) => ({
      stored: storedMap(fresh.cells),
      drafts: new Map([...prev.drafts].filter(([k]) => cells.has(k))),
    }));
  }, [client, key]);

  const flushRef = useRef<() => Promise<void>>(async () => {});
  const schedule = useCallback((ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flushRef.current(), ms);
  }, []);

  flushRef.current = async () => {
    if (saving.current) {
      again.current = true;
      return;
    }
    const cells = sendable(sheetRef.current.drafts);
    if (!cells.length) {
      setNet("idle");
      return;
    }
    saving.current = true;
    setNet("saving");
    const sent = new Map(cells.map(([k, d]) => [k, d.text]));
    try {
      const result = await (
        await client()
      ).gradebook.save.mutate(
        { ...key, cells: cells.map(([k, d]) => ({ ...splitKey(k), text: d.text, base: d.base })) },
        { signal: AbortSignal.timeout(GRADE_SAVE_TIMEOUT_MS) },
      );
      failures.current = 0;
      if (!alive.current) {
        // the table was left meanwhile: what is saved leaves the device, what is not stays for the next visit
        writeStorage(storageKey, serializeDrafts(applySaved(sheetRef.current, sent, result, me, outOf).drafts));
        return;
      }
      setSheet((prev) => applySaved(prev, sent, result, me, outOf));
      setNet("idle");
      // a student exempted meanwhile: the table says so after a reload (and their cells are no longer typed in)
      if (result.errors.some((e) => e.error === "exempt")) void reload().catch(() => {});
      const overwrote = result.saved.filter((s) => s.overwrote);
      if (overwrote.length) {
        const student = tableRef.current.students.find((s) => s.id === overwrote[0]!.studentId)?.name ?? "";
        say(t("gradetable.overwrote", { count: overwrote.length, student }));
      }
    } catch (error) {
      if (!alive.current) return;
      failures.current += 1;
      const offline = isNetworkError(error) || (typeof navigator !== "undefined" && !navigator.onLine);
      setNet(offline ? "offline" : "error");
      // refused as a whole: the table changed under us (an evaluation deleted, a student moved) — take it again
      if (!offline) void reload().catch(() => {});
      schedule(retryDelay(failures.current));
    } finally {
      saving.current = false;
      if (again.current) {
        again.current = false;
        if (failures.current === 0) schedule(0);
      }
    }
  };

  // the drafts stay on the device until saved: a lost connection or a closed tab loses nothing (the first, empty
  // drafts are not written: they would erase what an earlier visit left before it is read back)
  const firstDrafts = useRef(sheet.drafts);
  useEffect(() => {
    if (sheet.drafts !== firstDrafts.current) writeStorage(storageKey, serializeDrafts(sheet.drafts));
  }, [storageKey, sheet.drafts]);

  // drafts left by an earlier visit (a reload, a crash, a lost connection): back in their cells, and sent
  useEffect(() => {
    const t0 = tableRef.current;
    const cells = new Set(
      t0.evaluations.flatMap((e) => t0.students.filter((s) => !s.exempt).map((s) => cellKey(e.id, s.id))),
    );
    const drafts = restoreDrafts(readStorage(storageKey), cells, sheetRef.current.stored, t0.classSubject.outOf);
    if (!drafts.size) return;
    // the save below reads the drafts from sheetRef: they are there before React renders them (a save that ran
    // first would find nothing to send, and the table would stay "saving" with nothing on its way)
    const next = { ...sheetRef.current, drafts: new Map([...drafts, ...sheetRef.current.drafts]) };
    sheetRef.current = next;
    setSheet(next);
    setRestored(drafts.size);
    schedule(0);
  }, [storageKey, schedule]);

  // never "saving" with nothing on its way: cells waiting while no save is running or planned get one
  useEffect(() => {
    if (net === "idle" && !saving.current && sendable(sheet.drafts).length) schedule(SAVE_DEBOUNCE_MS);
  }, [net, sheet.drafts, schedule]);

  // the other editors' changes: read when the live channel says this table changed (or events may have been
  // missed), when the tab comes back into view and when the network returns; a column added or removed reloads it
  const pollRef = useRef<() => Promise<void>>(async () => {});
  useEffect(() => {
    let polling = false;
    const poll = async () => {
      if (polling || document.visibilityState !== "visible") return;
      polling = true;
      try {
        // a poll that goes unanswered must not stop the next ones
        const changes = await (
          await client()
        ).gradebook.changes.query(
          { ...key, since: seq.current },
          { signal: AbortSignal.timeout(GRADE_SAVE_TIMEOUT_MS) },
        );
        seq.current = changes.seq;
        const columns = tableRef.current.evaluations.map((e) => e.id);
        if (
          changes.evaluationIds.length !== columns.length ||
          changes.evaluationIds.some((id) => !columns.includes(id))
        ) {
          await reload();
        } else if (changes.cells.length) {
          const { changed } = mergeChanges(sheetRef.current.stored, sheetRef.current.drafts, changes.cells);
          setSheet((prev) => ({ ...prev, stored: mergeChanges(prev.stored, prev.drafts, changes.cells).stored }));
          if (changed.length) {
            setHighlights((prev) => new Map([...prev, ...changed.map((c) => [c.key, c.by] as const)]));
            setTimeout(
              () => setHighlights((prev) => new Map([...prev].filter(([k]) => !changed.some((c) => c.key === k)))),
              HIGHLIGHT_MS,
            );
            say(t("gradetable.changedCells", { count: changed.length, name: changed[0]!.by }));
          }
        }
        // the server answers again: what waits for a retry goes now
        if (failures.current > 0) schedule(0);
      } catch {
        // a missed poll is caught up by the next one (changes since the same sequence)
      } finally {
        polling = false;
      }
    };
    pollRef.current = poll;
    const onOnline = () => {
      schedule(0);
      void poll();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [client, key, reload, schedule, say, t]);
  useLive((event) => {
    if (
      event.kind === "resync" ||
      (event.kind === "gradebook" && event.classSubjectId === key.classSubjectId && event.termId === key.termId)
    )
      void pollRef.current();
  });

  // leaving this table (another subject or term, another page): what is typed goes now (and stays on the device)
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
      if (sendable(sheetRef.current.drafts).length) void flushRef.current();
    };
  }, []);

  const edit = useCallback(
    (entries: { key: string; text: string }[]) => {
      setSheet((prev) => {
        const drafts = new Map(prev.drafts);
        for (const { key: k, text } of entries) {
          const draft = draftOf(text, prev.stored.get(k), drafts.get(k), outOf);
          if (draft) drafts.set(k, draft);
          else drafts.delete(k);
        }
        return { ...prev, drafts };
      });
      schedule(SAVE_DEBOUNCE_MS);
    },
    [outOf, schedule],
  );

  const focusCell = useCallback((to: Position) => {
    setActive(to);
    const input = gridRef.current?.querySelector<HTMLInputElement>(`[data-cell="${to.row}:${to.col}"]`);
    if (input) {
      editing.current = false;
      input.focus();
      input.select();
    }
  }, []);

  // a link to one cell (/gradetable?…&cell=<evaluation>:<student> — cellKey — the report cards' list of missing grades): it is
  // the one focused, scrolled into view, once the sheet is on screen
  useEffect(() => {
    const cell = new URLSearchParams(window.location.search).get("cell");
    if (!cell) return;
    const { evaluationId, studentId } = splitKey(cell);
    const row = initial.students.findIndex((s) => s.id === studentId);
    const col = initial.evaluations.findIndex((e) => e.id === evaluationId);
    if (row < 0 || col < 0) return;
    focusCell({ row, col });
    gridRef.current
      ?.querySelector(`[data-cell="${row}:${col}"]`)
      ?.scrollIntoView({ block: "center", inline: "center" });
  }, [initial, focusCell]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLInputElement>, at: Position) => {
      if (event.key === "F2") {
        editing.current = true;
        return;
      }
      if (event.key === "Escape") {
        // back to what is saved, as a spreadsheet cancels an entry
        const k = cellKey(tableRef.current.evaluations[at.col]!.id, tableRef.current.students[at.row]!.id);
        if (sheetRef.current.drafts.has(k))
          edit([{ key: k, text: storedText(sheetRef.current.stored.get(k), labels, decimal) }]);
        return;
      }
      if (!isMoveKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
      // in edit mode (F2, a double click) left and right move the caret within the cell
      if (editing.current && (event.key === "ArrowLeft" || event.key === "ArrowRight")) return;
      const to = move(at, event.key, event.shiftKey, grid);
      if (to) {
        event.preventDefault();
        focusCell(to);
      } else if (event.key !== "Tab") event.preventDefault();
    },
    [grid, focusCell, edit, labels, decimal],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>, at: Position) => {
      const text = event.clipboardData.getData("text/plain");
      if (!isBlockPaste(text)) return;
      event.preventDefault();
      const plan = planPaste(at, splitPaste(text), grid);
      const { evaluations, students } = tableRef.current;
      edit(plan.cells.map((c) => ({ key: cellKey(evaluations[c.col]!.id, students[c.row]!.id), text: c.text })));
      say(t("gradetable.pasted", { count: plan.cells.length, skipped: plan.locked + plan.outside }));
    },
    [grid, edit, say, t],
  );

  const onFocusCell = useCallback((at: Position) => {
    setActive(at);
    editing.current = false;
  }, []);
  const onEditMode = useCallback(() => {
    editing.current = true;
  }, []);

  const drafts = sheet.drafts;
  const pending = sendable(drafts).length;
  const invalid = drafts.size - pending;
  const state =
    net === "offline" ? "offline" : net === "error" ? "error" : net === "saving" || pending > 0 ? "saving" : "saved";
  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
        day: "numeric",
        month: "short",
        timeZone: "UTC",
      }),
    [locale],
  );
  const columns = useMemo(
    () =>
      table.evaluations.map((e) => {
        const from = dateFormat.format(new Date(`${e.from}T00:00:00Z`));
        const to = dateFormat.format(new Date(`${e.to}T00:00:00Z`));
        const kind = t(`grades.kind.${e.kind as EvaluationKindKey}`);
        return {
          id: e.id,
          kind: e.kind as EvaluationKindKey,
          kindLabel: kind,
          title: e.title || kind,
          date: e.from === e.to ? from : `${from} – ${to}`,
        };
      }),
    [table.evaluations, dateFormat, t],
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {t("gradetable.help")}
        </Text>
        <div role="status" aria-live="polite" data-testid="save-state" data-state={state}>
          <Group gap={6} wrap="wrap" justify="flex-end">
            <Badge
              variant="light"
              color={state === "saved" ? "teal" : state === "saving" ? "blue" : state === "offline" ? "orange" : "red"}
            >
              {t(`gradetable.state.${state}`)}
            </Badge>
            {invalid > 0 && (
              <Badge variant="light" color="red" data-testid="invalid-count">
                {t("gradetable.invalid", { count: invalid })}
              </Badge>
            )}
          </Group>
          {notice && (
            <Text size="xs" c="dimmed" ta="end" mt={4} data-testid="grade-notice">
              {notice}
            </Text>
          )}
        </div>
      </Group>
      {restored > 0 && (
        <Alert
          color="blue"
          withCloseButton
          closeButtonLabel={t("gradetable.close")}
          onClose={() => setRestored(0)}
          data-testid="restored"
        >
          {t("gradetable.restored", { count: restored })}
        </Alert>
      )}
      <div className={classes.scroll}>
        <table
          className={classes.table}
          ref={gridRef}
          aria-label={`${table.classSubject.className} · ${t("grades.term", { type: termType, number: term.number })}`}
        >
          <thead>
            <tr>
              <th scope="col" className={classes.name}>
                {t("gradetable.student")}
              </th>
              {columns.map((c) => (
                <th scope="col" key={c.id} data-kind={c.kind}>
                  <span className={classes.kind}>{c.kindLabel}</span>
                  {c.title !== c.kindLabel && <span className={classes.colTitle}>{c.title}</span>}
                  <span className={classes.date}>{c.date}</span>
                </th>
              ))}
              <th scope="col">
                <abbr title={t("gradetable.averageLong")}>{t("gradetable.average")}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            {table.students.map((student, row) => (
              <GradeRow
                key={student.id}
                row={row}
                student={student}
                columns={columns}
                stored={sheet.stored}
                drafts={drafts}
                highlights={highlights}
                active={active.row === row ? active.col : -1}
                labels={labels}
                decimal={decimal}
                outOf={outOf}
                coefficients={coefficients}
                onEdit={edit}
                onKeyDown={onKeyDown}
                onPaste={onPaste}
                onFocusCell={onFocusCell}
                onEditMode={onEditMode}
              />
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

interface Column {
  id: string;
  kind: EvaluationKindKey;
  title: string;
  date: string;
}

interface RowProps {
  row: number;
  student: Table["students"][number];
  columns: Column[];
  stored: ReadonlyMap<string, StoredCell>;
  drafts: ReadonlyMap<string, Draft>;
  highlights: ReadonlyMap<string, string>;
  /** the column of the cell Tab enters the grid on, in this row (-1: another row) */
  active: number;
  labels: CellLabels;
  decimal: "," | ".";
  outOf: 10 | 20;
  coefficients: LevelCoefficients;
  onEdit: (entries: { key: string; text: string }[]) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>, at: Position) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>, at: Position) => void;
  onFocusCell: (at: Position) => void;
  onEditMode: () => void;
}

/** The term average so far, from the marks shown (typed or saved): what is still empty is left out. */
function rowAverage(
  marks: { kind: EvaluationKindKey; text: string | null; cell: StoredCell | undefined }[],
  outOf: 10 | 20,
  coefficients: LevelCoefficients,
): number | null {
  const known: { kind: EvaluationKindKey; mark: Mark }[] = [];
  for (const m of marks) {
    const value = m.text !== null ? parseCell(m.text, outOf) : m.cell;
    if (!value || "error" in value || value.status === "CLEARED") continue;
    known.push({
      kind: m.kind,
      mark: value.status === "MARK" ? Ratio.hundredths(value.hundredths ?? 0) : value.status,
    });
  }
  const average = subjectAverage(known, coefficients);
  return average.kind === "average" ? average.value.toHundredths() : null;
}

const GradeRow = memo(function GradeRow({
  row,
  student,
  columns,
  stored,
  drafts,
  highlights,
  active,
  labels,
  decimal,
  outOf,
  coefficients,
  onEdit,
  onKeyDown,
  onPaste,
  onFocusCell,
  onEditMode,
}: RowProps) {
  const t = useT();
  const locale = useLocale();
  const cells = columns.map((c) => {
    const key = cellKey(c.id, student.id);
    return { key, column: c, cell: stored.get(key), draft: drafts.get(key), changedBy: highlights.get(key) };
  });
  const average = student.exempt
    ? null
    : rowAverage(
        cells.map((c) => ({ kind: c.column.kind, text: c.draft?.text ?? null, cell: c.cell })),
        outOf,
        coefficients,
      );
  return (
    <tr data-student={student.id} data-exempt={student.exempt || undefined}>
      <th scope="row" className={classes.name}>
        {student.name}
        {student.exempt && (
          <Badge display="block" mt={2} size="xs" variant="light" color="gray">
            {t("gradetable.exemptStudent")}
          </Badge>
        )}
      </th>
      {cells.map(({ key, column, cell, draft, changedBy }, col) => {
        if (student.exempt) {
          return (
            <td key={key} className={classes.locked}>
              {storedText(cell, labels, decimal) || labels.exempt}
            </td>
          );
        }
        const errorId = `grade-error-${key.replace(":", "-")}`;
        return (
          <td
            key={key}
            className={[draft ? classes.draft : "", changedBy ? classes.changed : ""].join(" ")}
            data-changed={changedBy ? "" : undefined}
          >
            <input
              className={classes.cell}
              data-cell={`${row}:${col}`}
              data-key={key}
              value={draft?.text ?? storedText(cell, labels, decimal)}
              aria-label={`${student.name} — ${column.title} (${column.date})`}
              aria-invalid={draft?.error ? true : undefined}
              aria-describedby={draft?.error ? errorId : undefined}
              title={changedBy ? t("gradetable.changedBy", { name: changedBy }) : undefined}
              tabIndex={active === col ? 0 : -1}
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="next"
              maxLength={20}
              onChange={(event) => onEdit([{ key, text: event.currentTarget.value }])}
              onFocus={(event) => {
                onFocusCell({ row, col });
                event.currentTarget.select();
              }}
              onDoubleClick={onEditMode}
              onKeyDown={(event) => onKeyDown(event, { row, col })}
              onPaste={(event) => onPaste(event, { row, col })}
            />
            {draft?.error && (
              <span className={classes.error} id={errorId} data-testid="cell-error">
                {t(`gradetable.error.${draft.error}`, { max: outOf })}
              </span>
            )}
            {changedBy && (
              <span className={classes.changedBy} data-testid="changed-by">
                {t("gradetable.changedBy", { name: changedBy })}
              </span>
            )}
          </td>
        );
      })}
      <td className={classes.average} data-testid="row-average">
        {student.exempt ? labels.exempt : formatHundredths(locale, average)}
      </td>
    </tr>
  );
});
