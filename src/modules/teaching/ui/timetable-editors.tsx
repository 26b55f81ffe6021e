"use client";

import { Alert, Button, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useId, useState } from "react";
import { useZodForm } from "~/ui/forms/use-zod-form";
import { useLocale, useT } from "~/i18n/client";
import type { TGroupInput, TSlotInput } from "~/modules/teaching/schemas";
import { findClash } from "~/modules/teaching/domain/slots";
import { parseTime } from "~/lib/school-time";
import { weekColumns } from "~/modules/teaching/domain/week-grid";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { ConfirmButton, useFormAction, useRunAction } from "~/ui/actions";
import { formatTime, localName, weekdayCode } from "~/ui/format";
import type { ClassGroup, ClassTimetable, SlotDraft } from "./timetables-screen";

// The editors of /timetables, loaded when one of its dialogs first opens (or as the pointer or the focus reaches
// the button that opens it): the slot form with its clash check, the group form, the copy and carry-over choices.

const WHOLE_CLASS = "whole-class";

/**
 * The class's own part of the clash rule, checked as the admin types: the same words the server would send. The
 * server still checks the whole school (another class's teacher or room) when the slot is saved.
 */
function useClassClash(timetable: ClassTimetable, values: TSlotInput): string | null {
  const t = useT();
  const locale = useLocale();
  const start = parseTime(String(values.start ?? ""));
  const end = parseTime(String(values.end ?? ""));
  const subject = timetable.subjects.find((s) => s.id === values.classSubjectId);
  if (
    start === null ||
    end === null ||
    end <= start ||
    !subject ||
    values.weekday === undefined ||
    values.weekday === ""
  )
    return null;
  const teacherOf = new Map(timetable.subjects.map((s) => [s.id, s.teacher?.id ?? null]));
  const clash = findClash(
    {
      id: values.id,
      weekday: Number(values.weekday),
      startMinute: start,
      endMinute: end,
      classId: timetable.id,
      groupId: values.groupId ? String(values.groupId) : null,
      teacherId: subject.teacher?.id ?? null,
      room: values.room?.trim() || null,
    },
    timetable.slots.map((slot) => ({
      ...slot,
      classId: timetable.id,
      teacherId: teacherOf.get(slot.classSubjectId) ?? null,
    })),
  );
  if (!clash) return null;
  const other = clash.slot;
  const otherSubject = timetable.subjects.find((s) => s.id === other.classSubjectId);
  const group = timetable.groups.find((g) => g.id === other.groupId);
  return t(`validation.timeSlotClash.${clash.kind}`, {
    class: group ? `${timetable.name} (${group.name})` : timetable.name,
    subject: otherSubject ? localName(locale, otherSubject.subject) : "",
    teacher: otherSubject?.teacher?.name ?? "—",
    room: other.room ?? "",
    day: weekdayCode(other.weekday),
    start: formatTime(other.startMinute),
    end: formatTime(other.endMinute),
  });
}

/** Adds or edits one session: day, start and end, subject (with its teacher), group, room. */
export function SlotForm({
  timetable,
  draft,
  onDone,
}: {
  timetable: ClassTimetable;
  draft: SlotDraft;
  onDone: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const run = useRunAction();
  const save = useLazyMutation((trpc, input: TSlotInput) => trpc.timetable.saveSlot.mutate(input));
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.timetable.deleteSlot.mutate(input));
  const slot = draft.slot;
  const days = weekColumns(timetable.schoolDays, slot ? [slot] : []);
  const startMinute = slot?.startMinute ?? draft.startMinute;
  const endMinute = slot?.endMinute ?? draft.endMinute;
  const { form, showServerError } = useZodForm(() => import("~/modules/teaching/schemas").then((m) => m.ZSlotInput), {
    id: slot?.id,
    classId: timetable.id,
    classSubjectId: slot?.classSubjectId ?? "",
    groupId: slot?.groupId ?? "",
    weekday: String(slot?.weekday ?? draft.weekday ?? days[0] ?? 0),
    start: startMinute === undefined ? "" : formatTime(startMinute),
    end: endMinute === undefined ? "" : formatTime(endMinute),
    room: slot?.room ?? "",
  });
  const submit = useFormAction(showServerError);
  const clash = useClassClash(timetable, form.values);
  const startError = form.errors.start ?? clash;
  const startErrorId = useId();
  /** A change elsewhere may resolve the clash the server named on `start`: its message goes until the next save. */
  const field = (path: "weekday" | "end" | "classSubjectId" | "room") => {
    const props = form.getInputProps(path);
    return {
      ...props,
      onChange: (value: unknown) => {
        props.onChange(value);
        form.clearFieldError("start");
      },
    };
  };
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (clash) {
          form.setFieldError("start", clash);
          return;
        }
        return submit(save.mutateAsync(values), { success: t("success.timetableSaved"), then: onDone });
      })}
    >
      <Stack>
        <Select
          label={t("timetables.day")}
          name="weekday"
          required
          allowDeselect={false}
          data={days.map((day) => ({ value: String(day), label: t("weekday.long", { day: weekdayCode(day) }) }))}
          {...field("weekday")}
          value={form.values.weekday === undefined ? null : String(form.values.weekday)}
        />
        <div>
          <SimpleGrid cols={2}>
            <TextInput
              type="time"
              label={t("timetables.start")}
              name="start"
              required
              dir="ltr"
              {...form.getInputProps("start")}
              // the start's message (a clash names a whole session) runs under both times, not in half the width
              error={!!startError}
              aria-describedby={startError ? startErrorId : undefined}
            />
            <TextInput type="time" label={t("timetables.end")} name="end" required dir="ltr" {...field("end")} />
          </SimpleGrid>
          {startError && (
            <Text id={startErrorId} c="var(--mantine-color-error)" size="sm" mt={6}>
              {startError}
            </Text>
          )}
        </div>
        <Select
          label={t("timetables.subject")}
          name="classSubjectId"
          required
          searchable
          data={timetable.subjects.map((s) => ({
            value: s.id,
            label: t("timetables.subjectWithTeacher", {
              subject: localName(locale, s.subject),
              teacher: s.teacher?.name ?? t("timetables.noTeacher"),
            }),
          }))}
          {...field("classSubjectId")}
          value={form.values.classSubjectId || null}
        />
        {(timetable.groups.length > 0 || slot?.groupId) && (
          <Select
            label={t("timetables.group")}
            name="groupId"
            allowDeselect={false}
            data={[
              { value: WHOLE_CLASS, label: t("timetables.wholeClass") },
              ...timetable.groups.map((g) => ({ value: g.id, label: g.name })),
            ]}
            value={form.values.groupId ? String(form.values.groupId) : WHOLE_CLASS}
            onChange={(value) => {
              form.setFieldValue("groupId", !value || value === WHOLE_CLASS ? "" : value);
              form.clearFieldError("start");
            }}
            error={form.errors.groupId}
          />
        )}
        <TextInput label={t("timetables.room")} name="room" dir="auto" maxLength={40} {...field("room")} />
        <Group justify="space-between">
          {slot ? (
            <ConfirmButton
              label={t("common.delete")}
              onConfirm={async () => {
                if (await run(remove.mutateAsync({ id: slot.id }), t("success.timetableSaved"))) onDone();
              }}
            />
          ) : (
            <span />
          )}
          <Button type="submit" loading={save.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Creates or edits a group: a name and some of the class's students. */
export function GroupForm({
  timetable,
  group,
  onDone,
}: {
  timetable: ClassTimetable;
  group?: ClassGroup;
  onDone: () => void;
}) {
  const t = useT();
  const save = useLazyMutation((trpc, input: TGroupInput) => trpc.timetable.saveGroup.mutate(input));
  const { form, showServerError } = useZodForm(() => import("~/modules/teaching/schemas").then((m) => m.ZGroupInput), {
    id: group?.id,
    classId: timetable.id,
    name: group?.name ?? "",
    studentIds: group?.studentIds ?? [],
  });
  const submit = useFormAction(showServerError);
  return (
    <form noValidate onSubmit={form.onSubmit((values) => submit(save.mutateAsync(values), { then: onDone }))}>
      <Stack>
        <TextInput
          label={t("timetables.groups.name")}
          name="name"
          required
          dir="auto"
          maxLength={40}
          placeholder="G1"
          {...form.getInputProps("name")}
        />
        <MultiSelect
          label={t("timetables.groups.students")}
          name="studentIds"
          searchable
          clearable
          hidePickedOptions
          maxDropdownHeight={260}
          data={timetable.students.map((s) => ({ value: s.id, label: s.name }))}
          {...form.getInputProps("studentIds")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t("common.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Copy this timetable to another class": replaces the other class's week, with copied and skipped counts. */
export function CopyForm({
  timetable,
  classes,
  onClose,
}: {
  timetable: ClassTimetable;
  classes: { id: string; name: string }[];
  onClose: () => void;
}) {
  const t = useT();
  const run = useRunAction();
  const copy = useLazyMutation((trpc, input: { fromClassId: string; toClassId: string }) =>
    trpc.timetable.copy.mutate(input),
  );
  const [target, setTarget] = useState<string | null>(null);
  const [result, setResult] = useState<{ copied: number; skipped: number } | null>(null);
  const others = classes.filter((c) => c.id !== timetable.id);
  return (
    <Stack>
      <Text size="sm">{t("timetables.copy.hint")}</Text>
      <Select
        label={t("timetables.copy.target")}
        name="toClassId"
        searchable
        data={others.map((c) => ({ value: c.id, label: c.name }))}
        value={target}
        onChange={(value) => {
          setTarget(value);
          setResult(null);
        }}
      />
      {result && (
        <Alert color="teal" data-testid="copy-result">
          {t("timetables.copy.done", result)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("timetables.close")}
        </Button>
        <Button
          disabled={!target || !!result}
          loading={copy.isPending}
          onClick={async () => {
            if (!target) return;
            const done = await run(
              copy.mutateAsync({ fromClassId: timetable.id, toClassId: target }),
              t("success.timetableSaved"),
            );
            if (done) setResult(done);
          }}
        >
          {t("timetables.copy.submit")}
        </Button>
      </Group>
    </Stack>
  );
}

/** "Carry the timetables over to another school year": every class of that year from its namesake of this year. */
export function CarryOverForm({
  timetable,
  years,
  onClose,
}: {
  timetable: ClassTimetable;
  years: { id: string; name: string }[];
  onClose: () => void;
}) {
  const t = useT();
  const run = useRunAction();
  const carry = useLazyMutation((trpc, input: { fromYearId: string; toYearId: string }) =>
    trpc.timetable.carryOver.mutate(input),
  );
  const [target, setTarget] = useState<string | null>(null);
  const [result, setResult] = useState<{ classes: number; copied: number; skipped: number } | null>(null);
  const from = years.find((y) => y.id === timetable.schoolYearId);
  const others = years.filter((y) => y.id !== timetable.schoolYearId);
  return (
    <Stack>
      {others.length === 0 ? (
        <Text size="sm">{t("timetables.carry.noYear")}</Text>
      ) : (
        <>
          <Text size="sm">{t("timetables.carry.hint", { year: `\u2066${from?.name ?? ""}\u2069` })}</Text>
          <Select
            label={t("timetables.carry.target")}
            name="toYearId"
            data={others.map((y) => ({ value: y.id, label: y.name }))}
            value={target}
            onChange={(value) => {
              setTarget(value);
              setResult(null);
            }}
          />
        </>
      )}
      {result && (
        <Alert color="teal" data-testid="carry-result">
          {t("timetables.carry.done", result)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("timetables.close")}
        </Button>
        {others.length > 0 && (
          <Button
            disabled={!target || !!result}
            loading={carry.isPending}
            onClick={async () => {
              if (!target) return;
              const done = await run(
                carry.mutateAsync({ fromYearId: timetable.schoolYearId, toYearId: target }),
                t("success.timetableSaved"),
              );
              if (done) setResult(done);
            }}
          >
            {t("timetables.carry.submit")}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
