import { Fragment, type ReactNode } from "react";

/**
 * Short facts in a row ("4AM1 · Mme Benali · Salle 12"), each isolated (<bdi>): a French name or room in an Arabic
 * line keeps its own direction and its place, instead of the line's pieces trading places around the dots.
 */
export function Parts({
  parts,
  separator = " · ",
}: {
  parts: (ReactNode | null | undefined | false)[];
  separator?: string;
}) {
  const shown = parts.filter(
    (p): p is Exclude<ReactNode, null | undefined | false> => p !== null && p !== undefined && p !== false && p !== "",
  );
  return shown.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && separator}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}
