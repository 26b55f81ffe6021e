import { Card, Group, Text } from "@mantine/core";
import { AnchorLink } from "~/features/ui/links";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { formatHundredths } from "~/lib/grades/format";
import type { Actor } from "~/server/auth/actor";
import { db } from "~/server/db";
import { studentCards } from "~/server/services/grades/report-cards";
import { familyStudents } from "~/server/services/teaching/access";

/**
 * The dashboard's line per child (or for the student): their newest published report card — through the same
 * service as /report-cards, so an unpublished card never shows here either.
 */
export async function LatestCards({ locale, actor, schoolId, termType }: { locale: Locale; actor: Actor; schoolId: string; termType: string }) {
  const students = await familyStudents(db, actor, schoolId);
  const latest = (await Promise.all(students.map(async (s) => ({ student: s, card: (await studentCards(db, actor, { studentId: s.id })).cards[0] })))).filter((l) => l.card);
  if (!latest.length) return null;
  return (
    <>
      {latest.map(({ student, card }) => (
        <Card withBorder padding="md" key={student.id} data-testid="latest-card">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={700}>
                {student.userId === actor.userId
                  ? t(locale, "reportCards.latestOwn", { term: t(locale, "reportCards.termName", { type: termType, number: card!.term }) })
                  : t(locale, "reportCards.latestOf", { name: student.user.name, term: t(locale, "reportCards.termName", { type: termType, number: card!.term }) })}
              </Text>
              <AnchorLink href={localizedPath(locale, `/report-cards/${card!.id}`)} size="sm">
                {t(locale, "reportCards.open")}
              </AnchorLink>
            </div>
            <Text fw={800} fz="xl" style={{ fontVariantNumeric: "tabular-nums" }}>
              {formatHundredths(locale, card!.average)}
              <Text span size="sm" c="dimmed">
                {" "}
                / {card!.outOf}
              </Text>
            </Text>
          </Group>
        </Card>
      ))}
    </>
  );
}
