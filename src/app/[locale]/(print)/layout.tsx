import type { ReactNode } from "react";

/** Print views: the page alone, no header or footer (report cards, one A4 sheet per student). */
export default function PrintLayout({ children }: { children: ReactNode }) {
  return <main>{children}</main>;
}
