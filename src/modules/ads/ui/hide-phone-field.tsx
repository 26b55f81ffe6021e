"use client";

// The posting form's "hide my contacts" box (safe contact, issue 33): a chunk of its own, so Mantine's Checkbox is not in
// the form's first load (members only see it; it appears a moment after the form).
import { Checkbox } from "@mantine/core";
import { useT } from "~/i18n/client";

export default function HidePhoneField(props: {
  checked?: boolean;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  const t = useT();
  return (
    <Checkbox
      label={t("ads.form.hidePhone")}
      description={t("ads.form.hidePhoneHint")}
      name="hidePhone"
      data-testid="hide-phone"
      checked={!!props.checked}
      onChange={props.onChange}
    />
  );
}
