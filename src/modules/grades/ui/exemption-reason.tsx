"use client";

import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { useLocalizedName, type Named } from "~/ui/list";
import { useT } from "~/i18n/client";

export interface ExemptionTarget {
  student: { id: string; name: string };
  subject: { id: string; name: Named };
  reason: string;
}

/** The reason of an exemption, asked in the dialog of /exemptions (loaded when it first opens). */
export function ExemptionReason({
  target,
  pending,
  onCancel,
  onConfirm,
}: {
  target: ExemptionTarget;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const t = useT();
  const name = useLocalizedName();
  const [reason, setReason] = useState(target.reason);
  return (
    <form
      noValidate
      data-testid="exemption-form"
      onSubmit={(event) => {
        event.preventDefault();
        void onConfirm(reason.trim());
      }}
    >
      <Stack gap="sm">
        <Text>{t("exemptions.confirm", { student: target.student.name, subject: name(target.subject.name) })}</Text>
        <TextInput
          label={t("exemptions.reason")}
          description={t("exemptions.reasonHint")}
          name="reason"
          dir="auto"
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("confirm.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {t("exemptions.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
