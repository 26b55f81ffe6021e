"use client";

import { useLayoutEffect, useRef, type ChangeEvent } from "react";
import { F, Frame, useFieldIds, wrapperStyle, type FrameProps } from "./field-frame";

// Mantine's autosizing Textarea, apart from controls.tsx: a page with only a textarea (an ad's comments) does not
// carry the password field and the checkbox.

export interface TextAreaProps
  extends
    FrameProps,
    Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "value" | "onChange" | "style" | "className"> {
  value?: string | null;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** rows shown at first; the field grows with its text (Mantine's autosize) */
  minRows?: number;
}

/**
 * The height Mantine's autosize (react-textarea-autosize) gives a textarea, measured as it measures it: on a hidden
 * copy of no height, in whole pixels (scrollHeight), `minRows` single rows at least. The browser's own `rows` can
 * differ from it by a pixel, so the field is sized here as Mantine sized it.
 */
function autosize(node: HTMLTextAreaElement, minRows: number) {
  const style = getComputedStyle(node);
  const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
  const border = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
  const copy = node.cloneNode() as HTMLTextAreaElement;
  copy.removeAttribute("id");
  copy.removeAttribute("name");
  copy.setAttribute("aria-hidden", "true");
  copy.tabIndex = -1;
  copy.removeAttribute("style");
  for (const [key, value] of Object.entries({
    "min-height": "0",
    "max-height": "none",
    height: "0",
    visibility: "hidden",
    overflow: "hidden",
    position: "absolute",
    "z-index": "-1000",
    top: "0",
    right: "0",
    display: "block",
    width: style.width,
  }))
    copy.style.setProperty(key, value, "important");
  node.after(copy);
  copy.value = node.value || node.placeholder || "x";
  const content = copy.scrollHeight + (style.boxSizing === "border-box" ? border : -padding);
  copy.value = "x";
  const row = copy.scrollHeight - padding;
  copy.remove();
  const least = row * minRows + (style.boxSizing === "border-box" ? padding + border : 0);
  node.style.setProperty("height", `${Math.max(least, content)}px`, "important");
}

/** Mantine's Textarea with autosize: grows with its text from `minRows` rows. */
export function TextArea({
  label,
  description,
  error,
  required,
  size = "sm",
  style,
  className,
  id,
  value,
  minRows = 2,
  ...textarea
}: TextAreaProps) {
  const { field, describedBy } = useFieldIds(id, description, error);
  const ref = useRef<HTMLTextAreaElement>(null);
  const hasError = Boolean(error);
  // as Mantine's autosize: the field's height follows its content, never under its first rows
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    // and again when the window's width changes the lines
    const fit = () => autosize(node, minRows);
    fit();
    window.addEventListener("resize", fit);
    return () => window.removeEventListener("resize", fit);
  }, [value, minRows]);
  return (
    <Frame
      label={label}
      description={description}
      error={error}
      required={required}
      size={size}
      style={style}
      className={className}
      field={field}
    >
      <div
        style={wrapperStyle(size, description, error, { "--input-padding-y": `var(--input-padding-y-${size})` })}
        className={F.wrapper}
        data-variant="default"
        data-size={size}
        data-error={hasError || undefined}
        data-multiline="true"
      >
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
