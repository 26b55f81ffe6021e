"use client";

import { Alert, Badge, Button, Checkbox, Group, Stack, Text, Title } from "@mantine/core";
import { Table } from "~/ui/table";
import { lazy, useState } from "react";
import { Dialog, prefetchDialog } from "~/ui/dialog";
import { EmptyState, ListTable, PageHeader, useLocalizedName, useRunAction } from "~/ui/list";
import { useUrlParams } from "~/ui/url-state";
import { useT } from "~/i18n/client";
import { useLazyMutation } from "~/ui/trpc/lazy";
import type { RouterOutputs } from "~/ui/trpc/outputs";
import type { ExemptionTarget } from "./exemption-reason";
import grid from "./grid.module.css";
import { ClassPicker } from "./pickers";

type ClassExemptions = RouterOutputs["gradebook"]["exemptions"];
type Target = ExemptionTarget & {
  student: ClassExemptions["students"][number];
  subject: ClassExemptions["subjects"][number];
};
type ExemptionInput = { classId: string; studentId: string; subjectId: string; exempt: boolean; reason?: string };

// the reason's form loads with the dialog, when a box is first ticked
const loadReason = () => import("./exemption-reason");
const ExemptionReason = lazy(() => loadReason().then((m) => ({ default: m.ExemptionReason })));
const prefetchReason = () => {
  prefetchDialog();
  void loadReason();
};

/**
 * /exemptions: which student is exempt from which subject this year (a medical certificate for sport, a language
 * the student is excused from), as a students × subjects grid — it scrolls sideways on a phone with the names kept
 * in view — and the list of exemptions with their reasons. Administrators change them; teachers read them. Rendered
 * from the server's data for the class in the address (?class=); a change renders the page again (useRefresh).
 */
export function ExemptionsScreen({
  classes,
  data,
}: {
  classes: { id: string; name: string }[];
  data: ClassExemptions;
}) {
  const t = useT();
  const name = useLocalizedName();
  const run = useRunAction();
  const url = useUrlParams();
  const classId = data.class.id;
  const set = useLazyMutation((trpc, input: ExemptionInput) => trpc.gradebook.setExemption.mutate(input));
  const [asking, setAsking] = useState<Target | null>(null);
  const current = data;
  const exemption = (studentId: string, subjectId: string) =>
    current.exemptions.find((e) => e.studentId === studentId && e.subjectId === subjectId);
  const change = (target: Target, exempt: boolean) =>
    run(
      set.mutateAsync({
        classId,
        studentId: target.student.id,
        subjectId: target.subject.id,
        exempt,
        reason: exempt ? target.reason : undefined,
      }),
    );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("exemptions.title")}
        subtitle={current.class.name}
        actions={<ClassPicker classes={classes} value={classId} onChange={(id) => url.set({ class: id })} />}
      />
      <Alert variant="light" color="blue">
        <Text size="sm">{t("exemptions.help")}</Text>
      </Alert>
      {(current.students.length === 0 || current.subjects.length === 0) && (
        <EmptyState>{t("exemptions.empty")}</EmptyState>
      )}
      {current.students.length > 0 && current.subjects.length > 0 && (
        <>
          <div className={grid.scroll} data-testid="exemptions-grid" style={{ opacity: url.pending ? 0.6 : undefined }}>
            <Table striped withTableBorder withColumnBorders stickyHeader={false}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th className={grid.sticky}>{t("exemptions.student")}</Table.Th>
                  {current.subjects.map((subject) => (
                    <Table.Th key={subject.id} className={grid.columnHead} scope="col">
                      {name(subject.name)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {current.students.map((student) => (
                  <Table.Tr key={student.id}>
                    <Table.Th scope="row" className={grid.sticky} fw={500}>
                      {student.name}
                    </Table.Th>
                    {current.subjects.map((subject) => {
                      const found = exemption(student.id, subject.id);
                      const label = t("exemptions.toggle", { student: student.name, subject: name(subject.name) });
                      return (
                        <Table.Td key={subject.id} className={grid.cell}>
                          {current.editable ? (
                            <Checkbox
                              aria-label={label}
                              title={found?.reason || undefined}
                              checked={!!found}
                              disabled={set.isPending}
                              styles={{ body: { justifyContent: "center" } }}
                              onPointerEnter={prefetchReason}
                              onFocus={prefetchReason}
                              onChange={(event) => {
                                const target = { student, subject, reason: "" };
                                if (event.currentTarget.checked) setAsking(target);
                                else void change(target, false);
                              }}
                            />
                          ) : found ? (
                            <Badge size="sm" variant="light" aria-label={label}>
                              {t("exemptions.exempt")}
                            </Badge>
                          ) : null}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          <Stack gap="sm" component="section" aria-labelledby="exemptions-list">
            <Title order={2} fz="h4" id="exemptions-list">
              {t("exemptions.list", { count: current.exemptions.length })}
            </Title>
            {current.exemptions.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t("exemptions.none")}
              </Text>
            ) : (
              <ListTable>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("exemptions.student")}</Table.Th>
                    <Table.Th>{t("exemptions.subject")}</Table.Th>
                    <Table.Th>{t("exemptions.reason")}</Table.Th>
                    {current.editable && <Table.Th />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {current.exemptions.map((e) => {
                    const student = current.students.find((s) => s.id === e.studentId);
                    const subject = current.subjects.find((s) => s.id === e.subjectId);
                    if (!student || !subject) return null;
                    return (
                      <Table.Tr key={`${e.studentId}:${e.subjectId}`} data-testid="exemption">
                        <Table.Td fw={500}>{student.name}</Table.Td>
                        <Table.Td data-label={t("exemptions.subject")}>{name(subject.name)}</Table.Td>
                        <Table.Td data-label={t("exemptions.reason")} dir="auto">
                          {e.reason || "—"}
                        </Table.Td>
                        {current.editable && (
                          <Table.Td>
                            <Group gap={4} justify="flex-end" wrap="nowrap">
                              <Button
                                size="xs"
                                variant="light"
                                onClick={() => setAsking({ student, subject, reason: e.reason })}
                                onPointerEnter={prefetchReason}
                                onFocus={prefetchReason}
                              >
                                {t("exemptions.editReason")}
                              </Button>
                              <Button
                                size="xs"
                                variant="subtle"
                                color="red"
                                loading={set.isPending}
                                onClick={() => void change({ student, subject, reason: "" }, false)}
                              >
                                {t("exemptions.lift")}
                              </Button>
                            </Group>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </ListTable>
            )}
          </Stack>
        </>
      )}
      <Dialog opened={asking !== null} onClose={() => setAsking(null)} title={t("exemptions.confirmTitle")} centered>
        {asking && (
          <ExemptionReason
            target={asking}
            pending={set.isPending}
            onCancel={() => setAsking(null)}
            onConfirm={async (reason) => {
              if ((await change({ ...asking, reason }, true)) !== undefined) setAsking(null);
            }}
          />
        )}
      </Dialog>
    </Stack>
  );
}
