"use client";

import { SimpleGrid, TextInput } from "@mantine/core";
import { useT } from "~/i18n/client";
import { LIST_PAGE_SIZE } from "~/lib/list-page-size";
import { LabelledPagination } from "./pagination";

export {
  ConfirmButton,
  EmptyState,
  PageHeader,
  useFormAction,
  useLocalizedName,
  useRunAction,
  type Named,
} from "./actions";
export { ListTable } from "./table";

export function SearchBox({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <TextInput
      type="search"
      name="search"
      dir="auto"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maw={360}
      w="100%"
    />
  );
}

export function Pager({ total, page, onChange }: { total: number; page: number; onChange: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  if (pages <= 1) return null;
  return <LabelledPagination total={pages} value={page} onChange={onChange} size="sm" />;
}

/** The three name inputs (French, English, Arabic — the Arabic one right to left). */
export function NameFields({ form }: { form: { getInputProps: (path: "nameFr" | "nameEn" | "nameAr") => object } }) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        label={t("common.nameFr")}
        name="nameFr"
        required
        lang="fr"
        dir="ltr"
        {...form.getInputProps("nameFr")}
      />
      <TextInput
        label={t("common.nameEn")}
        name="nameEn"
        required
        lang="en"
        dir="ltr"
        {...form.getInputProps("nameEn")}
      />
      <TextInput
        label={t("common.nameAr")}
        name="nameAr"
        required
        lang="ar"
        dir="rtl"
        {...form.getInputProps("nameAr")}
      />
    </SimpleGrid>
  );
}
