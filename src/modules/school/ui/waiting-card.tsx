import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { formatDay, localName } from "~/ui/format";
import { ButtonLink } from "~/ui/links";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { formatDinars } from "~/lib/money";
import type { Waiting } from "~/modules/school/server/waiting";

/** U+2068 … U+2069: a name or a title someone typed, kept whole inside a sentence of the other direction */
const fsi = (text: string) => `\u2068${text}\u2069`;

/**
 * What waits for this person, first on the dashboard (issue 48): one line per thing to do — to justify, to pay, to
 * answer, to read, to attend, homework due; for a teacher the attendance to take, justifications to decide, marks
 * missing and families waiting — each with the button that does it. Server-rendered: no script of its own.
 */
export function WaitingCard({
  locale,
  items,
  elsewhere = [],
}: {
  locale: Locale;
  items: Waiting[];
  elsewhere?: { name: string; slug: string; count: number }[];
}) {
  const at = (d: Date) =>
    new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
      weekday: "long",
      day: "numeric",
      month: "long",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "Africa/Algiers",
    }).format(d);
  const day = (iso: string) => formatDay(locale, iso, "weekday");
  const line = (w: Waiting): { text: string; action: string } => {
    switch (w.kind) {
      case "justify":
        return {
          text: t(locale, "waiting.justify", { count: w.count, child: fsi(w.child) }),
          action: t(locale, "waiting.action.justify"),
        };
      case "pay":
        return {
          text: t(locale, "waiting.pay", { amount: formatDinars(w.amount, locale), child: fsi(w.child) }),
          action: t(locale, "waiting.action.pay"),
        };
      case "homework":
        return {
          text: w.child
            ? t(locale, "waiting.homeworkOf", { count: w.count, due: day(w.due), child: fsi(w.child) })
            : t(locale, "waiting.homework", { count: w.count, due: day(w.due) }),
          action: t(locale, "waiting.action.see"),
        };
      case "answer":
        return {
          text: w.deadline
            ? t(locale, "waiting.answerBy", {
                title: fsi(w.title),
                child: fsi(w.child),
                deadline: formatDay(locale, w.deadline.toISOString().slice(0, 10), "medium"),
              })
            : t(locale, "waiting.answer", { title: fsi(w.title), child: fsi(w.child) }),
          action: t(locale, "waiting.action.answer"),
        };
      case "read":
        return { text: t(locale, "waiting.read", { title: fsi(w.title) }), action: t(locale, "waiting.action.read") };
      case "messages":
        return { text: t(locale, "waiting.messages", { count: w.count }), action: t(locale, "waiting.action.read") };
      case "meeting":
        return {
          text: t(locale, "waiting.meeting", { teacher: fsi(w.teacher), at: at(w.at), child: fsi(w.child) }),
          action: t(locale, "waiting.action.see"),
        };
      case "evaluation":
        return {
          text: t(locale, "waiting.evaluation", { subject: localName(locale, w.subject), on: day(w.on) }),
          action: t(locale, "waiting.action.see"),
        };
      case "attendance":
        return {
          text: t(locale, "waiting.attendance", { count: w.count }),
          action: t(locale, "waiting.action.attendance"),
        };
      case "decide":
        return { text: t(locale, "waiting.decide", { count: w.count }), action: t(locale, "waiting.action.decide") };
      case "marks":
        return { text: t(locale, "waiting.marks", { count: w.count }), action: t(locale, "waiting.action.marks") };
      case "unanswered":
        return {
          text: t(locale, "waiting.unanswered", { count: w.count }),
          action: t(locale, "waiting.action.answer"),
        };
    }
  };
  return (
    <Card withBorder padding="lg" data-testid="waiting">
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {t(locale, "waiting.title")}
        </Title>
        {elsewhere.map((e) => (
          <Text key={e.slug} size="sm" c="dimmed" data-testid="waiting-elsewhere">
            {t(locale, "waiting.elsewhere", { school: fsi(e.name), count: e.count })}
          </Text>
        ))}
        {items.length === 0 ? (
          <Text c="dimmed" data-testid="waiting-none">
            {t(locale, "waiting.none")}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {items.map((w, i) => {
              const { text, action } = line(w);
              return (
                <Group key={i} component="li" justify="space-between" wrap="nowrap" gap="sm" data-waiting={w.kind}>
                  <Text style={{ flex: 1, minWidth: 0 }}>{text}</Text>
                  <ButtonLink href={localizedPath(locale, w.href)} size="xs" variant="light" style={{ flexShrink: 0 }}>
                    {action}
                  </ButtonLink>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
