import { z } from "zod";
import { MAX_PAGE_NUMBER } from "../api/ids";
import { ISO_DATE, isIsoDate, isWithinCalendar } from "./dates";

/** YYYY-MM-DD, a real calendar date, within the calendar the product stores. */
export const isoDateSchema = z
  .string({ error: "field_required" })
  .regex(ISO_DATE, { error: "field_invalid" })
  .refine(isIsoDate, { error: "field_invalid", abort: true })
  .refine(isWithinCalendar, { error: "date_out_of_range" });

/**
 * An instant as ISO 8601 with an offset, within the calendar the product stores: the day
 * is checked as written and in UTC, so an offset cannot carry it past either end.
 */
export const isoInstantSchema = z
  .string({ error: "field_invalid" })
  .pipe(z.iso.datetime({ offset: true, error: "field_invalid", abort: true }))
  .refine((value) => isWithinCalendar(value) && isWithinCalendar(new Date(value).toISOString()), {
    error: "date_out_of_range",
  });

export const LIST_ORDERS = ["+", "-"] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];
/** The furthest page a list call accepts: far beyond any list, and the offset stays a safe integer. */
export const LIST_MAX_PAGE_NUMBER = MAX_PAGE_NUMBER;
export const LIST_KEYWORD_MAX = 256;

/** `{start_date, end_date}`, each optional, YYYY-MM-DD; the start may not be after the end. */
export const dateRangeSchema = z
  .strictObject({ start_date: isoDateSchema.optional(), end_date: isoDateSchema.optional() })
  .refine((range) => !range.start_date || !range.end_date || range.start_date <= range.end_date, {
    path: ["start_date"],
    error: "alert_start_after_end",
  });
export type DateRange = z.infer<typeof dateRangeSchema>;

/** A boolean filter as JSON (`true`) or as text (`"true"`, from a query string or a form). */
const flagValue = z.union([z.boolean(), z.stringbool({ error: "field_invalid" })]).optional();

/** What one list call accepts besides the paging every list shares. */
export interface ListContract<
  Named extends z.core.$ZodLooseShape,
  Flag extends string,
  Sort extends string,
  Extra extends z.core.$ZodLooseShape,
> {
  /** Rows per page when the caller does not say. */
  defaultPageCount: number;
  maxPageCount?: number;
  /** Filters with a value (`{fleet: "A321"}`), accepted only in the object form. */
  filters?: Named;
  /** Yes/no filters: `["low_point", "grounded"]` means the same as `{low_point: true, grounded: true}`. */
  flags?: readonly Flag[];
  /** The columns the list may sort on, as `sort_by` or `filters.sort_by`. */
  sortFields?: readonly Sort[];
  /** Fields of this call only (the pilot whose training flights are listed). */
  extra?: Extra;
  /** The spec writes `filter` for this call: accept it as another name for `filters`. */
  filterAlias?: boolean;
}

/** The parsed values of a shape's fields; nothing for an empty shape. */
type ShapeOutput<Shape extends z.core.$ZodLooseShape> = [keyof Shape] extends [never]
  ? Record<never, never>
  : z.output<z.ZodObject<Shape>>;

/** The filters of a list after parsing: its named filters and its flags, always an object. */
export type ListFilters<Named extends z.core.$ZodLooseShape, Flag extends string> = ShapeOutput<Named> & {
  [K in Flag]?: boolean;
};

/** A parsed list request: one shape for every list call, whichever form the filters came in. */
export type ListRequest<
  Named extends z.core.$ZodLooseShape = Record<never, never>,
  Flag extends string = never,
  Sort extends string = never,
  Extra extends z.core.$ZodLooseShape = Record<never, never>,
> = {
  page_number: number;
  page_count: number;
  order: ListOrder;
  keyword?: string;
  sort_by?: Sort;
  filters: ListFilters<Named, Flag>;
  date_range?: DateRange;
} & ShapeOutput<Extra>;

/**
 * The contract's list request (ARCHITECTURE "API contract"): 1-based `page_number`,
 * `page_count`, `order` + or -, optional `keyword`, `sort_by`, `date_range`, and `filters` either as
 * the object of named filters or as the spec's list of flag names. Unknown fields, unknown flag names
 * and filters of any other type are refused.
 */
export function listRequestSchema<
  const Named extends z.core.$ZodLooseShape = Record<never, never>,
  const Flag extends string = never,
  const Sort extends string = never,
  const Extra extends z.core.$ZodLooseShape = Record<never, never>,
>(contract: ListContract<Named, Flag, Sort, Extra>) {
  const flags: readonly string[] = contract.flags ?? [];
  const sortFields = contract.sortFields ?? [];
  const sortBy = sortFields.length
    ? z.enum(sortFields as [Sort, ...Sort[]], { error: "field_invalid" }).optional()
    : z.never({ error: "field_unknown" }).optional();
  const flagShape = Object.fromEntries(flags.map((flag) => [flag, flagValue]));
  const filterObject = z.strictObject({ ...contract.filters, ...flagShape, sort_by: sortBy });
  // A flag name that is not one of this list's is reported on its own position (filters.1).
  const flagList = z.array(z.string().refine((name) => flags.includes(name), { error: "field_unknown" }));
  const filters = z.union([flagList, filterObject]);

  const schema = z
    .strictObject({
      page_number: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_NUMBER).default(1),
      page_count: z.coerce
        .number()
        .int()
        .min(1)
        .max(contract.maxPageCount ?? 9999)
        .default(contract.defaultPageCount),
      order: z.enum(LIST_ORDERS, { error: "field_invalid" }).default("-"),
      keyword: z.string().trim().max(LIST_KEYWORD_MAX, { error: "field_too_long" }).optional(),
      sort_by: sortBy,
      filters: filters.optional(),
      ...(contract.filterAlias ? { filter: filters.optional() } : {}),
      date_range: dateRangeSchema.optional(),
      ...contract.extra,
    })
    .superRefine((value, context) => {
      const record = value as Record<string, unknown>;
      if (record.filter !== undefined && record.filters !== undefined) {
        context.addIssue({ code: "custom", path: ["filter"], message: "field_invalid" });
      }
    })
    .transform((value) => {
      const {
        filter,
        filters: given,
        sort_by,
        ...rest
      } = value as Record<string, unknown> & {
        sort_by?: Sort;
      };
      const chosen = (given ?? filter ?? {}) as string[] | (Record<string, unknown> & { sort_by?: Sort });
      const named = Array.isArray(chosen)
        ? Object.fromEntries(chosen.map((flag) => [flag, true]))
        : (({ sort_by: _sort, ...others }) => others)(chosen);
      const sort = sort_by ?? (Array.isArray(chosen) ? undefined : chosen.sort_by);
      return { ...rest, ...(sort ? { sort_by: sort } : {}), filters: named };
    });
  return schema as unknown as z.ZodType<ListRequest<Named, Flag, Sort, Extra>, z.input<typeof schema>>;
}

/**
 * The same list request in a query string (an export link): `filters=low_point,grounded` or repeated
 * `filters`, `start_date` and `end_date` for the date range, the rest by name; no paging. Every list's
 * export reads its query through this one schema: `namedFilters` lists the named filters
 * that arrive as their own query keys (`fleet=A321&expired=true`); blank ones are left out.
 */
export function listQuerySchema<T extends z.ZodType>(
  list: T,
  options: { namedFilters?: readonly string[] } = {},
) {
  return z.preprocess((query) => {
    if (!query || typeof query !== "object") return query;
    const {
      filters,
      start_date,
      end_date,
      page_number: _page,
      page_count: _size,
      ...rest
    } = query as Record<string, unknown>;
    const body: Record<string, unknown> = { ...rest };
    const flags =
      filters === undefined
        ? []
        : (Array.isArray(filters) ? filters : [filters])
            .flatMap((value) => (typeof value === "string" ? value.split(",") : [value]))
            .map((name) => (typeof name === "string" ? name.trim() : name))
            .filter((name) => name !== "");
    const named: Record<string, unknown> = {};
    for (const key of options.namedFilters ?? []) {
      const value = body[key];
      delete body[key];
      if (value !== undefined && value !== null && value !== "") named[key] = value;
    }
    if (Object.keys(named).length > 0) {
      for (const flag of flags) if (typeof flag === "string") named[flag] = true;
      body.filters = named;
    } else if (filters !== undefined) body.filters = flags;
    if (start_date !== undefined || end_date !== undefined) {
      body.date_range = {
        ...(start_date ? { start_date } : {}),
        ...(end_date ? { end_date } : {}),
      };
    }
    return body;
  }, list);
}

/** Text that is trimmed; empty becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "field_too_long" })
    .transform((value) => (value === "" ? null : value))
    .nullish();

export const requiredText = (max: number, message = "field_required") =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: "field_too_long" });

/** A number sent as JSON or as multipart text, one of a fixed set (a status, a form order). */
export const numberOneOf = <T extends number>(values: readonly T[], message: string) =>
  z
    .union([z.number({ error: message }), z.string({ error: message })], { error: message })
    .transform((value, context) => {
      const number = typeof value === "number" ? value : /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
      if (!(values as readonly number[]).includes(number)) {
        context.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return number as T;
    });

/**
 * The page fields of a list call that pages without the list kit's filters and sorts (an inspector's
 * grants, an import's rows): the page, from 1, and its size, 25 unless asked.
 */
export const pageFields = {
  page_number: z.coerce.number({ error: "field_invalid" }).int().min(1).max(100_000).default(1),
  page_count: z.coerce.number({ error: "field_invalid" }).int().min(1).max(100).default(25),
};
