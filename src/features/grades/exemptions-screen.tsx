"use client";

import { Alert, Badge, Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { EmptyState, ListTable, PageHeader, useLocalizedName, useRunAction } from "~/features/ui/list";
import { useT } from "~/i18n/client";
import { useTRPC, type RouterOutputs } from "~/trpc/react";
import grid from "./grid.module.css";
import { ClassPicker } from "./pickers";

type ClassExemptions = RouterOutputs["gradebook"]["exemptions"];
type Target = { student: ClassExemptions["students"][number]; subject: ClassExemptions["subjects"][number]; reason: string };

/**
 * /exemptions: which student is exempt from which subject this year (a medical certificate for sport, a language
 * the student is excused from), as a students × subjects grid — it scrolls sideways on a phone with the names kept
 * in view — and the list of exemptions with their reasons. Administrators change them; teachers read them.
 */
export function ExemptionsScreen({ classes, initial }: { classes: { id: string; name: string }[]; initial: ClassExemptions }) {
  const t = useT();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const run = useRunAction();
  const [classId, setClassId] = useState(initial.class.id);
  const data = useQuery({ ...trpc.gradebook.exemptions.queryOptions({ classId }), initialData: classId === initial.class.id ? initial : undefined });
  const set = useMutation(trpc.gradebook.setExemption.mutationOptions());
  const [asking, setAsking] = useState<Target | null>(null);
  const current = data.data;
  const exemption = (studentId: string, subjectId: string) => current?.exemptions.find((e) => e.studentId === studentId && e.subjectId === subjectId);
  const change = (target: Target, exempt: boolean) =>
    run(set.mutateAsync({ classId, studentId: target.student.id, subjectId: target.subject.id, exempt, reason: exempt ? target.reason : undefined }));
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("exemptions.title")}
        subtitle={current?.class.name}
        actions={
          <ClassPicker
            classes={classes}
            value={classId}
            onChange={(id) => {
              setClassId(id);
              window.history.replaceState(null, "", `?class=${id}`);
            }}
          />
        }
      />
      <Alert variant="light" color="blue">
        <Text size="sm">{t("exemptions.help")}</Text>
      </Alert>
      {current && (current.students.length === 0 || current.subjects.length === 0) && <EmptyState>{t("exemptions.empty")}</EmptyState>}
      {current && current.students.length > 0 && current.subjects.length > 0 && (
        <>
          <div className={grid.scroll} data-testid="exemptions-grid">
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
                              <Button size="xs" variant="light" onClick={() => setAsking({ student, subject, reason: e.reason })}>
                                {t("exemptions.editReason")}
                              </Button>
                              <Button size="xs" variant="subtle" color="red" loading={set.isPending} onClick={() => void change({ student, subject, reason: "" }, false)}>
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
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={t("exemptions.confirmTitle")} centered>
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
      </Modal>
    </Stack>
  );
}

function ExemptionReason({ target, pending, onCancel, onConfirm }: { target: Target; pending: boolean; onCancel: () => void; onConfirm: (reason: string) => Promise<void> }) {
  const t = useT();
  const name = useLocalizedName();
  const [reason, setReason] = useState(target.reason);
  return (
    <form
      noValidate
      data-testid="exemption-form"
      onSubmit={(event) => {
        event.preventDefault();
        void onConfirm(reason.trim());
      }}
    >
      <Stack gap="sm">
        <Text>{t("exemptions.confirm", { student: target.student.name, subject: name(target.subject.name) })}</Text>
        <TextInput
          label={t("exemptions.reason")}
          description={t("exemptions.reasonHint")}
          name="reason"
          dir="auto"
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("confirm.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {t("exemptions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
