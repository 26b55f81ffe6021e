import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { AnchorLink } from "~/ui/links";
import { localizedPath, type Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { composeBrief } from "~/modules/notify/domain/compose-brief";
import { formatDinars } from "~/lib/money";
import { smsSize } from "~/lib/sms-segments";
import type { RouterOutputs } from "~/ui/trpc/outputs";
import { BriefForm } from "./brief-form";
import { CardHeading } from "~/ui/card-heading";

/**
 * /settings, 'edit school notifications': the weekly brief — its day and hour (the form), its last run, and a real
 * family's brief as it would go out now (the server's HTML; "another family" walks through them by the address).
 */
export function BriefCard({
  locale,
  schoolId,
  settings,
  preview,
}: {
  locale: Locale;
  schoolId: string;
  settings: RouterOutputs["brief"]["settings"];
  preview: RouterOutputs["brief"]["preview"];
}) {
  const say = (key: Parameters<typeof t>[1], values?: Parameters<typeof t>[2]) => t(locale, key, values);
  const week = preview.week;
  const brief = week
    ? composeBrief(say, week, {
        school: preview.school,
        detailed: preview.detailed,
        money: (c) => formatDinars(c, locale),
      })
    : null;
  const size = brief ? smsSize(brief.sms) : null;
  const at = (index: number) => `${localizedPath(locale, "/settings")}?brief=${index}#weekly-brief`;
  return (
    <Card withBorder padding="lg" data-testid="brief-settings" id="weekly-brief">
      <Stack>
        <CardHeading title={say("brief.settings.title")} help={say("brief.settings.help")} />
        <BriefForm schoolId={schoolId} day={settings.day} hour={settings.hour} />
        {settings.last && (
          <Text size="sm" data-testid="brief-last">
            {say("brief.settings.last", {
              day: new Intl.DateTimeFormat(locale === "ar" ? "ar-DZ-u-nu-latn" : locale, {
                dateStyle: "medium",
                timeZone: "UTC",
              }).format(new Date(`${settings.last.day}T00:00:00Z`)),
              families: settings.last.families,
              teachers: settings.last.teachers,
            })}
          </Text>
        )}
        <Stack gap="xs" data-testid="brief-preview">
          <Title order={3} fz="h4">
            {say("brief.preview.title")}
          </Title>
          {!week || !brief ? (
            <Text size="sm" c="dimmed">
              {say("brief.preview.none")}
            </Text>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {say("brief.preview.which", {
                  index: preview.index + 1,
                  total: preview.total,
                  withNews: preview.withNews,
                  parents: week.parents,
                })}
              </Text>
              <Card withBorder padding="sm" bg="var(--mantine-color-gray-light)">
                <Text fw={600} size="sm">
                  {say("brief.mail.title", { child: week.child })}
                </Text>
                {brief.empty ? (
                  <Text size="sm">{say("brief.mail.calm")}</Text>
                ) : (
                  <ul style={{ margin: 0, paddingInlineStart: "1.2rem" }} data-testid="brief-lines">
                    {brief.lines.map((line) => (
                      <li key={line}>
                        <Text size="sm" component="span">
                          {line}
                        </Text>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
              <Text size="sm" data-testid="brief-sms">
                {say("brief.preview.sms", { text: brief.sms })}
              </Text>
              {size && (
                <Text size="xs" c="dimmed" data-testid="brief-sms-size">
                  {say("brief.preview.smsSize", {
                    segments: size.segments,
                    characters: [...brief.sms].length,
                    encoding: size.encoding,
                    cost: formatDinars(size.segments * preview.segmentPrice, locale),
                  })}
                </Text>
              )}
              <Group gap="md">
                {preview.index > 0 && (
                  <AnchorLink href={at(preview.index - 1)} size="sm">
                    {say("brief.preview.previous")}
                  </AnchorLink>
                )}
                {preview.index + 1 < preview.total && (
                  <AnchorLink href={at(preview.index + 1)} size="sm" data-testid="brief-next">
                    {say("brief.preview.next")}
                  </AnchorLink>
                )}
              </Group>
            </>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
