"use client";

import { NativeSelect } from "@mantine/core";
import { useT } from "~/i18n/client";

export interface TermOption {
  id: string;
  number: number;
}

// native selects: a phone's own picker (typing a letter still jumps to a class), and no combobox's weight on the screen

/** The grade screens' class choice (the current year's classes the reader works with). */
export function ClassPicker({
  classes,
  value,
  onChange,
}: {
  classes: { id: string; name: string }[];
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  return (
    <NativeSelect
      aria-label={t("grades.class")}
      name="classId"
      data={classes.map((c) => ({ value: c.id, label: c.name }))}
      value={value}
      w={140}
      onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
    />
  );
}

/** The term choice: "Trimestre 1" or "Semestre 1" as the school divides its year. */
export function TermPicker({
  terms,
  termType,
  value,
  onChange,
}: {
  terms: TermOption[];
  termType: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  return (
    <NativeSelect
      aria-label={t("grades.termPicker", { type: termType })}
      name="termId"
      data={terms.map((term) => ({ value: term.id, label: t("grades.term", { type: termType, number: term.number }) }))}
      value={value}
      w={150}
      onChange={(event) => event.currentTarget.value && onChange(event.currentTarget.value)}
    />
  );
}
