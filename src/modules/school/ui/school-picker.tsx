"use client";

import { NativeSelect } from "@mantine/core";
import { useT } from "~/i18n/client";
import { useOpenSchool } from "./open-school";

/** Switches the active school, for people who belong to several. */
export function SchoolPicker({ schools, current }: { schools: { slug: string; name: string }[]; current: string }) {
  const t = useT();
  const open = useOpenSchool();
  return (
    <NativeSelect
      aria-label={t("schools.switch")}
      name="activeSchool"
      w={240}
      data={schools.map((s) => ({ value: s.slug, label: s.name }))}
      value={current}
      onChange={(e) => {
        const slug = e.currentTarget.value;
        if (slug && slug !== current) open(slug);
      }}
    />
  );
}
