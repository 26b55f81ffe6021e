"use client";

// Loaded only where a date field is (see date-field.tsx): the calendar, dayjs and the two locales it needs.
import { DateInput, DatesProvider } from "@mantine/dates";
import "@mantine/dates/styles.css";
import "dayjs/locale/ar-dz";
import "dayjs/locale/fr";
import { useLocale, useT } from "~/i18n/client";
import type { DateFieldProps } from "./date-field";
import { parseTypedDay, showDay } from "./date-text";

/** Month and day names per app locale; Algerian Arabic names the months as people there do (جانفي, فيفري…). */
const DAYJS_LOCALE = { fr: "fr", en: "en", ar: "ar-dz" } as const;

export default function DatePicker({
  value,
  onChange,
  max,
  required,
  ...props
}: DateFieldProps & { autoFocus?: boolean }) {
  const locale = useLocale();
  const t = useT();
  return (
    // Algeria's week (CLDR): it starts on Saturday, the weekend is Friday and Saturday
    <DatesProvider settings={{ locale: DAYJS_LOCALE[locale], firstDayOfWeek: 6, weekendDays: [5, 6] }}>
      <DateInput
        {...props}
        data-date-field={props.name}
        required={required}
        clearable={!required}
        value={value || null}
        onChange={(day) => onChange(day ?? "")}
        valueFormat={showDay}
        dateParser={parseTypedDay}
        // days after `max` are greyed in the calendar; a typed one still reaches the schema, which says why it is refused
        excludeDate={max ? (day) => day > max : undefined}
        placeholder={t("dates.placeholder")}
        ariaLabels={{
          previousMonth: t("dates.previousMonth"),
          nextMonth: t("dates.nextMonth"),
          previousYear: t("dates.previousYear"),
          nextYear: t("dates.nextYear"),
          previousDecade: t("dates.previousDecade"),
          nextDecade: t("dates.nextDecade"),
          monthLevelControl: t("dates.chooseMonth"),
          yearLevelControl: t("dates.chooseYear"),
        }}
      />
    </DatesProvider>
  );
}
