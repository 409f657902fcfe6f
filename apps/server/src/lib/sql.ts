import { createHash } from "node:crypto";
import {
  type AnyColumn,
  and,
  asc,
  Column,
  DrizzleQueryError,
  desc,
  eq,
  getTableName,
  inArray,
  is,
  like,
  Param,
  Placeholder,
  type Query,
  SQL,
  Subquery,
  sql,
} from "drizzle-orm";
import type { PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { listCounters, listGramCounts, listVersions } from "../db/tables/list-counters.table";

/** A keyword for LIKE '%…%': its own %, _ and \ match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%keyword%`, lower-cased, for the generated lower-case search columns. */
export const containsPattern = (keyword: string) => `%${escapeLike(keyword.toLowerCase())}%`;

/** The rows of a raw query (`db.execute`), which both drivers answer as `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Whether a keyword gives pg_trgm a trigram to look up in a `%keyword%` search: three letters or
 * digits in a row (pg_trgm splits words on everything else).
 */
export const hasTrigram = (keyword: string) => /[\p{L}\p{N}]{3}/u.test(keyword);

/**
 * A search text column whose one- and two-character substrings ("grams") are kept (migration 0025):
 * `short_grams(column)` under a GIN index, and in `list_gram_counts` the number of the table's rows
 * containing each gram (and under the empty gram, the number of rows), kept by the table's triggers
 * in the writing transaction. For a keyword too short for a trigram (ADR 0975).
 */
export interface KeptGrams {
  /** A table whose triggers keep its grams' counts (migration 0025). */
  table: PgTable;
  column: AnyColumn;
}

/**
 * The keyword lower-cased as the search text is, when it is one or two characters (code points, as
 * PostgreSQL counts them): the text contains it exactly when it is one of the text's grams.
 */
export function shortGram(keyword: string): string | undefined {
  const lower = keyword.toLowerCase();
  const length = [...lower].length;
  return length >= 1 && length <= 2 ? lower : undefined;
}

/**
 * Whether a gram's page is read through the gram index (its `matches` rows read and sorted) rather
 * than by walking the sort index and comparing each row until the page is full, which reads about
 * `reach` (the rows up to the page's end) × `rows` / `matches` rows when the matches are spread
 * over the order. The two cost about the same per row, so the fewer rows read wins.
 */
export function gramIndexServes(matches: number, rows: number, reach: number): boolean {
  return matches * matches <= reach * rows;
}

/** The condition of a gram looked up in its index (migration 0025): the text contains it. */
export const containsGram = (column: AnyColumn, gram: Placeholder | string) =>
  sql`short_grams(${column}) @> array[${gram}::text]`;

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

/**
 * Exactly the column's order (its collation and case), as an expression no index provides: the
 * matches of a selective condition sorted as the unfiltered list walks its index (ADR 0027).
 * Cheaper to compare than `lower()`, which counts on a page of a few thousand matches.
 */
export function unindexedSameOrder(column: AnyColumn): SQL {
  if (column.columnType === "PgText") return sql`(${column} || '')`;
  return unindexed(column);
}

/** A query, or a function that builds it when it is first needed. */
export type Lazy<T> = T | (() => T);
const force = <T>(value: Lazy<T>): T => (typeof value === "function" ? (value as () => T)() : value);

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
   * index: for lists over the whole table, where a rare match may sort last.
   */
  sortAfterSearch?: boolean;
  /**
   * Sort the matches instead of walking a sort index, keyword or not: the call's conditions pick
   * few rows of the table (a crew code's seats among all SIM sessions), and those rows may all sit
   * at one end of the sort index, far from where a walk starts.
   */
  sortMatches?: boolean;
}

/** The total of an unfiltered list, from the counter its table's triggers keep (migration 0008). */
export function tableTotal(db: Database, table: PgTable) {
  return db
    .select({ total: sql<number>`${listCounters.total}`.mapWith(Number) })
    .from(listCounters)
    .where(eq(listCounters.tableName, getTableName(table)));
}

/**
 * The table's version as a column of a count query, read in the count's own snapshot, so the count
 * is remembered under the version it was taken at (ADR 0415).
 */
export const versionColumn = (table: PgTable) =>
  sql<number>`(select ${listVersions.version} from ${listVersions} where ${listVersions.tableName} = ${getTableName(table)})`.mapWith(
    Number,
  );

/** The table's current version, one row read. */
export function tableVersion(db: Database, table: PgTable) {
  return db
    .select({ version: listVersions.version })
    .from(listVersions)
    .where(eq(listVersions.tableName, getTableName(table)));
}

/** A selected field as Drizzle keeps it on a prepared query (its internal `fields`). */
interface OrderedField {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * The rows of a prepared select as objects, mapped as Drizzle's own `mapResultRow` maps them (each
 * value through its column's or expression's decoder, null as null) without its per-cell entity
 * checks and path walk, which were the largest part of a cached list call's own CPU (ADR 0971).
 * A field may sit one level down (`{ session: table, first: { … } }`) when no join can be missing
 * (`nullableJoins` false): Drizzle would only null such an object for a left join's missing row
 * (ADR 1075). Undefined for anything else, which keeps Drizzle's mapping.
 */
export function flatRowMapper(
  fields: OrderedField[],
  nullableJoins = false,
): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  const nested = fields.some((f) => f.path.length === 2);
  if (fields.length === 0 || fields.some((f) => f.path.length > 2) || (nested && nullableJoins))
    return undefined;
  const keys = fields.map((f) => f.path[0] as string);
  const inner = fields.map((f) => f.path[1]);
  const decoders = fields.map(({ field }): Decoder => {
    if (is(field, Column)) return field;
    // `decoder` is internal to Drizzle's SQL (typed there as private).
    const decoderOf = (expression: unknown) => (expression as { decoder: Decoder }).decoder;
    if (is(field, SQL)) return decoderOf(field);
    if (is(field, Subquery)) return decoderOf((field as unknown as { _: { sql: SQL } })._.sql);
    return decoderOf((field as { sql: SQL }).sql);
  });
  const width = keys.length;
  return (rows) => {
    const mapped = new Array<Record<string, unknown>>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r] as unknown[];
      const out: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const raw = row[i];
        const value = raw === null ? null : (decoders[i] as Decoder).mapFromDriverValue(raw);
        const key = keys[i] as string;
        const innerKey = inner[i];
        if (innerKey === undefined) {
          out[key] = value;
          continue;
        }
        const object = (out[key] ?? {}) as Record<string, unknown>;
        object[innerKey] = value;
        out[key] = object;
      }
      mapped[r] = out;
    }
    return mapped;
  };
}

/**
 * Gives a prepared select the row mapper above (both drivers' prepared queries map their rows
 * through `customResultMapper` when it is set). Statements without fields, or whose nesting the
 * mapper leaves to Drizzle, are left as they are.
 */
export function withFlatRows<S>(statement: S): S {
  const prepared = statement as unknown as {
    fields?: OrderedField[];
    joinsNotNullableMap?: Record<string, boolean>;
    customResultMapper?: (rows: unknown[][]) => unknown;
  };
  if (prepared.fields && !prepared.customResultMapper) {
    const nullableJoins = Object.values(prepared.joinsNotNullableMap ?? {}).some((notNull) => !notNull);
    const mapper = flatRowMapper(prepared.fields, nullableJoins);
    if (mapper) prepared.customResultMapper = mapper;
  }
  return statement;
}

/** What a Drizzle prepared query of either driver keeps (its internals, read once per statement). */
interface DriverStatement {
  params: unknown[];
  client: { query(...args: unknown[]): Promise<{ rows: unknown[] }> };
  /** node-postgres: `{name, text, rowMode: "array", types}`; PGlite: `{rowMode: "array", parsers}`. */
  queryConfig: { text?: string };
  rawQueryConfig: { text?: string };
  /** PGlite's statement text (node-postgres keeps it in the configs). */
  queryString?: string;
  fields?: unknown;
  customResultMapper?: (rows: unknown[][]) => unknown;
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A prepared statement whose calls go to its driver directly (ADR 1097): the SQL text, the
 * parameters' order, the driver's configuration (dates as text) and the row mapper stay Drizzle's,
 * built once; a call fills the placeholders and sends the statement as Drizzle's `execute` would,
 * without the promise wrappers it adds around each call for tracing, logging and its query cache
 * (none of which the server uses), which led a list call's own CPU profile. A select whose rows
 * Drizzle maps itself (no flat mapper) keeps Drizzle's `execute`. A failure is Drizzle's
 * `DrizzleQueryError` with the driver's error as its cause, as before.
 */
export function runOnDriver<S>(statement: S): S {
  const prepared = statement as unknown as DriverStatement;
  const { client, queryConfig, rawQueryConfig, fields, customResultMapper } = prepared;
  if (!client || !queryConfig || !rawQueryConfig || (fields && !customResultMapper)) return statement;
  const text = queryConfig.text ?? prepared.queryString;
  if (typeof text !== "string") return statement;
  // Each parameter once: a placeholder's name (with the column's encoder when Drizzle wrapped it in
  // a Param), or a value fixed in the statement.
  const slots = prepared.params.map((param) => {
    if (is(param, Placeholder)) return { name: param.name };
    if (is(param, Param) && is(param.value, Placeholder))
      return { name: param.value.name, encode: (value: unknown) => param.encoder.mapToDriverValue(value) };
    return { value: param };
  });
  const fill = (values: Record<string, unknown>) =>
    slots.map((slot) => {
      if (slot.name === undefined) return slot.value;
      if (!(slot.name in values)) throw new Error(`No value for placeholder "${slot.name}" was provided`);
      const value = values[slot.name];
      return slot.encode ? slot.encode(value) : value;
    });
  // node-postgres takes (config, params); PGlite (text, params, options).
  const pglite = queryConfig.text === undefined;
  const config = fields || customResultMapper ? queryConfig : rawQueryConfig;
  const send = pglite
    ? (params: unknown[]) => client.query(text, params, config)
    : (params: unknown[]) => client.query(config, params);
  prepared.execute = (values = {}) => {
    let params: unknown[];
    try {
      params = fill(values);
    } catch (error) {
      return Promise.reject(error);
    }
    const sent = send(params).catch((error: unknown) => {
      throw new DrizzleQueryError(text, params, error as Error);
    });
    return customResultMapper ? sent.then((result) => customResultMapper(result.rows as unknown[][])) : sent;
  };
  return statement;
}

/** Counts remembered per database object, by shape and values, at most this many each. */
const COUNT_CACHE_SIZE = 500;
const countCaches = new WeakMap<object, Map<string, { version: number; total: number }>>();

function countCacheFor(db: object) {
  let cache = countCaches.get(db);
  if (!cache) {
    cache = new Map();
    countCaches.set(db, cache);
  }
  return cache;
}

/**
 * The page sizes the screens offer (their pickers and defaults): a list's first page of one of
 * these sizes is prepared with its size written into the statement and no offset (ADR 1082). With
 * the limit a placeholder, PostgreSQL's generic plan assumes a tenth of the rows and never wins, so
 * it plans the statement again on every call; other sizes, sent only by other clients, keep the
 * placeholder, so their number of statements stays bounded.
 */
const FIRST_PAGE_SIZES: ReadonlySet<number> = new Set([5, 10, 25, 50, 100]);

/**
 * Pages at least this deep read their total first, so a page past the middle can be cut from the
 * other end of the sort index: page 5000 of 5002 skips 40 rows, not 99 980.
 */
export const DEEP_OFFSET = 1000;

/**
 * A list that remembers keys along its order (`anchored`, ADR 1011) keeps every this many-th key,
 * so a page in the middle walks at most this many keys before its own.
 */
export const ANCHOR_STEP = 500;
/** Remembered keys per database object, by shape, values and order, at most this many each. */
const ANCHOR_CACHE_SIZE = 100;
interface Anchors {
  /** The version of the keys' table the keys were read at. */
  version: number;
  /** `keys[i]` is the key at position `(i + 1) × ANCHOR_STEP - 1` (0-based) of the order. */
  keys: unknown[];
}
const anchorCaches = new WeakMap<object, Map<string, Anchors>>();

/** How many keys are remembered along list orders on this database (tests, diagnostics). */
export function anchorsRemembered(db: Database): number {
  const cache = anchorCaches.get((db as unknown as { session: object }).session);
  return [...(cache?.values() ?? [])].reduce((sum, anchors) => sum + anchors.keys.length, 0);
}

/** A statement prepared once and run with values (a Drizzle prepared query, either driver). */
interface PreparedStatement<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}
interface Preparable<T> {
  prepare(name: string): PreparedStatement<T>;
  toSQL(): { sql: string };
}

interface ShapeStatements {
  statement: PreparedStatement<unknown[]>;
  /** The statement's SQL, to check in development and tests that a shape always builds the same. */
  text: string;
}

/** Prepared list statements, per database (or transaction) object, by shape. */
const preparedShapes = new WeakMap<object, Map<string, ShapeStatements>>();

/** Checking that a shape builds one SQL costs the building the cache saves: not in production. */
let verifyShapes: boolean | undefined;

/**
 * The statement of a list shape, prepared on its first call. The name is a hash of the shape, so
 * every connection (and transaction) that prepares the shape gives it the same name and text.
 */
function preparedFor<T>(
  db: object,
  shape: string,
  build: () => Preparable<T>,
  options: { unnamed?: boolean } = {},
): PreparedStatement<T> {
  let shapes = preparedShapes.get(db);
  if (!shapes) {
    shapes = new Map();
    preparedShapes.set(db, shapes);
  }
  const cached = shapes.get(shape);
  verifyShapes ??= process.env.NODE_ENV !== "production";
  if (cached && !verifyShapes) return cached.statement as PreparedStatement<T>;
  const query = build();
  const text = query.toSQL().sql;
  if (cached) {
    if (cached.text !== text) {
      throw new Error(`List shape "${shape}" built two different statements: its key misses a condition`);
    }
    return cached.statement as PreparedStatement<T>;
  }
  const name = `list_${createHash("sha1").update(shape).digest("hex").slice(0, 24)}`;
  // Unnamed: the SQL text is built once and kept, but PostgreSQL parses and plans it per call.
  const statement = runOnDriver(
    withFlatRows(query.prepare(options.unnamed ? (undefined as unknown as string) : name)),
  );
  shapes.set(shape, { statement: statement as PreparedStatement<unknown[]>, text });
  return statement;
}

/**
 * A statement of one fixed shape, every value a `sql.placeholder`, prepared on its first call per
 * database (or transaction) object and run with values: its SQL is built once, not per call, and its
 * rows are mapped flat. `key` names the statement among the database's prepared ones.
 */
export function preparedStatement<T>(
  db: Database,
  key: string,
  build: () => Preparable<T>,
): PreparedStatement<T> {
  return preparedFor((db as unknown as { session: object }).session, key, build);
}

/**
 * A raw statement of one fixed shape (every value in `build` a `sql.placeholder`, or a constant of
 * the shape), prepared on its first call per database (or transaction) object as `preparedStatement`
 * prepares a select; it answers as `db.execute` does (read its rows with `rowsOf`). For a statement
 * that is not one Drizzle select, such as several subqueries read back as JSON.
 */
export function preparedSql(db: Database, key: string, build: () => SQL): PreparedStatement<unknown> {
  const { session, dialect } = db as unknown as {
    session: {
      prepareQuery(
        query: Query,
        fields: undefined,
        name: string,
        arrayMode: false,
      ): PreparedStatement<unknown>;
    };
    dialect: { sqlToQuery(query: SQL): Query };
  };
  return preparedFor(session, key, () => {
    const query = dialect.sqlToQuery(build());
    return { toSQL: () => query, prepare: (name) => session.prepareQuery(query, undefined, name, false) };
  });
}

/**
 * A list call's statements prepared by shape (ADR 0053): `shape` names everything that changes the
 * SQL (which conditions are present, which joins), and every value in the queries is a
 * `sql.placeholder` whose value is in `values`. The sort column, the direction, the limit and the
 * offset are added by `pagedQuery` itself.
 */
export interface PreparedShape {
  shape: string;
  values: Record<string, unknown>;
  /**
   * Plan the count for each call's values instead of preparing it (ADR 0974): a keyword's
   * matches range from a handful to the whole table, and only a plan made for the keyword knows
   * which index, if any, counts them fastest.
   */
  planCountEach?: boolean;
  /** The conditions pick rows through an index of their own: sort them, do not walk a sort index. */
  sortMatches?: boolean;
  /**
   * A keyword of one or two characters over a column with kept grams, whose condition is chosen by
   * `pagedQuery` from the gram's kept count: `choose(true)` looks it up in the gram
   * index, `choose(false)` compares every row walked; each returns the call's final shape. `only`:
   * the keyword is the call's only condition, so the gram's kept count is its total.
   */
  grams?: { table: string; gram: string; only: boolean; choose(useIndex: boolean): PreparedShape };
}

/**
 * The conditions of one list call, each added with the value it compares as a placeholder, so the
 * call's statements can be prepared once per shape. `flag` names the condition in the
 * shape (and its placeholder); a condition whose SQL depends on a value rather than only comparing
 * it must put that in its flag.
 */
export function listConditions(list: string) {
  const values: Record<string, unknown> = {};
  let shape = `${list}:`;
  let planCountEach = false;
  // The conditions' SQL is built on first use: a shape whose statements are prepared never
  // needs it again, and building Drizzle SQL led a cached list call's own CPU profile.
  const builders: (() => SQL | undefined)[] = [];
  let built: SQL | undefined | null = null;
  /** Adds a condition comparing `value`; `build` receives the placeholder standing for it. */
  const add = (flag: string, value: unknown, build: (value: Placeholder) => SQL | undefined) => {
    if (flag in values) throw new Error(`List condition "${flag}" added twice`);
    shape += `${flag},`;
    values[flag] = value;
    builders.push(() => build(sql.placeholder(flag)));
  };
  /** A short keyword's gram, until `pagedQuery` chooses how it is searched (`grams` below). */
  let pendingGram: { table: string; gram: string; pattern: string; useIndex?: boolean } | undefined;
  const GRAM_FLAG = "keyword_gram?";
  return {
    add,
    /**
     * Adds the call's keyword as a `%keyword%` placeholder; `build` compares columns with
     * `contains(column)`. A keyword without three letters or digits in a row gives the trigram
     * indexes nothing to look up, so its shape compares an expression no index provides: its
     * statement then keeps the plan that reads the table once, instead of a generic plan that
     * scans the whole trigram index and then every row.
     *
     * With `grams`, the column whose grams are kept, for a search of that column alone: a keyword of
     * one or two characters is searched as `pagedQuery` chooses from the gram's kept count, either
     * looked up in the gram index (`keyword_gram`, exactly the rows whose text contains it) or as
     * above (`keyword_scan`).
     */
    keyword(
      keyword: string,
      build: (
        contains: (column: AnyColumn | SQL, compare?: typeof like) => SQL,
        pattern: Placeholder,
      ) => SQL | undefined,
      grams?: KeptGrams,
    ) {
      const indexed = hasTrigram(keyword);
      planCountEach = true;
      const scan = (pattern: Placeholder) =>
        build(
          (column, compare = like) => compare(indexed ? column : sql`(${column} || '')`, pattern),
          pattern,
        );
      const gram = grams && !indexed ? shortGram(keyword) : undefined;
      if (!grams || gram === undefined) {
        add(indexed ? "keyword" : "keyword_scan", containsPattern(keyword), scan);
        return;
      }
      if (pendingGram) throw new Error('List condition "keyword" added twice');
      pendingGram = { table: getTableName(grams.table), gram, pattern: containsPattern(keyword) };
      shape += `${GRAM_FLAG},`;
      builders.push(() => {
        if (pendingGram?.useIndex === undefined) {
          throw new Error(
            "A short keyword's condition is built before pagedQuery chose it: build the queries lazily",
          );
        }
        return pendingGram.useIndex
          ? containsGram(grams.column, sql.placeholder("keyword_gram"))
          : scan(sql.placeholder("keyword_scan"));
      });
    },
    /**
     * Adds a condition comparing the two ends of a range of the call, inclusive: `build` receives
     * both placeholders (`<flag>_from`, `<flag>_to`), so one condition can hold a column to both.
     */
    range(
      flag: string,
      from: unknown,
      to: unknown,
      build: (from: Placeholder, to: Placeholder) => SQL | undefined,
    ) {
      add(`${flag}_to`, to, () => undefined);
      add(`${flag}_from`, from, (fromPlaceholder) => build(fromPlaceholder, sql.placeholder(`${flag}_to`)));
    },
    /** Adds a condition without a value of the call (the same SQL every time it is present). */
    always(flag: string, condition: SQL) {
      shape += `${flag},`;
      builders.push(() => condition);
    },
    /** Whether any condition was added (known without building their SQL). */
    get empty() {
      return builders.length === 0;
    },
    /** The conditions' SQL, built on the first call. */
    where: () => {
      if (built === null) {
        const conditions = builders.map((build) => build()).filter((c): c is SQL => c !== undefined);
        built = conditions.length ? and(...conditions) : undefined;
      }
      return built;
    },
    prepared(): PreparedShape {
      const final = (): PreparedShape => ({
        shape,
        values,
        ...(planCountEach ? { planCountEach } : {}),
        ...(pendingGram?.useIndex ? { sortMatches: true } : {}),
      });
      const gram = pendingGram;
      if (!gram || gram.useIndex !== undefined) return final();
      return {
        ...final(),
        grams: {
          table: gram.table,
          gram: gram.gram,
          only: builders.length === 1,
          choose(useIndex) {
            gram.useIndex = useIndex;
            const flag = useIndex ? "keyword_gram" : "keyword_scan";
            shape = shape.replace(`${GRAM_FLAG},`, `${flag},`);
            values[flag] = useIndex ? gram.gram : gram.pattern;
            built = null;
            return final();
          },
        },
      };
    },
  };
}

/**
 * One page of a list and the total of its matches, the way every list call pages: the whitelisted
 * sort column then the tie-breaker, both in the request's direction; `page_count` rows from
 * `(page_number - 1) * page_count`; the page and the count run together. A page past the end is
 * empty and still carries the total.
 *
 * Deep pages by a deferred join: `ids` selects the list's key with its joins and
 * conditions; its page is cut on the sort index (index-only where the index holds the key), and
 * only then are the page's `rows` read by key, in the same order, in the same statement. `rows` is
 * the list's select with the joins its columns need and no condition. `count` is its count query
 * (or a `tableTotal` for an unfiltered list), or null when no total is wanted (an export). A page
 * from `DEEP_OFFSET` on reads the total first and, past the middle, cuts its keys from the other
 * end of the order.
 *
 * With `prepared`, the queries are built with placeholders and run as statements
 * prepared once per shape; without it they are built and sent for each call.
 *
 * A keyword of one or two characters over kept grams (`prepared.grams`, ADR 0415) first reads the
 * gram's kept count: none answers an empty page; otherwise the count chooses whether the matches are
 * read through the gram index and sorted or found by walking the sort index, and is the total when
 * the keyword is the only condition. `db` is then required, and `ids` and `count` must be given as
 * functions, built after the choice.
 */
export async function pagedQuery<Q extends PgSelect, Sort extends string>(options: {
  /**
   * The database (or transaction) the queries run on: needed when they are given as functions,
   * which are then called only to build a shape's statements the first time.
   */
  db?: Database;
  rows: Lazy<Q>;
  ids: Lazy<PgSelect>;
  key: AnyColumn;
  page: PageRequest<Sort>;
  sort: ListSort<Sort>;
  count: Lazy<PromiseLike<{ total: number; version?: number }[]>> | null;
  prepared?: PreparedShape;
  /**
   * The table version (`tableVersion`) that keeps this list's counts: with it, and
   * `count` selecting the same table's `versionColumn`, a total counted at a version is answered
   * again, without counting, while the version holds. For lists whose keyword may match most of a
   * large table, where counting reads every row.
   */
  countVersion?: Lazy<PromiseLike<{ version: number }[]>>;
  /**
   * The keys' table raises its list version on every write (`list_versions`, migration 0028) and
   * `ids` reads the keys from it alone: a deep page far from both ends then starts its walk at a key
   * remembered every `ANCHOR_STEP` rows of the order at the current version, instead of walking from
   * an end. Used where the keys are walked off a sort index on a column without NULLs of
   * that table, with the key as the tie-breaker; `db` is then required and `ids` must be a function.
   */
  anchored?: boolean;
}): Promise<{ rows: Awaited<Q>; total: number }> {
  const { page, sort } = options;
  let { prepared } = options;
  // Statements are kept per session: a database's, or a transaction's own.
  const db = options.db
    ? (options.db as unknown as { session: object }).session
    : (force(options.rows) as unknown as { session: object }).session;
  const afterSearch = Boolean(page.keyword && sort.sortAfterSearch);

  // A keyword of one or two characters over kept grams: its kept count chooses how it is
  // searched, and is the total when it is the only condition (a filtered total is no larger).
  let keptTotal: number | undefined;
  if (prepared?.grams) {
    const { grams } = prepared;
    if (!options.db) throw new Error("pagedQuery needs `db` to read a keyword's kept gram count");
    const database = options.db;
    const counts = await preparedFor(db, "list grams|counts", () =>
      database
        .select({ gram: listGramCounts.gram, rows: listGramCounts.rows })
        .from(listGramCounts)
        .where(
          and(
            eq(listGramCounts.tableName, sql.placeholder("table")),
            sql`${listGramCounts.gram} in ('', ${sql.placeholder("gram")})`,
          ),
        ),
    ).execute({ table: grams.table, gram: grams.gram });
    const kept = (gram: string) => Number(counts.find((row) => row.gram === gram)?.rows ?? 0);
    const matches = kept(grams.gram);
    if (matches === 0) return { rows: [] as unknown as Awaited<Q>, total: 0 };
    if (grams.only) keptTotal = matches;
    const offset = (page.page_number - 1) * page.page_count;
    // A deep page is cut from the nearer end of the order (below).
    const before =
      offset >= DEEP_OFFSET ? Math.min(offset, Math.max(matches - offset - page.page_count, 0)) : offset;
    prepared = grams.choose(gramIndexServes(matches, kept(""), before + page.page_count));
  }
  // A list that sorts after a search already sorts the matches, in its own order.
  const sortMatches = Boolean(sort.sortMatches || (prepared?.sortMatches && !afterSearch));
  const countStatement =
    keptTotal !== undefined
      ? null
      : options.count && prepared?.planCountEach
        ? // An unnamed statement: PostgreSQL plans it for these values every time; its text is
          // built once per shape all the same.
          preparedFor(
            db,
            `${prepared.shape}|count, planned each time`,
            () => force(options.count) as unknown as Preparable<{ total: number }[]>,
            { unnamed: true },
          )
        : options.count && prepared
          ? preparedFor(
              db,
              `${prepared.shape}|count`,
              () => force(options.count) as unknown as Preparable<{ total: number }[]>,
            )
          : null;
  const countOnce = () =>
    keptTotal !== undefined
      ? Promise.resolve(options.count ? [{ total: keptTotal }] : null)
      : countStatement
        ? countStatement.execute(prepared?.values)
        : options.count
          ? force(options.count)
          : Promise.resolve(null);
  const { countVersion } = options;
  const runCount =
    countStatement && prepared && countVersion
      ? async (): Promise<{ total: number }[]> => {
          const cache = countCacheFor(db);
          const key = `${prepared.shape}|${JSON.stringify(prepared.values)}`;
          const [current] = await preparedFor(
            db,
            `${prepared.shape}|version`,
            () => force(countVersion) as unknown as Preparable<{ version: number }[]>,
          ).execute();
          const known = cache.get(key);
          if (known && current && known.version === Number(current.version)) {
            // The most recently used last, so the least recently used is the one dropped.
            cache.delete(key);
            cache.set(key, known);
            return [{ total: known.total }];
          }
          const counted = (await countOnce()) as { total: number; version?: number }[];
          const row = counted[0];
          if (row && row.version != null) {
            cache.delete(key);
            cache.set(key, { version: Number(row.version), total: row.total });
            if (cache.size > COUNT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
          }
          return counted;
        }
      : countOnce;

  const column = page.sort_by ? sort.columns[page.sort_by] : sort.fallback;
  const forward = page.order === "+" ? asc : desc;
  const firstOffset = (page.page_number - 1) * page.page_count;
  let offset = firstOffset;
  let limit = page.page_count;
  let reversed = false;
  let counted: { total: number }[] | null = null;
  if (offset >= DEEP_OFFSET && options.count) {
    counted = await runCount();
    const total = counted?.[0]?.total ?? 0;
    if (offset >= total) return { rows: [] as unknown as Awaited<Q>, total };
    const fromEnd = total - offset - limit;
    if (fromEnd < offset) {
      // The same rows, counted from the other end of the exact reverse order.
      reversed = true;
      limit = fromEnd < 0 ? limit + fromEnd : limit;
      offset = Math.max(fromEnd, 0);
    }
  }
  // Far from both ends, a list whose keys are remembered along its order starts at the nearest one.
  const anchoredDb = options.db;
  const anchoring =
    counted !== null &&
    offset >= ANCHOR_STEP &&
    options.anchored &&
    prepared &&
    anchoredDb &&
    typeof options.ids === "function" &&
    !afterSearch &&
    !sortMatches &&
    column.notNull &&
    column.table === options.key.table &&
    sort.tiebreak === options.key;

  const build = (
    limitValue: number | Placeholder | SQL,
    offsetValue: number | Placeholder | null,
    after?: { anchor: Placeholder; version: Placeholder },
  ) => {
    // Matches found through an index of their own are sorted in the sort index's exact order.
    const sortKey = sortMatches ? unindexedSameOrder(column) : afterSearch ? unindexed(column) : column;
    // A page from a remembered key walks forward from it.
    const keysDirection = reversed && !after ? (page.order === "+" ? desc : asc) : forward;
    const keys = force(options.ids);
    if (after) keys.where(and(whereOf(keys), afterAnchor(column, options.key, page.order, after)));
    const sorted = keys
      .orderBy(keysDirection(sortKey), keysDirection(sort.tiebreak))
      // Drizzle sends a number as a value; SQL is written into the statement as it is.
      .limit(limitValue as number | Placeholder);
    const pageKeys = offsetValue === null ? sorted : sorted.offset(offsetValue);
    return force(options.rows)
      .where(inArray(options.key, pageKeys))
      .orderBy(forward(sortKey), forward(sort.tiebreak));
  };
  const pageShape = `${prepared?.shape}|${page.sort_by ?? ""}${page.order}|${afterSearch ? "s" : ""}${sortMatches ? "m" : ""}`;
  if (anchoring && prepared && anchoredDb) {
    const anchored = await anchoredPage(
      anchoredDb,
      db,
      `${pageShape}|anchors`,
      prepared.values,
      firstOffset,
      {
        keys: () => (force(options.ids) as PgSelect).orderBy(forward(column), forward(sort.tiebreak)),
        key: options.key,
        page: (values) =>
          preparedFor(db, `${pageShape}a`, () => {
            const after = { anchor: sql.placeholder("__anchor"), version: sql.placeholder("__version") };
            return build(
              sql.placeholder("__limit"),
              sql.placeholder("__offset"),
              after,
            ) as unknown as Preparable<unknown[]>;
          }).execute({ ...prepared.values, ...values, __limit: page.page_count }),
      },
    );
    if (anchored) return { rows: anchored as Awaited<Q>, total: counted?.[0]?.total ?? 0 };
  }
  // A first page of a size the screens offer, without a keyword (whose matches only a plan for the
  // call's own keyword estimates well), has its size in the statement.
  const firstPage =
    prepared &&
    offset === 0 &&
    !reversed &&
    !page.keyword &&
    !prepared.planCountEach &&
    FIRST_PAGE_SIZES.has(limit);
  const rowsQuery = !prepared
    ? build(limit, offset)
    : firstPage
      ? preparedFor(
          db,
          `${pageShape}|first ${limit}`,
          () => build(sql.raw(String(limit)), null) as unknown as Preparable<unknown[]>,
        ).execute(prepared.values)
      : preparedFor(
          db,
          `${pageShape}${reversed ? "r" : ""}`,
          () =>
            build(sql.placeholder("__limit"), sql.placeholder("__offset")) as unknown as Preparable<
              unknown[]
            >,
        ).execute({ ...prepared.values, __limit: limit, __offset: offset });
  const [rows, total] = await Promise.all([rowsQuery, counted ? Promise.resolve(counted) : runCount()]);
  return { rows: rows as Awaited<Q>, total: total ? (total[0]?.total ?? 0) : -1 };
}

/** The condition a dynamic select was given (Drizzle keeps it in its internal `config`). */
const whereOf = (query: PgSelect) => (query as unknown as { config: { where?: SQL } }).config.where;

/**
 * The keys after `anchor` in the order `column` then `key` (both of the key's table, `column`
 * without NULLs), as a row comparison an index on `(column, key)` starts its walk at; and only
 * while the table's list version is the one the anchor was read at, so a page cut from a moved
 * anchor comes back empty instead of wrong.
 */
function afterAnchor(
  column: AnyColumn,
  key: AnyColumn,
  order: "+" | "-",
  after: { anchor: Placeholder; version: Placeholder },
) {
  const table = key.table as PgTable;
  const operator = sql.raw(order === "+" ? ">" : "<");
  const anchorRow = sql`(select ${column}, ${key} from ${table} where ${key} = ${after.anchor})`;
  return and(
    sql`(${column}, ${key}) ${operator} ${anchorRow}`,
    sql`${versionColumn(table)} = ${after.version}`,
  );
}

/**
 * A deep page from the remembered key nearest before it: the keys at every
 * `ANCHOR_STEP`-th position of the order are read once per version of the keys' table, in one
 * statement that also reads that version; the page then walks at most `ANCHOR_STEP` keys from its
 * anchor. A page that comes back empty was cut after a write moved the keys: the keys are read
 * again once, and after that `undefined` sends the caller the plain way.
 */
async function anchoredPage(
  database: Database,
  db: object,
  shape: string,
  values: Record<string, unknown>,
  offset: number,
  statements: {
    keys: () => PgSelect;
    key: AnyColumn;
    page: (values: { __anchor: unknown; __version: number; __offset: number }) => Promise<unknown[]>;
  },
): Promise<unknown[] | undefined> {
  let cache = anchorCaches.get(db);
  if (!cache) {
    cache = new Map();
    anchorCaches.set(db, cache);
  }
  const cacheKey = `${shape}|${JSON.stringify(values)}`;
  const position = Math.floor(offset / ANCHOR_STEP) - 1;
  for (let attempt = 0; attempt < 2; attempt++) {
    let anchors = attempt === 0 ? cache.get(cacheKey) : undefined;
    if (!anchors) {
      anchors = await readAnchors(database, db, shape, values, statements.keys, statements.key);
      cache.set(cacheKey, anchors);
      if (cache.size > ANCHOR_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    }
    const anchor = anchors.keys[position];
    if (anchor === undefined) continue;
    const rows = await statements.page({
      __anchor: anchor,
      __version: anchors.version,
      __offset: offset - (position + 1) * ANCHOR_STEP,
    });
    if (rows.length > 0) return rows;
  }
  return undefined;
}

/** Every `ANCHOR_STEP`-th key of the order and the table's version, read in one snapshot. */
async function readAnchors(
  database: Database,
  db: object,
  shape: string,
  values: Record<string, unknown>,
  keys: () => PgSelect,
  key: AnyColumn,
): Promise<Anchors> {
  const name = sql.identifier(key.name);
  const rows = await preparedFor(
    db,
    shape,
    () =>
      database
        .select({
          key: sql`${sql.identifier("numbered")}.${name}`.mapWith(key),
          version: versionColumn(key.table as PgTable),
        })
        // The keys in the list's order, numbered in that order (a window without an order of its own
        // numbers its rows as they come).
        .from(
          sql`(select ${sql.identifier("ordered")}.${name}, row_number() over () as position from (${keys()}) ${sql.identifier("ordered")}) ${sql.identifier("numbered")}`,
        )
        .where(sql`position % ${sql.raw(String(ANCHOR_STEP))} = 0`)
        .orderBy(sql`position`) as unknown as Preparable<{ key: unknown; version: number }[]>,
    // Read once per version: planned for its values, not kept as a named statement.
    { unnamed: true },
  ).execute(values);
  return { version: Number(rows[0]?.version ?? -1), keys: rows.map((row) => row.key) };
}
