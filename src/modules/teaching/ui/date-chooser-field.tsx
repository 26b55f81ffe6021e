"use client";

import { useState } from "react";
import { DateField } from "~/ui/date-field";

/**
 * The day of /textbook's and /attendance's chooser: the app's localized picker (21/09/2026, a calendar in the
 * reader's language), as every other form has — the browser's own date input showed mm/dd/yyyy in some browsers. Its
 * hidden input posts `date` with the plain GET form around it.
 */
export function DateChooserField({ label, initial }: { label: string; initial: string }) {
  const [value, setValue] = useState(initial);
  return <DateField label={label} name="date" value={value} onChange={setValue} required />;
}
