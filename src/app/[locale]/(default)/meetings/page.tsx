import { Card, Container, Stack, Text, Title } from "@mantine/core";
import { BookSlots } from "~/modules/meetings/ui/book-slots";
import { CancelMeeting, RemoveSlot } from "~/modules/meetings/ui/meeting-actions";
import classes from "~/modules/meetings/ui/meetings.module.css";
import { RunForm } from "~/modules/meetings/ui/run-form";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { localName } from "~/lib/local-name";
import { meetingDay, meetingMoment, slotTime } from "~/modules/meetings/domain/format";
import { api } from "~/platform/api/server-caller";

export const generateMetadata = pageMetadata("meetings.title");

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /meetings: a parent's meetings to come (cancel with a reason) and, per child (?child=), the free slots of the
 * child's teachers to book; a teacher's reception slots (publish, remove a free one, cancel a booked one); for the
 * school's administrators, a parent-teacher day to open and the meetings of a day (?day=). Server-rendered; the
 * forms and buttons are the only JavaScript.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ child?: string; day?: string }>;
}) {
  const { locale, school } = await schoolPage(params, "/meetings");
  const query = await searchParams;
  const caller = await api();
  const mine = await pageRead(caller.meetings.mine({ schoolId: school.id }));
  const child = mine.children.find((c) => c.id === query.child) ?? mine.children[0] ?? null;
  const day =
    typeof query.day === "string" && DAY.test(query.day)
      ? query.day
      : new Date(Date.now() + 3600_000).toISOString().slice(0, 10);
  const [bookable, dayList] = await Promise.all([
    child ? pageRead(caller.meetings.bookable({ schoolId: school.id, studentId: child.id })) : null,
    mine.admin ? pageRead(caller.meetings.day({ schoolId: school.id, date: day })) : null,
  ]);
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        <Title order={1}>{t(locale, "meetings.title")}</Title>
        {mine.days.length > 0 && (
          <Card withBorder data-testid="meeting-days">
            <Text fw={700}>{t(locale, "meetings.days")}</Text>
            {mine.days.map((d) => (
              <Text key={d.id} size="sm">
                <bdi>{d.title}</bdi> · {meetingDay(locale, d.startsAt)}
              </Text>
            ))}
          </Card>
        )}
        {mine.children.length > 0 && (
          <section>
            <Title order={2} fz="h3" mb="sm">
              {t(locale, "meetings.mine")}
            </Title>
            {mine.meetings.length === 0 ? (
              <Text c="dimmed">{t(locale, "meetings.none")}</Text>
            ) : (
              <ul className={classes.list}>
                {mine.meetings.map((m) => (
                  <li key={m.slotId} className={classes.item} data-booked data-testid="my-meeting">
                    <span>
                      <Text fw={600} span display="block">
                        {meetingMoment(locale, m.startsAt)}
                        {m.place && ` · ${m.place}`}
                      </Text>
                      <Text size="sm" span display="block">
                        {t(locale, "meetings.with", { teacher: m.teacher, student: m.student })}
                      </Text>
                      {m.note && (
                        <Text size="sm" c="dimmed" span display="block" dir="auto">
                          {m.note}
                        </Text>
                      )}
                    </span>
                    <CancelMeeting slotId={m.slotId} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {child && bookable && (
          <section data-testid="book-section">
            <Title order={2} fz="h3" mb="sm">
              {t(locale, "meetings.book")}
            </Title>
            {mine.children.length > 1 && (
              <form method="get" className={classes.dayForm}>
                <label>
                  {t(locale, "meetings.child")}{" "}
                  <select name="child" defaultValue={child.id}>
                    {mine.children.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </label>
                <button type="submit">{t(locale, "meetings.show")}</button>
              </form>
            )}
            {bookable.length === 0 ? (
              <Text c="dimmed">{t(locale, "meetings.noSlot", { child: child.name })}</Text>
            ) : (
              <BookSlots
                studentId={child.id}
                teachers={bookable.map((b) => ({
                  id: b.id,
                  name: b.name,
                  label: `${b.name} — ${b.subjects.map((s) => localName(locale, s)).join(", ")}`,
                  slots: b.slots,
                }))}
              />
            )}
          </section>
        )}
        {mine.publishes && (
          <section>
            <Title order={2} fz="h3" mb="sm">
              {t(locale, "meetings.slots")}
            </Title>
            {mine.slots.length === 0 ? (
              <Text c="dimmed" mb="sm">
                {t(locale, "meetings.noSlots")}
              </Text>
            ) : (
              <ul className={classes.list}>
                {mine.slots.map((s) => (
                  <li
                    key={s.id}
                    className={classes.item}
                    data-booked={s.booking ? true : undefined}
                    data-testid="my-slot"
                  >
                    <span>
                      <Text fw={600} span display="block">
                        {meetingMoment(locale, s.startsAt)}–{slotTime(locale, s.endsAt)}
                        {s.place && ` · ${s.place}`}
                      </Text>
                      <Text size="sm" span display="block" c={s.booking ? undefined : "dimmed"}>
                        {s.booking
                          ? t(locale, "meetings.bookedBy", {
                              parent: s.booking.parent ?? "—",
                              student: s.booking.student,
                            })
                          : t(locale, "meetings.free")}
                      </Text>
                      {s.booking?.note && (
                        <Text size="sm" c="dimmed" span display="block" dir="auto">
                          {s.booking.note}
                        </Text>
                      )}
                    </span>
                    {s.booking ? <CancelMeeting slotId={s.id} /> : <RemoveSlot slotId={s.id} />}
                  </li>
                ))}
              </ul>
            )}
            <Card withBorder mt="md">
              <Text fw={700} mb="xs">
                {t(locale, "meetings.publish")}
              </Text>
              <RunForm schoolId={school.id} kind="publish" />
            </Card>
          </section>
        )}
        {mine.admin && dayList && (
          <section>
            <Title order={2} fz="h3" mb="sm">
              {t(locale, "meetings.school")}
            </Title>
            <form method="get" className={classes.dayForm}>
              <label>
                {t(locale, "meetings.date")} <input type="date" name="day" defaultValue={day} dir="ltr" />
              </label>
              <button type="submit">{t(locale, "meetings.show")}</button>
            </form>
            <Text fw={600} mt="sm">
              {t(locale, "meetings.schoolDay", { date: meetingDay(locale, new Date(`${day}T12:00:00Z`)) })}
            </Text>
            {dayList.length === 0 ? (
              <Text c="dimmed">{t(locale, "meetings.noneThatDay")}</Text>
            ) : (
              <ul className={classes.list}>
                {dayList.map((m) => (
                  <li key={m.id} className={classes.item} data-booked data-testid="day-meeting">
                    <span>
                      <Text fw={600} span display="block">
                        {slotTime(locale, m.startsAt)}–{slotTime(locale, m.endsAt)} · <bdi>{m.teacher}</bdi>
                      </Text>
                      <Text size="sm" span display="block">
                        {t(locale, "meetings.bookedBy", { parent: m.parent ?? "—", student: m.student })}
                      </Text>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            <Card withBorder mt="md">
              <Text fw={700} mb="xs">
                {t(locale, "meetings.openDay")}
              </Text>
              <RunForm schoolId={school.id} kind="day" />
            </Card>
          </section>
        )}
      </Stack>
    </Container>
  );
}
