"use client";

import { SimpleGrid } from "@mantine/core";
import type { ReactNode } from "react";
import type { FormState } from "~/ui/forms/form-state";
import { LazySelect } from "~/ui/lazy-select";
import { useT } from "~/i18n/client";
import { useCommuneOptions, useWilayaOptions, type WilayaOption } from "~/ui/use-communes";

type Place = { wilayaCode: string; communeCode: string };

/**
 * Where something was lost or found: the wilaya, then its communes (loaded when a wilaya is chosen; changing the wilaya
 * clears the commune), and beside them the form's day field. The posting form's and the school's lost property's.
 */
export function PlaceFields<T extends Place>({
  form,
  wilayas,
  day,
}: {
  form: FormState<T>;
  wilayas: WilayaOption[];
  day: ReactNode;
}) {
  const t = useT();
  const wilayaOptions = useWilayaOptions(wilayas);
  const values = form.values as Place;
  const communes = useCommuneOptions(values.wilayaCode);
  const set = form.setFieldValue as (field: keyof Place, value: string) => void;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <LazySelect
        label={t("ads.form.wilaya")}
        placeholder={t("ads.form.choose")}
        data={wilayaOptions}
        required
        searchable
        name="wilayaCode"
        {...form.getInputProps("wilayaCode" as never)}
        onChange={(code) => {
          set("wilayaCode", code ?? "");
          set("communeCode", "");
        }}
      />
      <LazySelect
        label={t("ads.form.commune")}
        placeholder={values.wilayaCode ? t("ads.form.choose") : t("ads.form.communeHint")}
        data={communes.options}
        disabled={!values.wilayaCode}
        required
        searchable
        name="communeCode"
        {...form.getInputProps("communeCode" as never)}
      />
      {day}
    </SimpleGrid>
  );
}
