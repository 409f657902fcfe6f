import { describe, expect, it } from "vitest";
import { z } from "zod";
import { listQuerySchema, listRequestSchema } from "./schemas";

const flightList = listRequestSchema({
  defaultPageCount: 10,
  filters: { fleet: z.enum(["A321", "B787"]).optional() },
  flags: ["low_point", "grounded"],
  sortFields: ["date_of_flight", "flight_type"],
});
const aliasList = listRequestSchema({ defaultPageCount: 50, flags: ["low_point"], filterAlias: true });

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));

describe("listRequestSchema", () => {
  it("fills the contract's defaults: page 1, the list's page size, descending, no filters", () => {
    expect(flightList.parse({})).toEqual({ page_number: 1, page_count: 10, order: "-", filters: {} });
  });

  it("reads the spec's list of flag names as the object of the same flags", () => {
    const fromList = flightList.parse({ filters: ["low_point", "grounded"] });
    const fromObject = flightList.parse({ filters: { low_point: true, grounded: true } });
    expect(fromList.filters).toEqual({ low_point: true, grounded: true });
    expect(fromObject.filters).toEqual(fromList.filters);
    expect(flightList.parse({ filters: [] }).filters).toEqual({});
    expect(flightList.parse({ filters: { low_point: "true" } }).filters).toEqual({ low_point: true });
  });

  it("names an unknown flag by its place and refuses filters of any other type", () => {
    expect(messages(flightList.safeParse({ filters: ["low_point", "password"] }))).toEqual([
      { path: "filters.1", message: "field_unknown" },
    ]);
    expect(messages(flightList.safeParse({ filters: ["fleet"] }))).toEqual([
      { path: "filters.0", message: "field_unknown" },
    ]);
    for (const filters of ["low_point", 3, null, true]) {
      expect(flightList.safeParse({ filters }).success, JSON.stringify(filters)).toBe(false);
    }
    expect(flightList.safeParse({ filters: { password: 1 } }).success).toBe(false);
  });

  it("takes the sort from sort_by or from filters.sort_by, only among the list's columns", () => {
    expect(flightList.parse({ sort_by: "flight_type", filters: ["grounded"] })).toMatchObject({
      sort_by: "flight_type",
      filters: { grounded: true },
    });
    const inFilters = flightList.parse({ filters: { sort_by: "flight_type", fleet: "A321" } });
    expect(inFilters.sort_by).toBe("flight_type");
    expect(inFilters.filters).toEqual({ fleet: "A321" });
    expect(flightList.safeParse({ sort_by: "password_hash" }).success).toBe(false);
    expect(aliasList.safeParse({ sort_by: "id" }).success).toBe(false);
  });

  it("refuses a start date after the end date with the spec's message, and impossible dates", () => {
    expect(
      messages(flightList.safeParse({ date_range: { start_date: "2024-03-01", end_date: "2024-02-01" } })),
    ).toEqual([{ path: "date_range.start_date", message: "alert_start_after_end" }]);
    const sameDay = { start_date: "2024-02-01", end_date: "2024-02-01" };
    expect(flightList.parse({ date_range: sameDay }).date_range).toEqual(sameDay);
    expect(flightList.safeParse({ date_range: { start_date: "2024-02-30" } }).success).toBe(false);
  });

  it("accepts `filter` where the spec writes it, but not both names at once", () => {
    expect(aliasList.parse({ filter: ["low_point"] }).filters).toEqual({ low_point: true });
    expect(aliasList.parse({ filters: ["low_point"] }).filters).toEqual({ low_point: true });
    expect(aliasList.safeParse({ filter: [], filters: [] }).success).toBe(false);
    expect(flightList.safeParse({ filter: [] }).success).toBe(false);
  });

  it("refuses unknown fields, pages before the first and page sizes over the list's maximum", () => {
    expect(flightList.safeParse({ page: 2 }).success).toBe(false);
    expect(flightList.safeParse({ page_number: 0 }).success).toBe(false);
    expect(flightList.safeParse({ page_count: 10_000 }).success).toBe(false);
    expect(flightList.safeParse({ order: "asc" }).success).toBe(false);
  });
});

describe("listQuerySchema", () => {
  const query = listQuerySchema(flightList);

  it("reads filters, dates and sort from a query string into the list request", () => {
    expect(
      query.parse({
        filters: "low_point,grounded",
        start_date: "2024-01-01",
        end_date: "2024-02-01",
        sort_by: "flight_type",
        order: "+",
        keyword: "han",
      }),
    ).toEqual({
      page_number: 1,
      page_count: 10,
      order: "+",
      keyword: "han",
      sort_by: "flight_type",
      filters: { low_point: true, grounded: true },
      date_range: { start_date: "2024-01-01", end_date: "2024-02-01" },
    });
    expect(query.parse({ filters: ["low_point", "grounded"] }).filters).toEqual({
      low_point: true,
      grounded: true,
    });
    expect(query.parse({ filters: "" }).filters).toEqual({});
  });

  it("moves named filters given as their own keys into the filters, leaving blank ones out", () => {
    const named = listQuerySchema(flightList, { namedFilters: ["fleet"] });
    expect(named.parse({ fleet: "A321", filters: "grounded", keyword: "x" })).toMatchObject({
      keyword: "x",
      filters: { fleet: "A321", grounded: true },
    });
    expect(named.parse({ fleet: "" }).filters).toEqual({});
    expect(named.safeParse({ fleet: "Z" }).success).toBe(false);
  });

  it("applies the list's rules to the query string", () => {
    expect(query.safeParse({ filters: "password" }).success).toBe(false);
    expect(query.safeParse({ start_date: "2024-03-01", end_date: "2024-02-01" }).success).toBe(false);
  });
});
