import type { ReactNode } from "react";

/** One column of a list: a table column on a wide screen, a labelled line of the row's card on a phone. */
export interface ListColumn<Row> {
  key: string;
  header: string;
  render: (row: Row, index: number) => ReactNode;
  align?: "left" | "right" | "center";
  /** Keeps short values (codes, dates) on one line. */
  nowrap?: boolean;
  /** The call's sort field behind this column: its header sorts the list by click. */
  sortKey?: string;
  /** The row's name on its card: shown first, larger. */
  title?: boolean;
  /**
   * The row menu: pinned to the right edge of the table so it stays reachable while a wide table
   * scrolls, and at the top right of the card. Its header is read by screen readers only.
   */
  menu?: boolean;
}
