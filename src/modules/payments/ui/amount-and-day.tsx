"use client";

import { DateField } from "~/ui/date-field";
import { useT } from "~/i18n/client";
import type { MessageKey } from "~/lib/messages";
import { DinarsInput } from "./dinars-input";

/**
 * The amount typed in dinars and the day it was paid, side by side in a payment form (the desk's, a family's transfer
 * proof): typing clears each field's error; the day cannot be after today.
 */
export function AmountAndDay({
  amount,
  day,
  dayLabel,
  today,
}: {
  amount: { text: string; onChange: (text: string) => void; error?: React.ReactNode };
  day: { value: string; onChange: (value: string) => void; error?: React.ReactNode };
  dayLabel: MessageKey;
  today: string;
}) {
  const t = useT();
  return (
    <>
      <DinarsInput
        label={t("payments.record.amount")}
        value={amount.text}
        onChange={amount.onChange}
        error={amount.error}
      />
      <DateField
        label={t(dayLabel)}
        name="paidOn"
        required
        max={today}
        value={day.value}
        onChange={day.onChange}
        error={day.error}
      />
    </>
  );
}
