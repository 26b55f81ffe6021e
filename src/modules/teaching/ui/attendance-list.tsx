"use client";

import { Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { useT } from "~/i18n/client";
import { ATTENDANCE_STATUSES, type AttendanceStatusKey } from "~/modules/teaching/domain/constants";

export interface AttendanceStudent {
  id: string;
  name: string;
  status: AttendanceStatusKey;
}

/** The changes to send: only the students whose mark differs from what the screen loaded. */
export function changedMarks(students: readonly AttendanceStudent[], marks: Record<string, AttendanceStatusKey>) {
  return students
    .filter((s) => marks[s.id] && marks[s.id] !== s.status)
    .map((s) => ({ studentId: s.id, status: marks[s.id]! }));
}

/**
 * Every student of the session, present by default; one tap sets "present without report" or "absent". The name
 * sits above its choice on a phone, beside it on a wide screen.
 */
export function AttendanceList({
  students,
  marks,
  onChange,
  disabled,
}: {
  students: readonly AttendanceStudent[];
  marks: Record<string, AttendanceStatusKey>;
  onChange: (studentId: string, status: AttendanceStatusKey) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const absents = students.filter((s) => (marks[s.id] ?? s.status) === "ABSENT").length;
  return (
    <Stack gap={4} data-testid="attendance">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t("attendance.summary", { count: students.length, absents })}
      </Text>
      {students.map((s) => {
        const value = marks[s.id] ?? s.status;
        return (
          <Group
            key={s.id}
            justify="space-between"
            gap={4}
            py={4}
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
            data-testid="attendance-row"
            data-status={value}
          >
            <Text
              size="sm"
              fw={value === "ABSENT" ? 700 : 400}
              c={value === "ABSENT" ? "red.8" : undefined}
              id={`student-${s.id}`}
            >
              {s.name}
            </Text>
            <SegmentedControl
              size="xs"
              disabled={disabled}
              aria-labelledby={`student-${s.id}`}
              value={value}
              onChange={(next) => onChange(s.id, next as AttendanceStatusKey)}
              color={value === "ABSENT" ? "red" : value === "PRESENT_NO_REPORT" ? "orange" : undefined}
              data={ATTENDANCE_STATUSES.map((status) => ({ value: status, label: t(`attendance.short.${status}`) }))}
            />
          </Group>
        );
      })}
    </Stack>
  );
}
