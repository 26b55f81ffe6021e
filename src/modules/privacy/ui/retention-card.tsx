import { Card, Stack, Text } from "@mantine/core";
import { CardHeading } from "~/ui/card-heading";
import { AnchorLink } from "~/ui/links";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { retentionText } from "./retention-text";

/**
 * /settings (issue 34): how long the school's data is kept — its own years for textbook entries and homework, the
 * platform's rules for the rest — and its data-protection officer; edited on /privacy/school. Server-rendered.
 */
export function RetentionCard({
  locale,
  settings,
}: {
  locale: Locale;
  settings: { dpoName: string | null; dpoEmail: string | null; keepSchoolWorkYears: number };
}) {
  const say = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  return (
    <Card withBorder padding="lg" data-testid="retention-card">
      <Stack gap="xs">
        <CardHeading title={say("privacy.settings.title")} help={say("privacy.settings.help")} />
        <ul style={{ margin: 0, paddingInlineStart: "1.25rem", fontSize: "var(--mantine-font-size-sm)" }}>
          <li>
            {say("privacy.settings.line", {
              what: say("privacy.settings.schoolWork"),
              how: retentionText(say, "schoolWork", settings.keepSchoolWorkYears),
            })}
          </li>
          <li>
            {say("privacy.settings.line", {
              what: say("privacy.settings.records"),
              how: retentionText(say, "schoolRecords"),
            })}
          </li>
          <li>
            {say("privacy.settings.line", { what: say("privacy.settings.logs"), how: retentionText(say, "logs") })}
          </li>
          <li>
            {say("privacy.settings.line", { what: say("privacy.settings.ads"), how: retentionText(say, "expiredAds") })}
          </li>
        </ul>
        <Text size="sm">
          {say("privacy.settings.line", {
            what: say("privacy.settings.dpo"),
            how: [settings.dpoName, settings.dpoEmail].filter(Boolean).join(" · ") || say("privacy.settings.noDpo"),
          })}
        </Text>
        <AnchorLink href={localizedPath(locale, "/privacy/school")} size="sm">
          {say("privacy.settings.edit")}
        </AnchorLink>
      </Stack>
    </Card>
  );
}
