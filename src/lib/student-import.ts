import { z } from "zod";
import type { MessageKey, MessageRef } from "./messages";
import { optionalDateField } from "../modules/school/schemas/school";
import { fieldErrorsOf, optionalEmail, optionalPhone, optionalString, requiredString } from "./validation";
import { IMPORT_COLUMNS, type ImportColumn, type ImportRow } from "./student-import-sheet";

/** The server's half of the import: each row validated with ZImportRow before an all-or-nothing import. */
export * from "./student-import-sheet";

const key = (k: MessageKey) => k;

export const ZImportRow = z
  .object({
    name: requiredString(100),
    birthDate: optionalDateField(),
    birthPlace: optionalString(100),
    registrationNumber: optionalString(30),
    className: optionalString(40),
    email: optionalEmail(),
    phone: optionalPhone(),
    parent1Name: optionalString(100),
    parent1Phone: optionalPhone(),
    parent1Email: optionalEmail(),
    parent2Name: optionalString(100),
    parent2Phone: optionalPhone(),
    parent2Email: optionalEmail(),
  })
  .superRefine(
    (row, ctx) => {
      for (const n of [1, 2] as const) {
        const name = row[`parent${n}Name`];
        const phone = row[`parent${n}Phone`];
        const email = row[`parent${n}Email`];
        if ((phone || email) && !name)
          ctx.addIssue({ code: "custom", path: [`parent${n}Name`], message: key("validation.required") });
        if (name && !phone && !email)
          ctx.addIssue({ code: "custom", path: [`parent${n}Phone`], message: key("validation.phoneOrEmail") });
      }
    },
    { when: () => true },
  );
export type TImportRow = z.output<typeof ZImportRow>;

export interface RowProblem {
  column: ImportColumn | "_row";
  message: MessageRef;
}

/** The zod problems of one row, per column. */
export function rowProblems(row: ImportRow): { data?: TImportRow; problems: RowProblem[] } {
  const parsed = ZImportRow.safeParse(row);
  if (parsed.success) return { data: parsed.data, problems: [] };
  return {
    problems: Object.entries(fieldErrorsOf(parsed.error)).map(([column, message]) => ({
      column: (IMPORT_COLUMNS as readonly string[]).includes(column) ? (column as ImportColumn) : "_row",
      message,
    })),
  };
}
