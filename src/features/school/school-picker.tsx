"use client";

import { Select } from "@mantine/core";
import { useT } from "~/i18n/client";
import { useOpenSchool } from "./schools-screen";

/** Switches the active school, for people who belong to several. */
export function SchoolPicker({ schools, current }: { schools: { slug: string; name: string }[]; current: string }) {
  const t = useT();
  const open = useOpenSchool();
  return (
    <Select
      aria-label={t("schools.switch")}
      name="activeSchool"
      w={240}
      allowDeselect={false}
      data={schools.map((s) => ({ value: s.slug, label: s.name }))}
      value={current}
      onChange={(slug) => slug && slug !== current && open(slug)}
    />
  );
}
