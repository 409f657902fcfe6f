import { sql } from "drizzle-orm";
import { PgDialect, pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { containsPattern, hasTrigram, listConditions } from "./sql";

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
