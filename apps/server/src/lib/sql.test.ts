import { sql } from "drizzle-orm";
import { PgDialect, pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { containsPattern, gramIndexServes, hasTrigram, listConditions, shortGram } from "./sql";

const table = pgTable("t", { searchText: text("search_text") });
const dialect = new PgDialect();

describe("hasTrigram", () => {
  it("is true only with three letters or digits in a row, Vietnamese letters included", () => {
    expect(hasTrigram("vn0")).toBe(true);
    expect(hasTrigram("Trần")).toBe(true);
    expect(hasTrigram("ầnh")).toBe(true);
    expect(hasTrigram("p0")).toBe(false);
    expect(hasTrigram("a b c")).toBe(false);
    expect(hasTrigram("ab-cd")).toBe(false);
    expect(hasTrigram("%_")).toBe(false);
  });
});

describe("listConditions.keyword", () => {
  const build = (keyword: string) => {
    const list = listConditions("t.list");
    list.keyword(keyword, (contains) => contains(table.searchText));
    return { ...list.prepared(), sql: dialect.sqlToQuery(list.where() ?? sql``).sql };
  };

  it("compares the indexed column for a keyword with a trigram", () => {
    const shape = build("Vn0");
    expect(shape.shape).toBe("t.list:keyword,");
    expect(shape.values).toEqual({ keyword: containsPattern("Vn0") });
    expect(shape.sql).toBe('"t"."search_text" like $1');
    // Counted with a plan made for the keyword, not a statement's generic plan.
    expect(shape.planCountEach).toBe(true);
    const plain = listConditions("t.list");
    plain.add("fleet", "A321", (p) => sql`${table.searchText} = ${p}`);
    expect(plain.prepared().planCountEach).toBeUndefined();
  });

  it("compares an expression no index provides, under its own shape, for a shorter keyword", () => {
    const shape = build("P0");
    expect(shape.shape).toBe("t.list:keyword_scan,");
    expect(shape.values).toEqual({ keyword_scan: "%p0%" });
    expect(shape.sql).toBe('("t"."search_text" || \'\') like $1');
  });
});

describe("short keywords over kept grams", () => {
  const grams = { table, column: table.searchText };
  const build = (keyword: string, more?: (list: ReturnType<typeof listConditions>) => void) => {
    const list = listConditions("t.list");
    more?.(list);
    list.keyword(keyword, (contains) => contains(table.searchText), grams);
    return list;
  };
  const sqlOf = (list: ReturnType<typeof listConditions>) => dialect.sqlToQuery(list.where() ?? sql``).sql;

  it("takes a keyword of one or two characters, as PostgreSQL counts them, lower-cased", () => {
    expect(shortGram("P0")).toBe("p0");
    expect(shortGram("Ầ")).toBe("ầ");
    // A letter and its combining mark are two characters, as in the text; an emoji is one.
    expect(shortGram("a\u0301")).toBe("a\u0301");
    expect(shortGram("😀x")).toBe("😀x");
    expect(shortGram("%\\")).toBe("%\\");
    expect(shortGram("")).toBeUndefined();
    expect(shortGram("abc")).toBeUndefined();
  });

  it("reads a gram's rows through its index when walking the sort index would read more", () => {
    // 100 000 rows, a page of 50: the walk reads about 50 × 100 000 / matches rows.
    expect(gramIndexServes(3, 100_000, 50)).toBe(true);
    expect(gramIndexServes(2000, 100_000, 50)).toBe(true);
    expect(gramIndexServes(2300, 100_000, 50)).toBe(false);
    expect(gramIndexServes(2300, 100_000, 1050)).toBe(true);
    expect(gramIndexServes(100_000, 100_000, 50)).toBe(false);
  });

  it("leaves the choice to pagedQuery, and refuses to build the condition before it", () => {
    const list = build("P0");
    const pending = list.prepared();
    expect(pending.grams).toMatchObject({ table: "t", gram: "p0", only: true });
    expect(() => list.where()).toThrow(/lazily/);
    const chosen = pending.grams?.choose(true);
    expect(chosen).toMatchObject({
      shape: "t.list:keyword_gram,",
      values: { keyword_gram: "p0" },
      sortMatches: true,
    });
    expect(chosen?.grams).toBeUndefined();
    expect(sqlOf(list)).toBe('short_grams("t"."search_text") @> array[$1::text]');
  });

  it("compares every row walked when the index is not chosen, exactly as without kept grams", () => {
    const list = build("%_", (l) => l.add("fleet", "A321", (p) => sql`${table.searchText} = ${p}`));
    const pending = list.prepared();
    expect(pending.grams).toMatchObject({ gram: "%_", only: false });
    const chosen = pending.grams?.choose(false);
    expect(chosen).toMatchObject({
      shape: "t.list:fleet,keyword_scan,",
      values: { fleet: "A321", keyword_scan: "%\\%\\_%" },
    });
    expect(chosen?.sortMatches).toBeUndefined();
    expect(sqlOf(list)).toBe('("t"."search_text" = $1 and ("t"."search_text" || \'\') like $2)');
  });

  it("keeps the other shapes for a longer keyword", () => {
    for (const [keyword, shape] of [
      ["vn0", "t.list:keyword,"],
      ["p-0", "t.list:keyword_scan,"],
    ]) {
      const prepared = build(keyword as string).prepared();
      expect(prepared.shape).toBe(shape);
      expect(prepared.grams).toBeUndefined();
    }
  });
});
