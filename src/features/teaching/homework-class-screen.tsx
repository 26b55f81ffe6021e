"use client";

import { DateField } from "~/features/ui/date-field";
import { Badge, Button, Card, Collapse, Group, SegmentedControl, Select, SimpleGrid, Stack, Switch, Table, Text, Textarea, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useZodForm } from "~/features/forms/use-zod-form";
import { ConfirmButton, EmptyState, PageHeader, useFormAction, useLocalizedName, useRunAction } from "~/features/ui/list";
import { useLocale, useT } from "~/i18n/client";
import type { THomeworkInput } from "~/lib/schemas/teaching";
import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { formatDay } from "./format";

type ClassHomework = RouterOutputs["homework"]["ofClass"];
type Item = ClassHomework["items"][number];

/**
 * /homeworks for teachers and administrators: pick a class, set homework for one of its subjects (a teacher only
 * theirs), and follow each homework: how many did it, how many are corrected, and every student's state.
 */
export function HomeworkClassScreen({ classes, initial }: { classes: { id: string; name: string }[]; initial: ClassHomework }) {
  const t = useT();
  const trpc = useTRPC();
  const [classId, setClassId] = useState(initial.class.id);
  const data = useQuery({ ...trpc.homework.ofClass.queryOptions({ classId }), initialData: classId === initial.class.id ? initial : undefined });
  const current = data.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("homeworks.title")}
        actions={
          <Select
            aria-label={t("homeworks.class")}
            name="classId"
            data={classes.map((c) => ({ value: c.id, label: c.name }))}
            value={classId}
            allowDeselect={false}
            searchable={classes.length > 8}
            w={160}
            onChange={(value) => {
              if (!value) return;
              setClassId(value);
              // the chosen class stays in the address (a reload or a shared link opens it) without a server round trip
              window.history.replaceState(null, "", `?class=${value}`);
            }}
          />
        }
      />
      {current && (
        <>
          <HomeworkForm key={current.class.id} data={current} />
          <Stack gap="sm" component="section" aria-labelledby="homeworks-summary">
            <Title order={2} fz="h3" id="homeworks-summary">
              {t("homeworks.summary")} · {current.class.name}
            </Title>
            {current.items.length === 0 ? <EmptyState>{t("homeworks.none")}</EmptyState> : current.items.map((item) => <HomeworkSummary key={item.id} item={item} students={current.students} />)}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function HomeworkForm({ data }: { data: ClassHomework }) {
  const t = useT();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const set = useMutation(trpc.homework.set.mutationOptions());
  const initialValues: THomeworkInput = { kind: "dueOn", classSubjectId: data.subjects.length === 1 ? data.subjects[0]!.id : "", groupId: "", description: "", dueOn: "" };
  const { form, showServerError } = useZodForm(() => import("~/lib/schemas/teaching").then((m) => m.ZHomeworkInput), initialValues);
  const submit = useFormAction(showServerError);
  const values = form.getValues() as Extract<THomeworkInput, { kind: "dueOn" }>;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="homeworks-new">
      <form
        noValidate
        data-testid="homework-form"
        onSubmit={form.onSubmit((input) =>
          submit(set.mutateAsync(input), {
            then: () => {
              // the subject and the kind stay for the next homework
              form.setFieldValue("description", "");
            },
          }),
        )}
      >
        <Stack gap="sm">
          <Title order={2} fz="h4" id="homeworks-new">
            {t("homeworks.new")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: data.groups.length ? 2 : 1 }}>
            <Select
              label={t("homeworks.subject")}
              name="classSubjectId"
              required
              data={data.subjects.map((s) => ({ value: s.id, label: name(s.subject) }))}
              {...form.getInputProps("classSubjectId")}
            />
            {data.groups.length > 0 && (
              <Select
                label={t("homeworks.groupField")}
                name="groupId"
                data={[{ value: "", label: t("homeworks.wholeClass") }, ...data.groups.map((g) => ({ value: g.id, label: g.name }))]}
                allowDeselect={false}
                {...form.getInputProps("groupId")}
              />
            )}
          </SimpleGrid>
          <SegmentedControl
            fullWidth
            aria-label={t("homeworks.dueDate")}
            data={[
              { value: "dueOn", label: t("homeworks.kind.dueOn") },
              { value: "nextSession", label: t("homeworks.kind.nextSession") },
            ]}
            value={values.kind}
            onChange={(kind) => form.setFieldValue("kind", kind as "dueOn")}
          />
          {values.kind === "dueOn" && (
            <DateField label={t("homeworks.dueDate")} name="dueOn" required {...form.getInputProps("dueOn")} />
          )}
          <Textarea label={t("homeworks.description")} name="description" required autosize minRows={3} dir="auto" {...form.getInputProps("description")} />
          <Group justify="flex-end">
            <Button type="submit" loading={set.isPending}>
              {t("homeworks.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function HomeworkSummary({ item, students }: { item: Item; students: ClassHomework["students"] }) {
  const t = useT();
  const locale = useLocale();
  const trpc = useTRPC();
  const name = useLocalizedName();
  const run = useRunAction();
  const [open, setOpen] = useState(false);
  const remove = useMutation(trpc.homework.delete.mutationOptions());
  const correct = useMutation(trpc.homework.setCorrected.mutationOptions());
  const total = item.studentIds.length;
  const stateOf = new Map(item.states.map((s) => [s.studentId, s]));
  const concerned = students.filter((s) => item.studentIds.includes(s.id));
  const collapseId = `homework-students-${item.id}`;
  return (
    <Card withBorder padding="sm" data-testid="class-homework">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text fw={700}>{name(item.subject)}</Text>
            {item.groupName && (
              <Badge variant="outline" size="sm">
                {t("teaching.group", { name: item.groupName })}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {t("homeworks.dueOn", { date: formatDay(locale, item.dueOn, "weekday") })}
            {item.forNextSession && ` · ${t("homeworks.forNextSession")}`}
          </Text>
        </Stack>
        <ConfirmButton label={t("common.delete")} onConfirm={() => run(remove.mutateAsync({ id: item.id }))} />
      </Group>
      <Text mt="xs" dir="auto" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {item.description}
      </Text>
      <Group gap="xs" mt="xs">
        <Badge variant="light" color={item.done === total && total > 0 ? "teal" : "blue"}>
          {t("homeworks.doneCount", { done: item.done, total })}
        </Badge>
        <Badge variant="light" color={item.corrected === total && total > 0 ? "teal" : "gray"}>
          {t("homeworks.correctedCount", { corrected: item.corrected, total })}
        </Badge>
        <Button variant="subtle" size="compact-sm" aria-expanded={open} aria-controls={collapseId} onClick={() => setOpen((o) => !o)}>
          {open ? t("homeworks.hideStudents") : t("homeworks.showStudents")}
        </Button>
      </Group>
      <Collapse expanded={open} id={collapseId}>
        {open && (
          <Stack gap="xs" mt="sm">
            <Table.ScrollContainer minWidth={300}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("homeworks.student")}</Table.Th>
                    <Table.Th>{t("homeworks.doneColumn")}</Table.Th>
                    <Table.Th>{t("homeworks.corrected")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {concerned.map((student) => {
                    const state = stateOf.get(student.id);
                    return (
                      <Table.Tr key={student.id}>
                        <Table.Td>{student.name}</Table.Td>
                        <Table.Td>
                          <Text size="sm" c={state?.doneAt ? "teal" : "dimmed"}>
                            {state?.doneAt ? "✓" : "—"}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Switch
                            aria-label={`${t("homeworks.corrected")} — ${student.name}`}
                            checked={!!state?.correctedAt}
                            disabled={correct.isPending}
                            onChange={(event) =>
                              void run(correct.mutateAsync({ homeworkId: item.id, studentIds: [student.id], corrected: event.currentTarget.checked }))
                            }
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {item.corrected < total && (
              <Group justify="flex-end">
                <Button
                  size="xs"
                  variant="light"
                  loading={correct.isPending}
                  onClick={() => void run(correct.mutateAsync({ homeworkId: item.id, studentIds: item.studentIds, corrected: true }))}
                >
                  {t("homeworks.allCorrected")}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Collapse>
    </Card>
  );
}
