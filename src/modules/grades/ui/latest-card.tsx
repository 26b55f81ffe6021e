import { Card, Group, Text } from "@mantine/core";
import { AnchorLink } from "~/ui/links";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { formatHundredths } from "~/modules/grades/domain/format";
/**
 * The dashboard's line per child (or for the student): their newest published report card, as `dashboard.home`
 * read it through the same service as /report-cards, so an unpublished card never shows here either.
 */
export function LatestCards({
  locale,
  cards,
  termType,
}: {
  locale: Locale;
  cards: {
    studentId: string;
    own: boolean;
    name: string;
    card: { id: string; term: number; average: number | null; outOf: number };
  }[];
  termType: string;
}) {
  if (!cards.length) return null;
  return (
    <>
      {cards.map(({ studentId, own, name, card }) => (
        <Card withBorder padding="md" key={studentId} data-testid="latest-card">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={700}>
                {own
                  ? t(locale, "reportCards.latestOwn", {
                      term: t(locale, "reportCards.termName", { type: termType, number: card.term }),
                    })
                  : t(locale, "reportCards.latestOf", {
                      name,
                      term: t(locale, "reportCards.termName", { type: termType, number: card.term }),
                    })}
              </Text>
              <AnchorLink href={localizedPath(locale, `/report-cards/${card.id}`)} size="sm">
                {t(locale, "reportCards.open")}
              </AnchorLink>
            </div>
            <Text
              fw={800}
              fz="xl"
              style={{ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap", flexShrink: 0 }}
              data-testid="latest-card-figure"
            >
              {formatHundredths(locale, card.average)}
              <Text span size="sm" c="dimmed">
                {" "}
                / {card.outOf}
              </Text>
            </Text>
          </Group>
        </Card>
      ))}
    </>
  );
}
