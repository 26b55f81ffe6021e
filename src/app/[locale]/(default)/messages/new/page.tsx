import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { weekdays } from "~/modules/messages/ui/format";
import { NewMessageForm, type Recipient } from "~/modules/messages/ui/new-message-form";
import { pageRead, schoolPage } from "~/modules/school/ui/school-page";
import { localizedPath } from "~/i18n/config";
import { pageMetadata } from "~/i18n/page";
import { t } from "~/i18n/server";
import { localName } from "~/lib/local-name";
import { api } from "~/platform/api/server-caller";
import { can, familyCan, hasRole } from "~/platform/auth/actor";

export const generateMetadata = pageMetadata("messages.new");

/**
 * /messages/new[?to=<value>]: whom I may write to, named in my language — a parent's children's teachers (with their
 * subjects) and the school's office, per child; for staff, the parents of the pupils they teach and their colleagues.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ to?: string }>;
}) {
  // a pupil too: the school's rules decide (messages.contacts refuses a pupil where it does not allow it)
  const { locale, school } = await schoolPage(
    params,
    "/messages/new",
    (actor, s) =>
      can(actor, "message.send", s.id) || familyCan(actor, "message.send", s.id) || hasRole(actor, "STUDENT", s.id),
  );
  const contacts = await pageRead((await api()).messages.contacts({ schoolId: school.id }));
  const several = contacts.children.length > 1;
  const about = (name: string) => (several ? ` · ${name}` : "");
  const recipients: Recipient[] = [
    ...contacts.children.flatMap((child) => [
      ...child.teachers.map((teacher) => ({
        value: `${teacher.id}|${child.id}`,
        label: `${t(locale, "messages.teacherOf", { name: teacher.name, subjects: teacher.subjects.map((s) => localName(locale, s)).join(", ") })}${about(child.name)}`,
        to: teacher.id,
        studentId: child.id,
      })),
      {
        value: `office|${child.id}`,
        label: `${t(locale, "messages.office")}${about(child.name)}`,
        to: "office",
        studentId: child.id,
      },
    ]),
    ...contacts.families.flatMap((family) =>
      family.parents.map((parent) => ({
        value: `${parent.id}|${family.studentId}`,
        label: t(locale, "messages.parentOf", {
          parent: parent.name,
          student: family.student,
          class: family.className,
        }),
        to: parent.id,
        studentId: family.studentId,
      })),
    ),
    ...contacts.colleagues.map((c) => ({
      value: `${c.id}|`,
      label: `${c.name} (${t(locale, "messages.colleagues")})`,
      to: c.id,
      studentId: null,
    })),
    ...(contacts.self?.teachers ?? []).map((teacher) => ({
      value: `${teacher.id}|${contacts.self!.id}`,
      label: t(locale, "messages.teacherOf", {
        name: teacher.name,
        subjects: teacher.subjects.map((s) => localName(locale, s)).join(", "),
      }),
      to: teacher.id,
      studentId: contacts.self!.id,
    })),
  ];
  const { to } = await searchParams;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Anchor href={localizedPath(locale, "/messages")} size="sm">
          {t(locale, "messages.back")}
        </Anchor>
        <Title order={1}>{t(locale, "messages.new")}</Title>
        {contacts.children.length > 0 && (
          <Text size="sm" c="dimmed" data-testid="teachers-hours">
            {t(locale, "messages.teachersHours", {
              days: weekdays(locale, contacts.rules.days),
              from: contacts.rules.hoursFrom,
              to: contacts.rules.hoursTo,
            })}
          </Text>
        )}
        {recipients.length === 0 ? (
          <Text c="dimmed">{t(locale, "messages.nobody")}</Text>
        ) : (
          <NewMessageForm schoolId={school.id} recipients={recipients} initial={to ?? null} />
        )}
      </Stack>
    </Container>
  );
}
