import { type AnyColumn, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { listCounters } from "./list-counters.table";

/** A keyword for LIKE '%…%': its own %, _ and \ match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%keyword%`, lower-cased, for the generated lower-case search columns. */
export const containsPattern = (keyword: string) => `%${escapeLike(keyword.toLowerCase())}%`;

/** `count(*)` as a number, for the total of a list. */
export const countAll = () => sql<number>`count(*)`.mapWith(Number);

/**
 * The same order as the column, as an expression no index provides: after a keyword search the few
 * matches are sorted, instead of walking a sort index that may read most of the table (ADR 0007).
 */
export function unindexed(column: AnyColumn): SQL {
  // text sorts as lower(text); numbers, dates and timestamps keep their type and order with + 0 / + interval 0.
  if (column.columnType === "PgText") return sql`lower(${column})`;
  if (column.columnType === "PgTimestamp") return sql`(${column} + interval '0')`;
  return sql`(${column} + 0)`;
}

/** The paging and sort of a parsed list request (`listRequestSchema` in @trms/shared). */
export interface PageRequest<Sort extends string = string> {
  page_number: number;
  page_count: number;
  order: "+" | "-";
  sort_by?: Sort;
  keyword?: string;
}

export interface ListSort<Sort extends string> {
  /** The columns a caller may sort on, by the names of the shared schema's sort fields. */
  columns: Record<Sort, AnyColumn>;
  /** The order when the caller names none. */
  fallback: AnyColumn;
  /** The last key, so equal values keep one stable order across pages. */
  tiebreak: AnyColumn;
  /**
   * With a keyword, sort the matches after the search index has found them instead of walking a sort
   * index: for lists over the whole table, where a rare match may sort last (ADR 0007).
   */
  sortAfterSearch?: boolean;
}

/** The total of an unfiltered list, from the counter its table's triggers keep (migration 0008). */
export function tableTotal(db: Database, table: "pilots" | "toldg_records") {
  return db
    .select({ total: sql<number>`${listCounters.total}`.mapWith(Number) })
    .from(listCounters)
    .where(eq(listCounters.tableName, table));
}

/**
 * One page of a list and the total of its matches, the way every list call pages: the whitelisted
 * sort column then the tie-breaker, both in the request's direction; `page_count` rows from
 * `(page_number - 1) * page_count`; the page and the count run together. A page past the end is
 * empty and still carries the total.
 *
 * Deep pages by a deferred join (ADR 0007): `ids` selects the list's key with its joins and
 * conditions; its page is cut on the sort index (index-only where the index holds the key), and
 * only then are the page's `rows` read by key, in the same order, in the same statement. `rows` is
 * the list's select with the joins its columns need and no condition. `count` is its count query
 * (or a `tableTotal` for an unfiltered list), or null when no total is wanted (an export).
 */
export async function pagedQuery<Q extends PgSelect, Sort extends string>(options: {
  rows: Q;
  ids: PgSelect;
  key: AnyColumn;
  page: PageRequest<Sort>;
  sort: ListSort<Sort>;
  count: PromiseLike<{ total: number }[]> | null;
}): Promise<{ rows: Awaited<Q>; total: number }> {
  const { page, sort } = options;
  const direction = page.order === "+" ? asc : desc;
  const column = page.sort_by ? sort.columns[page.sort_by] : sort.fallback;
  const sortKey = page.keyword && sort.sortAfterSearch ? unindexed(column) : column;
  const order = [direction(sortKey), direction(sort.tiebreak)];
  const pageKeys = options.ids
    .orderBy(...order)
    .limit(page.page_count)
    .offset((page.page_number - 1) * page.page_count);
  const [rows, counted] = await Promise.all([
    options.rows.where(inArray(options.key, pageKeys)).orderBy(...order),
    options.count ?? Promise.resolve(null),
  ]);
  return { rows: rows as Awaited<Q>, total: counted ? (counted[0]?.total ?? 0) : -1 };
}
