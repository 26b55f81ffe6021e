import { Text } from "@mantine/core";
import { useLocale, useT } from "~/i18n/client";
import { formatDinars } from "~/lib/money";
import { smsSize } from "~/lib/sms-segments";

export interface SmsReachView {
  available: boolean;
  recipients: number;
  school: string;
  detailed: boolean;
  segmentPrice: number;
}

/**
 * Under a message's field, before it is sent: how many recipients get it by SMS, what one SMS says, its segments and
 * what they cost. `words`: what the SMS carries when the school chose detailed messages (else only the school's
 * name and "open Wasla"); `upTo`: the recipients are the school's families on SMS, not this audience's.
 */
export function SmsEstimate({ reach, words, upTo = false }: { reach: SmsReachView; words: string; upTo?: boolean }) {
  const t = useT();
  const locale = useLocale();
  if (!reach.available || reach.recipients === 0) return null;
  const text = reach.detailed ? `${reach.school} : ${words}` : t("notifications.sms.private", { school: reach.school });
  const { segments, encoding } = smsSize(text);
  const each = segments * reach.segmentPrice;
  return (
    <Text size="xs" c="dimmed" data-testid="sms-estimate">
      {t(upTo ? "sms.estimate.upTo" : "sms.estimate", {
        count: reach.recipients,
        segments,
        encoding,
        each: formatDinars(each, locale),
        total: formatDinars(each * reach.recipients, locale),
      })}
    </Text>
  );
}
