/** The list call's order: + ascending, - descending (part1 §9). */
export type SortOrder = "+" | "-";

/** The sort in force: one of the call's sort fields (null: the call's own default) and its order. */
export interface ListSort {
  key: string | null;
  order: SortOrder;
}

/**
 * How one list keeps its filters in the address: read them back (anything unreadable falls back to its
 * default) and write the ones that differ from the defaults.
 */
export interface FilterCodec<F> {
  defaults: F;
  /** The address keys these filters own, so a canonical address can drop stale ones. */
  keys: readonly string[];
  read: (params: URLSearchParams) => F;
  write: (filters: F) => Record<string, string>;
  /** How many filters are on, for the badge of the filter button. */
  count: (filters: F) => number;
}

export interface ListConfig<F> {
  defaultPageSize: number;
  pageSizes: readonly number[];
  /** The sort fields the call accepts; an empty list means the call sorts one way only. */
  sortKeys: readonly string[];
  defaultSort: ListSort;
  filters?: FilterCodec<F>;
}

/** Everything a list shows that a reload or a shared link must keep. */
export interface ListAddress<F> {
  page: number;
  pageSize: number;
  keyword: string;
  sort: ListSort;
  filters: F;
}

/** The address keys of the list itself; a list's filters must not use them. */
export const LIST_KEYS = {
  page: "page",
  pageSize: "page_size",
  keyword: "keyword",
  sort: "sort",
  order: "order",
} as const;

/** The server refuses longer keywords (lists/schemas.ts). */
export const KEYWORD_MAX = 256;
/** Far beyond any real list; a larger number is someone typing, read as page 1. */
const PAGE_MAX = 100_000;

const ORDER_IN_ADDRESS: Record<SortOrder, string> = { "+": "asc", "-": "desc" };

function readOrder(value: string | null): SortOrder | null {
  if (value === "asc") return "+";
  if (value === "desc") return "-";
  return null;
}

/** The list's state from the address; invalid values read as their defaults (?page=-3 is page 1). */
export function readListAddress<F>(params: URLSearchParams, config: ListConfig<F>): ListAddress<F> {
  const rawPage = params.get(LIST_KEYS.page) ?? "";
  const page = /^\d{1,6}$/.test(rawPage) ? Number(rawPage) : 1;
  const rawSize = Number(params.get(LIST_KEYS.pageSize));
  const rawKey = params.get(LIST_KEYS.sort);
  return {
    page: page >= 1 && page <= PAGE_MAX ? page : 1,
    pageSize: config.pageSizes.includes(rawSize) ? rawSize : config.defaultPageSize,
    keyword: (params.get(LIST_KEYS.keyword) ?? "").trim().slice(0, KEYWORD_MAX),
    sort: {
      key: rawKey && config.sortKeys.includes(rawKey) ? rawKey : config.defaultSort.key,
      // A list that sorts one way only keeps that order.
      order:
        (config.sortKeys.length > 0 ? readOrder(params.get(LIST_KEYS.order)) : null) ??
        config.defaultSort.order,
    },
    filters: config.filters ? config.filters.read(params) : (undefined as F),
  };
}

/**
 * The address of this state: the given params with the list's own keys rewritten, defaults left out,
 * and any other value (the training-flight list's pilot_id) kept as it was.
 */
export function writeListAddress<F>(
  state: ListAddress<F>,
  config: ListConfig<F>,
  base: URLSearchParams,
): URLSearchParams {
  const next = new URLSearchParams(base);
  const owned = [...Object.values(LIST_KEYS), ...(config.filters?.keys ?? [])];
  for (const key of owned) next.delete(key);
  if (state.page > 1) next.set(LIST_KEYS.page, String(state.page));
  if (state.pageSize !== config.defaultPageSize) next.set(LIST_KEYS.pageSize, String(state.pageSize));
  if (state.keyword) next.set(LIST_KEYS.keyword, state.keyword);
  if (state.sort.key && state.sort.key !== config.defaultSort.key) next.set(LIST_KEYS.sort, state.sort.key);
  if (state.sort.order !== config.defaultSort.order) {
    next.set(LIST_KEYS.order, ORDER_IN_ADDRESS[state.sort.order]);
  }
  if (config.filters) {
    for (const [key, value] of Object.entries(config.filters.write(state.filters))) next.set(key, value);
  }
  return next;
}

/** Whether two addresses hold the same values, whatever their order. */
export function sameParams(a: URLSearchParams, b: URLSearchParams): boolean {
  const sorted = (params: URLSearchParams) =>
    [...params.entries()]
      .map(([key, value]) => `${key}=${value}`)
      .sort()
      .join("&");
  return sorted(a) === sorted(b);
}

/** A column header click: the same column flips its order, another column starts ascending. */
export function nextSort(current: ListSort, key: string): ListSort {
  if (current.key === key) return { key, order: current.order === "+" ? "-" : "+" };
  return { key, order: "+" };
}
