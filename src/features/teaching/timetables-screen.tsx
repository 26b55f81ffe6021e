"use client";

import { Anchor, Badge, Box, Button, Card, Group, Modal, Select, Skeleton, Stack, Table, Text, Title, UnstyledButton } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { daySlots, weekColumns, weekRows } from "~/lib/teaching/week-grid";
import { useTRPC, type RouterOutputs } from "~/trpc/react";
import { EmptyState, PageHeader } from "~/features/ui/list";
import { formatTime, localName, weekdayCode } from "./format";
import { CarryOverButton, CopyButton, GroupsCard, SlotForm, type SlotDraft } from "./timetable-editors";

export type ClassTimetable = RouterOutputs["timetable"]["ofClass"];
type Slot = ClassTimetable["slots"][number];
type Years = RouterOutputs["schoolYears"]["list"];
type Classes = RouterOutputs["classes"]["list"];

/** Subject colours of the week: one per subject of the class, in the class's subject order. */
const COLORS = ["blue", "teal", "grape", "orange", "cyan", "pink", "lime", "indigo", "red", "yellow", "violet", "green"] as const;

/** Keeps the time range in reading order inside Arabic text ("08:00 – 09:00", never "09:00 – 08:00"). */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * /timetables: an administrator builds each class's weekly timetable (a grid on wide screens, a day list on a
 * phone), its groups, and copies timetables to another class or the next school year. The page renders the first
 * class's week on the server; this component takes over for editing.
 */
export function TimetablesScreen({
  schoolId,
  initial,
}: {
  schoolId: string;
  initial: { years: Years; yearId?: string; classes: Classes; timetable: ClassTimetable | null };
}) {
  const t = useT();
  const locale = useLocale();
  const trpc = useTRPC();
  const years = useQuery({ ...trpc.schoolYears.list.queryOptions({ schoolId }), initialData: initial.years });
  const yearId = initial.yearId;
  const classes = useQuery({ ...trpc.classes.list.queryOptions({ schoolId, schoolYearId: yearId }), enabled: !!yearId, initialData: initial.classes });
  const [classId, setClassId] = useState<string | null>(initial.timetable?.id ?? initial.classes[0]?.id ?? null);
  const timetable = useQuery({
    ...trpc.timetable.ofClass.queryOptions({ classId: classId ?? "" }),
    enabled: !!classId,
    initialData: classId && classId === initial.timetable?.id ? initial.timetable : undefined,
  });
  const [editing, setEditing] = useState<SlotDraft | null>(null);
  const year = years.data?.find((y) => y.id === yearId);
  const cls = classes.data?.find((c) => c.id === classId);

  const pickClass = (id: string | null) => {
    if (!id) return;
    setClassId(id);
    // the address names the class, so a reload or a shared link opens the same week
    const url = new URL(window.location.href);
    url.searchParams.set("class", id);
    window.history.replaceState(null, "", url);
  };

  if (!yearId) {
    return (
      <Stack gap="lg">
        <PageHeader title={t("nav.timetables")} />
        <EmptyState>
          {t("classes.noYear")}{" "}
          <Anchor component={Link} href={localizedPath(locale, "/sessions")}>
            {t("years.title")}
          </Anchor>
        </EmptyState>
      </Stack>
    );
  }
  const data = timetable.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("nav.timetables")}
        subtitle={year ? ltr(year.name) : undefined}
        actions={
          <>
            <Select
              aria-label={t("timetables.class")}
              name="class"
              data-testid="timetable-class"
              searchable
              allowDeselect={false}
              data={classes.data?.map((c) => ({ value: c.id, label: c.name })) ?? []}
              value={classId}
              onChange={pickClass}
              w={150}
            />
            {data && data.subjects.length > 0 && (
              <Button data-testid="add-slot" onClick={() => setEditing({})}>
                {t("timetables.addSlot")}
              </Button>
            )}
          </>
        }
      />
      {!classId ? (
        <EmptyState>{t("timetables.noClass")}</EmptyState>
      ) : !data ? (
        <Skeleton h={320} />
      ) : (
        <>
          {data.subjects.length === 0 && (
            <EmptyState>
              {t("timetables.noSubject")}{" "}
              {cls && (
                <Anchor component={Link} href={localizedPath(locale, `/class/${cls.slug}`)}>
                  {cls.name}
                </Anchor>
              )}
            </EmptyState>
          )}
          <Week timetable={data} onEdit={setEditing} />
          <GroupsCard timetable={data} />
          <Card withBorder padding="md">
            <Group gap="sm">
              <CopyButton timetable={data} classes={classes.data ?? []} />
              <CarryOverButton timetable={data} years={years.data ?? []} />
            </Group>
          </Card>
        </>
      )}
      <Modal closeButtonProps={{ "aria-label": t("timetables.close") }} opened={editing !== null} onClose={() => setEditing(null)} title={editing?.id ? t("timetables.editSlot") : t("timetables.addSlot")}>
        {editing && data && <SlotForm timetable={data} draft={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

/** The week: a grid (rows by time, a column per school day) from the sm breakpoint, a list of days below it. */
function Week({ timetable, onEdit }: { timetable: ClassTimetable; onEdit: (draft: SlotDraft) => void }) {
  const t = useT();
  const days = weekColumns(timetable.schoolDays, timetable.slots);
  const rows = weekRows(timetable.slots);
  const dayName = (day: number) => t("weekday.long", { day: weekdayCode(day) });
  const offDay = (day: number) => !timetable.schoolDays.includes(day);
  if (timetable.slots.length === 0 && timetable.subjects.length > 0) return <EmptyState>{t("timetables.empty")}</EmptyState>;
  if (timetable.slots.length === 0) return null;
  return (
    <>
      <Box visibleFrom="sm" data-testid="week-grid">
        <Table.ScrollContainer minWidth={Math.max(560, 120 + days.length * 130)}>
          <Table withTableBorder withColumnBorders layout="fixed" verticalSpacing={6} horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={110}>{t("timetables.time")}</Table.Th>
                {days.map((day) => (
                  <Table.Th key={day} ta="center">
                    {dayName(day)}
                    {offDay(day) && (
                      <Text span display="block" size="xs" c="dimmed" fw={400}>
                        {t("timetables.notSchoolDay")}
                      </Text>
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.startMinute}-${row.endMinute}`}>
                  <Table.Th scope="row" fw={500} fz="sm" style={{ whiteSpace: "nowrap" }}>
                    {ltr(t("teaching.timeRange", { start: formatTime(row.startMinute), end: formatTime(row.endMinute) }))}
                  </Table.Th>
                  {days.map((day) => (
                    <Table.Td key={day} valign="top">
                      <Stack gap={4}>
                        {(row.days.get(day) ?? []).map((slot) => (
                          <SlotCard key={slot.id} slot={slot} timetable={timetable} onEdit={onEdit} />
                        ))}
                      </Stack>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack hiddenFrom="sm" gap="md" data-testid="week-days">
        {days.map((day) => {
          const slots = daySlots(timetable.slots, day);
          return (
            <Stack key={day} gap={6} component="section" aria-label={dayName(day)}>
              <Group justify="space-between" gap="xs">
                <Title order={2} fz="h4">
                  {dayName(day)}
                </Title>
                {offDay(day) && (
                  <Text size="xs" c="dimmed">
                    {t("timetables.notSchoolDay")}
                  </Text>
                )}
              </Group>
              {slots.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t("teaching.day.noSession")}
                </Text>
              ) : (
                slots.map((slot) => <SlotCard key={slot.id} slot={slot} timetable={timetable} onEdit={onEdit} withTime />)
              )}
            </Stack>
          );
        })}
      </Stack>
    </>
  );
}

/** One session of the week; a tap opens it in the editor. */
function SlotCard({ slot, timetable, onEdit, withTime }: { slot: Slot; timetable: ClassTimetable; onEdit: (draft: SlotDraft) => void; withTime?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const index = timetable.subjects.findIndex((s) => s.id === slot.classSubjectId);
  const subject = timetable.subjects[index];
  const group = timetable.groups.find((g) => g.id === slot.groupId);
  const color = COLORS[Math.max(0, index) % COLORS.length];
  // "Salle 12", but "Salle info" rather than "Salle Salle info"
  const word = t("teaching.room", { room: "" }).trim().toLocaleLowerCase(locale);
  const roomLabel = (room: string) => (room.toLocaleLowerCase(locale).startsWith(word) ? room : t("teaching.room", { room }));
  const time = ltr(t("teaching.timeRange", { start: formatTime(slot.startMinute), end: formatTime(slot.endMinute) }));
  return (
    <UnstyledButton
      onClick={() => onEdit({ id: slot.id, slot })}
      data-testid="slot"
      p={6}
      style={{
        display: "block",
        width: "100%",
        borderRadius: "var(--mantine-radius-sm)",
        background: `var(--mantine-color-${color}-light)`,
        borderInlineStart: `4px solid var(--mantine-color-${color}-filled)`,
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {withTime && (
          <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
            {time}
          </Text>
        )}
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} lh={1.3}>
            {subject ? localName(locale, subject.subject) : "—"}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3}>
            {subject?.teacher?.name ?? t("timetables.noTeacher")}
          </Text>
          {(group || slot.room) && (
            <Group gap={4} mt={2}>
              {group && (
                <Badge size="xs" variant="outline" color={color} style={{ textTransform: "none" }}>
                  {t("teaching.group", { name: group.name })}
                </Badge>
              )}
              {slot.room && (
                <Badge size="xs" variant="default" style={{ textTransform: "none" }}>
                  {roomLabel(slot.room)}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
