"use client";

import { Select, Textarea } from "@mantine/core";
import type { InputProps } from "~/ui/forms/form-state";
import { useT } from "~/i18n/client";

/**
 * The reason and the note of a parent's justification, shown once an absence is ticked: loaded then (or as the
 * pointer or the focus reaches the list), not with the page.
 */
export function JustifyFields({
  reasons,
  reason,
  note,
}: {
  reasons: { value: string; label: string }[];
  reason: InputProps;
  note: InputProps;
}) {
  const t = useT();
  return (
    <>
      <Select label={t("absences.justify.reason")} name="reason" required data={reasons} {...reason} />
      <Textarea
        label={t("absences.justify.note")}
        name="note"
        autosize
        minRows={2}
        maxLength={500}
        dir="auto"
        {...note}
      />
    </>
  );
}
