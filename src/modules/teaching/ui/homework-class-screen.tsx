"use client";

import { DateField } from "~/ui/date-field";
import {
  Badge,
  Button,
  Card,
  Collapse,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { ConfirmButton, EmptyState, PageHeader, useFormAction, useLocalizedName, useRunAction } from "~/ui/actions";
import { useUrlParams } from "~/ui/url-state";
import { useLocale, useT } from "~/i18n/client";
import type { THomeworkInput } from "~/modules/teaching/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { formatDay } from "~/ui/format";
import type { ClassHomework, HomeworkItem } from "./homework-students";

const loadStudents = () => import("./homework-students");
const HomeworkStudents = lazy(() => loadStudents().then((m) => ({ default: m.HomeworkStudents })));
const prefetchStudents = () => void loadStudents();

/**
 * /homeworks for teachers and administrators: pick a class, set homework for one of its subjects (a teacher only
 * theirs), and follow each homework: how many did it, how many are corrected, and every student's state. Rendered
 * from the server's data for the class in the address (?class=); a change renders the page again (useRefresh).
 */
export function HomeworkClassScreen({
  classes,
  data,
}: {
  classes: { id: string; name: string }[];
  data: ClassHomework;
}) {
  const t = useT();
  const url = useUrlParams();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("homeworks.title")}
        actions={
          <NativeSelect
            aria-label={t("homeworks.class")}
            name="classId"
            data={classes.map((c) => ({ value: c.id, label: c.name }))}
            value={data.class.id}
            w={160}
            onChange={(event) => url.set({ class: event.currentTarget.value })}
          />
        }
      />
      <HomeworkForm key={data.class.id} data={data} />
      <Stack
        gap="sm"
        component="section"
        aria-labelledby="homeworks-summary"
        style={{ opacity: url.pending ? 0.6 : 1 }}
      >
        <Title order={2} fz="h3" id="homeworks-summary">
          {t("homeworks.summary")} · {data.class.name}
        </Title>
        {data.items.length === 0 ? (
          <EmptyState>{t("homeworks.none")}</EmptyState>
        ) : (
          data.items.map((item) => <HomeworkSummary key={item.id} item={item} students={data.students} />)
        )}
      </Stack>
    </Stack>
  );
}

function HomeworkForm({ data }: { data: ClassHomework }) {
  const t = useT();
  const name = useLocalizedName();
  const set = useLazyMutation((trpc, input: THomeworkInput) => trpc.homework.set.mutate(input));
  const initialValues: THomeworkInput = {
    kind: "dueOn",
    classSubjectId: data.subjects.length === 1 ? data.subjects[0]!.id : "",
    groupId: "",
    description: "",
    dueOn: "",
  };
  const { form, showServerError } = useZodForm(
    () => import("~/modules/teaching/schemas").then((m) => m.ZHomeworkInput),
    initialValues,
  );
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
            <NativeSelect
              label={t("homeworks.subject")}
              name="classSubjectId"
              required
              data={[
                ...(data.subjects.length === 1 ? [] : [{ value: "", label: "", disabled: true }]),
                ...data.subjects.map((s) => ({ value: s.id, label: name(s.subject) })),
              ]}
              {...form.getInputProps("classSubjectId")}
            />
            {data.groups.length > 0 && (
              <NativeSelect
                label={t("homeworks.groupField")}
                name="groupId"
                data={[
                  { value: "", label: t("homeworks.wholeClass") },
                  ...data.groups.map((g) => ({ value: g.id, label: g.name })),
                ]}
                {...form.getInputProps("groupId")}
                value={String(values.groupId ?? "")}
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
          <Textarea
            label={t("homeworks.description")}
            name="description"
            required
            autosize
            minRows={3}
            dir="auto"
            {...form.getInputProps("description")}
          />
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

function HomeworkSummary({ item, students }: { item: HomeworkItem; students: ClassHomework["students"] }) {
  const t = useT();
  const locale = useLocale();
  const name = useLocalizedName();
  const run = useRunAction();
  const [open, setOpen] = useState(false);
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.homework.delete.mutate(input));
  const total = item.studentIds.length;
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
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls={collapseId}
          onClick={() => setOpen((o) => !o)}
          onPointerEnter={prefetchStudents}
          onFocus={prefetchStudents}
        >
          {open ? t("homeworks.hideStudents") : t("homeworks.showStudents")}
        </Button>
      </Group>
      <Collapse expanded={open} id={collapseId}>
        {open && (
          <Suspense fallback={null}>
            <HomeworkStudents item={item} students={students} />
          </Suspense>
        )}
      </Collapse>
    </Card>
  );
}
