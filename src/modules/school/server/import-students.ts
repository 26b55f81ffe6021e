import type { Scoped } from "~/platform/api/scope";
import { rowProblems, type ImportRow, type RowProblem, type TImportRow } from "~/lib/student-import";
import type { Actor } from "~/platform/auth/actor";
import type { Db } from "~/platform/db";
import { AppError } from "~/platform/errors";
import { addStudentTx } from "./add-student";
import { linkParentTx } from "./link-parent";
import { assertCan } from "./scope";

export interface PreviewRow {
  /** 1-based row number in the sheet, after the title row */
  line: number;
  name: string;
  className: string | null;
  parents: string[];
  problems: RowProblem[];
}

/**
 * Checks every row without writing anything: its fields (the shared zod schema), its class (must exist in the
 * current year), and clashes — an ID number, e-mail or phone used twice in the file, or an ID number already
 * given to another student of the school. The gate checked 'link a student' in the school; the rows link parents
 * too, so 'link a parent' there as well.
 */
export async function previewImport(db: Db, actor: Actor, school: Scoped<"school">, input: { rows: ImportRow[] }) {
  assertCan(actor, "student.linkParent", school.id);
  const [classes, takenNumbers] = await Promise.all([
    db.schoolClass.findMany({
      where: { schoolId: school.id, schoolYear: { isCurrent: true } },
      select: { id: true, name: true },
    }),
    db.student.findMany({
      where: {
        schoolId: school.id,
        registrationNumber: {
          in: input.rows.flatMap((r) => (r.registrationNumber ? [r.registrationNumber.trim()] : [])),
        },
      },
      select: { registrationNumber: true },
    }),
  ]);
  const classByName = new Map(classes.map((c) => [c.name.trim().toLowerCase(), c.id]));
  const taken = new Set(takenNumbers.map((s) => s.registrationNumber));
  const seen = { registrationNumber: new Set<string>(), email: new Set<string>(), phone: new Set<string>() };

  const checked: { preview: PreviewRow; data: TImportRow | undefined }[] = [];
  // one row after another: the in-file duplicate check depends on the order, and a big file must not flood the pool
  for (const [index, row] of input.rows.entries()) {
    const { data, problems } = rowProblems(row);
    if (data) {
      if (data.className && !classByName.has(data.className.toLowerCase())) {
        problems.push({
          column: "className",
          message: { key: "import.unknownClass", values: { name: data.className } },
        });
      }
      if (data.registrationNumber && taken.has(data.registrationNumber)) {
        problems.push({ column: "registrationNumber", message: { key: "validation.registrationTaken" } });
      }
      for (const field of ["registrationNumber", "email", "phone"] as const) {
        const value = data[field];
        if (!value) continue;
        if (seen[field].has(value)) problems.push({ column: field, message: { key: "import.duplicateInFile" } });
        seen[field].add(value);
      }
    }
    const preview: PreviewRow = {
      line: index + 1,
      name: row.name ?? "",
      className: row.className ?? null,
      parents: [row.parent1Name, row.parent2Name].filter((p): p is string => !!p),
      problems,
    };
    checked.push({ preview, data: problems.length === 0 ? data : undefined });
  }
  return { checked, classByName };
}

/** Imports every row or none: any problem (found again here, on the server) refuses the whole file. */
export async function commitImport(db: Db, actor: Actor, school: Scoped<"school">, input: { rows: ImportRow[] }) {
  const { checked, classByName } = await previewImport(db, actor, school, input);
  if (checked.some((c) => !c.data)) throw new AppError("BAD_REQUEST", "import.hasProblems");
  const rows = checked.map((c) => c.data as TImportRow);
  await db.$transaction(
    async (tx) => {
      for (const row of rows) {
        const student = await addStudentTx(
          tx,
          {
            schoolId: school.id,
            name: row.name,
            birthDate: row.birthDate,
            birthPlace: row.birthPlace,
            registrationNumber: row.registrationNumber,
            email: row.email,
            phone: row.phone,
            classId: row.className ? classByName.get(row.className.toLowerCase()) : undefined,
          },
          actor.userId,
        );
        if (!student.id) continue;
        for (const n of [1, 2] as const) {
          const name = row[`parent${n}Name`];
          if (!name) continue;
          await linkParentTx(
            tx,
            { id: student.id, schoolId: school.id },
            { name, phone: row[`parent${n}Phone`], email: row[`parent${n}Email`] },
            actor.userId,
          );
        }
      }
    },
    { timeout: 120_000, maxWait: 10_000 },
  );
  return { imported: rows.length };
}
