/**
 * How the grade table moves and pastes like a spreadsheet: pure functions of a position and the grid's shape, so
 * the rules are table-tested (grid-keys.test.ts) apart from the DOM.
 */

export interface Position {
  row: number;
  col: number;
}

export interface GridShape {
  rows: number;
  cols: number;
  dir: "ltr" | "rtl";
  /** rows nobody types in (an exempt student's): the cursor steps over them */
  locked: (row: number) => boolean;
}

export type MoveKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight" | "Enter" | "Tab";

const MOVE_KEYS = new Set<string>(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Enter", "Tab"]);
export const isMoveKey = (key: string): key is MoveKey => MOVE_KEYS.has(key);

function nextOpenRow(grid: GridShape, from: number, step: 1 | -1): number | null {
  for (let row = from + step; row >= 0 && row < grid.rows; row += step) if (!grid.locked(row)) return row;
  return null;
}

const firstOpenRow = (grid: GridShape) => nextOpenRow(grid, -1, 1);
const lastOpenRow = (grid: GridShape) => nextOpenRow(grid, grid.rows, -1);

/**
 * Where a key sends the cursor, or null to stay (an arrow at the edge) or, for Tab, to leave the grid.
 * Enter goes down (Shift+Enter up) and continues at the top of the next column, as filling a column goes on with the
 * next; Tab goes to the next column (Shift+Tab back) and continues on the next row. Left and right follow what the
 * eye sees: in a right-to-left page the next column is on the left.
 */
export function move(from: Position, key: MoveKey, shift: boolean, grid: GridShape): Position | null {
  const forward = (key === "ArrowRight") === (grid.dir === "ltr");
  switch (key) {
    case "ArrowDown":
    case "ArrowUp": {
      const row = nextOpenRow(grid, from.row, key === "ArrowDown" ? 1 : -1);
      return row === null ? null : { row, col: from.col };
    }
    case "Enter": {
      const row = nextOpenRow(grid, from.row, shift ? -1 : 1);
      if (row !== null) return { row, col: from.col };
      const col = from.col + (shift ? -1 : 1);
      const wrapped = shift ? lastOpenRow(grid) : firstOpenRow(grid);
      return col < 0 || col >= grid.cols || wrapped === null ? null : { row: wrapped, col };
    }
    case "ArrowLeft":
    case "ArrowRight": {
      const col = from.col + (forward ? 1 : -1);
      return col < 0 || col >= grid.cols ? null : { row: from.row, col };
    }
    case "Tab": {
      const col = from.col + (shift ? -1 : 1);
      if (col >= 0 && col < grid.cols) return { row: from.row, col };
      const row = nextOpenRow(grid, from.row, shift ? -1 : 1);
      return row === null ? null : { row, col: shift ? grid.cols - 1 : 0 };
    }
  }
}

/**
 * What a spreadsheet puts on the clipboard for a block of cells: one line per row, tabs between columns (a final
 * line break is not an empty row). Values are trimmed; an empty value stays (it clears its cell).
 */
export function splitPaste(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n");
  return lines.map((line) => line.split("\t").map((value) => value.trim()));
}

/** A paste of several cells (a column or a block), which the table fills itself; a single value is typed as usual. */
export const isBlockPaste = (text: string) => /[\t\n\r]/.test(text.replace(/(\r\n|\r|\n)$/, ""));

export interface PastePlan {
  cells: (Position & { text: string })[];
  /** values that fell on an exempt student's row */
  locked: number;
  /** values past the last row or column */
  outside: number;
}

/**
 * Where a pasted block goes, down and across from the focused cell: line i on row start + i, so the pasted list
 * lines up with the students as the table shows them (an exempt student's row takes its line, whose value is
 * dropped and counted — a list copied from the school's class list has every student).
 */
export function planPaste(start: Position, block: string[][], grid: GridShape): PastePlan {
  const plan: PastePlan = { cells: [], locked: 0, outside: 0 };
  block.forEach((values, i) => {
    const row = start.row + i;
    values.forEach((text, j) => {
      const col = start.col + j;
      if (row >= grid.rows || col >= grid.cols) plan.outside += 1;
      else if (grid.locked(row)) plan.locked += text === "" ? 0 : 1;
      else plan.cells.push({ row, col, text });
    });
  });
  return plan;
}
