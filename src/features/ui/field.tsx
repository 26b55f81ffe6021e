"use client";

import { useId, useLayoutEffect, useRef, type ChangeEvent, type ReactNode } from "react";
import { F, Frame, wrapperStyle, type FrameProps } from "./field-frame";

// Mantine's autosizing Textarea, apart from controls.tsx: a page with only a textarea (an ad's comments) does not
// carry the password field and the checkbox.

/** Ids of a field and of its label, description and error, and what aria-describedby names. */
export function useFieldIds(id: string | undefined, description: ReactNode, error: ReactNode) {
  const own = useId();
  const field = id ?? own;
  const describedBy = [error && typeof error !== "boolean" ? `${field}-error` : null, description ? `${field}-description` : null].filter(Boolean).join(" ");
  return { field, describedBy: describedBy || undefined };
}

export interface TextAreaProps extends FrameProps, Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "style" | "className"> {
  value?: string | null;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** rows shown at first; the field grows with its text (Mantine's autosize) */
  minRows?: number;
}

/** Mantine's Textarea with autosize: grows with its text from `minRows` rows. */
export function TextArea({ label, description, error, required, size = "sm", style, className, id, value, minRows = 2, ...textarea }: TextAreaProps) {
  const { field, describedBy } = useFieldIds(id, description, error);
  const ref = useRef<HTMLTextAreaElement>(null);
  const hasError = Boolean(error);
  // as Mantine's autosize: the field's height follows its content, never under its first rows
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.style.height = "auto";
    if (node.scrollHeight > node.clientHeight) node.style.height = `${node.scrollHeight + node.offsetHeight - node.clientHeight}px`;
    else node.style.height = "";
  }, [value]);
  return (
    <Frame label={label} description={description} error={error} required={required} size={size} style={style} className={className} field={field}>
      <div style={wrapperStyle(size, description, error, { "--input-padding-y": `var(--input-padding-y-${size})` })} className={F.wrapper} data-variant="default" data-size={size} data-error={hasError || undefined} data-multiline="true">
        <textarea
          ref={ref}
          rows={minRows}
          className={F.input}
          data-variant="default"
          data-error={hasError || undefined}
          required={required}
          data-no-overflow="true"
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy}
          id={field}
          value={value ?? (textarea.onChange ? "" : undefined)}
          {...textarea}
        />
      </div>
    </Frame>
  );
}

