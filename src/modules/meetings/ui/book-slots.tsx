"use client";

import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "~/ui/shell/toast";
import { errorMessage, fieldErrorsOfError, useLocale, useT } from "~/i18n/client";
import { MEETING_NOTE_MAX } from "~/modules/meetings/domain/constants";
import { meetingDay, slotTime } from "~/modules/meetings/domain/format";
import { useLazyMutation } from "~/ui/trpc/lazy";
import classes from "./meetings.module.css";

interface Teacher {
  id: string;
  name: string;
  label: string;
  slots: { id: string; startsAt: Date; endsAt: Date; place: string }[];
}

/**
 * A child's teachers with their free slots, day by day: a parent picks one, may say what it is about, and books it.
 * A slot taken meanwhile says so, and the list redraws. A refusal of the slot itself (the child already has a meeting
 * to come with this teacher) is said in the form, beside the button, and the choice stays.
 */
export function BookSlots({ studentId, teachers }: { studentId: string; teachers: Teacher[] }) {
  const t = useT();
  const locale = useLocale();
  const router = useRouter();
  const [chosen, setChosen] = useState<string | null>(null);
  const [note, setNote] = useState("");
  const [slotError, setSlotError] = useState<string | null>(null);
  const book = useLazyMutation((trpc, input: { slotId: string; studentId: string; note: string }) =>
    trpc.meetings.book.mutate(input),
  );
  const days = (slots: Teacher["slots"]) => {
    const byDay = new Map<string, Teacher["slots"]>();
    for (const s of slots) {
      const key = meetingDay(locale, s.startsAt);
      byDay.set(key, [...(byDay.get(key) ?? []), s]);
    }
    return [...byDay];
  };
  return (
    <Stack>
      {teachers.map((teacher) => (
        <section key={teacher.id} data-testid="teacher-slots">
          <Text fw={700}>
            <bdi>{teacher.label}</bdi>
          </Text>
          {days(teacher.slots).map(([day, slots]) => (
            <div key={day} className={classes.day}>
              <Text size="sm" c="dimmed">
                {day}
              </Text>
              <div className={classes.slots} role="group" aria-label={`${teacher.name} — ${day}`}>
                {slots.map((s) => (
                  <Button
                    key={s.id}
                    size="compact-sm"
                    variant={chosen === s.id ? "filled" : "default"}
                    aria-pressed={chosen === s.id}
                    onClick={() => {
                      setChosen(s.id);
                      setSlotError(null);
                    }}
                    data-testid="free-slot"
                  >
                    {slotTime(locale, s.startsAt)}
                  </Button>
                ))}
              </div>
            </div>
          ))}
        </section>
      ))}
      {chosen && (
        <form
          noValidate
          data-testid="book-form"
          onSubmit={async (e) => {
            e.preventDefault();
            try {
              await book.mutateAsync({ slotId: chosen, studentId, note });
              toast.success(t("meetings.booked"));
              setChosen(null);
              setNote("");
              router.refresh();
            } catch (error) {
              const field = fieldErrorsOfError(error)?.slotId;
              if (field) {
                setSlotError(t(field.key, field.values));
                return;
              }
              const message = errorMessage(error);
              toast.error(t(message.key, message.values));
              setChosen(null);
              router.refresh();
            }
          }}
        >
          <Group align="flex-end">
            <TextInput
              label={t("meetings.note")}
              name="note"
              maxLength={MEETING_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              type="submit"
              loading={book.isPending}
              data-testid="book"
              aria-describedby={slotError ? "book-slot-error" : undefined}
            >
              {t("meetings.book")}
            </Button>
          </Group>
          {slotError && (
            <Text id="book-slot-error" role="alert" size="sm" c="red" mt="xs" data-testid="book-error">
              {slotError}
            </Text>
          )}
        </form>
      )}
    </Stack>
  );
}
