"use client";

import { TextInput } from "@mantine/core";

/**
 * An amount in dinars as people type it ("1 500", "1.500,50"); the form parses it exactly into centimes when it is
 * sent (parseDinars), and typing clears the field's error.
 */
export function DinarsInput({
  label,
  value,
  onChange,
  error,
  required = true,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: React.ReactNode;
  required?: boolean;
}) {
  return (
    <TextInput
      label={label}
      name="amount"
      required={required}
      inputMode="decimal"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
