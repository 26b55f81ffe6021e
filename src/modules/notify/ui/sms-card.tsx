import { Card, Stack, Text } from "@mantine/core";
import type { Locale } from "~/i18n/config";
import { t } from "~/i18n/server";
import { formatDinars } from "~/lib/money";
import type { RouterOutputs } from "~/ui/trpc/outputs";
import { SmsForm } from "./sms-form";
import { CardHeading } from "~/ui/card-heading";

/**
 * /settings, 'edit school notifications': SMS for the families who chose it — this month's spend and counts (the
 * server's HTML), the school's monthly budget and a family's cap (the form). Says so when this server sends no SMS.
 */
export function SmsCard({
  locale,
  schoolId,
  sms,
}: {
  locale: Locale;
  schoolId: string;
  sms: RouterOutputs["sms"]["settings"];
}) {
  return (
    <Card withBorder padding="lg" data-testid="sms-settings">
      <Stack>
        <CardHeading title={t(locale, "sms.title")} help={t(locale, "sms.help")} />
        {!sms.available && (
          <Text size="sm" fw={500} data-testid="sms-off">
            {t(locale, "sms.off")}
          </Text>
        )}
        <SmsForm schoolId={schoolId} budgetDa={Math.round(sms.monthlyBudget / 100)} familyCap={sms.familyCap} />
        <Text size="sm" data-testid="sms-month">
          {t(locale, "sms.month", {
            spent: formatDinars(sms.spent, locale),
            sent: sms.sent,
            delivered: sms.delivered,
            waiting: sms.waiting,
            skipped: sms.skipped,
            bounced: sms.bounced,
          })}
        </Text>
        {sms.segmentPrice > 0 && (
          <Text size="xs" c="dimmed">
            {t(locale, "sms.price", { price: formatDinars(sms.segmentPrice, locale) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
