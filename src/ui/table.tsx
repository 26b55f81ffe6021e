import type { CSSProperties, HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import listTable from "./list-table.module.css";
import css from "./table.module.css";

/**
 * Tables as Mantine's Table draws them (the same spacing, row borders, stripes, hover, sticky header), rendered as
 * plain elements: usable from server components, and no JavaScript in the browser. Shaped like Mantine's API where
 * the screens used it — `<Table striped highlightOnHover>`, `Table.Thead/Tbody/Tr/Th/Td`, the `ta`, `fw`, `fz`, `w`,
 * `miw`, `c`, `bg` and `visibleFrom` style props, `Table.ScrollContainer minWidth` — so a screen moves by changing
 * its import.
 */

type Size = number | string;
const rem = (value: Size | undefined) =>
  typeof value === "number" ? `calc(${value / 16}rem * var(--mantine-scale))` : value;
const spacing = (value: Size | undefined) =>
  typeof value === "string" && /^(xs|sm|md|lg|xl)$/.test(value) ? `var(--mantine-spacing-${value})` : rem(value);
const fontSize = (value: Size | undefined) =>
  typeof value === "string" && /^(xs|sm|md|lg|xl)$/.test(value) ? `var(--mantine-font-size-${value})` : rem(value);
/** Mantine's colour names: "dimmed", "red" (its filled shade), "red.7", or any CSS colour. */
const color = (value: string | undefined) => {
  if (!value) return undefined;
  if (value === "dimmed") return "var(--mantine-color-dimmed)";
  const [name, shade] = value.split(".");
  if (/^[a-z]+$/.test(name!) && !["white", "black", "transparent", "inherit", "currentColor"].includes(name!)) {
    return shade ? `var(--mantine-color-${name}-${shade})` : `var(--mantine-color-${name}-filled)`;
  }
  return value;
};

interface StyleProps {
  ta?: CSSProperties["textAlign"];
  fw?: CSSProperties["fontWeight"];
  fz?: Size;
  w?: Size;
  miw?: Size;
  c?: string;
  bg?: string;
  visibleFrom?: "xs" | "sm" | "md" | "lg" | "xl";
}

function styled<P extends StyleProps & { style?: CSSProperties; className?: string }>({
  ta,
  fw,
  fz,
  w,
  miw,
  c,
  bg,
  visibleFrom,
  style,
  className,
  ...rest
}: P) {
  const own: CSSProperties = {
    textAlign: ta,
    fontWeight: fw,
    fontSize: fontSize(fz),
    width: rem(w),
    minWidth: rem(miw),
    color: color(c),
    backgroundColor: color(bg),
  };
  for (const key of Object.keys(own) as (keyof CSSProperties)[]) if (own[key] === undefined) delete own[key];
  const classes =
    [className, visibleFrom && `mantine-visible-from-${visibleFrom}`].filter(Boolean).join(" ") || undefined;
  return { ...rest, className: classes, style: Object.keys(own).length ? { ...own, ...style } : style };
}

export interface TableProps extends Omit<HTMLAttributes<HTMLTableElement>, "color">, Pick<StyleProps, "fz"> {
  striped?: boolean;
  highlightOnHover?: boolean;
  withTableBorder?: boolean;
  withColumnBorders?: boolean;
  stickyHeader?: boolean;
  verticalSpacing?: Size;
  horizontalSpacing?: Size;
  layout?: "auto" | "fixed";
  children?: ReactNode;
}

function TableRoot({
  striped,
  highlightOnHover,
  withTableBorder,
  withColumnBorders,
  stickyHeader,
  verticalSpacing,
  horizontalSpacing,
  layout,
  fz,
  className,
  style,
  ...rest
}: TableProps) {
  const vars = {
    "--table-vertical-spacing": verticalSpacing === undefined ? undefined : spacing(verticalSpacing),
    "--table-horizontal-spacing": horizontalSpacing === undefined ? undefined : spacing(horizontalSpacing),
    "--table-layout": layout,
    fontSize: fontSize(fz),
  } as CSSProperties;
  for (const key of Object.keys(vars) as (keyof CSSProperties)[]) if (vars[key] === undefined) delete vars[key];
  return (
    <table
      {...rest}
      className={[css.table, className].filter(Boolean).join(" ")}
      style={{ ...vars, ...style }}
      data-striped={striped || undefined}
      data-hover={highlightOnHover || undefined}
      data-with-table-border={withTableBorder || undefined}
      data-with-column-borders={withColumnBorders || undefined}
      data-sticky-header={stickyHeader || undefined}
    />
  );
}

type Section = HTMLAttributes<HTMLTableSectionElement> & StyleProps;
type Row = HTMLAttributes<HTMLTableRowElement> & StyleProps;
type Th = ThHTMLAttributes<HTMLTableCellElement> & StyleProps & { "data-label"?: string };
type Td = TdHTMLAttributes<HTMLTableCellElement> & StyleProps & { "data-label"?: string };

/** A table that scrolls sideways inside its box below `minWidth` (and vertically past `mah`). */
function ScrollContainer({
  minWidth,
  mah,
  children,
  className,
  style,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { minWidth: Size; mah?: Size }) {
  return (
    <div
      {...rest}
      className={[css.scroll, className].filter(Boolean).join(" ")}
      style={
        {
          "--table-min-width": rem(minWidth),
          maxHeight: rem(mah),
          overflowY: mah === undefined ? undefined : "auto",
          ...style,
        } as CSSProperties
      }
    >
      {children}
    </div>
  );
}

export const Table = Object.assign(TableRoot, {
  Thead: (props: Section) => <thead {...styled(props)} />,
  Tbody: (props: Section) => <tbody {...styled(props)} />,
  Tfoot: (props: Section) => <tfoot {...styled(props)} />,
  Tr: (props: Row) => <tr {...styled(props)} />,
  Th: (props: Th) => <th {...styled(props)} />,
  Td: (props: Td) => <td {...styled(props)} />,
  ScrollContainer,
});

/**
 * A staff screen's table: a table from the sm breakpoint up, one card per row on a phone (list-table.module.css).
 * Give each cell that holds a value `data-label={its column's title}`; cells without one (the row's name, its
 * actions) take the card's whole width.
 */
export function ListTable({ children, className, ...props }: TableProps) {
  return (
    <div className={listTable.scroll}>
      <Table striped highlightOnHover {...props} className={[listTable.table, className].filter(Boolean).join(" ")}>
        {children}
      </Table>
    </div>
  );
}
