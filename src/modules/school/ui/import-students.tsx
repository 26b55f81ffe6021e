"use client";

import { Alert, Anchor, Badge, Button, FileButton, Group, List, Stack, Text } from "@mantine/core";
import { Table } from "~/ui/table";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { errorMessage, useLocale, useT } from "~/i18n/client";
import { IMPORT_COLUMNS, rowsFromSheet, TEMPLATE_TITLES, type ImportRow } from "~/lib/student-import-sheet";
import { useRunAction } from "~/ui/list";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";

type Preview = RouterOutputs["people"]["previewImport"];

/** The file's cells, read in the browser: CSV with papaparse, XLSX with read-excel-file (both loaded on demand). */
async function readCells(file: File): Promise<unknown[][]> {
  if (/\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import("read-excel-file/browser");
    return readSheet(file);
  }
  const Papa = (await import("papaparse")).default;
  const text = await file.text();
  return Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
}

/**
 * Import students with their parents: pick a CSV or XLSX file, see every row's problems in your language, then
 * import all rows at once (nothing is written while any row has a problem). Loaded when its dialog first opens.
 */
export function ImportStudents({ schoolId, onDone }: { schoolId: string; onDone: () => void }) {
  const t = useT();
  const locale = useLocale();
  const run = useRunAction();
  // both calls stay in the browser: the file is read here, its rows checked (then written) by the server
  const preview = useLazyMutation((trpc, input: { schoolId: string; rows: ImportRow[] }) =>
    trpc.people.previewImport.mutate(input),
  );
  const commit = useLazyMutation((trpc, input: { schoolId: string; rows: ImportRow[] }) =>
    trpc.people.import.mutate(input),
  );
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [result, setResult] = useState<Preview | null>(null);
  const [unknown, setUnknown] = useState<string[]>([]);
  const [fileName, setFileName] = useState<string | null>(null);

  const onFile = async (file: File | null) => {
    if (!file) return;
    setFileName(file.name);
    setResult(null);
    try {
      const sheet = rowsFromSheet(await readCells(file));
      setUnknown(sheet.unknownColumns);
      setRows(sheet.rows);
      if (sheet.rows.length === 0) return;
      setResult(await preview.mutateAsync({ schoolId, rows: sheet.rows }));
    } catch (error) {
      const message = errorMessage(error);
      toast.error(
        message.key === "errors.operationFailed"
          ? t("import.unreadable", { file: file.name })
          : t(message.key, message.values),
      );
    }
  };

  const templateHref = () => {
    const titles = IMPORT_COLUMNS.map((c) => TEMPLATE_TITLES[locale][c]);
    const csv = `\uFEFF${titles.map((title) => `"${title}"`).join(",")}\n`;
    return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
  };

  const withProblems = result?.filter((r) => r.problems.length > 0).length ?? 0;
  return (
    <Stack>
      <Text size="sm">{t("import.intro")}</Text>
      <Group>
        <FileButton
          onChange={onFile}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button {...props} loading={preview.isPending} data-testid="import-file">
              {t("import.chooseFile")}
            </Button>
          )}
        </FileButton>
        <Anchor href={templateHref()} download={`${t("import.templateName")}.csv`} size="sm">
          {t("import.template")}
        </Anchor>
        {fileName && (
          <Text size="sm" c="dimmed">
            {fileName}
          </Text>
        )}
      </Group>
      {unknown.length > 0 && (
        <Alert color="yellow" title={t("import.unknownColumns")}>
          {unknown.join(", ")}
        </Alert>
      )}
      {rows && rows.length === 0 && <Alert color="yellow">{t("import.emptyFile")}</Alert>}
      {result && (
        <>
          <Group gap="xs">
            <Badge color="teal" variant="light" size="lg">
              {t("import.readyCount", { count: result.length - withProblems })}
            </Badge>
            {withProblems > 0 && (
              <Badge color="red" variant="light" size="lg" data-testid="import-problem-count">
                {t("import.problemCount", { count: withProblems })}
              </Badge>
            )}
          </Group>
          <Table.ScrollContainer minWidth={640} mah={380}>
            <Table striped stickyHeader data-testid="import-preview">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("import.line")}</Table.Th>
                  <Table.Th>{t("students.name")}</Table.Th>
                  <Table.Th>{t("students.class")}</Table.Th>
                  <Table.Th>{t("students.parents")}</Table.Th>
                  <Table.Th>{t("import.problems")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.map((row) => (
                  <Table.Tr key={row.line} bg={row.problems.length > 0 ? "var(--mantine-color-red-light)" : undefined}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td>{row.name || "—"}</Table.Td>
                    <Table.Td>{row.className ?? "—"}</Table.Td>
                    <Table.Td>{row.parents.join(", ") || "—"}</Table.Td>
                    <Table.Td>
                      {row.problems.length === 0 ? (
                        <Text size="sm" c="teal">
                          ✓
                        </Text>
                      ) : (
                        <List size="sm" c="red">
                          {row.problems.map((p, i) => (
                            <List.Item key={i}>
                              {p.column !== "_row" && <b>{TEMPLATE_TITLES[locale][p.column]} : </b>}
                              {t(p.message.key, p.message.values)}
                            </List.Item>
                          ))}
                        </List>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end">
            <Button
              disabled={withProblems > 0 || !rows}
              loading={commit.isPending}
              onClick={async () => {
                if (!rows) return;
                const done = await run(
                  commit.mutateAsync({ schoolId, rows }),
                  t("import.done", { count: rows.length }),
                );
                if (done) onDone();
              }}
            >
              {t("import.submit", { count: result.length })}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
