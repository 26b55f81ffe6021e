"use client";

import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Stack,
  Text,
  Title,
  UnstyledButton,
  type ButtonProps,
} from "@mantine/core";
import { Table } from "~/ui/table";
import Link from "next/link";
import { lazy, useState } from "react";
import { Dialog, prefetchDialog } from "~/ui/dialog";
import { LazySelect } from "~/ui/lazy-select";
import { ConfirmButton, EmptyState, PageHeader, useRunAction } from "~/ui/actions";
import { useUrlParams } from "~/ui/url-state";
import { useLocale, useT } from "~/i18n/client";
import { localizedPath } from "~/i18n/config";
import { daySlots, weekColumns, weekRows } from "~/modules/teaching/domain/week-grid";
import type { getClassTimetable } from "~/modules/teaching/server/get-class-timetable";
import { useLazyMutation } from "~/ui/trpc/lazy";
import { formatTime, localName, roomLabel, weekdayCode } from "~/ui/format";

export type ClassTimetable = Awaited<ReturnType<typeof getClassTimetable>>;
type Slot = ClassTimetable["slots"][number];
export type ClassGroup = ClassTimetable["groups"][number];

/** What the slot editor opens on: a stored slot, or a new one (optionally on a given day and time band). */
export interface SlotDraft {
  id?: string;
  slot?: Slot;
  weekday?: number;
  startMinute?: number;
  endMinute?: number;
}

// the editors (forms, their selects, the clash check) load when a dialog first opens, or as the pointer or the
// focus reaches the button that opens one
const loadEditors = () => import("./timetable-editors");
const SlotForm = lazy(() => loadEditors().then((m) => ({ default: m.SlotForm })));
const GroupForm = lazy(() => loadEditors().then((m) => ({ default: m.GroupForm })));
const CopyForm = lazy(() => loadEditors().then((m) => ({ default: m.CopyForm })));
const CarryOverForm = lazy(() => loadEditors().then((m) => ({ default: m.CarryOverForm })));
const prefetchEditors = () => {
  prefetchDialog();
  void loadEditors();
};
const prefetch = { onPointerEnter: prefetchEditors, onFocus: prefetchEditors };

/** Subject colours of the week: one per subject of the class, in the class's subject order. */
const COLORS = [
  "blue",
  "teal",
  "grape",
  "orange",
  "cyan",
  "pink",
  "lime",
  "indigo",
  "red",
  "yellow",
  "violet",
  "green",
] as const;

/** Keeps the time range in reading order inside Arabic text ("08:00 – 09:00", never "09:00 – 08:00"). */
const ltr = (text: string) => `\u2066${text}\u2069`;

/** Long action labels wrap on a phone instead of being cut (Arabic marks above the line included). */
const wrapping: ButtonProps["styles"] = {
  root: { height: "auto", minHeight: 36, paddingBlock: 8 },
  inner: { height: "auto", justifyContent: "flex-start" },
  label: { whiteSpace: "normal", overflow: "visible", height: "auto", lineHeight: 1.5, textAlign: "start" },
};

/**
 * /timetables: an administrator builds each class's weekly timetable (a grid on wide screens, a day list on a
 * phone), its groups, and copies timetables to another class or the next school year. Rendered from the server's
 * data for the class in the address (?class=, else the first of the current year); a change renders the page
 * again (useRefresh).
 */
export function TimetablesScreen({
  years,
  yearId,
  classes,
  timetable,
}: {
  years: { id: string; name: string }[];
  yearId?: string;
  classes: { id: string; name: string; slug: string }[];
  timetable: ClassTimetable | null;
}) {
  const t = useT();
  const locale = useLocale();
  const url = useUrlParams();
  const [editing, setEditing] = useState<SlotDraft | null>(null);
  const year = years.find((y) => y.id === yearId);
  const cls = classes.find((c) => c.id === timetable?.id);

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
  const data = timetable;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t("nav.timetables")}
        subtitle={year ? ltr(year.name) : undefined}
        actions={
          <>
            {/* a searchable choice among many classes: Mantine's Select, whose code follows the page's */}
            <LazySelect
              aria-label={t("timetables.class")}
              name="class"
              data-testid="timetable-class"
              searchable
              allowDeselect={false}
              data={classes.map((c) => ({ value: c.id, label: c.name }))}
              value={data?.id ?? null}
              onChange={(id) => {
                if (id) url.set({ class: id });
              }}
              w={150}
            />
            {data && data.subjects.length > 0 && (
              <Button data-testid="add-slot" onClick={() => setEditing({})} {...prefetch}>
                {t("timetables.addSlot")}
              </Button>
            )}
          </>
        }
      />
      {!data ? (
        <EmptyState>{t("timetables.noClass")}</EmptyState>
      ) : (
        <Stack gap="lg" style={{ opacity: url.pending ? 0.6 : 1 }}>
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
              <CopyButton timetable={data} classes={classes} />
              <CarryOverButton timetable={data} years={years} />
            </Group>
          </Card>
        </Stack>
      )}
      <Dialog
        closeLabel={t("timetables.close")}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.id ? t("timetables.editSlot") : t("timetables.addSlot")}
      >
        {editing && data && <SlotForm timetable={data} draft={editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </Stack>
  );
}

/** The class's groups: a name and some of the class's students each. */
function GroupsCard({ timetable }: { timetable: ClassTimetable }) {
  const t = useT();
  const run = useRunAction();
  const remove = useLazyMutation((trpc, input: { id: string }) => trpc.timetable.deleteGroup.mutate(input));
  const [editing, setEditing] = useState<ClassGroup | "new" | null>(null);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" gap="xs" mb={4}>
        <Title order={2} fz="h4">
          {t("timetables.groups")}
        </Title>
        <Button size="xs" variant="light" onClick={() => setEditing("new")} {...prefetch}>
          {t("timetables.groups.new")}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t("timetables.groups.hint")}
      </Text>
      {timetable.groups.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          {t("timetables.groups.none")}
        </Text>
      ) : (
        <Stack gap={6}>
          {timetable.groups.map((group) => (
            <Group key={group.id} justify="space-between" gap="xs" wrap="nowrap" data-testid="group-row">
              <Group gap="xs" style={{ minWidth: 0 }}>
                <Text fw={600}>{group.name}</Text>
                <Badge variant="light" style={{ textTransform: "none" }}>
                  {t("timetables.groups.count", { count: group.studentIds.length })}
                </Badge>
              </Group>
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => setEditing(group)} {...prefetch}>
                  {t("common.edit")}
                </Button>
                <ConfirmButton label={t("common.delete")} onConfirm={() => run(remove.mutateAsync({ id: group.id }))} />
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Dialog
        closeLabel={t("timetables.close")}
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("timetables.groups.new") : t("common.edit")}
      >
        {editing && (
          <GroupForm
            timetable={timetable}
            group={editing === "new" ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
    </Card>
  );
}

/** "Copy this timetable to another class": the button, and its dialog (loaded when it first opens). */
function CopyButton({ timetable, classes }: { timetable: ClassTimetable; classes: { id: string; name: string }[] }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  const others = classes.filter((c) => c.id !== timetable.id);
  return (
    <>
      <Button
        variant="default"
        onClick={() => setOpened(true)}
        {...prefetch}
        disabled={timetable.slots.length === 0 || others.length === 0}
        styles={wrapping}
        w={{ base: "100%", sm: "auto" }}
      >
        {t("timetables.copy")}
      </Button>
      <Dialog
        closeLabel={t("timetables.close")}
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("timetables.copy")}
      >
        {opened && <CopyForm timetable={timetable} classes={classes} onClose={() => setOpened(false)} />}
      </Dialog>
    </>
  );
}

/** "Carry the timetables over to another school year": the button, and its dialog (loaded when it first opens). */
function CarryOverButton({ timetable, years }: { timetable: ClassTimetable; years: { id: string; name: string }[] }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        onClick={() => setOpened(true)}
        {...prefetch}
        styles={wrapping}
        w={{ base: "100%", sm: "auto" }}
      >
        {t("timetables.carry")}
      </Button>
      <Dialog
        closeLabel={t("timetables.close")}
        opened={opened}
        onClose={() => setOpened(false)}
        title={t("timetables.carry")}
      >
        {opened && <CarryOverForm timetable={timetable} years={years} onClose={() => setOpened(false)} />}
      </Dialog>
    </>
  );
}

/** The week: a grid (rows by time, a column per school day) from the sm breakpoint, a list of days below it. */
function Week({ timetable, onEdit }: { timetable: ClassTimetable; onEdit: (draft: SlotDraft) => void }) {
  const t = useT();
  const days = weekColumns(timetable.schoolDays, timetable.slots);
  const rows = weekRows(timetable.slots);
  const dayName = (day: number) => t("weekday.long", { day: weekdayCode(day) });
  const offDay = (day: number) => !timetable.schoolDays.includes(day);
  if (timetable.slots.length === 0 && timetable.subjects.length > 0)
    return <EmptyState>{t("timetables.empty")}</EmptyState>;
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
                    {ltr(
                      t("teaching.timeRange", { start: formatTime(row.startMinute), end: formatTime(row.endMinute) }),
                    )}
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
                slots.map((slot) => (
                  <SlotCard key={slot.id} slot={slot} timetable={timetable} onEdit={onEdit} withTime />
                ))
              )}
            </Stack>
          );
        })}
      </Stack>
    </>
  );
}

/** One session of the week; a tap opens it in the editor. */
function SlotCard({
  slot,
  timetable,
  onEdit,
  withTime,
}: {
  slot: Slot;
  timetable: ClassTimetable;
  onEdit: (draft: SlotDraft) => void;
  withTime?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const index = timetable.subjects.findIndex((s) => s.id === slot.classSubjectId);
  const subject = timetable.subjects[index];
  const group = timetable.groups.find((g) => g.id === slot.groupId);
  const color = COLORS[Math.max(0, index) % COLORS.length];
  // "Salle 12", but "Salle info" rather than "Salle Salle info"
  const room = (name: string) => roomLabel(name, (r) => t("teaching.room", { room: r }));
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
                  {room(slot.room)}
                </Badge>
              )}
            </Group>
          )}
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
