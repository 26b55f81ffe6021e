"use client";

import { DateField } from "~/ui/date-field";
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { ConfirmButton, useFormAction, useRunAction } from "~/ui/actions";
import { useLocale, useT } from "~/i18n/client";
import type { AttendanceStatusKey } from "~/modules/teaching/domain/constants";
import type { THomeworkInput, TSessionRecordInput } from "~/modules/teaching/schemas";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { AttendanceList, changedMarks, type AttendanceStudent } from "./attendance-list";
import { formatDay } from "~/ui/format";

export interface SessionData {
  slot: { id: string; classSubjectId: string; groupId: string | null };
  record: {
    title: string | null;
    content: string | null;
    nextContent: string | null;
    workExpected: string | null;
    teacherAbsent: boolean;
    homeworks: { id: string; description: string; dueOn: Date | null; forNextSession: boolean; noHomework: boolean }[];
  } | null;
  students: AttendanceStudent[];
}

/**
 * The textbook entry of one session (the "PV"): what was covered, next time's content, the work expected, the
 * teacher-absent flag, and the attendance on the same screen (saved as the changes made, so another device's marks
 * stay). Then the homework set in this session.
 */
export function SessionForm({ date, data }: { date: string; data: SessionData }) {
  const t = useT();
  const router = useRouter();
  const save = useLazyMutation((trpc, input: TSessionRecordInput) => trpc.textbook.saveRecord.mutate(input));
  const [marks, setMarks] = useState<Record<string, AttendanceStatusKey>>({});
  const { form, showServerError } = useZodForm(
    () => import("~/modules/teaching/schemas").then((m) => m.ZSessionRecordInput),
    {
      slotId: data.slot.id,
      date,
      title: data.record?.title ?? "",
      content: data.record?.content ?? "",
      nextContent: data.record?.nextContent ?? "",
      workExpected: data.record?.workExpected ?? "",
      teacherAbsent: data.record?.teacherAbsent ?? false,
      marks: [],
    } satisfies TSessionRecordInput,
  );
  const submit = useFormAction(showServerError);
  const teacherAbsent = !!form.values.teacherAbsent;

  return (
    <Stack gap="lg">
      <form
        noValidate
        data-testid="session-form"
        onSubmit={form.onSubmit((values) =>
          submit(save.mutateAsync({ ...values, marks: changedMarks(data.students, marks) }), {
            then: () => {
              setMarks({});
              router.refresh();
            },
          }),
        )}
      >
        <Stack>
          <TextInput label={t("textbook.field.title")} name="title" {...form.getInputProps("title")} />
          <Textarea
            label={t("textbook.field.content")}
            name="content"
            autosize
            minRows={3}
            {...form.getInputProps("content")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              label={t("textbook.field.nextContent")}
              name="nextContent"
              autosize
              minRows={2}
              {...form.getInputProps("nextContent")}
            />
            <Textarea
              label={t("textbook.field.workExpected")}
              name="workExpected"
              autosize
              minRows={2}
              {...form.getInputProps("workExpected")}
            />
          </SimpleGrid>
          <Checkbox
            label={t("textbook.field.teacherAbsent")}
            name="teacherAbsent"
            {...form.getInputProps("teacherAbsent", { type: "checkbox" })}
          />
          <Title order={3} fz="h4">
            {t("textbook.absents")}
          </Title>
          {teacherAbsent ? (
            <Text c="dimmed" size="sm">
              {t("textbook.noAttendanceWhenAbsent")}
            </Text>
          ) : (
            <AttendanceList
              students={data.students}
              marks={marks}
              onChange={(id, status) => setMarks((m) => ({ ...m, [id]: status }))}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="save-session">
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
      <SessionHomework date={date} data={data} />
    </Stack>
  );
}

function SessionHomework({ date, data }: { date: string; data: SessionData }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const set = useLazyMutation((trpc, input: THomeworkInput) => trpc.homework.set.mutate(input));
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.homework.delete.mutate(input));
  const run = useRunAction();
  const initial = {
    kind: "nextSession",
    classSubjectId: data.slot.classSubjectId,
    groupId: data.slot.groupId,
    sessionSlotId: data.slot.id,
    sessionDate: date,
    description: "",
    dueOn: "",
  } as THomeworkInput;
  const { form, showServerError } = useZodForm(
    () => import("~/modules/teaching/schemas").then((m) => m.ZHomeworkInput),
    initial,
  );
  const submit = useFormAction(showServerError);
  const kind = form.values.kind;
  const existing = data.record?.homeworks ?? [];
  return (
    <Card withBorder padding="md">
      <Stack>
        <Title order={3} fz="h4">
          {t("textbook.homework")}
        </Title>
        {existing.length > 0 && (
          <Stack gap={4} data-testid="session-homeworks">
            {existing.map((h) => (
              <Group key={h.id} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {h.noHomework
                    ? t("homework.noneGiven")
                    : t("textbook.homeworkDue", {
                        description: h.description,
                        date: h.dueOn ? formatDay(locale, h.dueOn.toISOString().slice(0, 10)) : "",
                      })}
                </Text>
                <ConfirmButton
                  onConfirm={() => run(remove.mutateAsync({ id: h.id })).then(() => router.refresh())}
                  label={t("common.delete")}
                />
              </Group>
            ))}
          </Stack>
        )}
        <form
          noValidate
          data-testid="homework-form"
          onSubmit={form.onSubmit((values) =>
            submit(set.mutateAsync(values), {
              then: () => {
                form.reset();
                router.refresh();
              },
            }),
          )}
        >
          <Stack>
            <Radio.Group label={t("textbook.homeworkKind")} name="kind" {...form.getInputProps("kind")}>
              <Group mt={4}>
                <Radio value="nextSession" label={t("homework.kind.nextSession")} />
                <Radio value="dueOn" label={t("homework.kind.dueOn")} />
                <Radio value="none" label={t("homework.noneGiven")} />
              </Group>
            </Radio.Group>
            {kind !== "none" && (
              <Textarea
                label={t("homework.description")}
                name="description"
                required
                autosize
                minRows={2}
                {...form.getInputProps("description")}
              />
            )}
            {kind === "dueOn" && (
              <DateField label={t("homework.dueOn")} name="dueOn" required {...form.getInputProps("dueOn")} />
            )}
            {form.errors.kind && <Alert color="red">{form.errors.kind}</Alert>}
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={set.isPending} data-testid="add-homework">
                {t(kind === "none" ? "homework.recordNone" : "homework.add")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
